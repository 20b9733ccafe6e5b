import { randomBytes } from 'node:crypto';
import type { BackofficeCandidate } from '@equilibrio/contract/backoffice';
import { lacksCriminalRecord } from '@equilibrio/contract/criminal-record';
import { isoDate, romeParts } from '@equilibrio/contract/italian-format';
import { expect, type Page, test } from '@playwright/test';

/**
 * The one way the journeys reach the server directly: accounts (the identity service's
 * protocol), sessions put in the browser, the product API as an account, the API shortcuts that
 * put a request in the state a journey starts from, and the dev mailbox.
 */

/** The web app's API key in local identity mode (VITE_FIREBASE_API_KEY default). */
const API_KEY = 'equilibrio-local-key';
const PROJECT = 'equilibrio-local';

/** The demo data's accounts (apps/server/src/demo). */
export const demoCustomer = { email: 'cliente@demo.equilibrio.it', password: 'Demo!2345' };
export const demoTutor = {
  email: 'tutor@demo.equilibrio.it',
  password: 'Tutor!2345',
  name: 'Marco Ferri',
};

export const uniqueSuffix = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

/** A surname no other journey's person has: `stem` and five characters ('Prova3fa9c'). */
export const uniqueSurname = (stem: string, suffix = uniqueSuffix()) =>
  `${stem}${suffix.slice(-5)}`;

/** A fresh address per test, so journeys can run in parallel against one server. */
export const uniqueEmail = (prefix = 'cliente') => `${prefix}.${uniqueSuffix()}@example.it`;

const baseUrl = () => test.info().project.use.baseURL!;

/**
 * A plain API call (bearer token, no cookies, so no anti-forgery token is needed), failing
 * loudly. The body goes as JSON, or as it is when a form (a multipart upload). Answers the
 * parsed JSON.
 */
export async function api<T = unknown>(
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const method = options.method ?? 'GET';
  const { body } = options;
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    },
    body: json ? JSON.stringify(body) : (body as FormData | undefined),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

type TokenAnswer = { localId: string; idToken: string; refreshToken: string; expiresIn: string };

/** An Identity Toolkit call (accounts:signUp, accounts:signInWithPassword, …). */
const identity = <T = TokenAnswer>(method: string, body: object) =>
  api<T>(`/identitytoolkit.googleapis.com/v1/accounts:${method}?key=${API_KEY}`, {
    method: 'POST',
    body,
  });

export type Account = {
  uid: string;
  email: string;
  password: string;
  idToken: string;
  refreshToken: string;
  expiresIn: number;
};

/** A new customer account (email + password), optionally with its email already verified. */
export async function createAccount(
  options: { verified?: boolean; email?: string; password?: string } = {},
): Promise<Account> {
  const email = options.email ?? uniqueEmail();
  const password = options.password ?? 'Prova!2345';
  const answer = await identity('signUp', { email, password, returnSecureToken: true });
  if (options.verified ?? true) await verifyEmail(answer.idToken, email);
  return signInAccount(email, password);
}

/** Verifies the account's email with the code the identity service sends (test helper list). */
export async function verifyEmail(idToken: string, email: string) {
  await identity('sendOobCode', { requestType: 'VERIFY_EMAIL', idToken });
  const { oobCodes } = await api<{
    oobCodes: { email: string; requestType: string; oobCode: string }[];
  }>(`/emulator/v1/projects/${PROJECT}/oobCodes`);
  const code = oobCodes.filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL').at(-1);
  if (!code) throw new Error(`no verification code for ${email}`);
  await identity('update', { oobCode: code.oobCode });
}

