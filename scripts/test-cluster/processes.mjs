// test:cluster, the cluster itself: a fresh database migrated once, 3 server processes whose
// logs are read (expired holds released, the last lines for a failure report), nginx in front,
// and the stop that removes everything the run made (processes, database client, Redis keys).
import { randomBytes } from 'node:crypto';
import readline from 'node:readline';
import { getOnce } from '../api-client.mjs';
import {
  ensureDatabase,
  migrateOnce,
  NGINX_ADDRESSES,
  startCluster,
  stopAll,
} from '../cluster-lib.mjs';
import { sleep } from '../verdict.mjs';

/** The cluster's parts and state; nothing runs until `start`. */
export function createCluster({ port, databaseUrl, redisUrl }) {
  const front = `http://127.0.0.1:${port}`;
  const upstreamPorts = [port + 1, port + 2, port + 3];
  const redisPrefix = `eqtc-${randomBytes(4).toString('hex')}:`;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisPrefix,
    TRUST_PROXY: NGINX_ADDRESSES,
    PUBLIC_URL: front,
    // The API is what is under test: no web build needed.
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Every job (hold sweeper, outbox, reconciliation, retention) 4 times a second in each process.
    JOBS_INTERVAL_MS: '250',
    LOG_LEVEL: 'info',
    SMTP_URL: '',
    // Customers create requests in a loop (load, graceful stop): far over a family's 10 an hour.
    REQUEST_CREATES_PER_HOUR: '100000',
    REQUEST_EDITS_PER_HOUR: '100000',
  };
  const cluster = {
    front,
    upstreamPorts,
    /** The server processes, in the order of upstreamPorts. */
    servers: [],
    nginx: undefined,
    /** A database client of the test's own. */
    pg: undefined,
    /** Expired holds each process reports having released (from its log). */
    holdsReleased: upstreamPorts.map(() => 0),
    /** The last lines of each process's log, requests left out. */
    logTails: upstreamPorts.map(() => []),
  };

  function readLogs() {
    for (const [index, child] of cluster.servers.entries()) {
      for (const stream of [child.stdout, child.stderr]) {
        readline.createInterface({ input: stream }).on('line', (line) => {
          if (line.includes('expired payment holds released')) {
            cluster.holdsReleased[index] += JSON.parse(line).handled ?? 0;
          } else if (
            !line.includes('"msg":"incoming request"') &&
            !line.includes('"msg":"request completed"')
          ) {
            const tail = cluster.logTails[index];
            tail.push(line);
            if (tail.length > 20) tail.shift();
          }
        });
      }
    }
  }

  /** Prints the last `lines` of each process's log (after a failure). */
  cluster.printLogTails = (lines = 20) => {
    for (const [i, tail] of cluster.logTails.entries())
      console.error(`--- ${upstreamPorts[i]}\n${tail.slice(-lines).join('\n')}`);
  };

  /** Database, processes, nginx, demo data; false when a part did not come up. */
  cluster.start = async (step) => {
    step(`preparing ${new URL(databaseUrl).pathname.slice(1)} (fresh) and migrating once`);
    await ensureDatabase(databaseUrl, { reset: true });
    if (!migrateOnce({ ...env, LOG_LEVEL: 'warn' })) return false;
    const { default: Pg } = await import('pg');
    cluster.pg = new Pg.Client({ connectionString: databaseUrl });
    await cluster.pg.connect();

    step(`starting 3 processes (${upstreamPorts.join(', ')}) and nginx on ${port}`);
    try {
      await startCluster({
        port,
        upstreamPorts,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
        nginxStdio: ['ignore', 'inherit', 'inherit'],
        started: (processes, kind) => {
          if (kind === 'nginx') {
            cluster.nginx = processes[0];
            return;
          }
          cluster.servers = processes;
          readLogs();
        },
        readyTimeoutMs: 90_000,
      });
    } catch (error) {
      console.error(error.message);
      cluster.printLogTails();
      return false;
    }
    // The demo data (tutor, catalogue, caregivers) comes from the first process.
    await waitForDemoData(cluster.pg);
    step('cluster ready');
    return true;
  };

  /** The JWKS each process publishes and the signing keys in the database. */
  cluster.signingKeys = async () => {
    const sets = await Promise.all(
      upstreamPorts.map(
        async (p) => (await getOnce(`http://127.0.0.1:${p}/.well-known/jwks.json`)).body,
      ),
    );
    const { rows } = await cluster.pg.query('select count(*)::int as n from identity_signing_keys');
    return { stored: rows[0].n, distinctSets: new Set(sets).size };
  };

  /** Stops every process, closes the client and removes this run's Redis keys. */
  cluster.stop = async () => {
    await stopAll([...cluster.servers, cluster.nginx].filter(Boolean), 5000).catch(() => {});
    await cluster.pg?.end().catch(() => {});
    await cleanRedis(redisUrl, redisPrefix).catch(() => {});
  };

  return cluster;
}

async function waitForDemoData(pg) {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const { rows } = await pg.query(
      `select count(*)::int as n from identity_users where email = 'tutor@demo.equilibrio.it'`,
    );
    const { rows: caregivers } = await pg.query(
      `select count(*)::int as n from caregivers where doc_ref = 'cg-luca-marino'`,
    );
    if (rows[0].n > 0 && caregivers[0].n > 0) return;
    await sleep(300);
  }
  throw new Error('demo data did not appear');
}

async function cleanRedis(redisUrl, redisPrefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  await redis.quit();
}
