import net from 'node:net';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { listenLocally } from '../../test/local-server';
import { errorsPlugin, isDatabaseUnavailable } from './errors';

/** A TCP proxy to PostgreSQL whose live connections can be cut, as a failing network would. */
async function startProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  const url = new URL(target);
  url.host = await listenLocally(server);
  return {
    url: url.toString(),
    cut: () => {
      server.close();
      for (const socket of sockets) socket.destroy();
    },
  };
}

const cleanups: (() => Promise<unknown> | unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('database unavailable → 503', () => {
  it('recognises the driver errors of a lost database, however drizzle wraps them', () => {
    const wrapped = (cause: Error) => Object.assign(new Error('Failed query: select 1'), { cause });
    const lost = [
      new Error('Connection terminated unexpectedly'),
      wrapped(new Error('Connection terminated unexpectedly')),
      wrapped(
        Object.assign(new Error('Connection terminated due to connection timeout'), {
          cause: new Error('Connection terminated unexpectedly'),
        }),
      ),
      wrapped(new Error('Cannot use a pool after calling end on the pool')),
      wrapped(
        Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      ),
      Object.assign(new Error('terminating connection due to administrator command'), {
        code: '57P01',
      }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
    ];
    for (const error of lost) expect(isDatabaseUnavailable(error), error.message).toBe(true);

    const notLost = [
      new Error('boom'),
      wrapped(Object.assign(new Error('duplicate key'), { code: '23505' })),
      Object.assign(new Error('syntax error'), { code: '42601' }),
    ];
    for (const error of notLost) expect(isDatabaseUnavailable(error), error.message).toBe(false);
  });

  const pgUrl = process.env.TEST_DATABASE_URL;
  it.runIf(pgUrl)(
    'answers 503 when the connection to PostgreSQL drops in the middle of a query',
    async () => {
      const proxy = await startProxy(new URL(pgUrl!));
      cleanups.push(proxy.cut);
      const pool = new pg.Pool({ connectionString: proxy.url, connectionTimeoutMillis: 1000 });
      pool.on('error', () => {});
      cleanups.push(() => pool.end().catch(() => {}));
      const db = drizzle({ client: pool });

      const app = Fastify({ logger: false });
      await app.register(errorsPlugin);
      app.get('/slow', async () => db.execute(sql`select pg_sleep(5)`));
      app.get('/quick', async () => db.execute(sql`select 1 as one`));
      cleanups.push(() => app.close());
      expect((await app.inject('/quick')).statusCode).toBe(200);

      const inFlight = app.inject('/slow');
      await new Promise((resolve) => setTimeout(resolve, 200));
      proxy.cut();
      const dropped = await inFlight;
      expect(dropped.statusCode).toBe(503);
      expect(dropped.json().error).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message: 'Servizio momentaneamente non disponibile, riprova tra poco.',
      });

      // While the database stays unreachable, and after the pool is closed: 503 as well.
      expect((await app.inject('/quick')).statusCode).toBe(503);
      await pool.end();
      expect((await app.inject('/quick')).statusCode).toBe(503);
    },
  );
});
