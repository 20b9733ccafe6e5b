import { sql } from 'drizzle-orm';
import type { App } from '../../src/app';

/**
 * A fingerprint of every row of every table (count and a hash of each row's text, per table), so
 * a test can assert that a call wrote nothing: not an insert, an update nor a delete. Tables are
 * found through information_schema, so tables added later are covered too.
 */
export async function dbFingerprint(app: App): Promise<Record<string, string>> {
  const tables = (await app.ctx.db.execute(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
    order by table_name`)) as unknown as { rows: { table_name: string }[] };
  const parts = tables.rows.map(
    ({ table_name: table }) =>
      sql`select ${table}::text as t, count(*)::text || ':' || coalesce(sum(hashtext(x::text)::bigint), 0)::text as f from ${sql.identifier(table)} x`,
  );
  const union = sql.join(parts, sql` union all `);
  const result = (await app.ctx.db.execute(union)) as unknown as {
    rows: { t: string; f: string }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.t, row.f]));
}

/** The tables whose fingerprint differs between two snapshots. */
export function changedTables(before: Record<string, string>, after: Record<string, string>) {
  return Object.keys({ ...before, ...after }).filter((table) => before[table] !== after[table]);
}
