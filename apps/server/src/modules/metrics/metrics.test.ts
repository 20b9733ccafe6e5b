import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  createTestUser,
  injectAs,
  type TestApp,
  type TestUser,
  testConfig,
  withTestApp,
} from '../../../test/helpers';
import { buildApp } from '../../app';
import type { ManualClock } from '../../lib/clock';

const TOKEN = 'metrics-token-of-the-tests-0123456789';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The samples of a scrape: name, labels and value of each line. */
function parse(text: string) {
  return text
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
      if (!match) throw new Error(`not a sample line: ${line}`);
      const labels = Object.fromEntries(
        [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((m) => [m[1], m[2]]),
      );
      return { name: match[1]!, labels, value: Number(match[3]) };
    });
}

async function scrape(app: TestApp) {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer });
  expect(res.statusCode, res.body).toBe(200);
  return { text: res.body, samples: parse(res.body) };
}

/** The value of the one sample named `name` whose labels include `labels` (0 when absent). */
function sampleValue(
  samples: ReturnType<typeof parse>,
  name: string,
  labels: Record<string, string> = {},
) {
  const found = samples.filter(
    (s) =>
      s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  expect(found.length).toBeLessThanOrEqual(1);
  return found[0]?.value ?? 0;
}

describe('GET /metrics', () => {
  let app: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    app = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    user = await createTestUser(app);
  });
  afterAll(() => app.close());

  it('answers 404 when no METRICS_TOKEN is set', async () => {
    await withTestApp({}, async (plain) => {
      const res = await plain.inject({ method: 'GET', url: '/metrics', headers: bearer });
      expect(res.statusCode).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    });
  });

  it('needs the token: none, another, a user’s ID token or a Basic header → 401', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer metrics-token-of-the-tests-012345678' },
      { authorization: `Bearer ${TOKEN}x` },
      user.headers,
      { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    ]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.body).not.toContain('equilibrio_');
    }
  });

  it('is the Prometheus text format, never cached', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatch(/^# HELP equilibrio_http_requests_total /m);
    expect(res.body).toMatch(/^# TYPE equilibrio_http_request_duration_seconds histogram$/m);
    expect(res.body.endsWith('\n')).toBe(true);
  });

  it('counts requests by route pattern and status, with their durations', async () => {
    const before = await scrape(app);
    const route = { method: 'GET', route: '/v2/requests/:id' };
    const missing = 987_654_321;
    for (let i = 0; i < 3; i += 1) {
      expect((await injectAs(app, user, 'GET', `/v2/requests/${missing}`)).statusCode).toBe(404);
    }
    const unmatched = await app.inject({ method: 'GET', url: '/v9/nothing/ask-me-anything' });
    expect(unmatched.statusCode).toBe(404);
    const after = await scrape(app);

    const requests = 'equilibrio_http_requests_total';
    expect(
      sampleValue(after.samples, requests, { ...route, status: '404' }) -
        sampleValue(before.samples, requests, { ...route, status: '404' }),
    ).toBe(3);
    const count = 'equilibrio_http_request_duration_seconds_count';
    expect(
      sampleValue(after.samples, count, route) - sampleValue(before.samples, count, route),
    ).toBe(3);
    const inf = { ...route, le: '+Inf' };
    const bucket = 'equilibrio_http_request_duration_seconds_bucket';
    expect(sampleValue(after.samples, bucket, inf)).toBe(sampleValue(after.samples, count, route));
    expect(
      sampleValue(after.samples, requests, { method: 'GET', route: '(unmatched)', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    // The scrapes themselves are requests too.
    expect(
      sampleValue(after.samples, requests, { method: 'GET', route: '/metrics', status: '200' }),
    ).toBeGreaterThanOrEqual(1);

    // Labels name patterns only: no id, address, uid or email of anyone.
    expect(after.text).not.toContain(String(missing));
    expect(after.text).not.toContain('ask-me-anything');
    expect(after.text).not.toContain(user.uid);
    expect(after.text).not.toContain(user.email);
    const routes = new Set(after.samples.map((s) => s.labels.route).filter(Boolean));
    for (const label of routes) expect(label).toMatch(/^(\(unmatched\)|\/[\w/:.*{}-]*)$/);
  });

  it('reports the jobs’ runs and lag, the outbox, the streams, the event loop and the database', async () => {
    const before = await scrape(app);
    // A reset email asked for: one more email waits in the outbox.
    const asked = await app.inject({
      method: 'GET',
      url: `/api/v1/user-controller/send-reset-password-email?email=${encodeURIComponent(user.email)}`,
    });
    expect(asked.statusCode).toBe(202);
    const queued = await scrape(app);
    const outbox = 'equilibrio_mail_outbox';
    expect(
      sampleValue(queued.samples, outbox, { state: 'undelivered' }) -
        sampleValue(before.samples, outbox, { state: 'undelivered' }),
    ).toBe(1);

    // A minute later it is due, and the mail sender delivers it.
    (app.ctx.clock as ManualClock).advance(60_000);
    await app.jobs.runAll();
    const after = await scrape(app);
    const runs = 'equilibrio_job_runs_total';
    const sender = { job: 'mail-sender', outcome: 'ok' };
    expect(
      sampleValue(after.samples, runs, sender) - sampleValue(before.samples, runs, sender),
    ).toBe(1);
    expect(sampleValue(after.samples, 'equilibrio_job_lag_seconds', { job: 'mail-sender' })).toBe(
      0,
    );
    expect(sampleValue(after.samples, outbox, { state: 'undelivered' })).toBe(
      sampleValue(before.samples, outbox, { state: 'undelivered' }),
    );
    expect(after.text).not.toContain(user.email);

    expect(sampleValue(after.samples, 'equilibrio_sse_connections')).toBe(0);
    expect(
      sampleValue(after.samples, 'equilibrio_event_loop_delay_seconds', { stat: 'max' }),
    ).toBeGreaterThanOrEqual(0);
    expect(after.text).toMatch(/^equilibrio_event_loop_delay_seconds\{stat="p99"\} /m);
    // The pool exists on PostgreSQL only (PGlite is one engine inside the process).
    if (app.database.kind === 'postgres') {
      expect(sampleValue(after.samples, 'equilibrio_db_pool_max')).toBeGreaterThan(0);
      expect(after.text).toMatch(/^equilibrio_db_pool_waiting 0$/m);
    } else {
      expect(after.text).not.toContain('equilibrio_db_pool');
    }
  });
});

describe('the slow-request log line', () => {
  /** An app logging at `warn` into `lines`, with a route that takes at least 40 ms. */
  async function appLoggingTo(lines: Record<string, unknown>[], slowMs: string) {
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ LOG_LEVEL: 'warn', SLOW_MS: slowMs }),
      database,
      runJobs: false,
      logStream: new Writable({
        write(chunk, _encoding, done) {
          for (const line of String(chunk).split('\n').filter(Boolean))
            lines.push(JSON.parse(line));
          done();
        },
      }),
    });
    app.get('/test/slow/:n', async () => {
      await sleep(40);
      return { ok: true };
    });
    app.addHook('onClose', () => database.close());
    await app.ready();
    return app;
  }

  it('names the request id, method, route pattern, status and time when over SLOW_MS', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingTo(lines, '10');
    try {
      const res = await app.inject({
        method: 'GET',
        url: '/test/slow/12345',
        headers: { 'x-request-id': 'trace-abc-1' },
      });
      expect(res.statusCode).toBe(200);
      const slow = lines.filter((line) => line.msg === 'slow request');
      expect(slow).toHaveLength(1);
      expect(slow[0]).toMatchObject({
        level: 40,
        reqId: 'trace-abc-1',
        method: 'GET',
        route: '/test/slow/:n',
        statusCode: 200,
        slowMs: 10,
      });
      expect(slow[0]!.responseTime as number).toBeGreaterThanOrEqual(40);
      expect(JSON.stringify(slow[0])).not.toContain('12345');
    } finally {
      await app.close();
    }
  });

  it('is off with SLOW_MS=0', async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await appLoggingTo(lines, '0');
    try {
      expect((await app.inject({ method: 'GET', url: '/test/slow/1' })).statusCode).toBe(200);
      expect(lines.filter((line) => line.msg === 'slow request')).toHaveLength(0);
    } finally {
      await app.close();
    }
  });
});
