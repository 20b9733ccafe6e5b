import { expect, it, vi } from 'vitest';

// Modules of its own (a worker's other files may have declared schemas meant to fail, as
// lazy-schema.test.ts does): the schemas declared here are only the modules'. Resetting the modules
// also keeps this file out of the projects whose files share them (vitest.config.ts).
it('builds every schema the app’s and the contract’s modules declare', async () => {
  vi.resetModules();
  const { buildDeclaredSchemas } = await import('./lazy-schema');
  // Each module that declares a schema at its top (a mistake in one shows only when it is
  // first used, so each is built here). The entry and the build steps are not modules to load.
  // (import.meta.glob takes its patterns written out: the compiler reads them.)
  const modules = import.meta.glob([
    '../**/*.{ts,tsx}',
    '../../../../packages/contract/src/*.ts',
    '!**/*.test.{ts,tsx}',
    '!../main.tsx',
    '!../first-paint/**',
    '!../testing/**',
  ]);
  const sources = import.meta.glob<string>(
    ['../**/*.{ts,tsx}', '../../../../packages/contract/src/*.ts', '!**/*.test.{ts,tsx}'],
    { query: '?raw', import: 'default', eager: true },
  );
  const declaring = Object.keys(modules).filter((file) =>
    /\bz\.\w|Schema\b/.test(sources[file] ?? ''),
  );
  for (const file of declaring) await modules[file]!();
  const names = buildDeclaredSchemas();
  expect(names).toEqual(
    expect.arrayContaining([
      'backofficeRequestFacetsSchema',
      'caregiverFormSchema',
      'loginSchema',
      'idParam',
    ]),
  );
  expect(names.length).toBeGreaterThan(150);
});
