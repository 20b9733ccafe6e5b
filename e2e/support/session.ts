import { randomBytes } from 'node:crypto';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';

/** The web app's API key in local identity mode (VITE_FIREBASE_API_KEY default). */
const API_KEY = 'equilibrio-local-key';
const PROJECT = 'equilibrio-local';
const identity = (method: string) =>
  `/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`;

export type Account = {
  uid: string;
  email: string;
  password: string;
  idToken: string;
  refreshToken: string;
  expiresIn: number;
};

export const demoCustomer = { email: 'cliente@demo.equilibrio.it', password: 'Demo!2345' };

export const uniqueEmail = (prefix = 'cliente') =>
  `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.it`;

async function identityCall<T>(api: APIRequestContext, method: string, body: object): Promise<T> {
  const response = await api.post(identity(method), { data: body });
  if (!response.ok()) throw new Error(`${method}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

type TokenAnswer = { localId: string; idToken: string; refreshToken: string; expiresIn: string };

/** A new customer account (email + password), optionally with its email already verified. */
export async function createAccount(
  api: APIRequestContext,
  options: { verified?: boolean; email?: string; password?: string } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Prova!2345';
  const answer = await identityCall<TokenAnswer>(api, 'signUp', {
    email,
    password,
    returnSecureToken: true,
  });
  if (options.verified ?? true) await verifyEmail(api, answer.idToken, email);
  return signInAccount(api, email, password);
}

/** Verifies the account's email with the code the identity service sends (test helper list). */
export async function verifyEmail(api: APIRequestContext, idToken: string, email: string) {
  await identityCall(api, 'sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  const codes = await api.get(`/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await codes.json()) as {
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  };
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`no verification code for ${email}`);
  await identityCall(api, 'update', { oobCode: code.oobCode });
}

export async function signInAccount(
  api: APIRequestContext,
  email: string,
  password: string,
): Promise<Account> {
  const answer = await identityCall<TokenAnswer>(api, 'signInWithPassword', {
    email,
    password,
    returnSecureToken: true,
  });
  return {
    uid: answer.localId,
    email,
    password,
    idToken: answer.idToken,
    refreshToken: answer.refreshToken,
    expiresIn: Number(answer.expiresIn),
  };
}

const sessionKey = `firebase:authUser:${API_KEY}:[DEFAULT]`;

/** The user record firebase/auth keeps in localStorage (browserLocalPersistence). */
function persistedUser(account: Account) {
  const now = Date.now();
  return {
    uid: account.uid,
    email: account.email,
    emailVerified: false,
    isAnonymous: false,
    providerData: [
      {
        providerId: 'password',
        uid: account.email,
        email: account.email,
        displayName: null,
        phoneNumber: null,
        photoURL: null,
      },
    ],
    stsTokenManager: {
      refreshToken: account.refreshToken,
      accessToken: account.idToken,
      expirationTime: now + account.expiresIn * 1000,
    },
    createdAt: String(now),
    lastLoginAt: String(now),
    apiKey: API_KEY,
    appName: '[DEFAULT]',
  };
}

/**
 * Signs the browser in as `account` the way firebase/auth restores a session: the persisted
 * user in localStorage (browserLocalPersistence comes first). On load the SDK re-reads the
 * account (accounts:lookup), so email verification and the rest come from the server.
 */
export async function signInBrowser(page: Page, account: Account) {
  await page.goto('/favicon.svg');
  await page.evaluate(({ key, user }) => localStorage.setItem(key, JSON.stringify(user)), {
    key: sessionKey,
    user: persistedUser(account),
  });
}

/**
 * The same session, set before the app's first page loads (no detour through another page):
 * for recordings, which should start on the app itself.
 */
export async function signInOnFirstLoad(page: Page, account: Account) {
  await page.addInitScript(
    ({ key, user }) => {
      if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(user));
    },
    { key: sessionKey, user: persistedUser(account) },
  );
}

/**
 * Calls the product API as `account` (bearer token, anti-forgery header), for test data that
 * other screens own (dependants, addresses) or that would take many clicks.
 */
export async function apiAs(baseURL: string, account: Account) {
  const api = await playwrightRequest.newContext({ baseURL });
  await api.get('/healthz');
  const state = await api.storageState();
  const xsrf = state.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '';
  const headers = { authorization: `Bearer ${account.idToken}`, 'x-xsrf-token': xsrf };
  const call = async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) => {
    const response = await api.fetch(path, { method, headers, data });
    if (!response.ok())
      throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, data: unknown) => call<T>('POST', path, data),
    put: <T>(path: string, data: unknown) => call<T>('PUT', path, data),
    dispose: () => api.dispose(),
  };
}
