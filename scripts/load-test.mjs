// Load and fault test against a real server process on PostgreSQL (npm run test:load).
//
//   1. Load: LOAD_USERS virtual customers (default 200) for LOAD_DURATION seconds (default 60,
//      or --duration=<s>) doing a mixed journey — list, detail, create request, update profile,
//      add dependant. Asserts zero 5xx and zero lost writes: every 2xx-acknowledged write is in
//      the database afterwards.
//   2. Crash: SIGKILL the server in the middle of 100 concurrent writes (requests: several rows
//      in one transaction), restart it: every acknowledged write is there, no half-written one.
//   3. Database outage: the server reaches PostgreSQL through a small TCP proxy (node:net) that is
//      cut (the shared PostgreSQL server is never touched): API calls answer 503 with the error
//      envelope, /healthz reports it, and the server recovers by itself when the proxy is back.
//      Only the servers of parts 2 and 3 go through the proxy: the load's server reaches
//      PostgreSQL directly, so the proxy's copying (a third of the generator's CPU) does not take
//      the two cores from the server under load.
//
// After the load, the yardstick: a bare Fastify "hello world" driven by as many clients for
// LOAD_HELLO_SECONDS (5, or --hello=<s>; 0: none), whose requests/s the load's is read against.
//
// Database: LOAD_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/equilibrio_load,
// created when missing). Prints the figures; exits 1 when an assertion fails.
// --profile[=<dir>]: once the customers are signed up the server is restarted with --cpu-prof for
// the load and stopped after it (its profile written to <dir>, default ./load-profile), then
// started again for the other checks.
// --load-only: the load (and the hello world) alone, without the crash and outage checks. One file per part
// in scripts/load-test/; the checks and the lost-writes lookup are shared with test:cluster
// (scripts/verdict.mjs).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, waitFor } from './api-client.mjs';
import { ensureDatabase } from './cluster-lib.mjs';
import { crashDuringWrites } from './load-test/crash.mjs';
import { helloWorld } from './load-test/hello-world.mjs';
import { exited, startLoggedServer, startProxy } from './load-test/infrastructure.mjs';
import { formatMs, loadJourneys } from './load-test/load.mjs';
import { databaseOutage } from './load-test/outage.mjs';
import { createChecks } from './verdict.mjs';

const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const flag = (name) => process.argv.some((a) => a === `--${name}` || a.startsWith(`--${name}=`));
const DURATION_S = Number(arg('duration') ?? process.env.LOAD_DURATION ?? 60);
const USERS = Number(arg('users') ?? process.env.LOAD_USERS ?? 200);
const HELLO_S = Number(arg('hello') ?? process.env.LOAD_HELLO_SECONDS ?? 5);
const PROFILE_DIR = flag('profile') ? path.resolve(arg('profile') ?? 'load-profile') : null;
const LOAD_ONLY = flag('load-only');
const DATABASE_URL =
  process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/equilibrio_load';

/**
 * The server on its own port, without Redis, reaching PostgreSQL through the proxy on
 * `proxyPort`, or directly without one.
 */
function serverEnv({ port, proxyPort, dataDir }) {
  const viaProxy = new URL(DATABASE_URL);
  if (proxyPort) viaProxy.host = `127.0.0.1:${proxyPort}`;
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: viaProxy.toString(),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The load generator, on this machine, plays the proxy: each virtual customer's own address.
    TRUST_PROXY: '127.0.0.1',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Each customer creates a request in 15 % of its steps (about 9 a minute, up to ~20 for the
    // busiest, plus the crash check's): far over a family's 10 an hour, which is not under test.
    REQUEST_CREATES_PER_HOUR: '100000',
    REQUEST_EDITS_PER_HOUR: '100000',
  };
  delete env.REDIS_URL;
  return env;
}

/** Stops the load's server (SIGINT: at once, a CPU profile written) and starts it with `nodeArgs`. */
async function restart(run, nodeArgs) {
  run.server.kill('SIGINT');
  await exited(run.server);
  run.server = startLoggedServer(run.loadEnv, nodeArgs);
  await waitFor(`${run.base}/readyz`, 60_000);
}

async function main() {
  const pgUrl = new URL(DATABASE_URL);
  await ensureDatabase(DATABASE_URL);
  const proxyPort = await freePort();
  const port = await freePort();
  const proxy = startProxy(pgUrl.hostname, Number(pgUrl.port || 5432), proxyPort);
  await proxy.listen();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-load-'));
  const loadEnv = serverEnv({ port, dataDir });
  const { check, failures } = createChecks();
  const run = {
    base: `http://127.0.0.1:${port}`,
    db: new pg.Pool({ connectionString: DATABASE_URL, max: 4 }),
    databaseName: pgUrl.pathname.slice(1),
    /** The load's server: PostgreSQL directly. */
    loadEnv,
    /** The servers the crash check starts: PostgreSQL through the proxy, for the outage check. */
    env: serverEnv({ port, proxyPort, dataDir }),
    proxy,
    /** The server process (replaced by the crash check's restart). */
    server: startLoggedServer(loadEnv),
    check,
    /** With --profile: once the customers are signed up, the server that runs the load. */
    beforeLoad: PROFILE_DIR
      ? () => restart(run, ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`])
      : undefined,
  };
  try {
    console.log(
      `Load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (${os.cpus().length} cores)`,
    );
    await waitFor(`${run.base}/readyz`, 60_000);
    const { users, reqPerSec } = await loadJourneys(run, { users: USERS, seconds: DURATION_S });
    if (PROFILE_DIR) {
      await restart(run, []);
      console.log(`  the server's CPU profile of the load: ${PROFILE_DIR}`);
    }
    if (HELLO_S > 0) {
      const hello = await helloWorld({ clients: USERS, seconds: HELLO_S });
      console.log(
        `\nHello world (bare Fastify, ${USERS} clients, ${HELLO_S} s, same client and machine): ${hello.reqPerSec.toFixed(0)} req/s, p50 ${hello.p50.toFixed(0)} ms, p95 ${hello.p95.toFixed(0)} ms, p99 ${hello.p99.toFixed(0)} ms, server CPU ${formatMs(hello.serverCpuMsPerCall)} ms per call${hello.failed ? `, ${hello.failed} failed` : ''}`,
      );
      console.log(
        `  the load's ${reqPerSec.toFixed(0)} req/s are ${((reqPerSec / hello.reqPerSec) * 100).toFixed(0)} % of it`,
      );
    }
    if (!LOAD_ONLY) {
      await crashDuringWrites(run, users);
      await databaseOutage(run, users);
    }
  } catch (error) {
    failures.push(String(error?.stack ?? error));
    console.error(error);
    console.error(run.server.log?.());
  } finally {
    run.server.kill('SIGTERM');
    await run.db.end().catch(() => {});
    await proxy.cut().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    failures.length
      ? `\nFAILED:\n- ${failures.join('\n- ')}`
      : '\nAll load and fault checks passed.',
  );
  process.exit(failures.length ? 1 : 0);
}

await main();
