import type { RequestStatus } from '@equilibrio/contract/enums';
import { formatEuro } from '@equilibrio/contract/money-format';
import { and, eq } from 'drizzle-orm';
import { payments } from '../src/db/schema/payments';
import { requestEvents } from '../src/db/schema/requests';
import { settlePayment } from '../src/modules/payments/settle-payment';
import { getPage, injectAs, type TestApp, type TestUser } from './helpers';
import { requestWithCandidates } from './workflow-fixtures';

export const HOUR = 3_600_000;

/**
 * A request of the customer taken through the workflow's real API up to DA PAGARE: quote sent
 * and accepted, candidates published, one chosen (held for 24 hours). Answers its id and the
 * amount the quote page shows (the summary's products).
 */
export async function requestToPay(
  app: TestApp,
  customer: TestUser,
  tutor: TestUser,
  options: {
    candidates?: string[];
    choose?: string;
    province?: string;
    requestDetail?: object;
  } = {},
) {
  const candidates = options.candidates ?? ['cg-martina-rossi', 'cg-chiara-esposito'];
  const province = options.province ?? 'TO';
  const { id, serviceId } = await requestWithCandidates(app, customer, tutor, candidates, {
    province,
    requestDetail: options.requestDetail,
  });
  const accepted = await chooseCaregiver(app, customer, id, options.choose ?? candidates[0]!);
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.body}`);

  const summary = await injectAs(
    app,
    customer,
    'GET',
    `/v1/services/${serviceId}/summary?province=${province}`,
  );
  const amountCents = (summary.json().products as { amount: number }[]).reduce(
    (sum, product) => sum + product.amount,
    0,
  );
  return { id, serviceId, amountCents };
}

/**
 * A request of the customer paid through its checkout (`requestToPay`, then the provider's
 * report of the payment): PAGATO, with the payment that pays it.
 */
export async function paidRequest(app: TestApp, customer: TestUser, tutor: TestUser) {
  const { id, amountCents } = await requestToPay(app, customer, tutor);
  const checkout = await requestPayment(app, customer, id);
  if (checkout.statusCode !== 200) throw new Error(`checkout: ${checkout.body}`);
  const [open] = await paymentsOf(app, id);
  await settlePayment(
    app.ctx,
    open!.id,
    { state: 'paid', amountCents, currency: 'eur' },
    'webhook',
  );
  const [paid] = await paymentsOf(app, id);
  return { id, amountCents, payment: paid! };
}

export const chooseCaregiver = (app: TestApp, customer: TestUser, id: number, docRef: string) =>
  injectAs(
    app,
    customer,
    'PATCH',
    `/v1/caregiver-selection/request/${id}/caregiver/${docRef}/accept`,
  );

/** POST /v1/payments/user-request-payment as this user. */
export const requestPayment = (app: TestApp, user: TestUser | null, requestId: unknown) =>
  app.inject({
    method: 'POST',
    url: '/v1/payments/user-request-payment',
    headers: user ? user.headers : {},
    payload: { requestId },
  });

export async function statusOf(app: TestApp, tutor: TestUser, id: number) {
  const res = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
  return res.json().status as string;
}

export const paymentsOf = (app: TestApp, requestId: number) =>
  app.ctx.db.select().from(payments).where(eq(payments.requestId, requestId)).orderBy(payments.id);

/** History rows of the request that entered a status. */
export const eventsInto = (app: TestApp, requestId: number, toStatus: RequestStatus) =>
  app.ctx.db
    .select({ id: requestEvents.id, note: requestEvents.note })
    .from(requestEvents)
    .where(and(eq(requestEvents.requestId, requestId), eq(requestEvents.toStatus, toStatus)));

/** "195,80 €" — how the pages and emails write an amount (the contract's one euro formatter). */
export const euro = formatEuro;

/** The sandbox checkout page as the customer's browser holds it: its form's anti-forgery pair. */
export type SandboxSession = { path: string; cookie: string; csrf: string };

/** Opens the sandbox checkout page at `checkoutURL` (GET as a browser): the page and its form. */
export async function openSandboxPage(app: TestApp, checkoutURL: string) {
  const path = new URL(checkoutURL).pathname;
  const page = await getPage(app, path);
  const session: SandboxSession = {
    path,
    cookie: page.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? '',
    csrf: page.body.match(/name="_csrf" value="([^"]+)"/)?.[1] ?? '',
  };
  return { page, session };
}

/** Sends the sandbox page's form (`pay` or `cancel`) as the browser does; `csrf: null` leaves it out. */
export const submitSandbox = (
  app: TestApp,
  session: SandboxSession,
  action: 'pay' | 'cancel',
  fields: Record<string, string> = {},
  csrf: string | null = session.csrf,
) =>
  app.inject({
    method: 'POST',
    url: `${session.path}/${action}`,
    headers: {
      cookie: `XSRF-TOKEN=${session.cookie}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    payload: new URLSearchParams({
      ...(csrf === null ? {} : { _csrf: csrf }),
      ...fields,
    }).toString(),
  });
