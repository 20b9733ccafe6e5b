// npm run cluster: 3 server processes on PostgreSQL and Redis behind nginx, on one port —
// the scale-out set-up of a production deployment, on this machine with real parts.
// Needs nginx, a PostgreSQL server and a Redis server (Debian: apt-get install -y nginx
// postgresql redis-server). DATABASE_URL / REDIS_URL point at existing ones.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { checkNode, ensureWebBuild, root } from './lib.mjs';

checkNode();
const port = Number(process.env.PORT ?? 8090);
const instances = Number(process.env.CLUSTER_SIZE ?? 3);
const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/equilibrio_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const which = (cmd) =>
  spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim();
const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port: p } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(p) }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
  });

const nginx = which('nginx') || (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : '');
const problems = [];
if (!nginx) problems.push('nginx is not installed (sudo apt-get install -y nginx)');
if (!(await reachable(databaseUrl.replace(/^postgres(ql)?:/, 'http:')))) {
  problems.push(
    `PostgreSQL does not answer at ${new URL(databaseUrl).host} (sudo apt-get install -y postgresql, or set DATABASE_URL)`,
  );
}
if (!(await reachable(redisUrl.replace(/^rediss?:/, 'http:')))) {
  problems.push(
    `Redis does not answer at ${new URL(redisUrl).host} (sudo apt-get install -y redis-server, or set REDIS_URL)`,
  );
}
if (problems.length) {
  console.error(`npm run cluster cannot start:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}

await ensureDatabase(databaseUrl);
ensureWebBuild();

const baseEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  TRUST_PROXY: 'true',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
};
const migrate = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'apps/server/src/db/migrate-cli.ts'],
  { cwd: root, env: baseEnv, stdio: 'inherit' },
);
if (migrate.status !== 0) process.exit(migrate.status ?? 1);

const children = [];
let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 11_000).unref();
  Promise.all(
    children.map((child) =>
      child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null,
    ),
  ).then(() => process.exit(code));
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
const upstreamPorts = Array.from({ length: instances }, (_, i) => port + 1 + i);
for (const [index, upstreamPort] of upstreamPorts.entries()) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...baseEnv,
      PORT: String(upstreamPort),
      HOST: '127.0.0.1',
      MIGRATE_ON_START: 'false',
      SEED_DEMO: index === 0 ? (process.env.SEED_DEMO ?? 'true') : 'false',
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    },
  });
  children.push(child);
  child.on('exit', (code) => {
    if (!stopping) console.error(`server on port ${upstreamPort} exited (${code})`);
  });
}

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'equilibrio-nginx-'));
fs.mkdirSync(path.join(prefix, 'logs'));
const template = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
const upstreams = upstreamPorts
  .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
  .join('\n');
const conf = template
  .replace(
    /upstream equilibrio \{[^}]*\}/s,
    `upstream equilibrio {\n${upstreams}\n    keepalive 64;\n  }`,
  )
  .replace(/listen \d+;/, `listen ${port};`)
  .replace(/^# @local$/m, `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log warn;`)
  .replace(
    /^ {2}# @local-http$/m,
    `access_log off;\n  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;`,
  );
fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
fs.copyFileSync('/etc/nginx/mime.types', path.join(prefix, 'mime.types'));

await Promise.all(upstreamPorts.map((p) => waitFor(`http://127.0.0.1:${p}/readyz`)));
const proxy = spawn(
  nginx,
  ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
  { stdio: 'inherit' },
);
children.push(proxy);
await waitFor(`http://127.0.0.1:${port}/healthz`);
console.log(
  `\nEquilibrio (cluster) è pronto su http://localhost:${port} — ${instances} processi (${upstreamPorts.join(', ')}) dietro nginx, PostgreSQL ${new URL(databaseUrl).host}, Redis ${new URL(redisUrl).host}\n`,
);

async function waitFor(url, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not become ready`);
}

async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name.replaceAll('"', '')}"`);
  } catch (error) {
    console.error(`Cannot prepare database ${name}: ${error.message}`);
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
}
