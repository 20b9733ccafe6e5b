// Load and fault test against a real server process on PostgreSQL (npm run test:load).
//
//   1. Load: LOAD_USERS virtual customers (default 200) for LOAD_DURATION seconds (default 60,
//      or --duration=<s>) doing a mixed journey — list, detail, create request, update profile,
//      add dependant. Asserts zero 5xx and zero lost writes: every 2xx-acknowledged write is in
//      the database afterwards.
//   2. Crash: SIGKILL the server in the middle of 100 concurrent writes (requests: several rows
//      in one transaction), restart it: every acknowledged write is there, no half-written one.
//   3. Database outage: the server reaches PostgreSQL through a small TCP proxy (node:net) that is
//      cut (the shared PostgreSQL server is never touched): API calls answer 503 with the error
//      envelope, /healthz reports it, and the server recovers by itself when the proxy is back.
//
// Database: LOAD_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/equilibrio_load,
// created when missing). Prints the figures; exits 1 when an assertion fails.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  addressBody,
  callApi,
  dependantBody,
  freePort,
  requestBody,
  signUp,
  waitFor,
} from './api-client.mjs';
import { ensureDatabase } from './cluster-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const arg = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const DURATION_S = Number(arg('duration') ?? process.env.LOAD_DURATION ?? 60);
const USERS = Number(arg('users') ?? process.env.LOAD_USERS ?? 200);
const DATABASE_URL =
  process.env.LOAD_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/equilibrio_load';
const RUN = randomBytes(3).toString('hex');
const failures = [];
const clientErrors = [];
const check = (ok, message) => {
  if (!ok) failures.push(message);
  console.log(`  ${ok ? '✓' : '✗'} ${message}`);
};

// ---------------------------------------------------------------- infrastructure

/** A TCP proxy to PostgreSQL that can be cut (listener closed, live connections destroyed). */
function startProxy(targetHost, targetPort, port) {
  const sockets = new Set();
  let server;
  const listen = () =>
    new Promise((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(targetPort, targetHost);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => {});
        }
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  return {
    listen,
    async cut() {
      await new Promise((resolve) => {
        server.close(resolve);
        for (const s of sockets) s.destroy();
      });
    },
  };
}

function startServer(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const keep = (chunk) => {
    log = (log + chunk).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  child.log = () => log;
  return child;
}

// ---------------------------------------------------------------- the API as a customer

// Consonants only: a codice fiscale's name part is consonants first, so any mix of them is valid.
const letters = 'BCDFGHLMNPRSTVZ';
const ODD = [
  1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23,
];
function fiscalCode(n) {
  const name = Array.from({ length: 6 }, (_, i) => letters[Math.floor(n / 15 ** i) % 15]).join('');
  const base = `${name}85T10A562`;
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    const c = base[i];
    const v = /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
    sum += i % 2 === 0 ? ODD[v] : v;
  }
  return base + String.fromCharCode(65 + (sum % 26));
}

function client(base, ip) {
  const stats = { calls: 0, byStatus: {}, latency: {} };
  const call = async (label, method, url, { token, body } = {}) => {
    const { status, json, start, end } = await callApi(base, method, url, {
      token,
      body,
      headers: { 'x-forwarded-for': ip },
    });
    const ms = end - start;
    if (status >= 400 && status !== 503 && clientErrors.length < 5)
      clientErrors.push(`${label} ${status} ${JSON.stringify(json).slice(0, 200)}`);
    stats.calls += 1;
    stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1;
    stats.latency[label] = [...(stats.latency[label] ?? []), ms];
    return { status, json };
  };
  const reset = () => {
    stats.calls = 0;
    stats.byStatus = {};
    stats.latency = {};
  };
  return { call, stats, reset };
}

async function newCustomer(base, n) {
  const ip = `10.${(n >> 8) & 255}.${n & 255}.${1 + (RUN.charCodeAt(0) % 200)}`;
  const api = client(base, ip);
  const account = await signUp(
    (method, path, options) => api.call('signUp', method, path, options),
    `load.${RUN}.${n}@example.it`,
    'Carico!2345',
  );
  const user = { n, uid: account.uid, token: account.token, api, email: account.email };
  const dep = await api.call('addDependant', 'POST', '/v1/dependents/', {
    token: user.token,
    body: dependant(user, 0),
  });
  const addr = await api.call('setup', 'POST', '/v1/user-address', {
    token: user.token,
    body: addressBody(user.uid, `Via del Carico ${n}`),
  });
  if (dep.status !== 201 || addr.status >= 300)
    throw new Error(`setup ${dep.status} ${addr.status} ${JSON.stringify(addr.json)}`);
  user.dependantId = dep.json.id;
  user.addressId = addr.json.id;
  user.acked = { requests: [], dependants: [dep.json.id], profile: null, profileTried: [] };
  return user;
}

