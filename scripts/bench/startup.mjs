// npm run bench:startup — how long the server takes from `node` to a 200 on /readyz, on
// PostgreSQL, as a production process starts (NODE_ENV=production, no demo data). Target: 2 s.
//
// A scratch database `<name>_startup` is created next to DATABASE_URL's (default
// postgres://postgres@127.0.0.1:5432/test) and dropped at the end. Measured:
//   - cold: the empty database, migrations applied at start (the first deploy), once;
//   - warm: the migrated database (every later start), --runs times (default 5);
// for the compiled server (what `npm start` and the image run) and, for comparison, the sources
// through tsx (what it ran before). Prints one line each: median, min and max, and the CPU time
// the server used to get ready (Linux), which a busy machine does not inflate as it does the wall time.
//
// Options: --runs 5 --port 4390
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ensureDatabase } from '../cluster-lib.mjs';
import { cpuMs, root } from '../lib.mjs';
import { ensureServerBuild, serverProgram } from '../server-build.mjs';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, port: { type: 'string', default: '4390' } },
});
const runs = Number(values.runs);
const port = Number(values.port);
const TARGET_MS = 2000;

const base = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
const scratch = new URL(base);
scratch.pathname = `/${base.pathname.slice(1)}_startup`;

const programs = {
  compiled: [serverProgram('main')],
  'tsx (sources)': ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
};

/**
 * From spawning the server to its first 200 on /readyz: the wall time and the CPU time the
 * server used (ms); then stops it.
 */
async function startOnce(args) {
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      MAIL_DISABLED: 'true',
      DATABASE_URL: scratch.toString(),
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
    },
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  try {
    for (;;) {
      if (exited) throw new Error(`the server stopped before it was ready:\n${stderr}`);
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.status === 200,
        () => false,
      );
      if (ready) return { wall: performance.now() - started, cpu: cpuMs(child.pid) };
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  } finally {
    if (!exited) {
      const gone = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGINT');
      await gone;
    }
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

ensureServerBuild();
console.log(
  `Start-up to /readyz on PostgreSQL (${scratch.host}${scratch.pathname}), NODE_ENV=production, target ≤ ${seconds(TARGET_MS)}`,
);
const lines = [];
try {
  for (const [name, args] of Object.entries(programs)) {
    await ensureDatabase(scratch.toString(), { reset: true });
    const cold = await startOnce(args);
    const starts = [];
    for (let i = 0; i < runs; i += 1) starts.push(await startOnce(args));
    const warm = starts.map((start) => start.wall);
    const cpu = starts.map((start) => start.cpu).filter((ms) => ms !== undefined);
    const line = {
      server: name,
      cold: seconds(cold.wall),
      'warm median': seconds(median(warm)),
      'warm min': seconds(Math.min(...warm)),
      'warm max': seconds(Math.max(...warm)),
      ...(cpu.length ? { 'warm CPU median': seconds(median(cpu)) } : {}),
      target: median(warm) <= TARGET_MS ? 'met' : 'missed',
    };
    lines.push(line);
    console.log(
      Object.entries(line)
        .map(([key, value]) => `${key}: ${value}`)
        .join('  ·  '),
    );
  }
} finally {
  const { default: pg } = await import('pg');
  const admin = new URL(scratch);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`drop database if exists "${scratch.pathname.slice(1)}" with (force)`);
  await client.end();
}
if (lines[0]?.target === 'missed') process.exitCode = 1;
