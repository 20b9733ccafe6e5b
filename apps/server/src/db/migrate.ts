import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { serverPath } from '../server-root';
import type { Database } from './client';

export const migrationsFolder = serverPath('src/db/migrations');

/** Arbitrary but fixed: serialises migrations when several processes start against one PostgreSQL. */
const MIGRATION_LOCK_ID = 727_001;

export async function runMigrations(database: Database): Promise<void> {
  if (database.kind === 'pglite' || !database.pool) {
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder });
    return;
  }
  // One session holds the advisory lock and runs the migrations, so the lock is released
  // by the same connection that took it.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
    client.release();
  }
}

/** How many migrations this build ships (drizzle-kit's journal). */
export function shippedMigrationCount(): number {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

/** True when the database has every migration this build ships (readiness). */
export async function migrationsApplied(database: Database): Promise<boolean> {
  const result = (await database.db.execute(
    sql`select count(*)::int as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: { applied: number }[] };
  const applied = Number(result.rows[0]?.applied ?? 0);
  return applied >= shippedMigrationCount();
}