const dependant = (user, i) => dependantBody(user.uid, `Assistito ${user.n}-${i}`);

async function journeyStep(user, i) {
  const { call } = user.api;
  const pick = Math.random();
  const t = user.token;
  if (pick < 0.35) {
    return call('list', 'GET', `/v2/requests/${user.uid}/requests?page=0&pageSize=10`, {
      token: t,
    });
  }
  if (pick < 0.6) {
    const id = user.acked.requests.at(-1);
    if (!id) return call('list', 'GET', `/v2/requests/${user.uid}/requests`, { token: t });
    return call('detail', 'GET', `/v2/requests/${id}`, { token: t });
  }
  if (pick < 0.75) {
    const res = await call('createRequest', 'POST', '/v2/requests', {
      token: t,
      body: requestBody(user, { notes: `Carico ${RUN} ${user.n}-${i}` }),
    });
    if (res.status === 201 || res.status === 200) user.acked.requests.push(res.json.id);
    return res;
  }
  if (pick < 0.9) {
    const name = `Nome${i}`;
    user.acked.profileTried.push(name);
    const res = await call(
      'updateProfile',
      'PATCH',
      `/api/v1/user-controller/${user.uid}/update-profile`,
      {
        token: t,
        body: {
          name,
          surname: `Carico${user.n}`,
          phone: '+39 333 1234567',
          fiscalCode: fiscalCode(user.n),
        },
      },
    );
    if (res.status === 200) user.acked.profile = name;
    return res;
  }
  const res = await call('addDependant', 'POST', '/v1/dependents/', {
    token: t,
    body: dependant(user, i),
  });
  if (res.status === 201) user.acked.dependants.push(res.json.id);
  return res;
}

// ---------------------------------------------------------------- reporting

