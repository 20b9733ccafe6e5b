import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { type Account, apiAs, createAccount, demoTutor, signInAccount } from './accounts';
import { newCaregiver, type TestCaregiver } from './caregivers';

export const goodCard = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Giulia Verdi',
};

export type Payable = {
  account: Account;
  requestId: number;
  /** The request's own caregiver, chosen by the customer and held until the payment. */
  caregiver: TestCaregiver;
  checkoutURL: string;
  status: () => Promise<string>;
};

/**
 * A new customer with a request the family tutor took to DA PAGARE through the real API:
 * first request, quote, selection, a published candidate of its own (`newCaregiver`), the
 * customer's choice. Then the customer's "Effettua pagamento" call, whose answer is the checkout
 * address.
 */
export async function payableRequest(): Promise<Payable> {
  const account = await createAccount();
  const caregiver = await newCaregiver();
  const customer = apiAs(account);
  const tutor = apiAs(await signInAccount(demoTutor.email, demoTutor.password));
  const { id } = await customer.call<{ id: number }>('POST', '/v2/requests/first-request', {
    uid: account.uid,
    name: 'Giulia',
    surname: 'Verdi',
    email: account.email,
    phone: '+39 333 765 4321',
    needs: 'Babysitter',
    details: 'Due bambini, tre pomeriggi a settimana',
    conditions: true,
    companyId: null,
  });
  const [service] = await tutor.call<{ id: number }[]>(
    'GET',
    '/v1/backoffice/services?businessLine=BABYSITTER&customerType=B2C',
  );
  const move = (path: string, data: unknown = {}) =>
    tutor.call('POST', `/v1/backoffice/requests/${id}/${path}`, data);
  await move('quote', {
    serviceId: service!.id,
    requestDetail: {
      serviceStart: '2030-01-07',
      serviceEnd: '2030-06-30',
      netHourCost: 10,
      packageFlatCost: null,
      workDays: 'mon-wed-fri',
      workHours: 'aft',
    },
  });
  await customer.call('POST', `/v1/requests/confirm-quotation?requestID=${id}`, {});
  await move('start-selection');
  await move('candidates', { docRef: caregiver.docRef });
  await move('publish-candidates');
  await customer.call(
    'PATCH',
    `/v1/caregiver-selection/request/${id}/caregiver/${caregiver.docRef}/accept`,
  );
  const { checkoutURL } = await customer.call<{ checkoutURL: string }>(
    'POST',
    '/v1/payments/user-request-payment',
    { requestId: id },
  );
  return {
    account,
    requestId: id,
    caregiver,
    checkoutURL,
    status: async () =>
      (await tutor.call<{ status: string }>('GET', `/v1/backoffice/requests/${id}`)).status,
  };
}

/**
 * Pays a checkout with the good card the way its page's form posts it (the anti-forgery cookie
 * and the matching `_csrf` field), without opening the page: for the journeys that start from a
 * paid request. The checkout page itself is the payments journeys'.
 */
export async function payByApi(checkoutURL: string) {
  const csrf = randomBytes(16).toString('hex');
  const res = await fetch(`${checkoutURL}/pay`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: `XSRF-TOKEN=${csrf}`,
    },
    body: new URLSearchParams({
      _csrf: csrf,
      number: goodCard.number,
      expiry: goodCard.expiry,
      cvc: goodCard.cvc,
      name: goodCard.name,
    }),
  });
  const location = res.headers.get('location') ?? '';
  if (res.status !== 303 || !location.includes('redirect_status=succeeded'))
    throw new Error(`checkout not paid: ${res.status} ${location} ${await res.text()}`);
}

export async function fillCard(page: Page, card: typeof goodCard) {
  await page.getByLabel('Numero della carta').fill(card.number);
  await page.getByLabel('Scadenza (MM/AA)').fill(card.expiry);
  await page.getByLabel('CVC').fill(card.cvc);
  await page.getByLabel('Titolare della carta').fill(card.name);
}

/**
 * Where a browser that is not signed in lands when the checkout sends it back: the sign-in,
 * drawn at once by the server, which returns to Home with the payment's outcome once signed in.
 */
export const signInBackToHome =
  (requestId: number, outcome: 'succeeded' | 'failed') => (url: URL) =>
    url.pathname === '/login' &&
    url.searchParams.get('next') ===
      `/dashboard/home?payment=${requestId}&redirect_status=${outcome}`;
