// The product API as the load, cluster and benchmark scripts drive it: one JSON call that never
// throws (status 0 when no answer came), the identity service's sign-up and sign-in, readiness
// waits, a free port, and the bodies of a customer's journey. Plain Node (fetch), no dependencies.
import http from 'node:http';
import net from 'node:net';
import { performance } from 'node:perf_hooks';

/** The web app's API key in local identity mode (any key, unless the server sets its own). */
export const IDENTITY_API_KEY = process.env.IDENTITY_API_KEY || 'equilibrio-local-key';

/** An Identity Toolkit endpoint (accounts:signUp, accounts:signInWithPassword, …). */
export const identityPath = (method) =>
  `/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${IDENTITY_API_KEY}`;

/**
 * One call of the API at `base`: `{ method, path, status, json, start, end }` (times from
 * performance.now()). A network failure or a timeout is status 0 with `json.networkError`; an
 * answer that is not JSON keeps its status, its text in `json.text`.
 */
export async function callApi(
  base,
  method,
  path,
  { token, body, headers = {}, timeoutMs = 30_000 } = {},
) {
  const start = performance.now();
  let status = 0;
  let json = null;
  try {
    const res = await fetch(base + path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    status = res.status;
    const text = await res.text();
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = { text: text.slice(0, 500) };
    }
  } catch (error) {
    json = { networkError: String(error?.cause?.code ?? error?.message ?? error) };
  }
  return { method, path, status, json, start, end: performance.now() };
}

export const isOk = (result) => result.status >= 200 && result.status < 300;

/** The answer's JSON, or an error naming `what` with the status and the answer. */
export function expectOk(result, what) {
  if (!isOk(result)) {
    throw new Error(`${what}: ${result.status} ${JSON.stringify(result.json).slice(0, 300)}`);
  }
  return result.json;
}

/**
 * accounts:signInWithPassword; the answer as it came (a refusal is not thrown). `call(method,
 * path, options)` is `callApi` on one base, or a script's wrapper around it that records calls.
 */
export const signIn = (call, email, password) =>
  call('POST', identityPath('signInWithPassword'), {
    body: { email, password, returnSecureToken: true },
  });

/**
 * A new email + password account: `{ email, uid, token }`. Retries while the identity service's
 * password hasher is busy (TOO_MANY_ATTEMPTS), for a few seconds; any other refusal throws.
 */
export async function signUp(call, email, password) {
  for (let attempt = 0; ; attempt++) {
    const result = await call('POST', identityPath('signUp'), {
      body: { email, password, returnSecureToken: true },
    });
    if (isOk(result)) return { email, uid: result.json.localId, token: result.json.idToken };
    if (attempt > 20 || !String(result.json?.error?.message).startsWith('TOO_MANY_ATTEMPTS')) {
      expectOk(result, `sign-up ${email}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * GET on a connection of its own, closed after the answer: a health check that leaves no idle
 * keep-alive connection behind (a stopping process would wait for it to end).
 */
export function getOnce(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode, body }));
      })
      .on('error', reject);
  });
}

/** Waits until `url` answers 200 (or what `ready` accepts); answers the milliseconds it took. */
export async function waitFor(url, timeoutMs = 120_000, ready = (status) => status === 200) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if (ready((await getOnce(url)).status)) return Date.now() - started;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
}

/** A TCP port nobody listens on at this moment. */
export async function freePort() {
  const server = net.createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// ── A customer's journey: the bodies of its calls ────────────────────────────────────────────

/** POST /v1/dependents/ */
export const dependantBody = (uid, name) => ({
  name,
  birthDate: '2019-03-15',
  gender: 'FEMALE',
  handicap: false,
  userUID: uid,
  type: 'PERSON',
});

/** POST /v1/user-address: the customer's default address. */
export const addressBody = (uid, street = 'Via Roma 1') => ({
  userUID: uid,
  active: true,
  street,
  city: 'Torino',
  province: 'TO',
  postalCode: '10121',
  latitude: null,
  longitude: null,
  isDefault: true,
});

/** POST /v2/requests for the customer's dependant at their address. */
export const requestBody = (customer, { businessline = 'BABYSITTER', notes } = {}) => ({
  dependant: [customer.dependantId],
  addressID: customer.addressId,
  businessline,
  notes: notes ?? 'Due pomeriggi a settimana',
  languages: ['italian'],
  conditions: true,
});

/** POST /v1/backoffice/requests/{id}/quote: the BABYSITTER service, a year from 2030. */
export const quoteBody = (serviceId) => ({
  serviceId,
  requestDetail: {
    serviceStart: '2030-01-01',
    serviceEnd: '2030-12-31',
    netHourCost: 10,
    packageFlatCost: null,
  },
});
