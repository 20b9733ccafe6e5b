// The pieces of `npm run cluster` (and `npm run test:cluster`, `npm run test:load`): N server
// processes on PostgreSQL and Redis behind nginx, on one port. Plain Node, no dependencies
// besides `pg`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { waitFor } from './api-client.mjs';
import { root } from './lib.mjs';
import { ensureServerBuild, serverProgram } from './server-build.mjs';

const which = (cmd) =>
  spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).stdout.trim();

export function findNginx() {
  return which('nginx') || (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : '');
}

export function reachable(url) {
  return new Promise((resolve) => {
    const { hostname, port } = new URL(url.replace(/^[a-z]+:/, 'http:'));
    const socket = net.connect({ host: hostname, port: Number(port) }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** What is missing to run a cluster here, each with how to get it (empty: all there). */
export async function clusterProblems({
  databaseUrl,
  redisUrl,
  databaseVariable = 'DATABASE_URL',
  redisVariable = 'REDIS_URL',
}) {
  const problems = [];
  if (!findNginx()) problems.push('nginx is not installed (sudo apt-get install -y nginx)');
  if (!(await reachable(databaseUrl))) {
    problems.push(
      `PostgreSQL does not answer at ${new URL(databaseUrl).host} (sudo apt-get install -y postgresql, or set ${databaseVariable})`,
    );
  }
  if (!(await reachable(redisUrl))) {
    problems.push(
      `Redis does not answer at ${new URL(redisUrl).host} (sudo apt-get install -y redis-server, or set ${redisVariable})`,
    );
  }
  return problems;
}

/** Creates the database when missing; with `reset`, drops it first (a clean test run). */
export async function ensureDatabase(url, { reset = false } = {}) {
  const { default: pg } = await import('pg');
  const name = new URL(url).pathname.slice(1).replaceAll('"', '');
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    if (reset) await client.query(`drop database if exists "${name}" with (force)`);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Applies the migrations once, before any server starts (as a deploy step would). */
export function migrateOnce(env) {
  ensureServerBuild();
  const result = spawnSync(process.execPath, [serverProgram('migrate-cli')], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  return result.status === 0;
}

/**
 * The address nginx (startNginx) connects to the servers from: their TRUST_PROXY. Named, not
 * `true`, so only nginx's X-Forwarded-For counts and a client's own is never believed.
 */
export const NGINX_ADDRESSES = '127.0.0.1';

/** One process of the compiled server with `env`; `stdio` as for spawn; `nodeArgs` Node's own. */
export function startServer(env, stdio = ['ignore', 'inherit', 'inherit'], nodeArgs = []) {
  ensureServerBuild();
  return spawn(process.execPath, [...nodeArgs, serverProgram('main')], {
    cwd: root,
    stdio,
    env,
  });
}

/**
 * Starts one server process per port (MIGRATE_ON_START=false; only the first seeds demo data).
 * `stdio` as for spawn; `pipe` lets the caller read each process's log.
 */
export function startServers({ ports, env, stdio = ['ignore', 'inherit', 'inherit'] }) {
  return ports.map((port, index) =>
    startServer(
      {
        ...env,
        PORT: String(port),
        HOST: '127.0.0.1',
        MIGRATE_ON_START: 'false',
        SEED_DEMO: index === 0 ? (env.SEED_DEMO ?? 'true') : 'false',
      },
      stdio,
    ),
  );
}

/**
 * The cluster brought up in order: the server processes on `upstreamPorts` (the first loads the
 * demo data), each waited for until ready, then nginx on `port` in front of them, waited for too.
 * `started(processes, kind)` receives the servers, then nginx, as soon as each is spawned (to read
 * their logs, and to stop them whatever happens next: they are the caller's to stop). Rejects
 * when a part does not come up in time.
 */
export async function startCluster({
  port,
  upstreamPorts,
  env,
  stdio,
  nginxStdio,
  started,
  readyTimeoutMs,
}) {
  started(startServers({ ports: upstreamPorts, env, stdio }), 'servers');
  await Promise.all(
    upstreamPorts.map((p) => waitFor(`http://127.0.0.1:${p}/readyz`, readyTimeoutMs)),
  );
  started([startNginx({ port, upstreamPorts, stdio: nginxStdio })], 'nginx');
  await waitFor(`http://127.0.0.1:${port}/healthz`, 20_000);
}

/** Renders deploy/nginx.conf for local ports in a temporary prefix and starts nginx on `port`. */
export function startNginx({ port, upstreamPorts, stdio = 'inherit' }) {
  const nginx = findNginx();
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'equilibrio-nginx-'));
  fs.mkdirSync(path.join(prefix, 'logs'));
  const template = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8');
  const upstreams = upstreamPorts
    .map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`)
    .join('\n');
  const conf = template
    // The template's servers become the local ones; the rest of the upstream block stays.
    .replace(/(?:^ *server app\d+:\d+[^\n]*\n)+/m, `${upstreams}\n`)
    .replace(/listen \d+;/, `listen ${port};`)
    .replace(/^# @local$/m, `pid ${prefix}/nginx.pid;\nerror_log ${prefix}/logs/error.log warn;`)
    .replace(
      /^ {2}# @local-http$/m,
      `access_log off;\n  client_body_temp_path ${prefix}/body;\n  proxy_temp_path ${prefix}/proxy;`,
    );
  fs.writeFileSync(path.join(prefix, 'nginx.conf'), conf);
  const mimeTypes = fs.existsSync('/etc/nginx/mime.types')
    ? fs.readFileSync('/etc/nginx/mime.types', 'utf8')
    : 'types { text/html html; application/javascript js; text/css css; }\n';
  fs.writeFileSync(path.join(prefix, 'mime.types'), mimeTypes);
  const child = spawn(
    nginx,
    ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-g', 'daemon off;'],
    { stdio },
  );
  child.on('exit', () => fs.rmSync(prefix, { recursive: true, force: true }));
  return Object.assign(child, { prefix });
}

/** SIGTERM to every child still running; resolves when all exited (SIGKILL after `graceMs`). */
export async function stopAll(children, graceMs = 11_000) {
  const alive = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = alive.map((child) => new Promise((resolve) => child.once('exit', resolve)));
  for (const child of alive) child.kill('SIGTERM');
  const timer = setTimeout(() => {
    for (const child of alive) child.kill('SIGKILL');
  }, graceMs);
  await Promise.all(exited);
  clearTimeout(timer);
}
