import { randomBytes } from 'node:crypto';
import { type Browser, expect, type Page, test } from '@playwright/test';

/**
 * The back office's journeys: the demo family tutor, and the API shortcuts that put a request in
 * the state a journey starts from (customers' screens are tested by their own journeys).
 */
export const demoTutor = {
  email: 'tutor@demo.equilibrio.it',
  password: 'Tutor!2345',
  name: 'Marco Ferri',
};
export const demoCustomer = { email: 'cliente@demo.equilibrio.it', password: 'Demo!2345' };

const API_KEY = 'equilibrio-local-key';
const baseUrl = () => test.info().project.use.baseURL!;

/** A plain API call (no cookies, so no anti-forgery token is needed), failing loudly. */
export async function api<T = unknown>(
  path: string,
  options: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: options.method ?? 'GET',
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${options.method ?? 'GET'} ${path} → ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const identity = (call: string, body: object) =>
  api<{ idToken: string; localId: string }>(
    `/identitytoolkit.googleapis.com/v1/accounts:${call}?key=${API_KEY}`,
    { method: 'POST', body: { ...body, returnSecureToken: true } },
  );

export const signInToken = async (email: string, password: string) =>
  (await identity('signInWithPassword', { email, password })).idToken;

export const uniqueSuffix = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

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
  const anonymous = await identity('signUp', {});
  const customer = {
    name: options.name ?? 'Lucia',
    surname: `Prova${suffix.slice(-5)}`,
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
    addCandidate: (requestId: number, docRef: string) =>
      post(`/v1/backoffice/requests/${requestId}/candidates`, { docRef }),
    publish: (requestId: number) => post(`/v1/backoffice/requests/${requestId}/publish-candidates`),
    requests: (query: string) =>
      api<{ content: { id: number; status: string }[] }>(`/v1/backoffice/requests?${query}`, {
        token,
      }),
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

/** Signs in at the back office's own staff entrance. */
export async function signInAsTutor(page: Page, path = '/backoffice') {
  await page.goto(path);
  await page.getByRole('textbox', { name: 'Email' }).fill(demoTutor.email);
  await page.getByRole('textbox', { name: 'Password' }).fill(demoTutor.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByTestId('tutor-name')).toHaveText(demoTutor.name);
}

/**
 * The open dialog, once its opening transition has finished: a click during the slide-in can
 * land where the button was a frame earlier on a busy machine.
 */
export async function openDialog(page: Page, name?: string | RegExp) {
  const dialog = name ? page.getByRole('dialog', { name }) : page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.evaluate((element) =>
    Promise.all(
      [element, ...(element.parentElement ? [element.parentElement] : [])].flatMap((el) =>
        // A transition replaced by another rejects: that one is over too.
        el
          .getAnimations({ subtree: true })
          .map((animation) => animation.finished.catch(() => null)),
      ),
    ),
  );
  return dialog;
}

/**
 * A request of a new customer taken to PAGATO: quote, selection of Martina Rossi, the customer's
 * choice, and the payment on the sandbox checkout page (in a browser of the customer's own).
 */
export async function newPaidRequest(browser: Browser): Promise<TestCustomer> {
  const customer = await newCustomerWithRequest();
  const tutor = tutorApi(await signInToken(demoTutor.email, demoTutor.password));
  const id = customer.requestId;
  await tutor.sendQuote(id);
  await customerApi(customer).acceptQuote(id);
  await tutor.startSelection(id);
  await tutor.addCandidate(id, 'cg-martina-rossi');
  await tutor.publish(id);
  await customerApi(customer).acceptCaregiver(id, 'cg-martina-rossi');
  const { checkoutURL } = await api<{ checkoutURL: string }>('/v1/payments/user-request-payment', {
    method: 'POST',
    token: customer.token,
    body: { requestId: id },
  });
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(checkoutURL);
  await page.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Titolare della carta').fill(`${customer.name} ${customer.surname}`);
  await page.getByRole('button', { name: /^Paga \d/ }).click();
  await page.waitForURL(/redirect_status=succeeded/, { waitUntil: 'commit' });
  await context.close();
  return customer;
}
