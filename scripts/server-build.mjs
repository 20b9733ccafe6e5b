// The compiled server: apps/server/src bundled once by esbuild into apps/server/dist (one file
// per entry point, shared code in chunks beside them), so `npm start`, the Dockerfile, the e2e,
// load and cluster runs start plain JavaScript, with no TypeScript compiler at run time.
// ensureServerBuild() (and `node scripts/server-build.mjs`) builds it when its inputs changed.
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { contentHash } from './content-hash.mjs';
import { serverEntryPoints } from './server-programs.mjs';

const root = path.resolve(import.meta.dirname, '..');

export const serverDist = path.join(root, 'apps/server/dist');

/** A program of the compiled server, e.g. serverProgram('main'). */
export const serverProgram = (name) => path.join(serverDist, `${name}.js`);

/** Everything that changes the bundle. */
export function serverSourceHash() {
  return contentHash(
    [
      'apps/server/src',
      'apps/server/package.json',
      'apps/server/tsconfig.json',
      'packages/contract/src',
      'packages/contract/package.json',
      'tsconfig.base.json',
      'package-lock.json',
      'scripts/server-build.mjs',
      'scripts/server-programs.mjs',
    ],
    [],
  );
}

/**
 * The server's and the contract's dependencies stay packages (node_modules, installed in the
 * image with `npm ci --omit=dev`): native and WASM parts (PGlite), files they read beside their
 * code (Swagger UI). Our own code (server and contract, TypeScript) is what is bundled.
 */
function externalPackages() {
  const dependencies = (file) =>
    Object.keys(JSON.parse(fs.readFileSync(path.join(root, file), 'utf8')).dependencies ?? {});
  return [
    ...new Set([
      ...dependencies('apps/server/package.json'),
      ...dependencies('packages/contract/package.json'),
    ]),
  ];
}

export function buildServer() {
  fs.rmSync(serverDist, { recursive: true, force: true });
  buildSync({
    absWorkingDir: root,
    entryPoints: serverEntryPoints,
    outdir: serverDist,
    bundle: true,
    splitting: true,
    // Every module in dist/ itself, so import.meta.dirname is the same for all (server-root.ts).
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    external: externalPackages(),
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    legalComments: 'none',
  });
}

let checked = false;

/**
 * Builds the server unless dist/ came from the same inputs (checked once per process). Returns
 * whether it built.
 */
export function ensureServerBuild({ force = false } = {}) {
  if (checked && !force) return false;
  checked = true;
  const stamp = path.join(serverDist, '.source-hash');
  const hash = serverSourceHash();
  const current = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : '';
  if (!force && current === hash && fs.existsSync(serverProgram('main'))) return false;
  console.log('Compilo il server (esbuild)…');
  buildServer();
  fs.writeFileSync(stamp, hash);
  return true;
}

if (process.argv[1] === import.meta.filename) ensureServerBuild();
