// The server test files the PostgreSQL pass of `npm test` runs: those that use a database. A file
// uses one when it mentions TEST_DATABASE_URL or reaches, through its relative imports, the test
// database helpers (apps/server/test/helpers.ts) or the database client (src/db/client.ts). The
// others (pure functions, counters, the password hashing…) do the same work on either database:
// the PGlite pass covers them.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const serverDir = path.join(root, 'apps/server');
const databaseModules = new Set(
  ['apps/server/test/helpers.ts', 'apps/server/src/db/client.ts'].map((file) =>
    path.join(root, file),
  ),
);

/** The file a relative import names (TypeScript's resolution for our sources), or null. */
function resolveImport(from, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')];
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

const importPattern = /(?:\bfrom|\bimport)\s*\(?\s*['"]([^'"]+)['"]/g;

function reachesDatabase(file, seen) {
  if (databaseModules.has(file)) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(importPattern)) {
    const imported = resolveImport(file, specifier);
    if (imported && reachesDatabase(imported, seen)) return true;
  }
  return false;
}

/** Paths (from the repository's root) of the server's test files that use a database. */
export function databaseTestFiles() {
  return fs
    .readdirSync(serverDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.test.ts') && !file.includes('node_modules'))
    .map((file) => path.join(serverDir, file))
    .filter(
      (file) =>
        fs.readFileSync(file, 'utf8').includes('TEST_DATABASE_URL') ||
        reachesDatabase(file, new Set()),
    )
    .map((file) => path.relative(root, file))
    .sort();
}
