// npm run bench:scale — the request list and detail with 1 thousand and with 1 million requests
// (100 thousand customers, 10 requests each) in PostgreSQL, and the tutor's caregiver
// suggestions over 10 000 caregivers (issue 23; timed in-process, its plan EXPLAINed).
//
// For each size: a scratch database `<DATABASE_URL's name>_scale_<size>` is created, migrated and
// bulk-loaded with generate_series SQL, the real server is started on it, and autocannon drives
// the list and detail endpoints as customers spread over the whole table (one token per
// connection turn), with the list's in-memory cache off (CACHE_REQUEST_LISTS=false), so every
// read goes to the database. Prints p50/p99 at both sizes, the 1M/1k ratio, and the query plans
// (EXPLAIN ANALYZE) of the hot queries. The scratch databases are dropped unless --keep.
//
// Options: --sizes 1000,1000000 --duration 10 --warmup 3 --connections 50 --port 4334 --keep
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  announceLoadRun,
  freshDatabase,
  machineInfo,
  measure,
  parseArgs,
  printTable,
  runProcess,
  startServer,
  writeResults,
} from './lib.mjs';

const args = parseArgs();
const sizes = String(args.sizes ?? '1000,1000000')
  .split(',')
  .map(Number);
const port = Number(args.port ?? 4334);
const baseUrl = process.env.DATABASE_URL;
if (!baseUrl) {
  console.error(
    'bench:scale needs PostgreSQL: DATABASE_URL=postgres://user@host:5432/db npm run bench:scale\n' +
      '(scratch databases <db>_scale_<size> are created next to it and dropped afterwards)',
  );
  process.exit(2);
}

const { connections, duration, warmup, machine } = announceLoadRun('bench:scale', args);

const scaleDb = (command, arg, env) => {
  const outFile = path.join(os.tmpdir(), `eq-bench-scale-${process.pid}.json`);
  return runProcess(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'scale-db.ts'), command, String(arg ?? '')],
    { env: { ...env, LOG_LEVEL: 'silent', BENCH_SEED_OUT: outFile } },
  ).then((stdout) => {
    const data = fs.existsSync(outFile) ? JSON.parse(fs.readFileSync(outFile, 'utf8')) : null;
    fs.rmSync(outFile, { force: true });
    return { stdout, data };
  });
};

const label = (size) =>
  size >= 1e6 ? `${size / 1e6}M` : size >= 1e3 ? `${size / 1e3}k` : String(size);
const results = [];
const plans = {};
for (const size of sizes) {
  const scratch = await freshDatabase(baseUrl, `scale_${label(size).toLowerCase()}`);
  const env = { DATABASE_URL: scratch.url };
  try {
    const started = performance.now();
    console.log(`[${label(size)}] loading ${size} requests of ${Math.ceil(size / 10)} customers…`);
    await scaleDb('load', size, env);
    console.log(
      `[${label(size)}] loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { data: customers } = await scaleDb('tokens', 1000, env);
    const explained = await scaleDb('explain', '', env);
    plans[label(size)] = { text: explained.stdout, seqScans: explained.data.seqScans };
    const { p50, p99 } = explained.data.suggestionTimes;
    console.log(
      `[${label(size)}] suggestions over 10 000 caregivers: p50 ${p50} ms, p99 ${p99} ms`,
    );
    results.push({ size, endpoint: 'suggestions (10k caregivers, in-process)', p50, p99 });
    // The list's in-memory cache off: this measures how the database's reads scale.
    const server = await startServer({
      port,
      env: { ...env, NODE_ENV: 'production', MAIL_DISABLED: 'true', CACHE_REQUEST_LISTS: 'false' },
    });
    const base = `http://127.0.0.1:${port}`;
    let turn = 0;
    const next = () => customers[turn++ % customers.length];
    const endpoints = [
      {
        name: 'request list',
        setupRequest: (req) => {
          const customer = next();
          return {
            ...req,
            path: `/v2/requests/${customer.uid}/requests?page=0&pageSize=10`,
            headers: { ...req.headers, authorization: `Bearer ${customer.token}` },
          };
        },
      },
      {
        name: 'request detail',
        setupRequest: (req) => {
          const customer = next();
          return {
            ...req,
            path: `/v2/requests/${customer.requestId}`,
            headers: { ...req.headers, authorization: `Bearer ${customer.token}` },
          };
        },
      },
    ];
    for (const endpoint of endpoints) {
      process.stdout.write(`[${label(size)}] ${endpoint.name}… `);
      const result = await measure({
        url: `${base}/`,
        connections,
        duration,
        warmup,
        request: { setupRequest: endpoint.setupRequest },
      });
      console.log(`p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.reqPerSec} req/s`);
      results.push({ size, endpoint: endpoint.name, ...result });
    }
    await server.stop();
  } finally {
    if (!args.keep) await scratch.drop().catch(() => {});
  }
}

for (const [size, plan] of Object.entries(plans)) {
  console.log(`\n════ Query plans with ${size} requests ════${plan.text}`);
}

console.log('');
const rows = [];
for (const endpoint of ['request list', 'request detail']) {
  const bySize = results.filter((row) => row.endpoint === endpoint);
  for (const row of bySize) {
    rows.push([endpoint, label(row.size), row.reqPerSec, row.p50, row.p99, row.non2xx, row.errors]);
  }
  const [small, big] = [bySize[0], bySize.at(-1)];
  if (small && big && small !== big) {
    rows.push([
      endpoint,
      `${label(big.size)} / ${label(small.size)}`,
      `${(big.reqPerSec / small.reqPerSec).toFixed(2)}×`,
      `${(big.p50 / Math.max(small.p50, 1)).toFixed(2)}×`,
      `${(big.p99 / Math.max(small.p99, 1)).toFixed(2)}×`,
      '',
      '',
    ]);
  }
}
printTable(['endpoint', 'requests', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'], rows);
const seqScans = Object.values(plans).flatMap((plan) => plan.seqScans);
console.log(
  seqScans.length === 0
    ? '\nQuery plans: index scans only on the hot paths (no sequential scan of a table of 10 000 rows or more).'
    : `\nQuery plans: SEQUENTIAL SCANS: ${seqScans.join('; ')}`,
);
const file = writeResults('scale', {
  machine: { ...machine, loadAverageAfter: machineInfo().loadAverage },
  settings: { connections, duration, warmup, sizes },
  results,
  seqScans,
});
console.log(`\n→ ${path.relative(process.cwd(), file)}`);
process.exit(0);
