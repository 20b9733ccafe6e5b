// test:cluster, part 2: 20 caregiver holds expiring at the same instant are each released
// exactly once, although the hold sweeper runs in all 3 processes.
import { performance } from 'node:perf_hooks';
import { expectOk, quoteBody, requestBody } from '../api-client.mjs';
import { inBatches, sleep } from '../verdict.mjs';

const HOLDS = 20;

export async function holdsExpiringAtOnce({ cluster, api, check, step }) {
  const { pg } = cluster;
  step(`holds: ${HOLDS} requests with the caregiver held (DA PAGARE)`);
  const { holder, ids: holdIds } = await heldRequests(api);
  const { rows: held } = await pg.query(
    `select count(*)::int as n from requests where id = any($1) and status = 'DA PAGARE'`,
    [holdIds],
  );
  check(held[0].n === HOLDS, `${held[0].n}/${HOLDS} requests in DA PAGARE`);

  step('holds: all deadlines moved to the same past instant; 3 sweepers at work');
  const before = [...cluster.holdsReleased];
  await pg.query(
    `update caregiver_selections set hold_expires_at = now() - interval '1 second'
      where request_id = any($1) and phase = 'CHOSEN' and accepted_at is null`,
    [holdIds],
  );
  const releaseStart = performance.now();
  let remaining = HOLDS;
  while (remaining > 0 && performance.now() - releaseStart < 20_000) {
    await sleep(200);
    const { rows } = await pg.query(
      `select count(*)::int as n from requests where id = any($1) and status = 'DA PAGARE'`,
      [holdIds],
    );
    remaining = rows[0].n;
  }
  // Let the other sweepers run a few more times: nothing may be handled twice.
  await sleep(1500);
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
  await sleep(300);
  const perProcess = cluster.holdsReleased.map((n, i) => n - before[i]);
  const total = perProcess.reduce((a, b) => a + b, 0);
  check(total === HOLDS, `released by the processes: ${perProcess.join(' + ')} = ${total}`);
}

/**
 * HOLDS requests of one customer taken to DA PAGARE (quote confirmed, caregiver accepted: held
 * until the payment or its deadline), and that customer.
 */
async function heldRequests({ call, signIn, newCustomer, prepareCustomer }) {
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
  const ids = await inBatches([...Array(HOLDS).keys()], 4, async () => {
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
    // The one caregiver on every request: the tutor confirms each time that she is busy elsewhere.
    await tutorPost(id, '/candidates', { docRef: 'cg-luca-marino', confirmBusy: true });
    await tutorPost(id, '/publish-candidates');
    expectOk(
      await call('PATCH', `/v1/caregiver-selection/request/${id}/caregiver/cg-luca-marino/accept`, {
        token: holder.token,
      }),
      'accept',
    );
    return id;
  });
  return { holder, ids };
}