export async function signInAccount(email: string, password: string): Promise<Account> {
  const answer = await identity('signInWithPassword', {
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

/**
 * The account's password changed on another device (the identity service's accounts:update):
 * every other session of the account ends, this browser's among them.
 */
export async function changePasswordElsewhere(account: Account, password: string) {
  await identity('update', { idToken: account.idToken, password, returnSecureToken: true });
}

/** An ID token of the account, for API calls. */
export const signInToken = async (email: string, password: string) =>
  (await signInAccount(email, password)).idToken;

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
 * The mark the server sets beside the page session and keeps until sign-out (the contract's
 * APP_SESSION_COOKIE): a browser where the app holds a session has it, so its dashboard pages are
 * left to the app rather than drawn as the sign-in.
 */
async function markAppSession(page: Page) {
  await page.context().addCookies([{ name: 'eq_app_session', value: '1', url: baseUrl() }]);
}

/**
 * Signs the browser in as `account` the way firebase/auth restores a session: the persisted
 * user in localStorage (browserLocalPersistence comes first), with the server's mark of an app
 * session. On load the SDK re-reads the account (accounts:lookup), so email verification and
 * the rest come from the server.
 */
export async function signInBrowser(page: Page, account: Account) {
  await markAppSession(page);
  await page.goto('/favicon.svg');
  await page.evaluate(({ key, user }) => localStorage.setItem(key, JSON.stringify(user)), {
    key: sessionKey,
    user: persistedUser(account),
  });
}

/** An existing account (a demo one), signed in in the browser. */
export async function signInBrowserAs(
  page: Page,
  credentials: { email: string; password: string },
) {
  const account = await signInAccount(credentials.email, credentials.password);
  await signInBrowser(page, account);
  return account;
}

/** A new customer account (see `createAccount`), signed in in the browser. */
export async function signInNewCustomer(
  page: Page,
  options: Parameters<typeof createAccount>[0] = {},
) {
  const account = await createAccount(options);
  await signInBrowser(page, account);
  return account;
}

/**
 * The same session, set before the app's first page loads (no detour through another page):
 * for recordings, which should start on the app itself, and journeys that start on a page.
 * Only on the tab's first load: later ones keep the session the SDK maintains itself.
 */
export async function signInOnFirstLoad(page: Page, account: Account) {
  await markAppSession(page);
  await page.addInitScript(
    ({ key, user }) => {
      if (sessionStorage.getItem('e2e-session-set')) return;
      localStorage.setItem(key, JSON.stringify(user));
      sessionStorage.setItem('e2e-session-set', '1');
    },
    { key: sessionKey, user: persistedUser(account) },
  );
}

/**
 * The product API as `account`, for test data that other screens own (dependants, addresses)
 * or that would take many clicks.
 */
export function apiAs(account: Pick<Account, 'idToken' | 'uid'>) {
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, body?: unknown) =>
    api<T>(path, { method, token: account.idToken, body });
  const post = <T>(path: string, body: unknown) => call<T>('POST', path, body);
  return {
    call,
    get: <T>(path: string) => call<T>('GET', path),
    post,
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
    /** A dependant of the account (a person without handicap), as the 'Assistiti' page saves it. */
    addDependant: (dependant: { name: string; birthDate: string; gender: 'MALE' | 'FEMALE' }) =>
      post<{ id: number }>('/v1/dependents/', {
        ...dependant,
        handicap: false,
        userUID: account.uid,
        type: 'PERSON',
      }),
    /** The account's default address: Via Roma 1, Torino. */
    addHomeAddress: () =>
      post<{ id: number }>('/v1/user-address', {
        userUID: account.uid,
        active: true,
        street: 'Via Roma 1',
        city: 'Torino',
        province: 'TO',
        postalCode: '10121',
        isDefault: true,
      }),
  };
}

export type TestCustomer = {
  uid: string;
  token: string;
  email: string;
  password: string;
  name: string;
  surname: string;
  requestId: number;
};

/**
 * A visitor's first request, as the sign-up page makes it: anonymous account, first request,
 * then email and password. Answers the customer (with an ID token) and the NUOVA request.
 */
export async function newCustomerWithRequest(
  options: { needs?: string; name?: string; details?: string } = {},
): Promise<TestCustomer> {
  const suffix = uniqueSuffix();
  const anonymous = await identity('signUp', { returnSecureToken: true });
  const customer = {
    name: options.name ?? 'Lucia',
    surname: uniqueSurname('Prova', suffix),
    email: `lucia.${suffix}@example.it`,
    password: 'Prova!2345',
  };
  const request = await api<{ id: number }>('/v2/requests/first-request', {
    method: 'POST',
    token: anonymous.idToken,
    body: {
      uid: anonymous.localId,
      name: customer.name,
      surname: customer.surname,
      email: customer.email,
      phone: '+39 340 111 2233',
      needs: options.needs ?? 'Babysitter',
      details: options.details ?? 'Due bambini, dal lunedì al venerdì dopo la scuola',
      conditions: true,
    },
  });
  const linked = await identity('signUp', {
    idToken: anonymous.idToken,
    email: customer.email,
    password: customer.password,
    returnSecureToken: true,
  });
  return { ...customer, uid: anonymous.localId, token: linked.idToken, requestId: request.id };
}

/** The tutor's API, for the steps a journey does not test through the screens. */
export function tutorApi(token: string) {
  const post = (path: string, body?: unknown) => api(path, { method: 'POST', token, body });
  return {
    services: (businessLine: string) =>
      api<{ id: number; customerType: string }[]>(
        `/v1/backoffice/services?businessLine=${businessLine}&customerType=B2C`,
        { token },
      ),
    async sendQuote(requestId: number, businessLine = 'BABYSITTER') {
      const [service] = await this.services(businessLine);
      return post(`/v1/backoffice/requests/${requestId}/quote`, {
        serviceId: service!.id,
        requestDetail: {
          serviceStart: '2031-01-07',
          serviceEnd: '2031-06-30',
          netHourCost: 11,
          packageFlatCost: null,
          workDays: 'mon-wed-fri',
          workHours: 'aft',
        },
      });
    },
    startSelection: (requestId: number) =>
      post(`/v1/backoffice/requests/${requestId}/start-selection`),
    /**
     * Proposes the caregiver. One held on another open request is refused unless `confirmBusy`
     * (the tutor's 'Proponi comunque'): a journey proposes its own caregiver (`newCaregiver`).
     */
    addCandidate: (requestId: number, docRef: string, options: { confirmBusy?: boolean } = {}) =>
      post(`/v1/backoffice/requests/${requestId}/candidates`, { docRef, ...options }),
    /**
     * Sends the request's profiles to the family ('Invia profili alla famiglia'). A babysitter or
     * badante goes to a family only once their criminal record has been seen
     * (`lacksCriminalRecord`, within six months): it is recorded first, today, for each candidate
     * to send who lacks it.
     */
    async publish(requestId: number) {
      const { candidates } = await api<{ candidates: BackofficeCandidate[] }>(
        `/v1/backoffice/requests/${requestId}`,
        { token },
      );
      const today = isoDate(romeParts(new Date()));
      for (const { caregiver, criminalRecordOn, published, endedAt } of candidates) {
        if (published || endedAt) continue;
        if (!lacksCriminalRecord({ type: caregiver.type, criminalRecordOn }, today)) continue;
        await post(`/v1/backoffice/caregivers/${caregiver.docRef}/checks`, {
          kind: 'criminal-record',
          checkedOn: today,
        });
      }
      return post(`/v1/backoffice/requests/${requestId}/publish-candidates`);
    },
    requests: (query: string) =>
      api<{ content: { id: number; status: string }[] }>(`/v1/backoffice/requests?${query}`, {
        token,
      }),
    /**
     * The page (from 0, as the API counts; the address says it from 1) of the assistance inbox's 'Da gestire' holding the
     * open message `text`: the inbox puts the longest wait first, so a new one comes last.
     */
    async assistancePageOf(text: string) {
      for (let page = 0; ; page++) {
        const list = await api<{ content: { message: string }[]; totalPages: number }>(
          `/v1/backoffice/assistance?page=${page}`,
          { token },
        );
        if (list.content.some((m) => m.message === text)) return page;
        if (page + 1 >= list.totalPages) throw new Error(`No open assistance message '${text}'`);
      }
    },
  };
}

/** The customer's API calls of spec §7 whose screens other journeys cover. */
export function customerApi(customer: Pick<TestCustomer, 'token'>) {
  const { token } = customer;
  return {
    request: (id: number) => api<{ status: string }>(`/v2/requests/${id}`, { token }),
    acceptQuote: (id: number) =>
      api(`/v1/requests/confirm-quotation?requestID=${id}`, { method: 'POST', token }),
    acceptCaregiver: (id: number, docRef: string) =>
      api(`/v1/caregiver-selection/request/${id}/caregiver/${docRef}/accept`, {
        method: 'PATCH',
        token,
      }),
    candidates: (id: number) =>
      api<{ docRef: string }[]>(`/v1/caregiver-selection/request/${id}/phase/SELECTED`, { token }),
    askAssistance: (id: number, message: string) =>
      api(`/v2/requests/${id}/assistance`, {
        method: 'POST',
        token,
        body: { message, type: 'GENERIC' },
      }),
  };
}

export type OutboxMail = { subject: string; text: string; template: string; to: string };

/** The newest email of `template` sent to `to` (the dev mailbox), waiting for it to appear. */
export async function waitForMail(
  to: string,
  template: string,
): Promise<OutboxMail & { link: string | null }> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const { messages } = await api<{ messages: OutboxMail[] }>(
          `/dev/mailbox/messages?to=${encodeURIComponent(to)}`,
        );
        found = messages.find((m) => m.template === template);
        return Boolean(found);
      },
      { message: `email '${template}' to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  const link = found!.text.match(/https?:\/\/\S+/)?.[0] ?? null;
  return { ...found!, link };
}
