import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createDb, type Database } from '../src/db/client';
import { withDatabase } from './global-setup';
import { emptyToTemplate, type Rows, templateFingerprint, templatePool } from './template-reset';

/** The pool, made by the first loan: the run's URL and template are the same for every file. */
let takeCopy: ReturnType<typeof templatePool<string>> | undefined;

/**
 * The test worker's PostgreSQL databases (the PostgreSQL pass, TEST_DATABASE_URL). Copying the
 * run's migrated template for a test file and dropping the copy after it took 0.3–0.5 s each
 * under the pass's load (136 copies: a third of its workers' time); emptying one takes a few
 * milliseconds. So, as a PGlite engine is (pglite-pool.ts), a test database is a copy the worker
 * keeps: closing it closes its connections, empties every table, resets the sequences and gives
 * it to the next test file of the worker. A copy that cannot be emptied (its schema changed, a
 * lock still held) is dropped; the run's global set-up drops every copy at the end.
 */
export async function lendPostgresDatabase(url: string, template: string): Promise<Database> {
  takeCopy ??= templatePool<string>({
    open: async () => {
      const name = await copyTemplate(url, template);
      const fingerprint = await onDatabase(url, name, (client) =>
        templateFingerprint(rowsOf(client), 'postgres-pool.ts'),
      );
      return { handle: name, fingerprint };
    },
    // Within a short lock wait. Settings, listening channels and advisory locks ended with the
    // copy's connections.
    empty: (name, fingerprint) =>
      onDatabase(url, name, async (client) => {
        await client.query(`set lock_timeout = '3s'`);
        return emptyToTemplate(rowsOf(client), (text) => client.query(text), fingerprint);
      }),
    discard: async (name) => {
      await onDatabase(url, null, (admin) =>
        admin.query(`drop database if exists ${name} with (force)`),
      ).catch(() => {});
    },
  });
  const { handle: name, giveBack } = await takeCopy();
  const database = await createDb({
    kind: 'postgres',
    url: withDatabase(url, name),
    maxConnections: 5,
  });
  let closed = false;
  return {
    ...database,
    // Closing twice (an app's close, then the test's) gives the copy back once.
    close: async () => {
      if (closed) return;
      closed = true;
      await database.close();
      await giveBack();
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
  return name;
}
