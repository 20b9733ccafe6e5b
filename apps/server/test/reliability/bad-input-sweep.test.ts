import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useMadeApp } from '../helpers';
import { jsonSchemaOf } from './bad-input-arbitraries';
import {
  answersHtml,
  createFuzzTarget,
  hasEnvelope,
  notFuzzed,
  sweepInputs,
} from './bad-input-fixtures';
import { watchWrites } from './db-fingerprint';

/**
 * Bad input on every route, deterministic: each curated bad value (bad-input-fixtures.ts) in
 * each field of each route's path, query and body in turn. For each call: never a 5xx; a 4xx
 * carries the error envelope, its field messages are Italian, and it wrote nothing. The property-based half: bad-input.test.ts.
 */

/** zod's English defaults ('Invalid input: expected number, received string', 'Too big: …'). */
const englishWords = /\b(invalid|expected|received|too (big|small)|required|must|characters)\b/i;
const fieldMessages = (res: { json: () => unknown }): Record<string, string> => {
  try {
    return (res.json() as { error?: { fields?: Record<string, string> } }).error?.fields ?? {};
  } catch {
    return {};
  }
};

const { app, customer, tutor, ids } = useMadeApp('The fuzz target', createFuzzTarget);

describe('bad input on every route', () => {
  it('sweeps every field of every route with each curated bad value: no 5xx, envelope, Italian field messages, nothing written', async () => {
    const routes = app.registeredRoutes.filter((route) => !notFuzzed(route));
    const failures: string[] = [];
    let calls = 0;
    const writes = await watchWrites(app);
    for (const route of routes) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const headers = route.url.startsWith('/v1/backoffice/') ? tutor.headers : customer.headers;
      for (const sent of sweepInputs(
        route,
        ids,
        jsonSchemaOf(schema.body),
        jsonSchemaOf(schema.querystring),
      )) {
        calls += 1;
        const res = await app.inject({
          method: route.method as InjectOptions['method'],
          url: sent.url,
          headers: {
            ...headers,
            ...(sent.contentType ? { 'content-type': sent.contentType } : {}),
          },
          ...(sent.payload !== undefined ? { payload: sent.payload } : {}),
        });
        const written = await writes.written();
        const where = `${route.method} ${route.url} → ${res.statusCode} for ${sent.url.slice(0, 160)} ${JSON.stringify((sent.payload ?? '').slice(0, 200))}`;
        if (res.statusCode >= 500) failures.push(`5xx: ${where}`);
        else if (res.statusCode >= 400) {
          if (!answersHtml(route.url) && !hasEnvelope(res)) failures.push(`no envelope: ${where}`);
          if (written.length) failures.push(`4xx but wrote ${written.join(', ')}: ${where}`);
          const english = Object.values(fieldMessages(res)).filter((m) => englishWords.test(m));
          if (english.length) failures.push(`not Italian (${english.join(' | ')}): ${where}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(1000);
  }, 600_000);
});
