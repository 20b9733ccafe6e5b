import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { lazySchemas } from './apps/web/src/first-paint/lazy-schemas.ts';

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
          // still gets its own app and an emptied database (createTestApp; on PGlite an engine of
          // the worker's pool, test/pglite-pool.ts); no test mocks modules.
          isolate: false,
        },
      },
      {
        plugins: [react(), lazySchemas()],
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/testing/setup-tests.ts'],
          testTimeout: 20_000,
          css: false,
        },
      },
    ],
  },
});
