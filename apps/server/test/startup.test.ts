import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
/**
 * The compiled server, as `npm start` and the image run it (scripts/server-build.mjs; built when
 * its sources changed by the server tests' global set-up, as `npm start` does).
 */
const main = path.join(root, 'apps/server/dist/main.js');
/** Anywhere but the repository: the bundle finds its migrations and files by itself. */
const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-start-cwd-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eq-start-'));

/** This machine's first address that is not loopback, if it has one. */
const outsideAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;

type Started = { child: ChildProcess; url: string; output: () => string };

/** Runs the compiled server as `npm start` does and waits for the ready line. */
function start(env: Record<string, string>): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [main], {
      cwd: elsewhere,
      env: {
        PATH: process.env.PATH ?? '',
        LOG_LEVEL: 'warn',
        PORT: '0',
        WEB_DIST_DIR: '/nonexistent',
        ...env,
      },
    });
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/pronto su (http:\/\/localhost:\d+)/);
      if (match) resolve({ child, url: match[1]!, output: () => output });
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) =>
      reject(Object.assign(new Error(`exited ${code}`), { code, output })),
    );
  });
}

function runToExit(env: Record<string, string>) {
  return start(env).then(
    () => {
      throw new Error('expected the server to refuse to start');
    },
    (error: { code: number; output: string }) => error,
  );
}

/** The one line a server refusing `env` prints; it must exit 1 having printed nothing else. */
async function refusalLine(env: Record<string, string>) {
  const result = await runToExit(env);
  expect(result.code).toBe(1);
  const lines = result.output.trim().split('\n');
  expect(lines).toHaveLength(1);
  return lines[0];
}

function stop(started: Started): Promise<number | null> {
  return new Promise((resolve) => {
    started.child.on('exit', (code) => resolve(code));
    started.child.kill('SIGTERM');
  });
}

describe('npm start (the compiled server)', () => {
  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(elsewhere, { recursive: true, force: true });
  });

  // Two cold starts (migrations and demo data on PGlite): allow for a busy machine.
  it('starts on an empty DATA_DIR, keeps its data across restarts, and stops cleanly on SIGTERM', {
    timeout: 120_000,
  }, async () => {
    const first = await start({ DATA_DIR: dataDir });
    expect((await fetch(`${first.url}/healthz`)).status).toBe(200);
    // What the bundle reads at run time, found from dist/ whatever the working folder: the
    // migrations (ready = all applied), the gazetteer, the shipped files, the legal texts.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    const places = await fetch(`${first.url}/v1/places/autocomplete?input=Torino`);
    expect(JSON.stringify(await places.json())).toContain('Torino (TO)');
    expect((await fetch(`${first.url}/files/caregivers/cg-ana-popescu.svg`)).status).toBe(200);
    expect((await fetch(`${first.url}/v1/legal/privacy`)).status).toBe(200);
    // Outside production (no HOST): loopback only, the dev mailbox is not on the network.
    if (outsideAddress) {
      const port = new URL(first.url).port;
      await expect(fetch(`http://${outsideAddress}:${port}/healthz`)).rejects.toThrow();
    }
    const firstKeys = (await (await fetch(`${first.url}/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(await stop(first)).toBe(0);

    const second = await start({ DATA_DIR: dataDir });
    const secondKeys = (await (await fetch(`${second.url}/.well-known/jwks.json`)).json()) as {
      keys: { kid: string }[];
    };
    expect(secondKeys.keys.map((k: { kid: string }) => k.kid)).toEqual(
      firstKeys.keys.map((k: { kid: string }) => k.kid),
    );
    expect(await stop(second)).toBe(0);
  });

  it('says loudly that a network address outside production opens the dev mailbox', {
    timeout: 60_000,
  }, async () => {
    const onNetwork = await start({
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'eq-start-host-')),
      HOST: '0.0.0.0',
      SEED_DEMO: 'false',
    });
    // The log line is written asynchronously: it may follow the ready line.
    await expect
      .poll(() => onNetwork.output())
      .toContain('/dev/mailbox and the pending email codes are open');
    expect(await stop(onNetwork)).toBe(0);
  });

  it('refuses an unwritable DATA_DIR with one clear line', async () => {
    const blocker = path.join(dataDir, 'a-file');
    fs.writeFileSync(blocker, 'not a folder');
    expect(await refusalLine({ DATA_DIR: path.join(blocker, 'data') })).toMatch(
      /DATA_DIR .* is not a writable folder/,
    );
  });

  it('refuses a DATABASE_URL that does not answer with one clear line', async () => {
    expect(await refusalLine({ DATABASE_URL: 'postgres://eq@127.0.0.1:1/none' })).toMatch(
      /Cannot connect to PostgreSQL at postgres:\/\/eq@127\.0\.0\.1:1\/none: ECONNREFUSED/,
    );
  });

  it('refuses a TRUST_PROXY hop count with one clear line', async () => {
    expect(await refusalLine({ TRUST_PROXY: '2' })).toMatch(
      /^Equilibrio non può partire: Invalid configuration — TRUST_PROXY: a hop count cannot tell a proxy from a client: give the proxies' addresses or CIDRs instead/,
    );
  });

  it('names a bad variable', async () => {
    const result = await runToExit({ PORT: 'ottanta' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/PORT/);
  });
});
