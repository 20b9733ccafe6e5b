import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';
import { emptyToTemplate, keptIdle, type Rows, templateFingerprint } from './template-reset';

/**
 * The test worker's PostgreSQL databases (the PostgreSQL pass, TEST_DATABASE_URL). Copying the
 * run's migrated template for a test file and dropping the copy after it took 0.3–0.5 s each
 * under the pass's load (136 copies: a third of its workers' time); emptying one takes a few
 * milliseconds. So, as a PGlite engine is (pglite-pool.ts), a test database is a copy the worker
 * keeps: closing it closes its connections, empties every table, resets the sequences and gives
 * it to the next test file of the worker. A copy that cannot be emptied (its schema changed, a
 * lock still held) is dropped; the run's global set-up drops every copy at the end.
 */
const idle: string[] = [];
/** The template's schema, by copy: a file that changed it leaves a copy not reused. */
const fingerprints = new Map<string, string>();

export async function lendPostgresDatabase(url: string, template: string): Promise<Database> {
  const name = idle.pop() ?? (await copyTemplate(url, template));
  const database = await createDb({
    kind: 'postgres',
    url: withDatabase(url, name),
    maxConnections: 5,
  });
  const close = database.close;
  let returned = false;
  return {
    ...database,
    // Closing twice (an app's close, then the test's) gives the copy back once.
    close: async () => {
      if (returned) return;
      returned = true;
      await close();
      if (idle.length < keptIdle && (await empty(url, name))) idle.push(name);
      else await dropCopy(url, name);
    },
  };
}

const rowsOf =
  (client: pg.Client): Rows =>
  async <T>(text: string) =>
    (await client.query(text)).rows as T[];

/** Runs `work` on a connection of its own to the database `name` (null: the URL's own). */
async function onDatabase<T>(
  url: string,
  name: string | null,
  work: (client: pg.Client) => Promise<T>,
) {
  const client = new pg.Client({ connectionString: name ? withDatabase(url, name) : url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

async function copyTemplate(url: string, template: string) {
  const name = `${template}_${randomBytes(5).toString('hex')}`;
  await onDatabase(url, null, async (admin) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${template}`);
        return;
      } catch (error) {
        // Two copies of one template at the same instant can collide; try again shortly.
        if (attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
      }
    }
  });
  const fingerprint = await onDatabase(url, name, (client) =>
    templateFingerprint(rowsOf(client), 'postgres-pool.ts'),
  );
  fingerprints.set(name, fingerprint);
  return name;
}

/**
 * The copy back to the template's state (template-reset.ts): false if it failed (within a short
 * lock wait) or its schema changed. Settings, listening channels and advisory locks ended with
 * the copy's connections.
 */
async function empty(url: string, name: string) {
  try {
    return await onDatabase(url, name, async (client) => {
      await client.query(`set lock_timeout = '3s'`);
      return emptyToTemplate(rowsOf(client), (text) => client.query(text), fingerprints.get(name)!);
    });
  } catch {
    return false;
  }
}

async function dropCopy(url: string, name: string) {
  fingerprints.delete(name);
  await onDatabase(url, null, (admin) =>
    admin.query(`drop database if exists ${name} with (force)`),
  ).catch(() => {});
}
