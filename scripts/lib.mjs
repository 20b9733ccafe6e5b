// Shared helpers of the root scripts (start, dev, test). Plain Node, no dependencies.
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');
export const webDist = path.join(root, 'apps/web/dist');
const stampFile = path.join(webDist, '.source-hash');

export function checkNode() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Equilibrio needs Node.js 20.19 or newer (this is ${process.versions.node}).`);
    process.exit(1);
  }
}

function* walk(dir) {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs
    .readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.'))
      continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Content hash of everything the web build reads, so a rebuild happens only when needed. */
export function webSourceHash() {
  const hash = createHash('sha256');
  const inputs = [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'apps/web/postcss.config.cjs',
    'packages/contract/src',
    'package-lock.json',
  ];
  for (const input of inputs) {
    const full = path.join(root, input);
    const files = fs.existsSync(full) && fs.statSync(full).isDirectory() ? [...walk(full)] : [full];
    for (const file of files) {
      if (!fs.existsSync(file) || /\.test\.tsx?$/.test(file)) continue;
      hash.update(path.relative(root, file));
      hash.update(fs.readFileSync(file));
    }
  }
  for (const [key, value] of Object.entries(process.env).sort()) {
    if (key.startsWith('VITE_')) hash.update(`${key}=${value}`);
  }
  return hash.digest('hex');
}

/** Builds the web app unless the last build came from the same sources. */
export function ensureWebBuild({ force = false } = {}) {
  const hash = webSourceHash();
  const current = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, 'utf8') : '';
  if (!force && current === hash && fs.existsSync(path.join(webDist, 'index.html'))) return false;
  console.log('Compilo l’app web (vite build)…');
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
    {
      cwd: path.join(root, 'apps/web'),
      stdio: 'inherit',
    },
  );
  if (result.status !== 0) {
    console.error('La compilazione dell’app web non è riuscita.');
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(stampFile, hash);
  return true;
}

/** Runs the server (TypeScript through tsx) and forwards signals, exiting with its code. */
export function runServer(env = process.env, extraArgs = []) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', ...extraArgs, path.join(root, 'apps/server/src/main.ts')],
    { cwd: root, stdio: 'inherit', env },
  );
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => child.kill(signal));
  }
  child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
  return child;
}
