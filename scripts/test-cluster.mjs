// npm run test:cluster — the scale-out check with real parts: 3 server processes on one
// PostgreSQL and one Redis behind nginx (what `npm run cluster` runs), then
//   1. the lock-out after repeated failed sign-ins holds across processes;
//   2. 20 caregiver holds expiring at the same instant are each released exactly once
//      although the hold sweeper runs in all 3 processes;
//   3. a load journey of many customers through nginx (list, detail, create request, update
//      profile, add dependant): no 5xx, and every acknowledged write is in the database;
//      one process is killed (SIGKILL) half-way: nginx keeps serving from the other two and no
//      acknowledged write is lost.
// Without nginx, PostgreSQL or Redis it prints why and exits 0 (skipped).
//
// TEST_CLUSTER_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/equilibrio_test_cluster,
// dropped and recreated), TEST_CLUSTER_REDIS_URL (default TEST_REDIS_URL or redis://127.0.0.1:6379;
// keys under a prefix of this run, removed at the end), TEST_CLUSTER_PORT (nginx, default 8190;
// the processes take the next 3 ports), TEST_CLUSTER_LOAD_SECONDS (20), TEST_CLUSTER_CUSTOMERS (24).
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import readline from 'node:readline';
import {
  addressBody,
  callApi,
  dependantBody,
  expectOk,
  getOnce,
  signIn as identitySignIn,
  isOk as ok,
  quoteBody,
  requestBody,
  signUp,
  waitFor,
} from './api-client.mjs';
import {
  clusterProblems,
  ensureDatabase,
  migrateOnce,
  NGINX_ADDRESSES,
  startNginx,
  startServers,
  stopAll,
} from './cluster-lib.mjs';
import { checkNode } from './lib.mjs';

checkNode();
const port = Number(process.env.TEST_CLUSTER_PORT ?? 8190);
const databaseUrl =
  process.env.TEST_CLUSTER_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/equilibrio_test_cluster';
const redisUrl =
  process.env.TEST_CLUSTER_REDIS_URL ?? process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const loadSeconds = Number(process.env.TEST_CLUSTER_LOAD_SECONDS ?? 20);
const customerCount = Number(process.env.TEST_CLUSTER_CUSTOMERS ?? 24);
const HOLDS = 20;
const PASSWORD = 'Cluster!2345';

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
const failures = [];
const check = (ok, text) => {
  console.log(`  ${ok ? '✓' : '✗'} ${text}`);
  if (!ok) failures.push(text);
};

// A hard limit, so a hung piece never blocks CI.
const deadline = setTimeout(() => {
  console.error('test:cluster: gave up after 170 s');
  shutdown(1);
}, 170_000);

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

let children = [];
let pg;
async function shutdown(code) {
  clearTimeout(deadline);
  await stopAll(children, 5000).catch(() => {});
  await pg?.end().catch(() => {});
  await cleanRedis().catch(() => {});
  process.exit(code);
}

step(`preparing ${new URL(databaseUrl).pathname.slice(1)} (fresh) and migrating once`);
await ensureDatabase(databaseUrl, { reset: true });
if (!migrateOnce({ ...env, LOG_LEVEL: 'warn' })) await shutdown(1);
const { default: Pg } = await import('pg');
pg = new Pg.Client({ connectionString: databaseUrl });
await pg.connect();

step(`starting 3 processes (${upstreamPorts.join(', ')}) and nginx on ${port}`);
const servers = startServers({ ports: upstreamPorts, env, stdio: ['ignore', 'pipe', 'pipe'] });
children = [...servers];
/** Expired holds each process reports having released (from its log). */
const holdsReleased = upstreamPorts.map(() => 0);
const logTails = upstreamPorts.map(() => []);
for (const [index, child] of servers.entries()) {
  for (const stream of [child.stdout, child.stderr]) {
    readline.createInterface({ input: stream }).on('line', (line) => {
      if (line.includes('expired payment holds released')) {
        holdsReleased[index] += JSON.parse(line).handled ?? 0;
      } else if (
        !line.includes('"msg":"incoming request"') &&
        !line.includes('"msg":"request completed"')
      ) {
        logTails[index].push(line);
        if (logTails[index].length > 20) logTails[index].shift();
      }
    });
  }
}
try {
  await Promise.all(upstreamPorts.map((p) => waitFor(`http://127.0.0.1:${p}/readyz`, 90_000)));
} catch (error) {
  console.error(error.message);
  for (const [i, tail] of logTails.entries())
    console.error(`--- ${upstreamPorts[i]}\n${tail.join('\n')}`);
  await shutdown(1);
}
const nginx = startNginx({ port, upstreamPorts, stdio: ['ignore', 'inherit', 'inherit'] });
children.push(nginx);
await waitFor(`${front}/healthz`, 20_000);
// The demo data (tutor, catalogue, caregivers) comes from the first process.
await waitForDemoData();
step('cluster ready');
{
  // Started together on an empty database: one signing key, published alike by every process.
  const sets = await Promise.all(
    upstreamPorts.map(
      async (p) => (await getOnce(`http://127.0.0.1:${p}/.well-known/jwks.json`)).body,
    ),
  );
  const { rows } = await pg.query('select count(*)::int as n from identity_signing_keys');
  check(
    rows[0].n === 1 && new Set(sets).size === 1,
    `one signing key (${rows[0].n}), the same JWKS on the 3 processes`,
  );
}

