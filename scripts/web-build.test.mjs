// The web build that `npm start`, the e2e server and the Dockerfile make: always production, and
// its stamp says when it must be made again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ensureWebBuild, webBuildEnv, webSourceHash } from './lib.mjs';

/** A message only React's development build carries (the production build has error codes). */
const DEVELOPMENT_ONLY = 'Each child in a list should have a unique';
/** What React's production build says instead of its messages. */
const PRODUCTION_ONLY = 'react.dev/errors/';

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'equilibrio-web-build-'));
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const scripts = (dir) =>
  fs
    .readdirSync(dir, { recursive: true })
    .filter((file) => String(file).endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(dir, String(file)), 'utf8'))
    .join('\n');

describe('the web build', () => {
  it('is a production build even when NODE_ENV=development is set (a common .env line)', () => {
    const outDir = path.join(scratch, 'dist');
    const env = { ...process.env, NODE_ENV: 'development' };
    expect(ensureWebBuild({ outDir, env })).toBe(true);

    const client = scripts(path.join(outDir, 'assets'));
    expect(client).toContain(PRODUCTION_ONLY);
    expect(client).not.toContain(DEVELOPMENT_ONLY);
    // Its schemas are built on first use (apps/web/src/first-paint/lazy-schemas.ts).
    expect(client).toContain('lazySchema: ');
    expect(client).toMatch(/`setPasswordSchema`,\(\)=>/);
    // The server-side part (the signed-in home's renderer) beside it, React's production build too.
    const server = scripts(path.join(scratch, 'dist-server'));
    expect(server).not.toContain(DEVELOPMENT_ONLY);

    // The stamp matches whatever NODE_ENV says now: a plain start reuses this build…
    expect(ensureWebBuild({ outDir, env: { ...process.env, NODE_ENV: 'production' } })).toBe(false);
    expect(ensureWebBuild({ outDir, env })).toBe(false);
    // …and a build stamped by anything else (an older script, another mode) is made again.
    expect(fs.readFileSync(path.join(outDir, '.source-hash'), 'utf8')).toBe(webSourceHash(env));
  });

  it('runs Vite with NODE_ENV=production whatever the caller has', () => {
    expect(webBuildEnv({ NODE_ENV: 'development', VITE_X: '1' })).toEqual({
      NODE_ENV: 'production',
      VITE_X: '1',
    });
    expect(webBuildEnv({}).NODE_ENV).toBe('production');
  });

  it('stamps the VITE_ variables the build reads, and not the others', () => {
    const base = { PATH: '/usr/bin' };
    const stamp = webSourceHash(base);
    expect(webSourceHash({ ...base, VITE_GOOGLE_MAPS_API_KEY: 'key' })).not.toBe(stamp);
    expect(webSourceHash({ ...base, PORT: '9999', DATABASE_URL: 'postgres://x' })).toBe(stamp);
    expect(webSourceHash({ ...base, NODE_ENV: 'development' })).toBe(stamp);
  });
});
