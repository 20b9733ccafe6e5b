// The database side of `npm run bench:scale`, run by scripts/bench/scale.mjs with DATABASE_URL
// pointing at a scratch database:
//   load <requests>     migrate, then bulk-load <requests> requests of <requests>/10 customers
//                       (generate_series, one statement per table) and ANALYZE
//   tokens <count>      writes BENCH_SEED_OUT: ID tokens of <count> customers spread over the table
//   explain             prints EXPLAIN (ANALYZE, BUFFERS) of the queries the list and detail
//                       endpoints run (captured from the server's own query code) and fails when
//                       one of them scans a big table sequentially
import fs from 'node:fs';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config';
import type { AppContext } from '../../apps/server/src/context';
import type { Db } from '../../apps/server/src/db/client';
import { openDatabase } from '../../apps/server/src/db/open';
import { systemClock } from '../../apps/server/src/lib/clock';
import { suggestCaregivers } from '../../apps/server/src/modules/caregivers/caregiver-matching.service';
import { createLocalTokenService } from '../../apps/server/src/modules/identity/id-tokens';
import { findAccountStatus } from '../../apps/server/src/modules/identity/identity.queries';
import { loadSigningKeys } from '../../apps/server/src/modules/identity/signing-keys';
import { uncachedRequestLists } from '../../apps/server/src/modules/requests/request-list-cache';
import { getRequest, listRequests } from '../../apps/server/src/modules/requests/requests.service';

const PER_CUSTOMER = 10;
const CAREGIVERS = 10_000;
const customerUid = (index: number) => `scale${String(index).padStart(7, '0')}`;

const [command, arg] = process.argv.slice(2);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');

