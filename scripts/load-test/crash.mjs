// test:load, part 2: SIGKILL the server in the middle of 100 concurrent writes (requests:
// several rows in one transaction), restart it: every acknowledged write is there, none is
// half-written, and the restarted server answers.
import { requestBody, waitFor } from '../api-client.mjs';
import { RUN } from './customers.mjs';
import { exited, startLoggedServer } from './infrastructure.mjs';

export async function crashDuringWrites(run, users) {
  const { base, db, check } = run;
  console.log('\n2. SIGKILL during 100 concurrent writes, then restart');
  const writers = Array.from({ length: 100 }, (_, i) => users[i % users.length]);
  const ackedIds = [];
  let answered = 0;
  let killedAfter = -1;
  const writes = writers.map((user, i) =>
    user.api
      .call('crashWrite', 'POST', '/v2/requests', {
        token: user.token,
        body: requestBody(user, { businessline: 'COLF', notes: `Crash ${RUN} ${i}` }),
      })
      .then((res) => {
        answered += 1;
        if (res.status === 201 || res.status === 200) ackedIds.push(res.json.id);
        if (answered === 15 && killedAfter < 0) {
          killedAfter = answered;
          run.server.kill('SIGKILL');
        }
      }),
  );
  await Promise.all(writes);
  console.log(
    `  killed after ${killedAfter} answers; ${ackedIds.length} writes acknowledged, ${100 - ackedIds.length} cut off`,
  );
  await exited(run.server);
  run.server = startLoggedServer(run.env);
  const restartMs = await waitFor(`${base}/readyz`, 60_000);
  console.log(`  restarted, ready in ${restartMs} ms`);

  const { rows: present } = await db.query('select id from requests where id = any($1::int[])', [
    ackedIds,
  ]);
  check(
    present.length === ackedIds.length,
    `every acknowledged write present (${present.length}/${ackedIds.length})`,
  );
  const uids = [...new Set(writers.map((u) => u.uid))];
  const { rows: written } = await db.query(
    `select r.id,
            (select count(*) from request_events e where e.request_id = r.id)::int as events,
            (select count(*) from request_dependants d where d.request_id = r.id)::int as dependants,
            (select count(*) from consent_records c where c.request_id = r.id)::int as consents
       from requests r
      where r.customer_uid = any($1::text[]) and r.business_line = 'COLF'`,
    [uids],
  );
  const half = written.filter((r) => r.events < 1 || r.dependants < 1 || r.consents < 1);
  check(
    half.length === 0,
    `database consistent: ${written.length} crash-test requests, none half-written (${half.length})`,
  );
  const after = await writers[0].api.call(
    'afterCrash',
    'GET',
    `/v2/requests/${writers[0].uid}/requests`,
    { token: writers[0].token },
  );
  check(after.status === 200, `the restarted server answers (${after.status})`);
}
