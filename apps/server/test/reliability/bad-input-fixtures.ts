import { CV_PAGE_ROUTE } from '@equilibrio/contract/server-paths';
import fc from 'fast-check';
import type { RegisteredRoute } from '../../src/app';
import { createTestUser, type TestApp, type TestUser } from '../helpers';
import { createPopulatedApp } from '../privacy-calls';
import { enc, type Ids, type JsonSchema, pathValid, plausible } from './bad-input-arbitraries';

/** Routes that are not the API's: the OpenAPI UI's static files and the SPA assets. */
export const notFuzzed = (route: RegisteredRoute) =>
  route.method === 'HEAD' || route.url.startsWith('/docs');

export function hasEnvelope(res: { headers: Record<string, unknown>; body: string }) {
  try {
    const body = JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown } };
    return (
      typeof body.error?.message === 'string' &&
      (typeof body.error.code === 'string' || typeof body.error.code === 'number')
    );
  } catch {
    return false;
  }
}

/** Server-rendered pages answer their errors as pages (the sandbox checkout's form, a CV's tab). */
export const answersHtml = (url: string) =>
  url.startsWith('/checkout/sandbox/') ||
  url === CV_PAGE_ROUTE ||
  url === '/dev/mailbox/:id' ||
  url === '/dev/mailbox';

/** The sweep's values: each replaces one field of an otherwise plausible input in turn. */
const curated: unknown[] = [
  'Mario\u0000Rossi',
  'x'.repeat(5_000),
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  -1,
  1e308,
  2_147_483_648,
  { nested: true },
  [],
  null,
];

function sample<T>(arbitrary: fc.Arbitrary<T>, seed: number): T {
  return fc.sample(arbitrary, { numRuns: 1, seed })[0]!;
}

type Sent = { url: string; payload?: string; contentType?: string };

/** Deterministic sweep: every field of every body, query and path, with every curated value. */
export function sweepInputs(
  route: RegisteredRoute,
  ids: Ids,
  body?: JsonSchema,
  query?: JsonSchema,
): Sent[] {
  const fill = (except?: string, value?: string) =>
    route.url
      .replace(/:(\w+)/g, (_m, name: string) =>
        name === except ? (value ?? '') : pathValid(name, ids),
      )
      .replace(/\*$/, 'x')
      .replace(/^(?!\/)/, '/');
  const path = fill();
  const sent: Sent[] = [];
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  for (const name of names)
    for (const value of curated) sent.push({ url: fill(name, enc(String(value)) || '%20') });
  const queryKeys = Object.keys(query?.properties ?? {});
  for (const key of queryKeys)
    for (const value of curated)
      sent.push({
        url: `${path}?${enc(key)}=${enc(typeof value === 'string' ? value : JSON.stringify(value))}`,
      });
  if (body?.properties) {
    const base = sample(
      fc.record(
        Object.fromEntries(
          Object.entries(body.properties).map(([key, prop]) => [key, plausible(prop, ids, key)]),
        ),
      ),
      7,
    ) as Record<string, unknown>;
    for (const key of Object.keys(body.properties))
      for (const value of [...curated, undefined])
        sent.push({
          url: path,
          contentType: 'application/json',
          payload: JSON.stringify({ ...base, [key]: value }),
        });
  }
  return sent;
}

/**
 * The app the bad-input tests call: the catalogue and caregivers, a tutor, and a customer with
 * requests, dependants and addresses whose ids make plausible inputs.
 */
export async function createFuzzTarget(): Promise<{
  app: TestApp;
  customer: TestUser;
  tutor: TestUser;
  ids: Ids;
}> {
  const { app, tutor, customers } = await createPopulatedApp(1);
  const a = customers[0]!;
  const customer = a.user;
  const get = async (url: string) =>
    (await app.inject({ method: 'GET', url, headers: customer.headers })).json();
  const ids = {
    uid: customer.uid,
    bystanderUid: (await createTestUser(app)).uid,
    requestId: a.requestIds[1]!,
    dependantId: (await get(`/v1/dependents?uid=${customer.uid}`))[0].id,
    addressId: (await get(`/v1/user-address?uid=${customer.uid}`))[0].id,
    docRef: 'cg-martina-rossi',
  };
  return { app, customer, tutor, ids };
}
