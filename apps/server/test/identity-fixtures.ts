import { expect } from 'vitest';
import type { App } from '../src/app';
import { type TestApp, useTestApp } from './helpers';

/** The identity endpoints' base path, as the SDK calls them, and the API key the tests send. */
export const IT = '/identitytoolkit.googleapis.com';
export const key = '?key=test-key';
export const PASSWORD = 'Segreta!123';
export const NEW_PASSWORD = 'Nuova#Password9';

let counter = 0;
/** An address no other test of the file uses. */
export const uniqueEmail = (label = 'api') =>
  `${label.toLowerCase()}.${Date.now().toString(36)}${++counter}@example.it`;

/** The message of Google's error envelope. */
export const errorOf = (res: { json(): unknown }) =>
  (res.json() as { error: { message: string } }).error.message;

/**
 * An Identity Toolkit `accounts:*` call to `app` as the SDK sends it, with these headers or from
 * this client address if told.
 */
export const accountsCall = (
  app: App,
  path: string,
  payload: object = {},
  client: { headers?: Record<string, string>; remoteAddress?: string } = {},
) => app.inject({ method: 'POST', url: `${IT}/v1/accounts:${path}${key}`, payload, ...client });

/**
 * The SDK's calls on the wire to the app `app()` answers (read at each call, so a file can create
 * its app in `beforeAll`): an Identity Toolkit `accounts:*` call, a token refresh, a sign-up.
 */
export function wireCalls(app: () => TestApp) {
  const call = (path: string, payload?: object, headers: Record<string, string> = {}) =>
    accountsCall(app(), path, payload, { headers });
  const refresh = (refreshToken: string) =>
    app().inject({
      method: 'POST',
      url: `/securetoken.googleapis.com/v1/token${key}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `grant_type=refresh_token&refresh_token=${encodeURIComponent(refreshToken)}`,
    });
  const signUp = async (email = uniqueEmail(), password = PASSWORD) => {
    const res = await call('signUp', { email, password, returnSecureToken: true });
    expect(res.statusCode).toBe(200);
    return { email, ...(res.json() as { localId: string; idToken: string; refreshToken: string }) };
  };
  return { call, refresh, signUp };
}

/** GET /api/v1/session with an ID token: the product API's answer to the identity service's token. */
export const sessionWith = (app: App, idToken: string) =>
  app.inject({
    method: 'GET',
    url: '/api/v1/session',
    headers: { authorization: `Bearer ${idToken}` },
  });

/** The SDK's error code of a rejected promise. */
export async function authError(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
  throw new Error('expected the call to fail');
}

/**
 * The app for the enclosing `describe` (`useTestApp`) behind a trusted proxy, as the per-address
 * limits see clients, and the SDK's calls on the wire to it (`wireCalls`).
 */
export function useWireApp(env: Record<string, string> = { TRUST_PROXY: 'true' }) {
  const app = useTestApp({ env });
  return { app, ...wireCalls(() => app) };
}
