// npm run cluster: 3 server processes on PostgreSQL and Redis behind nginx, on one port —
// the scale-out set-up of a production deployment, on this machine with real parts.
// Needs nginx, a PostgreSQL server and a Redis server (Debian: apt-get install -y nginx
// postgresql redis-server). DATABASE_URL / REDIS_URL point at existing ones.
import {
  clusterProblems,
  ensureDatabase,
  migrateOnce,
  NGINX_ADDRESSES,
  startCluster,
  stopAll,
} from './cluster-lib.mjs';
import { checkNode, ensureWebBuild } from './lib.mjs';

checkNode();
const port = Number(process.env.PORT ?? 8090);
const instances = Number(process.env.CLUSTER_SIZE ?? 3);
const databaseUrl =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/equilibrio_cluster';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const problems = await clusterProblems({ databaseUrl, redisUrl });
if (problems.length) {
  console.error(`npm run cluster cannot start:\n  - ${problems.join('\n  - ')}`);
  process.exit(1);
}

try {
  await ensureDatabase(databaseUrl);
} catch (error) {
  console.error(
    `Cannot prepare database ${new URL(databaseUrl).pathname.slice(1)}: ${error.message}`,
  );
  process.exit(1);
}
ensureWebBuild();

const baseEnv = {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  DATABASE_URL: databaseUrl,
  REDIS_URL: redisUrl,
  // nginx, on this machine, is the only proxy in front of the servers.
  TRUST_PROXY: NGINX_ADDRESSES,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
};
if (!migrateOnce(baseEnv)) process.exit(1);

const upstreamPorts = Array.from({ length: instances }, (_, i) => port + 1 + i);
const children = [];
let stopping = false;
const stop = async (code = 0) => {
  if (stopping) return;
  stopping = true;
  await stopAll(children);
  process.exit(code);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

const started = (processes, kind) => {
  children.push(...processes);
  if (kind !== 'servers') return;
  for (const [index, child] of processes.entries()) {
    child.on('exit', (code, signal) => {
      if (!stopping)
        console.error(`server on port ${upstreamPorts[index]} exited (${code ?? signal})`);
    });
  }
};
try {
  await startCluster({ port, upstreamPorts, env: baseEnv, started });
} catch (error) {
  console.error(error.message);
  await stop(1);
}
// Stopped while it came up (a signal, or a part that did not): stop() ends the process.
if (!stopping)
  console.log(
    `\nEquilibrio (cluster) è pronto su http://localhost:${port} — ${instances} processi (${upstreamPorts.join(', ')}) dietro nginx, PostgreSQL ${new URL(databaseUrl).host}, Redis ${new URL(redisUrl).host}\n`,
  );
