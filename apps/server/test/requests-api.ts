import { createTestApp, type TestApp, type TestUser, useMadeApp } from './helpers';
import { addAddress, addDependant, createCustomer } from './request-fixtures';

/**
 * The requests API tests' app: tutor emails configured, many requests allowed per account; a
 * customer with two dependants and an address, and another customer with one of each (their
 * ids in `ids`).
 */
export async function createRequestsApp() {
  const app = await createTestApp({
    env: {
      TUTOR_NOTIFY_EMAILS: 'tutor1@example.it,tutor2@example.it',
      // The rules of requests, not their limits (request-limits.test.ts): many per account here.
      REQUEST_CREATES_PER_HOUR: '1000',
      REQUEST_EDITS_PER_HOUR: '1000',
    },
  });
  const customer = await createCustomer(app);
  const other = await createCustomer(app);
  const child = await addDependant(app, customer.uid);
  const elder = await addDependant(app, customer.uid, {
    name: 'Nonna Pia',
    birthDate: '1940-02-15',
  });
  const dog = await addDependant(app, customer.uid, { name: 'Fido', type: 'DOG' });
  const home = await addAddress(app, customer.uid);
  const othersDependant = await addDependant(app, other.uid);
  const othersAddress = await addAddress(app, other.uid);
  return { app, customer, other, ids: { child, elder, dog, home, othersDependant, othersAddress } };
}

/**
 * The request form and its creation on the app `app()` answers; the form names `defaults()`'s
 * dependant and address (both read at each call, so a file can set them up in `beforeAll`).
 */
export function requestCalls(
  app: () => TestApp,
  defaults: () => { dependant: number; address: number },
) {
  const form = (overrides: Record<string, unknown> = {}) => ({
    dependant: [defaults().dependant],
    addressID: defaults().address,
    businessline: 'BABYSITTER',
    notes: 'Due pomeriggi a settimana',
    languages: ['italian', 'english'],
    conditions: true,
    welfare: false,
    ...overrides,
  });

  const create = (user: TestUser, body: unknown, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'POST',
      url: '/v2/requests',
      headers: { ...user.headers, ...headers },
      payload: body as object,
    });
  return { form, create };
}

/**
 * The requests API tests' set-up for the enclosing `describe`: `createRequestsApp` made before
 * them and closed after them, and the request form and its creation (`requestCalls`), which
 * name the customer's child and home unless told.
 */
export function useRequestsApp() {
  const { app, customer, other, ids } = useMadeApp('The requests app', createRequestsApp);
  const calls = requestCalls(
    () => app,
    () => ({ dependant: ids.child, address: ids.home }),
  );
  return { app, customer, other, ids, ...calls };
}
