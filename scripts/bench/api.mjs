// npm run bench:api — the product API against the physical limit of this machine.
//
// Starts a bare Fastify "hello world" and the real server (PGlite; and PostgreSQL when
// DATABASE_URL is set, in a scratch sibling database `<name>_bench_api` dropped at the end),
// seeded with a customer who has 50 requests, and drives each with autocannon (50 connections,
// a warm-up, then the measured run); the request list once more with its cache off
// (CACHE_REQUEST_LISTS=false). Prints req/s, p50, p99 and each figure as a ratio of the
// hello world measured in the same run; writes bench/results/api-latest.json.
//
// Options: --duration 10 (seconds measured) --warmup 3 --connections 50 --port 4330
//          --only pglite|postgres
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { identityPath } from '../api-client.mjs';
import {
  announceLoadRun,
  freshDatabase,
  machineInfo,
  measure,
  parseArgs,
  printTable,
  runProcess,
  startProcess,
  startServer,
  writeResults,
} from './lib.mjs';

const args = parseArgs();
const basePort = Number(args.port ?? 4330);
const helloPort = basePort + 1;
const serverPort = basePort;

const targets = [];
if (args.only !== 'postgres') targets.push('pglite');
if (process.env.DATABASE_URL && args.only !== 'pglite') targets.push('postgres');
if (targets.length === 0) throw new Error('--only postgres needs DATABASE_URL');

const { connections, duration, warmup, machine } = announceLoadRun('bench:api', args);

async function measureHello() {
  const hello = startProcess(
    process.execPath,
    [path.join(import.meta.dirname, 'hello.mjs'), String(helloPort)],
    {
      name: 'hello world',
    },
  );
  await new Promise((resolve) => {
    const check = () => (hello.output().includes('ready') ? resolve() : setTimeout(check, 50));
    check();
  });
  const result = await measure({
    url: `http://127.0.0.1:${helloPort}/`,
    connections,
    duration,
    warmup,
  });
  await hello.stop();
  return result;
}

async function seed(env) {
  const outFile = path.join(os.tmpdir(), `eq-bench-seed-${process.pid}.json`);
  await runProcess(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'seed-api.ts')],
    {
      env: { ...env, LOG_LEVEL: 'silent', BENCH_SEED_OUT: outFile },
    },
  );
  const data = JSON.parse(fs.readFileSync(outFile, 'utf8'));
  fs.rmSync(outFile, { force: true });
  return data;
}

function endpoints(base, data) {
  const auth = { authorization: `Bearer ${data.token}` };
  let npsIndex = 0;
  const detailId = data.requestIds.at(-1);
  const list = {
    name: 'request list',
    url: `${base}/v2/requests/${data.uid}/requests?page=0&pageSize=10`,
    request: { headers: auth },
  };
  const signIn = {
    name: 'accounts:signInWithPassword',
    url: `${base}${identityPath('signInWithPassword')}`,
    request: {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...data.signIn, returnSecureToken: true }),
    },
  };
  return {
    list,
    signIn,
    all: [
      list,
      {
        name: 'request detail',
        url: `${base}/v2/requests/${detailId}`,
        request: { headers: auth },
      },
      {
        name: 'caregiver candidates',
        url: `${base}/v1/caregiver-selection/request/${data.candidatesRequestId}/phase/SELECTED`,
        request: { headers: { authorization: `Bearer ${data.demoToken}` } },
      },
      {
        name: 'POST /v1/nps-scores',
        url: `${base}/v1/nps-scores`,
        request: {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ score: 9, notes: 'Servizio ottimo' }),
          // One account per request in turn: the endpoint allows 30 scores an hour per account.
          setupRequest: (req) => {
            const token = data.npsTokens[npsIndex++ % data.npsTokens.length];
            return { ...req, headers: { ...req.headers, authorization: `Bearer ${token}` } };
          },
        },
      },
      signIn,
    ],
  };
}

