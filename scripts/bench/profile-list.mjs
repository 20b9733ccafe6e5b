// Dev aid (not a benchmark): seeds PostgreSQL, runs the server with --cpu-prof, drives the list
// endpoint for a while, and prints the functions with the most self time.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freshDatabase, runProcess, startProcess, waitForHttp } from './lib.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const which = process.argv[2] ?? 'list';
const scratch = await freshDatabase(process.env.DATABASE_URL, 'prof');
const env = { DATABASE_URL: scratch.url };
const out = path.join(os.tmpdir(), 'eq-prof-seed.json');
await runProcess(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'seed-api.ts')], {
  env: { ...env, LOG_LEVEL: 'silent', BENCH_SEED_OUT: out, BENCH_NPS_USERS: '10' },
});
const data = JSON.parse(fs.readFileSync(out, 'utf8'));
const profDir = '/tmp/prof';
fs.rmSync(profDir, { recursive: true, force: true });
const server = startProcess(
  process.execPath,
  ['--cpu-prof', `--cpu-prof-dir=${profDir}`, '--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
  { name: 'server', env: { PORT: '4390', HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', NODE_ENV: 'production', WEB_DIST_DIR: path.join(root, 'apps/web/dist'), ...env } },
);
await waitForHttp('http://127.0.0.1:4390/healthz');
const url =
  which === 'detail'
    ? `http://127.0.0.1:4390/v2/requests/${data.requestIds.at(-1)}`
    : `http://127.0.0.1:4390/v2/requests/${data.uid}/requests?page=0&pageSize=10`;
const result = await autocannon({ url, connections: 50, duration: Number(process.argv[3] ?? 10), headers: { authorization: `Bearer ${data.token}` } });
console.log(`${which}: ${result.requests.average} req/s p50 ${result.latency.p50} p99 ${result.latency.p99} non2xx ${result.non2xx}`);
await server.stop();
await scratch.drop();