async function load(total: number) {
  const database = await openDatabase(
    loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' }),
    { migrate: true },
  );
  await loadSigningKeys(database.db);
  await database.close();
  const customers = Math.ceil(total / PER_CUSTOMER);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const step = async (label: string, text: string) => {
    const started = performance.now();
    await client.query(text);
    process.stderr.write(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  };
  const customerExpr = `'scale' || lpad(i::text, 7, '0')`;
  await step(
    'identity_users',
    `insert into identity_users (uid, email, email_verified, password_hash, role, created_at, last_login_at, last_refresh_at, valid_since)
     select ${customerExpr}, 'cliente' || i || '@example.it', true, 'scrypt$bench', 'customer',
            now() - interval '30 days', now() - interval '1 day', now() - interval '1 day', now() - interval '30 days'
     from generate_series(0, ${customers - 1}) i`,
  );
  await step(
    'users',
    `insert into users (uid, email, name, surname, phone, created_at, updated_at)
     select ${customerExpr}, 'cliente' || i || '@example.it', 'Nome' || i, 'Cognome', '+39 333 000 0000',
            now() - interval '30 days', now() - interval '30 days'
     from generate_series(0, ${customers - 1}) i`,
  );
  await step(
    'dependants',
    `insert into dependants (id, user_uid, name, birth_date, gender, type)
     select i + 1, ${customerExpr}, 'Luca', '2019-04-15', 'MALE', 'PERSON'
     from generate_series(0, ${customers - 1}) i`,
  );
  // Request i belongs to customer (i-1)/10: each customer has 10, spread over the whole table.
  await step(
    'requests',
    `insert into requests (id, customer_uid, status, business_line, message, languages, street, city,
                           province, postal_code, source, contact_date, created_at, updated_at)
     select i, 'scale' || lpad(((i - 1) / ${PER_CUSTOMER})::text, 7, '0'),
            (array['NUOVA','INVIATO PREVENTIVO','SELEZIONE ATTIVA','PAGATO','NON RISPONDE'])[1 + i % 5],
            (array['BABYSITTER','PETSITTER','NURSE','COLF'])[1 + i % 4],
            'Richiesta di prova numero ' || i || ': pomeriggi dal lunedì al venerdì.',
            '{italian,english}', 'Via Roma 1', 'Torino', 'TO', '10121', 'dashboard',
            now() - (${total} - i) * interval '1 second',
            now() - (${total} - i) * interval '1 second',
            now() - (${total} - i) * interval '1 second'
     from generate_series(1, ${total}) i`,
  );
  await step(
    'request_dependants',
    `insert into request_dependants (request_id, dependant_id)
     select i, (i - 1) / ${PER_CUSTOMER} + 1 from generate_series(1, ${total}) i where i % 4 = 0`,
  );
  // The caregiver directory of the suggestions query (issue 23): 10 000 caregivers of four types
  // over 20 provinces, a quarter of those in TO living in Torino or Moncalieri.
  await step(
    'caregivers',
    `insert into caregivers (doc_ref, type, name, surname, languages, province, comune, work_comuni,
                             work_provinces, skills, years_of_experience, availability, active,
                             created_at, updated_at)
     select 'cg-bench-' || i, (array['babysitter','pet-sitter','badante','colf'])[1 + i % 4],
            'Nome' || i, 'Bench',
            case when i % 3 = 0 then '{italian,english}'::text[] else '{italian}'::text[] end,
            (array['TO','MI','RM','BO','PD','GE','FI','BS','BG','MB','VR','NA','BA','PA','CT','VE','TV','VI','AT','CN'])[1 + (i / 4) % 20],
            case when (i / 4) % 20 = 0 then (array['001272','001156','001082','001090'])[1 + i % 4] end,
            case when i % 5 = 0 then '{001272}'::text[] else '{}'::text[] end,
            case when i % 7 = 0 then '{TO,AT}'::text[] else '{}'::text[] end,
            (array['{homework-help}','{taxi-sitter,homework-help}','{newborns}','{}'])[1 + i % 4]::text[],
            i % 15,
            (array['{mon-aft,tue-aft,wed-aft,thu-aft,fri-aft}','{mon-mor,wed-mor,fri-mor}','{sat-eve,sun-eve}'])[1 + i % 3]::text[],
            i % 10 <> 0, now(), now()
     from generate_series(1, ${CAREGIVERS}) i`,
  );
  await step(
    'sequences',
    `select setval(pg_get_serial_sequence('requests', 'id'), ${total});
     select setval(pg_get_serial_sequence('dependants', 'id'), ${customers});`,
  );
  await step('analyze', 'analyze');
  await client.end();
}

async function tokens(count: number) {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = drizzle({ client: pool }) as unknown as Db;
  const keys = await loadSigningKeys(db);
  const service = await createLocalTokenService({
    projectId: process.env.IDENTITY_PROJECT_ID ?? 'equilibrio-local',
    keys,
    clock: { now: () => new Date() },
  });
  const { rows } = await pool.query<{ customers: string }>(
    'select count(*) as customers from users',
  );
  const customers = Number(rows[0]!.customers);
  const out: { uid: string; token: string; requestId: number }[] = [];
  for (let i = 0; i < count; i++) {
    // Customers spread evenly over the table (first, middle and last rows alike).
    const index = Math.floor((i * customers) / count);
    const uid = customerUid(index);
    const token = await service.issue(
      {
        uid,
        email: `cliente${index}@example.it`,
        emailVerified: true,
        displayName: null,
        photoUrl: null,
        role: 'customer',
      },
      { authTime: new Date(), provider: 'password' },
    );
    out.push({ uid, token, requestId: index * PER_CUSTOMER + 1 + (i % PER_CUSTOMER) });
  }
  await pool.end();
  fs.writeFileSync(process.env.BENCH_SEED_OUT!, JSON.stringify(out));
}

async function explain() {
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const captured: { sql: string; params: unknown[] }[] = [];
  const db = drizzle({
    client: pool,
    logger: { logQuery: (query, params) => captured.push({ sql: query, params }) },
  }) as unknown as Db;
  const { rows } = await pool.query<{ uid: string }>(
    'select customer_uid as uid from requests order by id desc limit 1',
  );
  const uid = rows[0]!.uid;
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const ctx = { db, config, requestLists: uncachedRequestLists } as AppContext;
  const hot: { name: string; run: () => Promise<unknown> }[] = [
    { name: 'auth: account status (every request)', run: () => findAccountStatus(db, uid) },
    {
      name: 'GET /v2/requests/{uid}/requests?page=0&pageSize=10',
      run: () => listRequests(ctx, uid, { page: 0, pageSize: 10 }),
    },
    {
      name: 'GET /v2/requests/{uid}/requests?active=true',
      run: () => listRequests(ctx, uid, { page: 0, pageSize: 10, active: 'true' }),
    },
  ];
  const [last] = (await pool.query<{ id: number }>('select max(id) as id from requests')).rows;
  hot.push({ name: 'GET /v2/requests/{id}', run: () => getRequest(ctx, uid, last!.id) });
  // The tutor's suggestions for a babysitting request in Torino, over 10 000 caregivers.
  const [babysitting] = (
    await pool.query<{ id: number }>(
      "select id from requests where business_line = 'BABYSITTER' and city = 'Torino' order by id limit 1",
    )
  ).rows;
  const suggestionsCtx = { ...ctx, clock: systemClock } as AppContext;
  const suggestions = () => suggestCaregivers(suggestionsCtx, babysitting!.id);
  hot.push({
    name: `GET /v1/backoffice/requests/{id}/suggestions (${CAREGIVERS} caregivers)`,
    run: suggestions,
  });
  // A sequential scan of a small table is the planner's right call; of a big one it is a bug.
  const sizes = new Map(
    (
      await pool.query<{ relname: string; rows: number }>(
        "select relname, reltuples::bigint as rows from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace",
      )
    ).rows.map((row) => [row.relname, Number(row.rows)]),
  );
  const seqScans: string[] = [];
  for (const query of hot) {
    captured.length = 0;
    await query.run();
    for (const statement of captured) {
      const plan = await pool.query(
        `explain (analyze, buffers, costs off, summary on) ${statement.sql}`,
        statement.params,
      );
      const text = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
      console.log(`\n── ${query.name}\n${statement.sql}\n${text}`);
      for (const match of text.matchAll(/Seq Scan on (\w+)/g)) {
        if ((sizes.get(match[1]!) ?? 0) >= 10_000)
          seqScans.push(`${query.name}: ${match[1]} (${sizes.get(match[1]!)} rows)`);
      }
    }
  }
  // The suggestions, timed in-process (the database's answer and the ranking's reasons).
  const times: number[] = [];
  for (let i = 0; i < 60; i++) {
    const started = performance.now();
    await suggestions();
    if (i >= 10) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const suggestionTimes = {
    p50: Number(times[Math.floor(times.length / 2)]!.toFixed(1)),
    p99: Number(times[Math.floor(times.length * 0.99)]!.toFixed(1)),
  };
  console.log(
    `\nSUGGESTIONS (${CAREGIVERS} caregivers): p50 ${suggestionTimes.p50} ms, p99 ${suggestionTimes.p99} ms`,
  );
  await pool.end();
  console.log(
    seqScans.length === 0
      ? '\nPLANS: no sequential scan of a table of 10 000 rows or more.'
      : `\nPLANS: sequential scans found: ${seqScans.join('; ')}`,
  );
  fs.writeFileSync(process.env.BENCH_SEED_OUT!, JSON.stringify({ seqScans, suggestionTimes }));
}

if (command === 'load') await load(Number(arg));
else if (command === 'tokens') await tokens(Number(arg));
else if (command === 'explain') await explain();
else throw new Error(`unknown command ${command}`);
process.exit(0);
