// test:load, part 1: LOAD_USERS virtual customers for LOAD_DURATION seconds doing a mixed
// journey (list, detail, create request, update profile, add dependant). Verdict: zero 5xx,
// every call answered and accepted, and every 2xx-acknowledged write in the database.
import { cpuMs } from '../lib.mjs';
import { inBatches, missingWrites, percentile } from '../verdict.mjs';
import { clientErrors, journeyStep, newCustomer } from './customers.mjs';

/**
 * CPU time (ms) used so far by the server process, this process (the load generator) and the
 * PostgreSQL backends serving `databaseName` (when PostgreSQL runs on this
 * machine; /proc, Linux only): on a shared machine CPU per call is steadier than requests/s.
 */
async function cpuNow({ server, db, databaseName }) {
  const { rows } = await db.query('select pid from pg_stat_activity where datname = $1', [
    databaseName,
  ]);
  const backends = new Map(rows.map(({ pid }) => [pid, cpuMs(pid)]));
  const { user, system } = process.cpuUsage();
  return { server: cpuMs(server.pid), generator: (user + system) / 1000, backends };
}

/** CPU ms per call of each part between two `cpuNow` readings (undefined when unknown). */
function cpuPerCall(before, after, calls) {
  const per = (ms) => (Number.isFinite(ms) ? ms / calls : undefined);
  let database = 0;
  for (const [pid, ms] of after.backends) database += ms - (before.backends.get(pid) ?? 0);
  return {
    server: per(after.server - before.server),
    generator: per(after.generator - before.generator),
    database: per(database),
  };
}

export const formatMs = (ms) => (ms === undefined ? '?' : ms.toFixed(2));

export async function loadJourneys(run, { users: count, seconds }) {
  const { base, db, check, databaseName } = run;
  console.log(`\n1. Load: ${count} virtual customers for ${seconds} s (database ${databaseName})`);
  const setupStart = performance.now();
  // The server hashes one password at a time: more sign-ups at once only wait longer each (past
  // the client's timeout on a busy machine), they do not go faster.
  const users = await inBatches([...Array(count).keys()], 4, (n) => newCustomer(base, n));
  console.log(
    `  ${count} customers signed up with a dependant and an address in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
  );
  await run.beforeLoad?.();
  for (const u of users) u.api.reset();
  const cpuBefore = await cpuNow(run);
  const until = Date.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    users.map(async (user) => {
      for (let i = 1; Date.now() < until; i++) await journeyStep(user, i);
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuAfter = await cpuNow(run);
  const { byStatus, calls } = report(users, elapsed);
  const cpu = cpuPerCall(cpuBefore, cpuAfter, calls);
  console.log(
    `  CPU per call: server ${formatMs(cpu.server)} ms, PostgreSQL ${formatMs(cpu.database)} ms, load generator ${formatMs(cpu.generator)} ms`,
  );
  const count5xx = sumOf(byStatus, (s) => s >= 500);
  const noAnswer = byStatus[0] ?? 0;
  check(count5xx === 0, `zero 5xx (${count5xx})`);
  check(noAnswer === 0, `every call answered (${noAnswer} without an answer)`);
  const count4xx = sumOf(byStatus, (s) => s >= 400 && s < 500);
  check(count4xx === 0, `every journey step accepted (${count4xx} 4xx)`);
  const lost = await lostWrites(db, users);
  const acked = users.reduce(
    (n, u) => n + u.acked.requests.length + u.acked.dependants.length + (u.acked.profile ? 1 : 0),
    0,
  );
  check(
    lost.length === 0,
    `zero lost writes: ${acked} acknowledged writes all in the database${lost.length ? ` — lost: ${lost.slice(0, 5).join('; ')}` : ''}`,
  );
  return { users, reqPerSec: calls / elapsed };
}

/** The calls of the statuses `which` accepts. */
const sumOf = (byStatus, which) =>
  Object.entries(byStatus)
    .filter(([s]) => which(Number(s)))
    .reduce((n, [, c]) => n + c, 0);

/** Calls per second, statuses, and the latency percentiles of each action. */
function report(users, seconds) {
  const byStatus = {};
  const latency = {};
  let calls = 0;
  for (const u of users) {
    calls += u.api.stats.calls;
    for (const [s, c] of Object.entries(u.api.stats.byStatus)) byStatus[s] = (byStatus[s] ?? 0) + c;
    for (const [l, v] of Object.entries(u.api.stats.latency)) {
      latency[l] ??= [];
      latency[l].push(...v);
    }
  }
  console.log(
    `  ${calls} calls in ${seconds.toFixed(1)} s = ${(calls / seconds).toFixed(0)} req/s`,
  );
  console.log(`  statuses: ${JSON.stringify(byStatus)}`);
  console.log('  action          calls   p50 ms   p95 ms   p99 ms   max ms');
  for (const [label, values] of Object.entries(latency).sort()) {
    console.log(
      `  ${label.padEnd(14)} ${String(values.length).padStart(6)} ${[50, 95, 99, 100]
        .map((p) => percentile(values, p).toFixed(0).padStart(8))
        .join(' ')}`,
    );
  }
  if (clientErrors.length) console.log(`  first 4xx answers:\n    ${clientErrors.join('\n    ')}`);
  return { calls, byStatus };
}

/** Acknowledged writes the database does not hold: requests, dependants, the profile's name. */
async function lostWrites(db, users) {
  const missing = await missingWrites(db, {
    requests: users.flatMap((u) => u.acked.requests.map((id) => ({ id, uid: u.uid }))),
    dependants: users.flatMap((u) => u.acked.dependants.map((id) => ({ id, uid: u.uid }))),
  });
  const lost = [
    ...missing.requests.map((r) => `request ${r.id} of ${r.uid}`),
    ...missing.dependants.map((d) => `dependant ${d.id} of ${d.uid}`),
  ];
  const { rows: p } = await db.query('select uid, name from users where uid = any($1::text[])', [
    users.map((u) => u.uid),
  ]);
  const names = new Map(p.map((row) => [row.uid, row.name]));
  for (const u of users) {
    if (!u.acked.profile) continue;
    // The last acknowledged name, or a later one whose answer never came.
    const tried = u.acked.profileTried.slice(u.acked.profileTried.lastIndexOf(u.acked.profile));
    if (!tried.includes(names.get(u.uid)))
      lost.push(`profile of ${u.uid}: ${names.get(u.uid)} ≠ ${u.acked.profile}`);
  }
  return lost;
}
