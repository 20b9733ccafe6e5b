// test:load, the yardstick: a bare Fastify "hello world" (scripts/bench/hello.mjs, as bench:api's)
// driven right after the load by as many clients, with the same HTTP client, from the same
// process, on the same machine: what this machine and this load generator can do at best at that
// moment. The load's requests/s is read against it (a busy neighbour lowers both).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { callApi, freePort } from '../api-client.mjs';
import { cpuMs, root } from '../lib.mjs';
import { percentile } from '../verdict.mjs';

/** `{ reqPerSec, p50, p95, p99, serverCpuMsPerCall }` of `clients` looping for `seconds`. */
export async function helloWorld({ clients, seconds }) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [path.join(root, 'scripts/bench/hello.mjs'), String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    await new Promise((resolve, reject) => {
      let out = '';
      child.stdout.on('data', (chunk) => {
        out += chunk;
        if (out.includes('ready')) resolve();
      });
      child.on('exit', (code) => reject(new Error(`hello world exited (${code})`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const latencies = [];
    let failed = 0;
    const cpuBefore = cpuMs(child.pid);
    const started = performance.now();
    const until = Date.now() + seconds * 1000;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (Date.now() < until) {
          const { status, start, end } = await callApi(base, 'GET', '/');
          if (status === 200) latencies.push(end - start);
          else failed += 1;
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    const cpu = cpuMs(child.pid) - cpuBefore;
    return {
      calls: latencies.length,
      failed,
      reqPerSec: latencies.length / elapsed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      serverCpuMsPerCall: Number.isFinite(cpu) ? cpu / latencies.length : undefined,
    };
  } finally {
    child.kill('SIGKILL');
  }
}
