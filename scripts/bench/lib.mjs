// Helpers shared by the benchmark scripts: child processes, readiness, autocannon, output.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { waitFor } from '../api-client.mjs';
import { ensureServerBuild, serverProgram } from '../server-build.mjs';

export const root = path.resolve(import.meta.dirname, '../..');
export const resultsDir = path.join(root, 'bench/results');

/** `--name value` and `--flag` arguments. */
export function parseArgs(argv = process.argv.slice(2)) {
  const args = {};
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i]?.replace(/^--/, '');
    if (!key) continue;
    const next = argv[i + 1];
    if (next === undefined || next.startsWith('--')) args[key] = true;
    else {
      args[key] = next;
      i++;
    }
  }
  return args;
}

const children = new Set();
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill('SIGTERM');
    process.exit(130);
  });
}
process.on('exit', () => {
  for (const child of children) child.kill('SIGTERM');
});

/** Starts a child process, keeps its output (shown if it dies), kills it when we exit. */
export function startProcess(command, args, { env, name }) {
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  child.stderr.on('data', (chunk) => {
    output = (output + chunk).slice(-20_000);
  });
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!child.stopping) {
      console.error(`${name} stopped (${code ?? signal}):\n${output}`);
      process.exit(1);
    }
  });
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        child.stopping = true;
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/** Runs a command to completion and returns its stdout (throws with its output on failure). */
export function runProcess(command, args, { env } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => {
      stdout += chunk;
    });
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('exit', (code) =>
      code === 0
        ? resolve(stdout)
        : reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${stderr}${stdout}`)),
    );
  });
}

/** The real server, compiled, as `npm start` runs it. */
export async function startServer({ port, env, readyTimeoutMs = 60_000 }) {
  ensureServerBuild();
  const server = startProcess(process.execPath, [serverProgram('main')], {
    name: 'server',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      WEB_DIST_DIR: path.join(root, 'apps/web/dist'),
      ...env,
    },
  });
  await waitFor(`http://127.0.0.1:${port}/healthz`, readyTimeoutMs, (status) => status < 500);
  return server;
}

/**
 * The server a browser benchmark measures: the one already running at `runningUrl` (with the demo
 * data), else a fresh one on `port` with a new PGlite database and the demo data, removed by
 * `stop`. `base` is its origin.
 */
export async function demoServer({ runningUrl, port, name }) {
  if (runningUrl) return { base: new URL(runningUrl).origin, stop: async () => {} };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `eq-bench-${name}-`));
  const server = await startServer({
    port,
    env: { DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development', SEED_DEMO: 'true' },
    readyTimeoutMs: 600_000,
  });
  return {
    base: `http://localhost:${port}`,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One autocannon measurement: a warm-up run (not recorded), then the measured run.
 * `setupRequest` may change each request (e.g. rotate tokens).
 */
export async function measure({ url, connections, duration, warmup, request = {} }) {
  const options = {
    url,
    connections,
    pipelining: 1,
    method: request.method ?? 'GET',
    headers: request.headers,
    body: request.body,
    requests: request.setupRequest ? [{ setupRequest: request.setupRequest }] : undefined,
  };
  // What the refused calls said: the error code of each non-2xx answer, counted.
  const refusals = {};
  const setupClient = (client) => {
    let status = 0;
    client.on('headers', (headers) => {
      status = headers.statusCode;
    });
    client.on('body', (body) => {
      if (status < 300) return;
      const text = body.toString();
      const code =
        text.match(/"message":"([A-Z_]+)/)?.[1] ?? text.match(/"code":"([A-Z_]+)/)?.[1] ?? 'other';
      const key = `${status} ${code}`;
      refusals[key] = (refusals[key] ?? 0) + 1;
    });
  };
  if (warmup > 0) await autocannon({ ...options, duration: warmup });
  const result = await autocannon({ ...options, duration, setupClient });
  return {
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    total: result.requests.total,
    non2xx: result.non2xx,
    // Answers that did what was asked (a sign-in flood mostly gets "busy, try later").
    okPerSec: Math.round((result.requests.total - result.non2xx) / duration),
    errors: result.errors,
    timeouts: result.timeouts,
    statusCodes: result.statusCodeStats,
    refusals,
  };
}

/**
 * The autocannon settings of an API benchmark (`--connections 50 --duration 10 --warmup 3`,
 * seconds), printed under the machine it runs on; answers them and the machine.
 */
export function announceLoadRun(name, args) {
  const connections = Number(args.connections ?? 50);
  const duration = Number(args.duration ?? 10);
  const warmup = Number(args.warmup ?? 3);
  const machine = machineInfo();
  console.log(
    `${name} — ${machine.nproc} × ${machine.cpu}, Node ${machine.node}, load ${machine.loadAverage.join(' ')}`,
  );
  console.log(
    `${connections} connections, ${warmup} s warm-up, ${duration} s measured per endpoint\n`,
  );
  return { connections, duration, warmup, machine };
}

export function machineInfo() {
  const cpus = os.cpus();
  return {
    nproc: cpus.length,
    cpu: cpus[0]?.model ?? 'unknown',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    platform: `${os.type()} ${os.release()}`,
    loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
  };
}

export function writeResults(name, data) {
  fs.mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const body = `${JSON.stringify({ ...data, at: new Date().toISOString() }, null, 2)}\n`;
  fs.writeFileSync(path.join(resultsDir, `${name}-${stamp}.json`), body);
  fs.writeFileSync(path.join(resultsDir, `${name}-latest.json`), body);
  return path.join(resultsDir, `${name}-latest.json`);
}

/** Prints rows as an aligned text table. */
export function printTable(headers, rows) {
  const widths = headers.map((header, i) =>
    Math.max(header.length, ...rows.map((row) => String(row[i]).length)),
  );
  const line = (cells) => cells.map((cell, i) => String(cell).padEnd(widths[i])).join('  ');
  console.log(line(headers));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** A sibling database of DATABASE_URL's, created empty (dropped first if present). */
export async function freshDatabase(baseUrl, suffix) {
  const url = new URL(baseUrl);
  const name = `${url.pathname.slice(1) || 'postgres'}_${suffix}`.replace(/[^\w]/g, '_');
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  await admin.end();
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: baseUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
