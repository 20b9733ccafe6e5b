// test:cluster, part 4: SIGTERM to a process while customers keep working: it drains and exits
// by itself, every request meanwhile succeeds (nginx moves them to the last process), and every
// acknowledged request is stored after both stops.
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { isOk as ok, requestBody } from '../api-client.mjs';
import { nextSequence } from './load.mjs';

export async function gracefulStop({ cluster, api, check, step }, customers, kill) {
  const { call } = api;
  const index = 1;
  const server = cluster.servers[index];
  step(
    `graceful stop: SIGTERM to the process on ${cluster.upstreamPorts[index]} while customers keep working`,
  );
  const stopStart = performance.now();
  const stopped = new Promise((resolve) =>
    server.once('exit', (code, signal) =>
      resolve({ code, signal, ms: performance.now() - stopStart }),
    ),
  );
  server.kill('SIGTERM');
  const burst = [];
  await Promise.all(
    customers.slice(0, 8).map(async (customer) => {
      while (performance.now() - stopStart < 3000) {
        burst.push(
          await call('GET', `/v2/requests/${customer.uid}/requests?page=0&size=10`, {
            token: customer.token,
          }),
        );
        const key = `drain-${customer.uid}-${nextSequence()}`;
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

  printWhatHappened(cluster, kill, index);
  const alive = cluster.servers.filter((s) => s.exitCode === null && s.signalCode === null).length;
  const { rows: afterDrain } = await cluster.pg.query(
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
}

/** nginx's upstream errors, how fast the killed process died, how the drained one ended. */
function printWhatHappened(cluster, kill, drainedIndex) {
  const errorLog = fs.readFileSync(`${cluster.nginx.prefix}/logs/error.log`, 'utf8').split('\n');
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
    `  the process died ${kill.deadAt && kill.at ? (kill.deadAt - kill.at).toFixed(0) : '?'} ms after the signal`,
  );
  const leftOpen = cluster.logTails[drainedIndex].find((line) =>
    line.includes('still open after the drain'),
  );
  console.log(
    `  drain: ${leftOpen ? `${JSON.parse(leftOpen).open} connection(s) still open at its end, then closed` : 'every connection ended by itself'}`,
  );
}
