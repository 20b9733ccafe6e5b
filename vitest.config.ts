import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { lazySchemas } from './apps/web/src/first-paint/lazy-schemas.ts';

const webSrc = path.join(import.meta.dirname, 'apps/web/src');
const webTests = fs
  .readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('apps/web/src', file));
/**
 * The modules a web test file replaces (vi.mock), or null when it reloads modules itself
 * (vi.resetModules). A module replaced in one file must not reach a file that expects the real one
 * through a module graph they share, so the files are grouped by what they replace: none, only
 * the auth fake (most screens), anything else (each file alone).
 */
function replacedModules(file: string): string[] | null {
  const text = fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
  if (/\bvi\.resetModules\(/.test(text)) return null;
  const calls = text.match(/\bvi\.(?:do)?[mM]ock\(/g) ?? [];
  const named = [...text.matchAll(/\bvi\.(?:do)?[mM]ock\(\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);
  // A call this cannot read (a template string, `import(...)`) would otherwise pass for none.
  if (named.length !== calls.length) return null;
  return [...new Set(named)];
}
const webGroups: Record<'real' | 'fakeAuth' | 'other', string[]> = {
  real: [],
  fakeAuth: [],
  other: [],
};
for (const file of webTests) {
  const replaced = replacedModules(file);
  if (replaced === null) webGroups.other.push(file);
  else if (replaced.length === 0) webGroups.real.push(file);
  else if (replaced.length === 1 && replaced[0] === '@/lib/auth') webGroups.fakeAuth.push(file);
  else webGroups.other.push(file);
}

function webProject(name: string, include: string[], isolate: boolean, setupFiles: string[] = []) {
  return {
    plugins: [react(), lazySchemas()],
    resolve: { alias: { '@': webSrc } },
    test: {
      name,
      include,
      environment: 'jsdom',
      setupFiles: ['apps/web/src/testing/setup-tests.ts', ...setupFiles],
      testTimeout: 20_000,
      css: false,
      isolate,
    },
  };
}

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on CI's 2 cores. The tests
    // wait on the database, the network and child processes as much as they compute: two workers.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        test: {
          name: 'contract',
          include: ['packages/contract/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // The root scripts (build stamps, the production builds they make).
          name: 'scripts',
          include: ['scripts/*.test.mjs'],
          environment: 'node',
          testTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['apps/server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // The files share a worker's loaded modules (the server, PGlite's engine): importing
          // them again for each of the 78 files cost a third of the pass's CPU time. Each file
          // still gets its own app and an emptied database of its worker (createTestApp;
          // test/pglite-pool.ts, test/postgres-pool.ts); no test mocks modules.
          isolate: false,
        },
      },
      // The web files of a group share their worker's modules (React, Mantine, the app's) when
      // they replace none or the same one: loading them again for each file was most of the web
      // pass's time (142 s of wall time on 2 cores before; see README).
      webProject('web', webGroups.real, false),
      webProject('web-fake-auth', webGroups.fakeAuth, false, [
        'apps/web/src/testing/setup-fake-auth.ts',
      ]),
      webProject('web-mocks', webGroups.other, true),
    ],
  },
});
