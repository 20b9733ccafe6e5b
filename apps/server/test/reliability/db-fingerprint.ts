import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';

/**
 * A fingerprint of every row of every table (count and a hash of each row's text, per table), so
 * a test can assert that a call wrote nothing: not an insert, an update nor a delete. Tables are
 * found through information_schema, so tables added later are covered too.
 */
export async function dbFingerprint(app: App): Promise<Record<string, string>> {
  const union = await fingerprintQuery(app);
  const result = (await app.ctx.db.execute(union)) as unknown as {
    rows: { t: string; f: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.t, row.f]));
}

/**
 * Watches the database for writes, call after call: `written()` answers the tables changed since
 * it last answered (or since the watch began). A row change commits only from a transaction that
 * took a transaction id, and PostgreSQL's snapshot (`xmin:xmax:ids still running`) changes when
 * such a transaction ends, whichever ends first; while it has not changed, nothing can have changed
 * and the whole fingerprint is not read again — most bad-input calls are refused before any
 * transaction. (On a PostgreSQL server shared by other tests the snapshot moves all the time:
 * every call then reads the fingerprint, as before.)
 */
export async function watchWrites(app: App) {
  let snapshot = await currentSnapshot(app);
  let fingerprint = await dbFingerprint(app);
  return {
    async written(): Promise<string[]> {
      // Read before the fingerprint: a transaction that commits after this read (its rows
      // perhaps not in the fingerprint) changes the next one.
      const now = await currentSnapshot(app);
      if (now === snapshot) return [];
      const after = await dbFingerprint(app);
      const changed = changedTables(fingerprint, after);
      snapshot = now;
      fingerprint = after;
      return changed;
    },
  };
}

async function currentSnapshot(app: App) {
  const result = (await app.ctx.db.execute(
    sql`select pg_current_snapshot()::text as snapshot`,
  )) as unknown as { rows: { snapshot: string }[] };
  return result.rows[0]!.snapshot;
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}

/**
 * The query, made once per app: its tables do not change while a test runs (the migrations ran
 * at its start), and asking information_schema before every call took most of a sweep's time.
 */
const queries = new WeakMap<App, Promise<ReturnType<typeof sql.join>>>();
function fingerprintQuery(app: App) {
  let query = queries.get(app);
  if (!query) {
    query = (async () => {
      const tables = (await app.ctx.db.execute(sql`
        select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'
        order by table_name`)) as unknown as { rows: { table_name: string }[] };
      const parts = tables.rows.map(
        ({ table_name: table }) =>
          sql`select ${table}::text as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as f from ${sql.identifier(table)} x`,
      );
      return sql.join(parts, sql` union all `);
    })();
    queries.set(app, query);
  }
  return query;
}
