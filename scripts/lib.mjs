// Shared helpers of the root scripts (start, dev, test). Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { contentHash } from './content-hash.mjs';
import { ensureServerBuild, serverProgram } from './server-build.mjs';

export const root = path.resolve(import.meta.dirname, '..');
export const webDist = path.join(root, 'apps/web/dist');

/**
 * Runs a command in the repository without blocking; its output is kept and printed whole when it
 * ends (so commands run side by side do not interleave). Resolves to whether it succeeded.
 */
export const runBuffered = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      if (output) process.stdout.write(output);
      resolve(code === 0);
    });
  });

/**
 * CPU time (user + system, ms) process `pid` has used so far, from /proc (Linux; undefined
 * elsewhere): on a busy machine the wall time mostly measures the wait for a core, this does not.
 */
export function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime, fields 14 and 15 of stat (11 and 12 after the command), in clock ticks.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = 100;

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Equilibrio needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
    process.exit(1);
  }
}

/**
 * The environment `vite build` runs with: always a production build. A `NODE_ENV=development`
 * from the shell or a `.env` would otherwise reach Vite and React's development build would be
 * served (larger, several times slower). Only `npm run dev` serves development code.
 */
export function webBuildEnv(env = process.env) {
  return { ...env, NODE_ENV: 'production' };
}

/** The mode every web build is made in (`vite build --mode`). */
const WEB_BUILD_MODE = 'production';

/**
 * Content hash of everything that changes the web build: its sources, configuration and
 * lockfile, the `.env` files Vite reads (apps/web/.env*), the `VITE_*` variables of the build's
 * environment and the mode. A build made by an older script in another mode has another hash.
 */
export function webSourceHash(env = process.env) {
  const envFiles = fs.existsSync(path.join(root, 'apps/web'))
    ? fs
        .readdirSync(path.join(root, 'apps/web'))
        .filter((name) => name.startsWith('.env'))
        .sort()
        .map((name) => `apps/web/${name}`)
    : [];
  const buildEnv = webBuildEnv(env);
  return contentHash(
    [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'apps/web/postcss.config.cjs',
      'apps/web/tsconfig.json',
      'tsconfig.base.json',
      'packages/contract/src',
      'package-lock.json',
      'scripts/lib.mjs',
      ...envFiles,
    ],
    [
      `mode=${WEB_BUILD_MODE}`,
      `NODE_ENV=${buildEnv.NODE_ENV}`,
      ...Object.entries(buildEnv)
        .filter(([key]) => key.startsWith('VITE_'))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, value]) => `${key}=${value}`),
    ],
  );
}

/**
 * Builds the web app in production mode unless the last build came from the same inputs
 * (webSourceHash). `outDir` (default apps/web/dist; its server-side part goes beside it) and
 * `env` are for the build's own test.
 */
export function ensureWebBuild({ force = false, outDir = webDist, env = process.env } = {}) {
  const stamp = path.join(outDir, '.source-hash');
  const hash = webSourceHash(env);
  const current = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '';
  if (!force && current === hash && fs.existsSync(path.join(outDir, 'index.html'))) return false;
  console.log('Compilo l’app web (vite build)…');
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--mode',
      WEB_BUILD_MODE,
      '--outDir',
      outDir,
      '--emptyOutDir',
    ],
    { cwd: path.join(root, 'apps/web'), stdio: 'inherit', env: webBuildEnv(env) },
  );
  if (result.status !== 0) {
    console.error('La compilazione dell’app web non è riuscita.');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stamp, hash);
  return true;
}

/**
 * Runs the compiled server (built first when its sources changed, scripts/server-build.mjs) and
 * forwards signals, exiting with its code.
 */
export function runServer(env = process.env, extraArgs = []) {
  ensureServerBuild();
  const child = spawn(process.execPath, [...extraArgs, serverProgram('main')], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
