import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDb } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Migrates one database per test run. On PGlite the migrated data folder is dumped to a file
 * every test database starts from; on PostgreSQL (TEST_DATABASE_URL) a template database is
 * created and every test database is copied from it.
 */
export default async function setup(project: TestProject) {
  buildServer();
  const url = process.env.TEST_DATABASE_URL;
  if (url) return setupPostgres(project, url);

  const database = await createDb({ kind: 'pglite' });
  await runMigrations(database);
  const dump = await database.pglite!.dumpDataDir('none');
  await database.close();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'eq-pglite-'));
  const file = path.join(dir, 'template.tar');
  await fs.writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', '');
  return async () => {
    await fs.rm(dir, { recursive: true, force: true });
  };
}

/**
 * The compiled server (scripts/server-build.mjs), built here when its sources changed, as
 * `npm start` does, before any test starts: the tests that run it or the operators' commands in
 * processes of their own find it ready instead of building it side by side.
 */
function buildServer() {
  const root = path.resolve(import.meta.dirname, '../../..');
  const built = spawnSync(process.execPath, [path.join(root, 'scripts/server-build.mjs')], {
    cwd: root,
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`The server did not build:\n${built.stderr}`);
}

async function setupPostgres(project: TestProject, url: string) {
  const template = `eq_tpl_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${template}`);
  const templateUrl = withDatabase(url, template);
  const database = await createDb({ kind: 'postgres', url: templateUrl, maxConnections: 2 });
  await runMigrations(database);
  await database.close();
  project.provide('pgliteTemplate', '');
  project.provide('postgresTemplate', template);
  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like $1 or datname = $2`,
      [`${template}_%`, template],
    );
    for (const row of rows) {
      await admin.query(`drop database if exists ${row.datname} with (force)`).catch(() => {});
    }
    await admin.end();
  };
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
