import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';

/** The one typed handle every query uses, whichever engine is behind it. A transaction is also a Db. */
export type Db = PgDatabase<PgQueryResultHKT>;

export type DatabaseOptions =
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export type Database = {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Resolves when the database answers a trivial query within the timeout. */
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
  /**
   * Hears `NOTIFY channel` from any session, this process's or not. `onState(true)` once delivery
   * is running; `onState(false)` when it stopped and messages may have been missed (the
   * connection dropped; it is retried every second). Resolves to the function that stops it.
   */
  listen(channel: string, handlers: ListenHandlers): Promise<() => Promise<void>>;
  /** Only for PGlite: the raw engine (tests dump it to start every test database from a template). */
  pglite?: PGlite;
  /** Only for PostgreSQL: the pool, for work that needs one session (advisory locks). */
  pool?: pg.Pool;
};

export type ListenHandlers = {
  onMessage: (payload: string) => void;
  onState: (delivering: boolean) => void;
};

export class DatabaseStartError extends Error {
  override name = 'DatabaseStartError';
}

export async function createDb(options: DatabaseOptions): Promise<Database> {
  return options.kind === 'pglite' ? openPglite(options) : openPostgres(options);
}

async function openPglite(options: { dataDir?: string; loadDataDir?: Blob }): Promise<Database> {
  let release = () => {};
  if (options.dataDir) {
    ensureWritableDir(options.dataDir);
    release = lockDataDir(options.dataDir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
  } catch (error) {
    release();
    throw new DatabaseStartError(
      `Cannot open the embedded database in ${options.dataDir ?? 'memory'}: ${(error as Error).message}`,
    );
  }
  return pgliteDatabase(client, async () => {
    await client.close();
    release();
  });
}

/**
 * The Database over an open PGlite engine; `shut` is what closing it does (once). Tests hand out
 * an engine of their pool this way, shut by emptying it for the next test file.
 */
export function pgliteDatabase(client: PGlite, shut: () => Promise<void>): Database {
  const db = drizzlePglite({ client }) as unknown as Db;
  let closed = false;
  return {
    kind: 'pglite',
    db,
    pglite: client,
    ping: async () => !closed && (await client.query('select 1')).rows.length === 1,
    listen: async (channel, { onMessage, onState }) => {
      // In-process engine: a notification cannot be lost, delivery never stops.
      const stop = await client.listen(channel, onMessage);
      onState(true);
      return async () => {
        onState(false);
        if (!closed) await stop();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await shut();
    },
  };
}

async function openPostgres(options: { url: string; maxConnections?: number }): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // A dropped connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseStartError(
      `Cannot connect to PostgreSQL at ${redactUrl(options.url)}: ${describePgError(error)}`,
    );
  }
  const db = drizzleNodePg({ client: pool }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pool,
    ping: async (timeoutMs = 2000) => {
      try {
        await withTimeout(db.execute(sql`select 1`), timeoutMs);
        return true;
      } catch {
        return false;
      }
    },
    listen: (channel, handlers) => listenPostgres(options.url, channel, handlers),
    close: async () => {
      if (pool.ended) return;
      await pool.end();
    },
  };
}

/** A session of its own (outside the pool) for LISTEN, reconnected after a second when lost. */
async function listenPostgres(url: string, channel: string, handlers: ListenHandlers) {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async () => {
    const session = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    client = session;
    const lost = () => {
      if (client !== session) return;
      client = undefined;
      handlers.onState(false);
      session.end().catch(() => {});
      if (!stopped) retry = setTimeout(connect, 1000);
    };
    session.on('error', lost);
    session.on('end', lost);
    session.on('notification', (message) => {
      if (message.channel === channel) handlers.onMessage(message.payload ?? '');
    });
    try {
      await session.connect();
      await session.query(`listen ${pg.escapeIdentifier(channel)}`);
      if (client === session && !stopped) handlers.onState(true);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const session = client;
    client = undefined;
    if (session) {
      handlers.onState(false);
      await session.end().catch(() => {});
    }
  };
}

/** mkdir -p one level at a time (recursive mkdirSync can spin forever on special filesystems). */
function makeDirs(dir: string) {
  if (fs.existsSync(dir)) {
    if (!fs.statSync(dir).isDirectory())
      throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
    return;
  }
  makeDirs(path.dirname(dir));
  fs.mkdirSync(dir);
}

function ensureWritableDir(dir: string) {
  try {
    makeDirs(dir);
    fs.accessSync(dir, fs.constants.W_OK);
    // Root passes access checks everywhere; a real write proves the folder takes files.
    const probe = path.join(dir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.unlinkSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'error';
    throw new DatabaseStartError(`DATA_DIR ${dir} is not a writable folder (${code})`);
  }
}

/** PGlite is single-process: refuse to open a data folder another live process holds. */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, '.equilibrio.lock');
  try {
    const holder = Number(fs.readFileSync(lockFile, 'utf8'));
    if (holder && holder !== process.pid && isAlive(holder)) {
      throw new DatabaseStartError(
        `DATA_DIR ${dir} is in use by another Equilibrio process (pid ${holder}); stop it or choose another DATA_DIR`,
      );
    }
  } catch (error) {
    if (error instanceof DatabaseStartError) throw error;
  }
  fs.writeFileSync(lockFile, String(process.pid));
  return () => {
    try {
      if (fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.unlinkSync(lockFile);
    } catch {}
  };
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function describePgError(error: unknown) {
  const err = error as { code?: string; message?: string; errors?: { code?: string }[] };
  const code = err.code ?? err.errors?.[0]?.code;
  return code ? `${code}${err.message ? ` (${err.message})` : ''}` : (err.message ?? String(error));
}

export function redactUrl(url: string) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured URL';
  }
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}
