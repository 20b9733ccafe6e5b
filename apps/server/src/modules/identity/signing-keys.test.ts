import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers';
import type { Database } from '../../db/client';
import { identitySigningKeys } from '../../db/schema/identity';
import { loadSigningKeys } from './signing-keys';

describe('signing keys', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
  });

  // Three processes starting at once on an empty database (npm run cluster, a first deploy): on
  // PostgreSQL these calls run on separate connections, as the processes would.
  it('creates exactly one key when several processes start together, and all sign with it', async () => {
    database = await createTestDatabase();
    const db = database.db;
    const loaded = await Promise.all([
      loadSigningKeys(db),
      loadSigningKeys(db),
      loadSigningKeys(db),
    ]);
    const stored = await db.select({ kid: identitySigningKeys.kid }).from(identitySigningKeys);
    expect(stored).toHaveLength(1);
    for (const keys of loaded) expect(keys.map((key) => key.kid)).toEqual([stored[0]!.kid]);
    // A later start reuses it.
    expect((await loadSigningKeys(db)).map((key) => key.kid)).toEqual([stored[0]!.kid]);
  });
});
