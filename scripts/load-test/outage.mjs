// test:load, part 3: the database outage. The proxy between the server and PostgreSQL is cut:
// API calls answer 503 with the error envelope, /healthz and /readyz report it, and the server
// recovers by itself when the proxy is back, without restarting. It runs after the crash check,
// whose restarted server reaches PostgreSQL through the proxy (run.env); the load's does not.
import { requestBody } from '../api-client.mjs';
import { sleep } from '../verdict.mjs';
import { dependant, RUN } from './customers.mjs';

export async function databaseOutage(run, users) {
  const { base, check, proxy } = run;
  console.log('\n3. Database outage (proxy cut), then back');
  const u = users[0];
  // A request of its own, made through the proxy before the cut: the mixed journey is random, and
  // in a short run a customer may have made none.
  const made = await u.api.call('outage', 'POST', '/v2/requests', {
    token: u.token,
    body: requestBody(u, { notes: `Guasto ${RUN}` }),
  });
  const requestId = made.json?.id;
  check(
    made.status === 201 && requestId !== undefined,
    `before the cut, the outage's customer makes a request (${made.status})`,
  );
  await proxy.cut();
  const cutAt = Date.now();
  const during = [];
  // Reads that go to the database. (The request list may still come from memory for the
  // moment the server takes to notice that its LISTEN session is gone; it then bypasses it.)
  for (const url of [`/v2/requests/${requestId}`, `/v1/dependents?uid=${u.uid}`]) {
    during.push(await u.api.call('outage', 'GET', url, { token: u.token }));
  }
  during.push(
    await u.api.call('outage', 'POST', '/v1/dependents/', {
      token: u.token,
      body: dependant(u, 9999),
    }),
  );
  for (const res of during) {
    check(
      res.status === 503 &&
        res.json?.error?.code === 'SERVICE_UNAVAILABLE' &&
        typeof res.json.error.message === 'string',
      `API answers 503 with the error envelope (${res.status} ${JSON.stringify(res.json).slice(0, 120)})`,
    );
  }
  const health = await fetch(`${base}/healthz`);
  const healthBody = await health.json();
  check(
    health.status === 503 && healthBody.status === 'unavailable',
    `/healthz reports it (${health.status} ${JSON.stringify(healthBody)})`,
  );
  const ready = await fetch(`${base}/readyz`);
  check(ready.status === 503, `/readyz reports it (${ready.status})`);
  console.log(`  outage checks took ${Date.now() - cutAt} ms`);

  await proxy.listen();
  const backAt = Date.now();
  let recovered = -1;
  while (Date.now() - backAt < 30_000) {
    const res = await u.api.call('recovery', 'GET', `/v2/requests/${u.uid}/requests`, {
      token: u.token,
    });
    const h = await fetch(`${base}/healthz`)
      .then((r) => r.status)
      .catch(() => 0);
    if (res.status === 200 && h === 200) {
      recovered = Date.now() - backAt;
      break;
    }
    await sleep(250);
  }
  check(recovered >= 0, `recovers by itself when the database is back (${recovered} ms)`);
  check(
    run.server.exitCode === null && !run.server.signalCode,
    'the server process stayed up through the outage',
  );
}
