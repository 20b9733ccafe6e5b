import path from 'node:path';
import type { Config } from '../config';
import { createDb, type Database } from './client';
import { runMigrations } from './migrate';

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR)
 * and migrates it, unless MIGRATE_ON_START=false (deployments that run `db:migrate` once).
 */
export async function openDatabase(
  config: Config,
  { migrate = config.migrateOnStart } = {},
): Promise<Database> {
  const database = config.databaseUrl
    ? await createDb({ kind: 'postgres', url: config.databaseUrl })
    : await createDb({ kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') });
  if (!migrate) return database;
  try {
    await runMigrations(database);
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
  return database;
}
