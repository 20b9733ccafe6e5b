import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/users';
import { createTestDatabase } from './helpers';

// Each pass lends a file a database its worker used before (pglite-pool.ts: a PGlite engine;
// postgres-pool.ts: a copy of the template): it must be the template again.
describe('the test databases of a worker', () => {
  it('are empty, count from 1, and refuse the calls of a closed one', async () => {
    const first = await createTestDatabase();
    await first.db.execute(
      sql`insert into users (uid, email, created_at, updated_at) values ('pool-a', 'a@example.it', now(), now())`,
    );
    const nextId = async (database: typeof first) =>
      (
        (await database.db.execute(
          sql`select nextval(pg_get_serial_sequence('requests', 'id'))::int as id`,
        )) as unknown as { rows: { id: number }[] }
      ).rows[0]!.id;
    expect(await nextId(first)).toBe(1);
    expect(await nextId(first)).toBe(2);
    await first.db.execute(sql`set statement_timeout = 1234`);
    await first.close();
    // A second close (an app's, then the test's) gives it back once: never to two files at once.
    await first.close();

    const second = await createTestDatabase();
    try {
      expect(await second.db.select().from(users)).toEqual([]);
      expect(await nextId(second)).toBe(1);
      const timeout = (await second.db.execute(sql`show statement_timeout`)) as unknown as {
        rows: { statement_timeout: string }[];
      };
      expect(timeout.rows[0]!.statement_timeout).toBe('0');
      await expect(first.db.execute(sql`select 1`)).rejects.toThrow();
      expect(await first.ping()).toBe(false);
      expect(await second.ping()).toBe(true);
      // A change a file made to the schema (here a column) stays out of the next file's database.
      await second.db.execute(sql`alter table users add column pool_extra_column int`);
    } finally {
      await second.close();
    }

    const third = await createTestDatabase();
    const fourth = await createTestDatabase();
    try {
      await fourth.db.execute(
        sql`insert into users (uid, email, created_at, updated_at) values ('pool-d', 'd@example.it', now(), now())`,
      );
      expect(await third.db.select().from(users)).toEqual([]);
      const column = (await third.db.execute(
        sql`select count(*)::int as n from information_schema.columns where column_name = 'pool_extra_column'`,
      )) as unknown as { rows: { n: number }[] };
      expect(column.rows[0]!.n).toBe(0);
    } finally {
      await third.close();
      await fourth.close();
    }
  });
});