// ── HTTP helpers ─────────────────────────────────────────────────────────────────────────────
const calls = [];
/** An API call through nginx (or `base`); `record` names it for the load's verdict. */
async function call(method, path, { base = front, record, ...options } = {}) {
  const result = { ...(await callApi(base, method, path, options)), op: record };
  if (record) calls.push(result);
  return result;
}

/** Signs up (retrying while the password hasher is busy) and reads the profile. */
async function newCustomer(tag) {
  const email = `${tag}-${randomBytes(4).toString('hex')}@cluster.test`;
  const customer = await signUp(call, email, PASSWORD);
  expectOk(
    await call('GET', `/api/v1/user-controller/${customer.uid}`, { token: customer.token }),
    'profile',
  );
  return customer;
}

const profileBody = (phone) => ({
  name: 'Giulia',
  surname: 'Bianchi',
  phone,
  contactPreference: 'WHATSAPP',
  fiscalCode: 'bncgli90a41l219w',
  vatNumber: '',
  useDefaultAddress: false,
  fiscalAddress: { street: 'Via Po 1', city: 'Torino', province: 'TO', postalCode: '10123' },
});
/** Profile, address and a first dependant: what the request form needs. */
async function prepareCustomer(customer) {
  expectOk(
    await call('PATCH', `/api/v1/user-controller/${customer.uid}/update-profile`, {
      token: customer.token,
      body: profileBody('+39 333 000 0000'),
    }),
    'profile update',
  );
  customer.addressId = expectOk(
    await call('POST', '/v1/user-address', {
      token: customer.token,
      body: addressBody(customer.uid),
    }),
    'address',
  ).id;
  customer.dependantId = expectOk(
    await call('POST', '/v1/dependents/', {
      token: customer.token,
      body: dependantBody(customer.uid, 'Sofia'),
    }),
    'dependant',
  ).id;
  return customer;
}

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) {
    out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  }
  return out;
}

