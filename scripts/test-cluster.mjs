// npm run test:cluster — the scale-out check with real parts: 3 server processes on one
// PostgreSQL and one Redis behind nginx (what `npm run cluster` runs), then
//   1. the lock-out after repeated failed sign-ins holds across processes;
//   2. 20 caregiver holds expiring at the same instant are each released exactly once
//      although the hold sweeper runs in all 3 processes;
//   3. a load journey of many customers through nginx (list, detail, create request, update
//      profile, add dependant): no 5xx, and every acknowledged write is in the database;
//      one process is killed (SIGKILL) half-way: nginx keeps serving from the other two and no
//      acknowledged write is lost;
//   4. a graceful stop (SIGTERM) under traffic: the process drains, nothing fails meanwhile;
//   5. live screens: an event made through one process reaches a family's stream on another,
//      directly and through nginx (unbuffered), and never another family's.
// One file per part in scripts/test-cluster/ (processes.mjs starts and stops the cluster); the
// checks and the lost-writes lookup are shared with test:load (scripts/verdict.mjs).
// Without nginx, PostgreSQL or Redis it prints why and exits 0 (skipped).
//
// TEST_CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/equilibrio_test_cluster,
// dropped and recreated), TEST_CLUSTER_REDIS_URL (default TEST_REDIS_URL or redis://127.0.0.1:6379;
// keys under a prefix of this run, removed at the end), TEST_CLUSTER_PORT (nginx, default 8190;
// the processes take the next 3 ports), TEST_CLUSTER_LOAD_SECONDS (20), TEST_CLUSTER_CUSTOMERS (24).
import { performance } from 'node:perf_hooks';
import { clusterProblems } from './cluster-lib.mjs';
import { checkNode } from './lib.mjs';
import { createApi } from './test-cluster/customers.mjs';
import { gracefulStop } from './test-cluster/graceful-stop.mjs';
import { holdsExpiringAtOnce } from './test-cluster/holds.mjs';
import { liveEventsAcrossProcesses } from './test-cluster/live-events.mjs';
import {
  answersVerdict,
  loadCustomers,
  loadWithAKill,
  writesVerdict,
} from './test-cluster/load.mjs';
import { lockOutAcrossProcesses } from './test-cluster/lock-out.mjs';
import { createCluster } from './test-cluster/processes.mjs';
import { createChecks } from './verdict.mjs';

checkNode();
const port = Number(process.env.TEST_CLUSTER_PORT ?? 8190);
const databaseUrl =
  process.env.TEST_CLUSTER_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/equilibrio_test_cluster';
const redisUrl =
  process.env.TEST_CLUSTER_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const loadSeconds = Number(process.env.TEST_CLUSTER_LOAD_SECONDS ?? 20);
const customerCount = Number(process.env.TEST_CLUSTER_CUSTOMERS ?? 24);

const problems = await clusterProblems({
  databaseUrl,
  redisUrl,
  databaseVariable: 'TEST_CLUSTER_DATABASE_URL',
  redisVariable: 'TEST_CLUSTER_REDIS_URL',
});
if (problems.length) {
  console.log(`test:cluster skipped — ${problems.join('; ')}`);
  process.exit(0);
}

const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const step = (text) => console.log(`[${elapsed()}] ${text}`);
const { check, failures } = createChecks();
const cluster = createCluster({ port, databaseUrl, redisUrl });

async function shutdown(code) {
  clearTimeout(deadline);
  await cluster.stop();
  process.exit(code);
}
// A hard limit, so a hung piece never blocks CI.
const deadline = setTimeout(() => {
  console.error('test:cluster: gave up after 170 s');
  shutdown(1);
}, 170_000);

try {
  if (!(await cluster.start(step))) await shutdown(1);
} catch (error) {
  console.error(`test:cluster: ${error.stack ?? error.message}`);
  await shutdown(1);
}
{
  // Started together on an empty database: one signing key, published alike by every process.
  const keys = await cluster.signingKeys();
  check(
    keys.stored === 1 && keys.distinctSets === 1,
    `one signing key (${keys.stored}), the same JWKS on the 3 processes`,
  );
}

const run = { cluster, api: createApi(cluster.front), check, step, elapsed };
try {
  await lockOutAcrossProcesses(run);
  await holdsExpiringAtOnce(run);
  await liveEventsAcrossProcesses(run);
  const customers = await loadCustomers(run, customerCount);
  const kill = await loadWithAKill(run, customers, loadSeconds);
  answersVerdict(run, kill);
  await writesVerdict(run, customers);
  await gracefulStop(run, customers, kill);
} catch (error) {
  failures.push(error.message);
  console.error(`test:cluster: ${error.stack ?? error.message}`);
  cluster.printLogTails(8);
}

step(failures.length ? `FAILED (${failures.length})` : 'passed');
await shutdown(failures.length ? 1 : 0);
