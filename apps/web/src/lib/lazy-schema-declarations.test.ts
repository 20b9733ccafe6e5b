import { expect, it } from 'vitest';
import { buildDeclaredSchemas } from './lazy-schema';

// A file of its own: the schemas declared here are only the modules' (lazy-schema.test.ts
// declares some that are meant to fail).
it('builds every schema the app’s and the contract’s modules declare', async () => {
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