try {
  // ── 1. Lock-out across processes ─────────────────────────────────────────────────────────
  step('lock-out: 5 failed sign-ins spread over the processes');
  const signIn = (email, password, base = front) =>
    identitySignIn(
      (method, path, options) => call(method, path, { ...options, base }),
      email,
      password,
    );
  const errorOf = (r) => String(r.json?.error?.message ?? r.status);
  {
    // One account, each failure sent straight to a different process (2 + 2 + 1): only a shared
    // counter reaches 5; in-process counters would each stop at 2.
    const victim = await newCustomer('lockout-direct');
    const failures = [];
    for (let i = 0; i < 5; i++) {
      const upstream = `http://127.0.0.1:${upstreamPorts[i % 3]}`;
      failures.push(errorOf(await signIn(victim.email, 'Sbagliata!123', upstream)));
    }
    check(
      failures.every((e) => e === 'INVALID_LOGIN_CREDENTIALS'),
      `5 wrong passwords on 3 processes refused (${[...new Set(failures)].join(', ')})`,
    );
    const afterwards = await Promise.all(
      upstreamPorts.map((p) => signIn(victim.email, PASSWORD, `http://127.0.0.1:${p}`)),
    );
    check(
      afterwards.every((r) => errorOf(r).startsWith('TOO_MANY_ATTEMPTS_TRY_LATER')),
      `then the right password is refused by every process (${afterwards
        .map(errorOf)
        .map((e) => e.split(' ')[0])
        .join(', ')})`,
    );
    // The same through nginx, as a browser would.
    const other = await newCustomer('lockout-nginx');
    for (let i = 0; i < 5; i++) await signIn(other.email, 'Sbagliata!123');
    const through = await signIn(other.email, PASSWORD);
    check(
      errorOf(through).startsWith('TOO_MANY_ATTEMPTS_TRY_LATER'),
      'through nginx: locked out after 5 failures (right password refused)',
    );
    const fresh = await newCustomer('lockout-control');
    check(ok(await signIn(fresh.email, PASSWORD)), 'another account still signs in');
  }

  // ── 2. Holds expiring at once, 3 sweepers ────────────────────────────────────────────────
  step(`holds: ${HOLDS} requests with the caregiver held (DA PAGARE)`);
  const tutorSignIn = expectOk(await signIn('tutor@demo.equilibrio.it', 'Tutor!2345'), 'tutor');
  const tutor = { token: tutorSignIn.idToken };
  const holder = await prepareCustomer(await newCustomer('holds'));
  const serviceId = expectOk(
    await call('GET', '/v1/backoffice/services?businessLine=BABYSITTER&customerType=B2C', {
      token: tutor.token,
    }),
    'services',
  )[0].id;
  const tutorPost = async (id, path, body) =>
    expectOk(
      await call('POST', `/v1/backoffice/requests/${id}${path}`, { token: tutor.token, body }),
      `tutor ${path}`,
    );
  const holdIds = await inBatches([...Array(HOLDS).keys()], 4, async () => {
    const id = expectOk(
      await call('POST', '/v2/requests', { token: holder.token, body: requestBody(holder) }),
      'create request',
    ).id;
    await tutorPost(id, '/quote', quoteBody(serviceId));
    expectOk(
      await call('POST', `/v1/requests/confirm-quotation?requestID=${id}`, {
        token: holder.token,
      }),
      'confirm quotation',
    );
    await tutorPost(id, '/start-selection');
    await tutorPost(id, '/candidates', { docRef: 'cg-luca-marino' });
    await tutorPost(id, '/publish-candidates');
    expectOk(
      await call('PATCH', `/v1/caregiver-selection/request/${id}/caregiver/cg-luca-marino/accept`, {
        token: holder.token,
      }),
      'accept',
    );
    return id;
  });
  const { rows: held } = await pg.query(
    `select count(*)::int as n from requests where id = any($1) and status = 'DA PAGARE'`,
    [holdIds],
  );
  check(held[0].n === HOLDS, `${held[0].n}/${HOLDS} requests in DA PAGARE`);
  step('holds: all deadlines moved to the same past instant; 3 sweepers at work');
  const before = [...holdsReleased];
  await pg.query(
    `update caregiver_selections set hold_expires_at = now() - interval '1 second'
      where request_id = any($1) and phase = 'CHOSEN' and accepted_at is null`,
    [holdIds],
  );
  const releaseStart = performance.now();
  let remaining = HOLDS;
  while (remaining > 0 && performance.now() - releaseStart < 20_000) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const { rows } = await pg.query(
      `select count(*)::int as n from requests where id = any($1) and status = 'DA PAGARE'`,
      [holdIds],
    );
    remaining = rows[0].n;
  }
  // Let the other sweepers run a few more times: nothing may be handled twice.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const { rows: expiries } = await pg.query(
    `select r.id, r.status,
            (select count(*)::int from request_events e
              where e.request_id = r.id and e.from_status = 'DA PAGARE' and e.to_status = 'INVIATO CV') as expired
       from requests r where r.id = any($1)`,
    [holdIds],
  );
  check(
    expiries.every((r) => r.status === 'INVIATO CV'),
    `all ${HOLDS} back to INVIATO CV within ${((performance.now() - releaseStart) / 1000).toFixed(1)} s`,
  );
  check(
    expiries.every((r) => r.expired === 1),
    `exactly one expiry history row each (${expiries.map((r) => r.expired).join('')})`,
  );
  const { rows: mails } = await pg.query(
    `select count(*)::int as n from mail_outbox where "to" = $1 and template = 'customer-hold-expired'`,
    [holder.email],
  );
  check(mails[0].n === HOLDS, `${mails[0].n} hold-expired emails to the customer (one each)`);
  // Wait for the log lines (written right after each run) before reading the counts.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const perProcess = holdsReleased.map((n, i) => n - before[i]);
  check(
    perProcess.reduce((a, b) => a + b, 0) === HOLDS,
    `released by the processes: ${perProcess.join(' + ')} = ${perProcess.reduce((a, b) => a + b, 0)}`,
  );

  // ── 3. Load journey through nginx, one process killed half-way ───────────────────────────
  step(`load: ${customerCount} customers signing up`);
  const customers = await inBatches([...Array(customerCount).keys()], 6, async (i) =>
    prepareCustomer(await newCustomer(`load${i}`)),
  );
  for (const customer of customers) {
    customer.requests = [];
    customer.dependants = [customer.dependantId];
    customer.phones = { acked: '+39 333 000 0000', unknown: [] };
  }
  calls.length = 0;
  step(`load: ${loadSeconds} s of list / detail / create / profile / dependant through nginx`);
  const loadStart = performance.now();
  const loadEnd = loadStart + loadSeconds * 1000;
  let killAt = null;
  let deadAt = null;
  const victimIndex = 2;
  servers[victimIndex].once('exit', () => {
    deadAt = performance.now();
  });
  const killer = setTimeout(
    () => {
      killAt = performance.now();
      servers[victimIndex].kill('SIGKILL');
      console.log(`[${elapsed()}]   SIGKILL to the process on ${upstreamPorts[victimIndex]}`);
    },
    (loadSeconds * 1000) / 2,
  );
  let sequence = 0;
  async function journey(customer) {
    while (performance.now() < loadEnd) {
      const pick = Math.random();
      const token = customer.token;
      if (pick < 0.3) {
        await call('GET', `/v2/requests/${customer.uid}/requests?page=0&size=10`, {
          token,
          record: 'list',
        });
      } else if (pick < 0.55) {
        const id = customer.requests.at(-1)?.id;
        if (id) await call('GET', `/v2/requests/${id}`, { token, record: 'detail' });
        else await call('GET', `/v1/dependents?uid=${customer.uid}`, { token, record: 'list' });
      } else if (pick < 0.7) {
        const key = `load-${customer.uid}-${++sequence}`;
        const r = await call('POST', '/v2/requests', {
          token,
          body: requestBody(customer),
          headers: { 'idempotency-key': key },
          record: 'create',
        });
        if (ok(r)) customer.requests.push({ id: r.json.id, key });
        else customer.unackedRequests = [...(customer.unackedRequests ?? []), key];
      } else if (pick < 0.85) {
        const phone = `+39 333 ${String(++sequence).padStart(7, '0')}`;
        const r = await call('PATCH', `/api/v1/user-controller/${customer.uid}/update-profile`, {
          token,
          body: profileBody(phone),
          record: 'profile',
        });
        if (ok(r)) {
          customer.phones = { acked: phone, unknown: [] };
        } else customer.phones.unknown.push(phone);
      } else {
        const r = await call('POST', '/v1/dependents/', {
          token,
          body: dependantBody(customer.uid, `Assistito ${++sequence}`),
          record: 'dependant',
        });
        if (ok(r)) customer.dependants.push(r.json.id);
      }
    }
  }
  await Promise.all(customers.map(journey));
  clearTimeout(killer);
  const loadMs = performance.now() - loadStart;

  // ── Verdict on the load ──────────────────────────────────────────────────────────────────
  const byOp = {};
  for (const c of calls) {
    byOp[c.op] ??= [];
    byOp[c.op].push(c);
  }
  const bad = calls.filter((c) => c.status >= 500 || c.status === 0);
  // In flight while the process died: sent before it was gone, answered after the signal.
  // In flight while the process died: sent before it was gone (or before nginx could notice its
  // closed keep-alive connections, 250 ms at most), answered after the signal.
  const NOTICE_MS = 250;
  const inFlightAtKill = (c) =>
    killAt !== null && c.start <= (deadAt ?? killAt) + NOTICE_MS && c.end >= killAt;
  const unexplained = bad.filter((c) => !inFlightAtKill(c));
  const latencies = calls.map((c) => c.end - c.start).sort((a, b) => a - b);
  const pct = (p) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))];
  console.log(
    `  ${calls.length} requests in ${(loadMs / 1000).toFixed(1)} s (${(calls.length / (loadMs / 1000)).toFixed(0)}/s), p50 ${pct(0.5).toFixed(0)} ms, p95 ${pct(0.95).toFixed(0)} ms, p99 ${pct(0.99).toFixed(0)} ms; ` +
      Object.entries(byOp)
        .map(([op, list]) => `${op} ${list.length}`)
        .join(', '),
  );
  const other4xx = calls.filter((c) => c.status >= 400 && c.status < 500);
  check(
    other4xx.length === 0,
    `no 4xx (${other4xx.length}${other4xx.length ? `: ${other4xx[0].status} ${other4xx[0].method} ${other4xx[0].path} ${JSON.stringify(other4xx[0].json).slice(0, 200)}` : ''})`,
  );
  check(
    unexplained.length === 0,
    `no 5xx apart from requests in flight at the kill instant (${bad.length - unexplained.length} of those: ${
      bad
        .filter(inFlightAtKill)
        .map((c) => `${c.status} ${c.method} ${c.op}`)
        .join(', ') || 'none'
    }${unexplained.length ? `; ${unexplained.length} others, e.g. ${unexplained[0].status} ${unexplained[0].method} ${unexplained[0].path} ${JSON.stringify(unexplained[0].json).slice(0, 200)}` : ''})`,
  );
  const beforeKill = calls.filter((c) => killAt === null || c.end < killAt);
  check(
    beforeKill.every((c) => c.status < 500 && c.status !== 0),
    `zero 5xx with 3 processes (${beforeKill.length} requests before the kill)`,
  );
  const afterKill = calls.filter(
    (c) => killAt !== null && c.start > (deadAt ?? killAt) + NOTICE_MS,
  );
  check(
    afterKill.length > 0 && afterKill.every(ok),
    `nginx kept serving from the other two: ${afterKill.filter(ok).length}/${afterKill.length} requests after the kill succeeded`,
  );

  step('load: every acknowledged write is in the database');
  const ackedRequests = customers.flatMap((c) => c.requests.map((r) => ({ ...r, uid: c.uid })));
  const { rows: storedRequests } = await pg.query(
    'select id, customer_uid, idempotency_key from requests where id = any($1)',
    [ackedRequests.map((r) => r.id)],
  );
  const storedById = new Map(storedRequests.map((r) => [r.id, r]));
  const lostRequests = ackedRequests.filter(
    (r) =>
      storedById.get(r.id)?.customer_uid !== r.uid ||
      storedById.get(r.id)?.idempotency_key !== r.key,
  );
  check(
    lostRequests.length === 0,
    `${ackedRequests.length - lostRequests.length}/${ackedRequests.length} created requests stored`,
  );
  const ackedDependants = customers.flatMap((c) => c.dependants.map((id) => ({ id, uid: c.uid })));
  const { rows: storedDependants } = await pg.query(
    'select id, user_uid from dependants where id = any($1)',
    [ackedDependants.map((d) => d.id)],
  );
  const dependantOwner = new Map(storedDependants.map((d) => [d.id, d.user_uid]));
  const lostDependants = ackedDependants.filter((d) => dependantOwner.get(d.id) !== d.uid);
  check(
    lostDependants.length === 0,
    `${ackedDependants.length - lostDependants.length}/${ackedDependants.length} dependants stored`,
  );
  const { rows: phones } = await pg.query('select uid, phone from users where uid = any($1)', [
    customers.map((c) => c.uid),
  ]);
  const phoneOf = new Map(phones.map((p) => [p.uid, p.phone]));
  // The last acknowledged update, or a later one whose answer was lost with the killed process.
  const staleProfiles = customers.filter(
    (c) => ![c.phones.acked, ...c.phones.unknown].includes(phoneOf.get(c.uid)),
  );
  check(
    staleProfiles.length === 0,
    `${customers.length - staleProfiles.length}/${customers.length} profiles show the last acknowledged update`,
  );
  const { rows: dupes } = await pg.query(
    `select count(*)::int as n from (select customer_uid, idempotency_key from requests
      where idempotency_key is not null group by 1, 2 having count(*) > 1) d`,
  );
  check(dupes[0].n === 0, 'no request created twice for one idempotency key');

  // The email outbox, sent by 3 processes at once (sign-up verifications, hold expiries, …).
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { rows: outbox } = await pg.query(
    `select count(*)::int as total, count(*) filter (where sent_at is null)::int as unsent,
            count(*) filter (where attempts <> 1)::int as repeated from mail_outbox`,
  );
  check(
    outbox[0].total > 0 && outbox[0].unsent === 0 && outbox[0].repeated === 0,
    `email outbox: ${outbox[0].total} emails, each delivered once (${outbox[0].unsent} unsent, ${outbox[0].repeated} attempted more than once)`,
  );

  // ── 4. Graceful stop under traffic ───────────────────────────────────────────────────────
  step(`graceful stop: SIGTERM to the process on ${upstreamPorts[1]} while customers keep working`);
  const stopStart = performance.now();
  const stopped = new Promise((resolve) =>
    servers[1].once('exit', (code, signal) =>
      resolve({ code, signal, ms: performance.now() - stopStart }),
    ),
  );
  servers[1].kill('SIGTERM');
  const burst = [];
  await Promise.all(
    customers.slice(0, 8).map(async (customer) => {
      while (performance.now() - stopStart < 3000) {
        burst.push(
          await call('GET', `/v2/requests/${customer.uid}/requests?page=0&size=10`, {
            token: customer.token,
          }),
        );
        const key = `drain-${customer.uid}-${++sequence}`;
        const r = await call('POST', '/v2/requests', {
          token: customer.token,
          body: requestBody(customer),
          headers: { 'idempotency-key': key },
        });
        burst.push(r);
        if (ok(r)) customer.requests.push({ id: r.json.id, key });
      }
    }),
  );
  const stop = await stopped;
  check(
    stop.code === 0 && stop.ms < 10_000,
    `it exited by itself (code ${stop.code ?? stop.signal}) after ${(stop.ms / 1000).toFixed(1)} s`,
  );
  const burstBad = burst.filter((r) => !ok(r));
  check(
    burstBad.length === 0,
    `${burst.length - burstBad.length}/${burst.length} requests meanwhile succeeded${burstBad.length ? ` (e.g. ${burstBad[0].status} ${burstBad[0].method} ${burstBad[0].path})` : ''}`,
  );

  const fs = await import('node:fs');
  const errorLog = fs.readFileSync(`${nginx.prefix}/logs/error.log`, 'utf8').split('\n');
  const upstreamErrors = errorLog.filter((line) => line.includes('upstream'));
  console.log(
    `  nginx error log: ${upstreamErrors.length} upstream errors${
      upstreamErrors.length
        ? `, e.g. ${upstreamErrors
            .at(-1)
            .replace(/^.*?\[error\]/, '')
            .slice(0, 200)}`
        : ''
    }`,
  );
  console.log(
    `  the process died ${deadAt && killAt ? (deadAt - killAt).toFixed(0) : '?'} ms after the signal`,
  );
  const leftOpen = logTails[1].find((line) => line.includes('still open after the drain'));
  console.log(
    `  drain: ${leftOpen ? `${JSON.parse(leftOpen).open} connection(s) still open at its end, then closed` : 'every connection ended by itself'}`,
  );
  const alive = servers.filter((s) => s.exitCode === null && s.signalCode === null).length;
  const { rows: afterDrain } = await pg.query(
    'select count(*)::int as n from requests where id = any($1)',
    [customers.flatMap((c) => c.requests.map((r) => r.id))],
  );
  const ackedTotal = customers.reduce((n, c) => n + c.requests.length, 0);
  check(
    afterDrain[0].n === ackedTotal,
    `${afterDrain[0].n}/${ackedTotal} acknowledged requests stored after both stops`,
  );
  check(
    alive === 1,
    `${alive} process left; /healthz through nginx: ${(await call('GET', '/healthz')).status}`,
  );
} catch (error) {
  failures.push(error.message);
  console.error(`test:cluster: ${error.stack ?? error.message}`);
  for (const [i, tail] of logTails.entries())
    console.error(`--- ${upstreamPorts[i]}\n${tail.slice(-8).join('\n')}`);
}

step(failures.length ? `FAILED (${failures.length})` : 'passed');
await shutdown(failures.length ? 1 : 0);

async function waitForDemoData() {
  const until = Date.now() + 60_000;
  while (Date.now() < until) {
    const { rows } = await pg.query(
      `select count(*)::int as n from identity_users where email = 'tutor@demo.equilibrio.it'`,
    );
    const { rows: caregivers } = await pg.query(
      `select count(*)::int as n from caregivers where doc_ref = 'cg-luca-marino'`,
    );
    if (rows[0].n > 0 && caregivers[0].n > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error('demo data did not appear');
}

async function cleanRedis() {
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
