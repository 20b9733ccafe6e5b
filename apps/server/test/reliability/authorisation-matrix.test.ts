import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { ManualClock } from '../../src/lib/clock';
import { createTestUser, useMadeApp } from '../helpers';
import {
  createMatrixFixture,
  fillParams,
  getTwin,
  isTutorRoute,
  routeKey,
  routesOf,
} from './authorisation-app';
import { CUSTOMER, PUBLIC } from './authorisation-fixtures';
import { changedTables, dbFingerprint } from './db-fingerprint';

/**
 * The authorisation matrix (authorisation-fixtures.ts) on every registered route: each has an
 * entry; customer and tutor routes refuse a missing, bad, expired or tampered token (401); tutor
 * routes refuse a customer (403). Customer B on customer A's ids: authorisation-cross-customer.
 */

const { app, fixture } = useMadeApp('The authorisation matrix', createMatrixFixture);

describe('authorisation matrix', () => {
  it('has an entry for every registered route, and no entry without a route', () => {
    const registered = routesOf(app).map((route) => routeKey(route.method, route.url));
    const missing = registered.filter(
      (key) => !(key in PUBLIC) && !(key in CUSTOMER) && !isTutorRoute(key.split(' ')[1]!),
    );
    expect(missing, 'routes missing from the authorisation matrix').toEqual([]);
    const stale = [...Object.keys(PUBLIC), ...Object.keys(CUSTOMER)].filter(
      (key) => !registered.includes(key),
    );
    expect(stale, 'matrix entries without a registered route').toEqual([]);
    // HEAD twins of GET routes follow their GET.
    for (const route of app.registeredRoutes.filter((r) => r.method === 'HEAD')) {
      expect(registered).toContain(routeKey('GET', getTwin(route.url)));
    }
  });

  it('refuses every customer and tutor route without a token, with a bad one, expired or tampered (401)', async () => {
    const clock = app.ctx.clock as ManualClock;
    clock.advance(-2 * 3600 * 1000);
    const old = await createTestUser(app);
    clock.advance(2 * 3600 * 1000);
    const [header, payload, signature] = fixture.b.token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(
      JSON.stringify({ ...claims, sub: fixture.a.user.uid, user_id: fixture.a.user.uid }),
    ).toString('base64url');
    const tokens: Record<string, Record<string, string>> = {
      'no token': {},
      'not a bearer token': { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` },
      garbage: { authorization: 'Bearer not-a-jwt' },
      expired: old.headers,
      tampered: { authorization: `Bearer ${header}.${forged}.${signature}` },
    };
    const before = await dbFingerprint(app);
    const failures: string[] = [];
    let checked = 0;
    for (const route of app.registeredRoutes) {
      const key =
        route.method === 'HEAD'
          ? routeKey('GET', getTwin(route.url))
          : routeKey(route.method, route.url);
      if (key in PUBLIC) continue;
      for (const [label, headers] of Object.entries(tokens)) {
        const res = await app.inject({
          method: route.method as InjectOptions['method'],
          url: fillParams(route.url),
          headers,
          ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
        });
        checked += 1;
        const code = route.method === 'HEAD' ? 'UNAUTHENTICATED' : res.json().error?.code;
        if (res.statusCode !== 401 || code !== 'UNAUTHENTICATED')
          failures.push(`${route.method} ${route.url} (${label}): ${res.statusCode} ${res.body}`);
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(300);
    expect(changedTables(before, await dbFingerprint(app))).toEqual([]);
  });

  it("refuses every tutor route to a customer's token (403)", async () => {
    const before = await dbFingerprint(app);
    const failures: string[] = [];
    const tutorRoutes = routesOf(app).filter((route) => isTutorRoute(route.url));
    expect(tutorRoutes.length).toBeGreaterThan(30);
    for (const route of tutorRoutes) {
      const res = await app.inject({
        method: route.method as InjectOptions['method'],
        url: fillParams(route.url),
        headers: fixture.a.user.headers,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      if (res.statusCode !== 403 || res.json().error?.code !== 'FORBIDDEN')
        failures.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body}`);
    }
    expect(failures).toEqual([]);
    expect(changedTables(before, await dbFingerprint(app))).toEqual([]);
  });
});
