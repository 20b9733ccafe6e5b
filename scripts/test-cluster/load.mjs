// test:cluster, part 3: a load journey of many customers through nginx (list, detail, create
// request, update profile, add dependant), one process killed (SIGKILL) half-way. Verdict: no
// 5xx except requests in flight at the kill, nginx keeps serving from the other two, and every
// acknowledged write is in the database.
import { performance } from 'node:perf_hooks';
import { dependantBody, isOk as ok, requestBody } from '../api-client.mjs';
import { inBatches, missingWrites, percentile, sleep } from '../verdict.mjs';
import { profileBody } from './customers.mjs';

/** nginx notices a dead process's closed keep-alive connections within this many ms. */
const NOTICE_MS = 250;

/** The customers of the load, ready for the request form, with what was acknowledged to them. */
export async function loadCustomers({ api, step }, count) {
  step(`load: ${count} customers signing up`);
  const customers = await inBatches([...Array(count).keys()], 6, async (i) =>
    api.prepareCustomer(await api.newCustomer(`load${i}`)),
  );
  for (const customer of customers) {
    customer.requests = [];
    customer.dependants = [customer.dependantId];
    customer.phones = { acked: '+39 333 000 0000', unknown: [] };
  }
  return customers;
}

/** `seconds` of journeys; the process at `victimIndex` gets SIGKILL half-way. */
export async function loadWithAKill({ cluster, api, step, elapsed }, customers, seconds) {
  const { call, calls } = api;
  calls.length = 0;
  step(`load: ${seconds} s of list / detail / create / profile / dependant through nginx`);
  const victimIndex = 2;
  const victim = cluster.servers[victimIndex];
  const kill = { at: null, deadAt: null };
  victim.once('exit', () => {
    kill.deadAt = performance.now();
  });
  const killer = setTimeout(
    () => {
      kill.at = performance.now();
      victim.kill('SIGKILL');
      console.log(
        `[${elapsed()}]   SIGKILL to the process on ${cluster.upstreamPorts[victimIndex]}`,
      );
    },
    (seconds * 1000) / 2,
  );
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(customers.map((customer) => journey(call, customer, end)));
  clearTimeout(killer);
  return { ...kill, ms: performance.now() - start };
}

let sequence = 0;
/** A unique number for idempotency keys, phones and names. */
export const nextSequence = () => ++sequence;

async function journey(call, customer, end) {
  while (performance.now() < end) {
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
      const key = `load-${customer.uid}-${nextSequence()}`;
      const r = await call('POST', '/v2/requests', {
        token,
        body: requestBody(customer),
        headers: { 'idempotency-key': key },
        record: 'create',
      });
      if (ok(r)) customer.requests.push({ id: r.json.id, key });
    } else if (pick < 0.85) {
      const phone = `+39 333 ${String(nextSequence()).padStart(7, '0')}`;
      const r = await call('PATCH', `/api/v1/user-controller/${customer.uid}/update-profile`, {
        token,
        body: profileBody(phone),
        record: 'profile',
      });
      if (ok(r)) customer.phones = { acked: phone, unknown: [] };
      else customer.phones.unknown.push(phone);
    } else {
      const r = await call('POST', '/v1/dependents/', {
        token,
        body: dependantBody(customer.uid, `Assistito ${nextSequence()}`),
        record: 'dependant',
      });
      if (ok(r)) customer.dependants.push(r.json.id);
    }
  }
}

const describeCall = (c) =>
  `${c.status} ${c.method} ${c.path} ${JSON.stringify(c.json).slice(0, 200)}`;

/** The answers of the load: figures, then no 4xx, no 5xx but at the kill, served after it. */
export function answersVerdict({ api, check }, { at: killAt, deadAt, ms }) {
  const { calls } = api;
  const byOp = {};
  for (const c of calls) {
    byOp[c.op] ??= [];
    byOp[c.op].push(c);
  }
  const latencies = calls.map((c) => c.end - c.start);
  const pct = (p) => percentile(latencies, p).toFixed(0);
  console.log(
    `  ${calls.length} requests in ${(ms / 1000).toFixed(1)} s (${(calls.length / (ms / 1000)).toFixed(0)}/s), p50 ${pct(50)} ms, p95 ${pct(95)} ms, p99 ${pct(99)} ms; ` +
      Object.entries(byOp)
        .map(([op, list]) => `${op} ${list.length}`)
        .join(', '),
  );
  const other4xx = calls.filter((c) => c.status >= 400 && c.status < 500);
  check(
    other4xx.length === 0,
    `no 4xx (${other4xx.length}${other4xx.length ? `: ${describeCall(other4xx[0])}` : ''})`,
  );
  // In flight while the process died: sent before it was gone (or before nginx could notice its
  // closed keep-alive connections), answered after the signal.
  const inFlightAtKill = (c) =>
    killAt !== null && c.start <= (deadAt ?? killAt) + NOTICE_MS && c.end >= killAt;
  const bad = calls.filter((c) => c.status >= 500 || c.status === 0);
  const unexplained = bad.filter((c) => !inFlightAtKill(c));
  check(
    unexplained.length === 0,
    `no 5xx apart from requests in flight at the kill instant (${bad.length - unexplained.length} of those: ${
      bad
        .filter(inFlightAtKill)
        .map((c) => `${c.status} ${c.method} ${c.op}`)
        .join(', ') || 'none'
    }${unexplained.length ? `; ${unexplained.length} others, e.g. ${describeCall(unexplained[0])}` : ''})`,
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
}

/** Every acknowledged write of the load is in the database, and every email sent once. */
export async function writesVerdict({ cluster, check, step }, customers) {
  const { pg } = cluster;
  step('load: every acknowledged write is in the database');
  const requests = customers.flatMap((c) => c.requests.map((r) => ({ ...r, uid: c.uid })));
  const dependants = customers.flatMap((c) => c.dependants.map((id) => ({ id, uid: c.uid })));
  const missing = await missingWrites(pg, { requests, dependants });
  check(
    missing.requests.length === 0,
    `${requests.length - missing.requests.length}/${requests.length} created requests stored`,
  );
  check(
    missing.dependants.length === 0,
    `${dependants.length - missing.dependants.length}/${dependants.length} dependants stored`,
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
  // A request's digest (hold expired, caregiver chosen…) waits for its window (at most one per
  // request every 10 minutes) without being attempted: only those are counted apart. Every other
  // email must have gone out exactly once — one failed and waiting for its retry counts as unsent.
  await sleep(1000);
  const { rows: outbox } = await pg.query(
    `select count(*) filter (where not waiting)::int as total,
            count(*) filter (where not waiting and sent_at is null)::int as unsent,
            count(*) filter (where not waiting and attempts <> 1)::int as repeated,
            count(*) filter (where waiting)::int as waiting
       from (select *, (sent_at is null and batch_key is not null and attempts = 0
                        and next_attempt_at > now()) as waiting
               from mail_outbox) mails`,
  );
  check(
    outbox[0].total > 0 && outbox[0].unsent === 0 && outbox[0].repeated === 0,
    `email outbox: ${outbox[0].total} emails due, each delivered once (${outbox[0].unsent} unsent, ${outbox[0].repeated} attempted more than once; ${outbox[0].waiting} digests waiting for their window)`,
  );
}