async function benchTarget(target) {
  let env;
  let scratch;
  let dataDir;
  if (target === 'postgres') {
    scratch = await freshDatabase(process.env.DATABASE_URL, 'bench_api');
    env = { DATABASE_URL: scratch.url };
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-bench-'));
    env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  }
  try {
    process.stdout.write(`[${target}] seeding… `);
    const data = await seed(env);
    console.log(`${data.requestIds.length} requests, ${data.npsTokens.length} NPS accounts`);
    const server = await startServer({
      port: serverPort,
      env: { ...env, NODE_ENV: 'production', MAIL_DISABLED: 'true', SEED_DEMO: 'false' },
    });
    const base = `http://127.0.0.1:${serverPort}`;
    const { all, list, signIn } = endpoints(base, data);
    const rows = [];
    for (const endpoint of all) {
      process.stdout.write(`[${target}] ${endpoint.name}… `);
      const result = await measure({
        url: endpoint.url,
        connections,
        duration,
        warmup,
        request: endpoint.request,
      });
      console.log(`${result.reqPerSec} req/s`);
      rows.push({ target, endpoint: endpoint.name, ...result });
    }
    // A flood of sign-ins (scrypt) while customers read their lists: hashing runs at most two at
    // a time, so the list must keep answering.
    process.stdout.write(`[${target}] request list during a sign-in flood… `);
    const [listDuringFlood, flood] = await Promise.all([
      measure({ url: list.url, connections, duration, warmup, request: list.request }),
      measure({
        url: signIn.url,
        connections,
        duration: duration + warmup,
        warmup: 0,
        request: signIn.request,
      }),
    ]);
    console.log(`${listDuringFlood.reqPerSec} req/s`);
    rows.push({ target, endpoint: 'request list during sign-in flood', ...listDuringFlood });
    rows.push({ target, endpoint: 'sign-in flood (concurrent)', ...flood });
    await server.stop();
    // The list again with its cache off: what every read costs when it goes to the database
    // (the first read after a change does).
    process.stdout.write(`[${target}] request list, cache off… `);
    const uncached = await startServer({
      port: serverPort,
      env: {
        ...env,
        NODE_ENV: 'production',
        MAIL_DISABLED: 'true',
        SEED_DEMO: 'false',
        CACHE_REQUEST_LISTS: 'false',
      },
    });
    const listUncached = await measure({
      url: list.url,
      connections,
      duration,
      warmup,
      request: list.request,
    });
    console.log(`${listUncached.reqPerSec} req/s`);
    rows.push({ target, endpoint: 'request list, cache off', ...listUncached });
    await uncached.stop();
    return rows;
  } finally {
    if (scratch) await scratch.drop().catch(() => {});
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

process.stdout.write('hello world… ');
const hello = await measureHello();
console.log(`${hello.reqPerSec} req/s`);
const rows = [];
for (const target of targets) rows.push(...(await benchTarget(target)));

const ratio = (value) => `${((value / hello.reqPerSec) * 100).toFixed(1)}%`;
console.log('');
printTable(
  ['database', 'endpoint', 'req/s', '% of hello', 'p50 ms', 'p99 ms', '2xx/s', 'non-2xx', 'errors'],
  [
    [
      '—',
      'hello world (bare Fastify)',
      hello.reqPerSec,
      '100%',
      hello.p50,
      hello.p99,
      hello.okPerSec,
      hello.non2xx,
      hello.errors,
    ],
    ...rows.map((row) => [
      row.target,
      row.endpoint,
      row.reqPerSec,
      ratio(row.reqPerSec),
      row.p50,
      row.p99,
      row.okPerSec,
      row.non2xx,
      row.errors + row.timeouts,
    ]),
  ],
);
for (const row of rows) {
  const refused = Object.entries(row.refusals ?? {});
  if (refused.length > 0) {
    console.log(
      `${row.target} ${row.endpoint}: refused ${refused.map(([code, n]) => `${code} × ${n}`).join(', ')}`,
    );
  }
}
const file = writeResults('api', {
  machine: { ...machine, loadAverageAfter: machineInfo().loadAverage },
  settings: { connections, duration, warmup },
  hello,
  results: rows.map((row) => ({ ...row, ratioToHello: row.reqPerSec / hello.reqPerSec })),
});
console.log(`\n→ ${path.relative(process.cwd(), file)}`);
process.exit(0);