const pct = (values, p) => {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

function report(users, seconds) {
  const byStatus = {};
  const latency = {};
  let calls = 0;
  for (const u of users) {
    calls += u.api.stats.calls;
    for (const [s, c] of Object.entries(u.api.stats.byStatus)) byStatus[s] = (byStatus[s] ?? 0) + c;
    for (const [l, v] of Object.entries(u.api.stats.latency))
      latency[l] = [...(latency[l] ?? []), ...v];
  }
  console.log(
    `  ${calls} calls in ${seconds.toFixed(1)} s = ${(calls / seconds).toFixed(0)} req/s`,
  );
  console.log(`  statuses: ${JSON.stringify(byStatus)}`);
  console.log('  action          calls   p50 ms   p95 ms   p99 ms   max ms');
  for (const [label, values] of Object.entries(latency).sort()) {
    console.log(
      `  ${label.padEnd(14)} ${String(values.length).padStart(6)} ${[50, 95, 99, 100]
        .map((p) => pct(values, p).toFixed(0).padStart(8))
        .join(' ')}`,
    );
  }
  if (clientErrors.length) console.log(`  first 4xx answers:\n    ${clientErrors.join('\n    ')}`);
  return { calls, byStatus };
}

// ---------------------------------------------------------------- main

async function main() {
  const pgUrl = new URL(DATABASE_URL);
  await ensureDatabase(DATABASE_URL);
  const proxyPort = await freePort();
  const port = await freePort();
  const proxy = startProxy(pgUrl.hostname, Number(pgUrl.port || 5432), proxyPort);
  await proxy.listen();
  const viaProxy = new URL(DATABASE_URL);
  viaProxy.host = `127.0.0.1:${proxyPort}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-load-'));
  const env = {
    ...process.env,
    NODE_ENV: 'development',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: viaProxy.toString(),
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    // The load generator, on this machine, plays the proxy: each virtual customer's own address.
    TRUST_PROXY: '127.0.0.1',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    // Each customer creates a request in 15 % of its steps (about 9 a minute, up to ~20 for the
    // busiest, plus the crash check's): far over a family's 10 an hour, which is not under test.
    REQUEST_CREATES_PER_HOUR: '100000',
    REQUEST_EDITS_PER_HOUR: '100000',
  };
  env.REDIS_URL = undefined;
  delete env.REDIS_URL;
  const base = `http://127.0.0.1:${port}`;
  const db = new pg.Pool({ connectionString: DATABASE_URL, max: 4 });
  let server = startServer(env);
  try {
    await waitFor(`${base}/readyz`, 60_000);

    // 1. Load
    console.log(
      `\n1. Load: ${USERS} virtual customers for ${DURATION_S} s (database ${pgUrl.pathname.slice(1)})`,
    );
    const setupStart = performance.now();
    const users = [];
    for (let i = 0; i < USERS; i += 20) {
      users.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(20, USERS - i) }, (_, k) => newCustomer(base, i + k)),
        )),
      );
    }
    console.log(
      `  ${USERS} customers signed up with a dependant and an address in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
    );
    for (const u of users) u.api.reset();
    const until = Date.now() + DURATION_S * 1000;
    const started = performance.now();
    await Promise.all(
      users.map(async (user) => {
        for (let i = 1; Date.now() < until; i++) await journeyStep(user, i);
      }),
    );
    const { byStatus } = report(users, (performance.now() - started) / 1000);
    const fiveXX = Object.entries(byStatus)
      .filter(([s]) => Number(s) >= 500)
      .reduce((n, [, c]) => n + c, 0);
    const noAnswer = byStatus[0] ?? 0;
    check(fiveXX === 0, `zero 5xx (${fiveXX})`);
    check(noAnswer === 0, `every call answered (${noAnswer} without an answer)`);
    const fourXX = Object.entries(byStatus)
      .filter(([s]) => Number(s) >= 400 && Number(s) < 500)
      .reduce((n, [, c]) => n + c, 0);
    check(fourXX === 0, `every journey step accepted (${fourXX} 4xx)`);
    const lost = await lostWrites(db, users);
    const acked = users.reduce(
      (n, u) => n + u.acked.requests.length + u.acked.dependants.length + (u.acked.profile ? 1 : 0),
      0,
    );
    check(
      lost.length === 0,
      `zero lost writes: ${acked} acknowledged writes all in the database${lost.length ? ` — lost: ${lost.slice(0, 5).join('; ')}` : ''}`,
    );

    // 2. Crash in the middle of 100 concurrent writes
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
            server.kill('SIGKILL');
          }
        }),
    );
    await Promise.all(writes);
    console.log(
      `  killed after ${killedAfter} answers; ${ackedIds.length} writes acknowledged, ${100 - ackedIds.length} cut off`,
    );
    await new Promise((resolve) =>
      server.exitCode !== null || server.signalCode ? resolve() : server.on('exit', resolve),
    );
    server = startServer(env);
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
    const { rows: broken } = await db.query(
      `select r.id,
              (select count(*) from request_events e where e.request_id = r.id)::int as events,
              (select count(*) from request_dependants d where d.request_id = r.id)::int as dependants,
              (select count(*) from consent_records c where c.request_id = r.id)::int as consents
         from requests r
        where r.customer_uid = any($1::text[]) and r.business_line = 'COLF'`,
      [uids],
    );
    const half = broken.filter((r) => r.events < 1 || r.dependants < 1 || r.consents < 1);
    check(
      half.length === 0,
      `database consistent: ${broken.length} crash-test requests, none half-written (${half.length})`,
    );
    const after = await writers[0].api.call(
      'afterCrash',
      'GET',
      `/v2/requests/${writers[0].uid}/requests`,
      { token: writers[0].token },
    );
    check(after.status === 200, `the restarted server answers (${after.status})`);

    // 3. Database outage through the proxy
    console.log('\n3. Database outage (proxy cut), then back');
    const u = users[0];
    await proxy.cut();
    const cutAt = Date.now();
    const during = [];
    // Reads that go to the database. (The request list may still come from memory for the
    // moment the server takes to notice that its LISTEN session is gone; it then bypasses it.)
    const [requestId] = u.acked.requests;
    check(requestId !== undefined, `the outage's customer has a request (${requestId})`);
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
      await new Promise((r) => setTimeout(r, 250));
    }
    check(recovered >= 0, `recovers by itself when the database is back (${recovered} ms)`);
    check(
      server.exitCode === null && !server.signalCode,
      'the server process stayed up through the outage',
    );
  } catch (error) {
    failures.push(String(error?.stack ?? error));
    console.error(error);
    console.error(server.log?.());
  } finally {
    server.kill('SIGTERM');
    await db.end().catch(() => {});
    await proxy.cut().catch(() => {});
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    failures.length
      ? `\nFAILED:\n- ${failures.join('\n- ')}`
      : '\nAll load and fault checks passed.',
  );
  process.exit(failures.length ? 1 : 0);
}

async function lostWrites(db, users) {
  const lost = [];
  const requestIds = users.flatMap((u) => u.acked.requests);
  const dependantIds = users.flatMap((u) => u.acked.dependants);
  const { rows: r } = await db.query(
    'select id, customer_uid from requests where id = any($1::int[])',
    [requestIds],
  );
  const found = new Map(r.map((row) => [row.id, row.customer_uid]));
  for (const u of users)
    for (const id of u.acked.requests)
      if (found.get(id) !== u.uid) lost.push(`request ${id} of ${u.uid}`);
  const { rows: d } = await db.query(
    'select id, user_uid from dependants where id = any($1::int[])',
    [dependantIds],
  );
  const foundD = new Map(d.map((row) => [row.id, row.user_uid]));
  for (const u of users)
    for (const id of u.acked.dependants)
      if (foundD.get(id) !== u.uid) lost.push(`dependant ${id} of ${u.uid}`);
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

await main();
