import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useMadeApp } from '../helpers';
import {
  bodyArbitrary,
  jsonSchemaOf,
  pathArbitrary,
  queryArbitrary,
} from './bad-input-arbitraries';
import { answersHtml, createFuzzTarget, hasEnvelope, notFuzzed } from './bad-input-fixtures';
import { watchWrites } from './db-fingerprint';

/**
 * Bad input on every route (property-based, fast-check): malformed path values, queries and
 * bodies — wrong types, huge strings, unicode, NUL and lone surrogates, negative and huge
 * numbers, SQL and HTML fragments, missing and extra fields, broken JSON, wrong content types.
 * For each call: never a 5xx; a 4xx carries the error envelope; a 4xx wrote nothing (every row
 * of every table unchanged). Runs per route: FUZZ_RUNS (default 15); FUZZ_SEED replays a run.
 * The deterministic sweep of each curated bad value in each field: bad-input-sweep.test.ts.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 15);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

const { app, customer, tutor, ids } = useMadeApp('The fuzz target', createFuzzTarget);

describe('bad input on every route', () => {
  it('never answers 5xx; 4xx answers carry the error envelope and write nothing', async () => {
    const routes = app.registeredRoutes.filter((route) => !notFuzzed(route));
    expect(routes.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let calls = 0;
    const writes = await watchWrites(app);
    for (const route of routes) {
      const schema = (route.schema ?? {}) as Record<string, unknown>;
      const bodySchema = jsonSchemaOf(schema.body);
      const querySchema = jsonSchemaOf(schema.querystring);
      const headers: Record<string, string> = route.url.startsWith('/v1/backoffice/')
        ? { ...tutor.headers }
        : { ...customer.headers };
      const hasBody = !['GET', 'HEAD', 'DELETE', 'OPTIONS'].includes(route.method);
      const input = fc.record({
        path: pathArbitrary(route.url, ids),
        query: fc.option(queryArbitrary(querySchema, ids), { freq: 2 }),
        body: hasBody ? bodyArbitrary(bodySchema, ids) : fc.constant(undefined),
        auth: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, fc.constant(false)),
      });
      const result = await fc.check(
        fc.asyncProperty(input, async ({ path, query, body, auth }) => {
          calls += 1;
          const options: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url: query ? `${path}?${query}` : path,
            headers: {
              ...(auth ? headers : {}),
              ...(body?.contentType ? { 'content-type': body.contentType } : {}),
            },
            ...(body?.payload !== undefined ? { payload: body.payload } : {}),
          };
          const res = await app.inject(options);
          const written = await writes.written();
          const where = `${route.method} ${route.url} → ${res.statusCode} for ${String(options.url).slice(0, 160)} ${String(body?.contentType ?? '')} ${JSON.stringify(String(body?.payload ?? '').slice(0, 160))}`;
          if (res.statusCode >= 500)
            throw new Error(`5xx: ${where} ${JSON.stringify(res.body.slice(0, 300))}`);
          if (res.statusCode >= 400) {
            if (!answersHtml(route.url) && !hasEnvelope(res))
              throw new Error(
                `no error envelope: ${where} ${JSON.stringify(res.body.slice(0, 200))}`,
              );
            if (written.length) throw new Error(`4xx but wrote ${written.join(', ')}: ${where}`);
          }
        }),
        { numRuns: RUNS, ...(SEED !== undefined ? { seed: SEED } : {}), endOnFailure: true },
      );
      if (result.failed) {
        failures.push(
          `${route.method} ${route.url} (seed ${result.seed}, path ${result.counterexamplePath}): ${String((result.errorInstance as Error | undefined)?.message ?? result.errorInstance)}`,
        );
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThanOrEqual(routes.length * Math.min(RUNS, 10));
  }, 600_000);
});
