import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useMadeApp } from '../helpers';
import { aIdentifiers, CUSTOMER, createMatrixFixture } from './authorisation-fixtures';
import { changedTables, dbFingerprint } from './db-fingerprint';

/**
 * The authorisation matrix's customer entries (authorisation-fixtures.ts): customer B on customer
 * A's ids gets 404 and nothing of A's, A's ids in B's bodies are refused as unknown ids, routes
 * that name no ids answer B only B's data; nothing is written.
 */

const { app, fixture } = useMadeApp('The authorisation matrix', createMatrixFixture);

describe('authorisation matrix', () => {
  it("answers customer B 404 on customer A's ids: never the data, nothing written", async () => {
    const failures: string[] = [];
    const secrets = aIdentifiers(fixture);
    for (const [key, entry] of Object.entries(CUSTOMER)) {
      if (entry.cross !== 'not-found') continue;
      const method = key.split(' ')[0] as InjectOptions['method'];
      const before = await dbFingerprint(app);
      const res = await app.inject({ method, headers: fixture.b.headers, ...entry.call(fixture) });
      const leaked = secrets.filter((secret) => res.body.includes(secret));
      const written = changedTables(before, await dbFingerprint(app));
      if (res.statusCode !== 404 || res.json().error?.code !== 'NOT_FOUND')
        failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (leaked.length) failures.push(`${key}: leaked ${leaked.join(', ')}`);
      if (written.length) failures.push(`${key}: wrote ${written.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses A's ids in B's bodies exactly as unknown ids: nothing written", async () => {
    for (const [key, entry] of Object.entries(CUSTOMER)) {
      if (entry.cross !== 'unknown-reference') continue;
      const method = key.split(' ')[0] as InjectOptions['method'];
      const before = await dbFingerprint(app);
      const foreign = await app.inject({
        method,
        headers: fixture.b.headers,
        ...entry.call(fixture),
      });
      const unknown = await app.inject({
        method,
        headers: fixture.b.headers,
        ...entry.missing(fixture),
      });
      expect(foreign.statusCode, key).toBeGreaterThanOrEqual(400);
      expect(foreign.statusCode, key).toBeLessThan(500);
      expect(foreign.body, key).toBe(unknown.body);
      expect(changedTables(before, await dbFingerprint(app)), key).toEqual([]);
    }
  });

  it("gives customer B only their own data on routes that name no one's ids", async () => {
    const failures: string[] = [];
    const secrets = aIdentifiers(fixture);
    for (const [key, entry] of Object.entries(CUSTOMER)) {
      if (entry.cross !== 'own-only') continue;
      const method = key.split(' ')[0] as InjectOptions['method'];
      const res = await app.inject({ method, headers: fixture.b.headers, ...entry.call(fixture) });
      const leaked = secrets.filter((secret) => res.body.includes(secret));
      if (res.statusCode >= 300) failures.push(`${key}: ${res.statusCode} ${res.body}`);
      if (leaked.length) failures.push(`${key}: leaked ${leaked.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it("still serves customer A's own data after all that (the calls above hit the right ids)", async () => {
    const { a } = fixture;
    for (const [key, entry] of Object.entries(CUSTOMER)) {
      if (entry.cross !== 'not-found' || !key.startsWith('GET ')) continue;
      const res = await app.inject({
        method: 'GET',
        headers: a.user.headers,
        ...entry.call(fixture),
      });
      expect(res.statusCode, key).toBe(200);
    }
  });
});
