// The PostgreSQL pass's files: every server test that uses a database, and only those.
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './database-tests.mjs';

describe('the server tests the PostgreSQL pass runs', () => {
  const files = databaseTestFiles();

  it('has the tests that use a database, through the helpers or on their own', () => {
    // createTestApp (test/helpers.ts).
    expect(files).toContain('apps/server/src/modules/requests/requests.test.ts');
    // Its own connections to TEST_DATABASE_URL.
    expect(files).toContain('apps/server/src/plugins/errors.test.ts');
  });

  it('leaves out the tests that use none', () => {
    expect(files).not.toContain('apps/server/src/modules/identity/passwords.test.ts');
    expect(files).not.toContain('apps/server/src/lib/concurrency.test.ts');
  });
});
