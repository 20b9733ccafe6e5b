import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useMadeApp } from '../helpers';
import { aIdentifiers, createMatrixFixture } from './authorisation-app';
import { type Call, CUSTOMER, type CustomerEntry } from './authorisation-fixtures';
import { changedTables, dbFingerprint } from './db-fingerprint';

/**
 * The authorisation matrix's customer entries (authorisation-fixtures.ts): customer B on customer
 * A's ids gets 404 and nothing of A's, A's ids in B's bodies are refused as unknown ids, routes
 * that name no ids answer B only B's data; nothing is written.
 */

const { app, fixture } = useMadeApp('The authorisation matrix', createMatrixFixture);

/** The matrix's customer entries of one kind, with their keys ("GET /v2/…"). */
const entriesOf = <K extends CustomerEntry['cross']>(cross: K) =>
  Object.entries(CUSTOMER).filter(
    (pair): pair is [string, Extract<CustomerEntry, { cross: K }>] => pair[1].cross === cross,
  );
/** The entry's call (`key`'s method) as `user`. */
const callAs = (key: string, call: Call, user = fixture.b) =>
  app.inject({
    method: key.split(' ')[0] as InjectOptions['method'],
    headers: user.headers,
    ...call,
  });
/** What of customer A's a body gives away. */
const leakedIn = (body: string) => aIdentifiers(fixture).filter((secret) => body.includes(secret));

describe('authorisation matrix', () => {
  it("answers customer B 404 on customer A's ids: never the data, nothing written", async () => {
    const failures: string[] = [];
    for (const [key, entry] of entriesOf('not-found')) {
      const before = await dbFingerprint(app);
      const res = await callAs(key, entry.call(fixture));
      const leaked = leakedIn(res.body);
      const written = changedTables(before, await dbFingerprint(app));
      if (res.statusCode !== 404 || res.json().error?.code !== 'NOT_FOUND')
        failures.push(`${key}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      if (leaked.length) failures.push(`${key}: leaked ${leaked.join(', ')}`);
      if (written.length) failures.push(`${key}: wrote ${written.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it("refuses A's ids in B's bodies exactly as unknown ids: nothing written", async () => {
    for (const [key, entry] of entriesOf('unknown-reference')) {
      const before = await dbFingerprint(app);
      const foreign = await callAs(key, entry.call(fixture));
      const unknown = await callAs(key, entry.missing(fixture));
      expect(foreign.statusCode, key).toBeGreaterThanOrEqual(400);
      expect(foreign.statusCode, key).toBeLessThan(500);
      expect(foreign.body, key).toBe(unknown.body);
      expect(changedTables(before, await dbFingerprint(app)), key).toEqual([]);
    }
  });

  it("gives customer B only their own data on routes that name no one's ids", async () => {
    const failures: string[] = [];
    for (const [key, entry] of entriesOf('own-only')) {
      const res = await callAs(key, entry.call(fixture));
      const leaked = leakedIn(res.body);
      if (res.statusCode >= 300) failures.push(`${key}: ${res.statusCode} ${res.body}`);
      if (leaked.length) failures.push(`${key}: leaked ${leaked.join(', ')}`);
    }
    expect(failures).toEqual([]);
  });

  it("still serves customer A's own data after all that (the calls above hit the right ids)", async () => {
    const { a } = fixture;
    for (const [key, entry] of entriesOf('not-found')) {
      if (!key.startsWith('GET ')) continue;
      const res = await callAs(key, entry.call(fixture), a.user);
      expect(res.statusCode, key).toBe(200);
    }
  });
});
