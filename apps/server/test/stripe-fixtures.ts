import { afterAll, beforeAll, expect } from 'vitest';
import { reconcilePayments } from '../src/modules/payments/payment-reconciler';
import { sweepExpiredHolds } from '../src/modules/workflow/hold-sweeper';
import { type FakeStripe, signedEvent, startFakeStripe } from './fake-stripe';
import { injectAs, madeBeforeAll } from './helpers';
import { eventsInto, paymentsOf, requestPayment, requestToPay, statusOf } from './payment-fixtures';
import { mailsTo, setUserName, useWorkflowApp } from './workflow-fixtures';

const SECRET_KEY = 'sk_test_equilibrioFake123';
export const WEBHOOK_SECRET = 'whsec_equilibrioTest123';
export const TUTOR_TEAM = 'tutor-team@equilibrio.test';

type EventOptions = Parameters<typeof signedEvent>[3];

/**
 * The set-up of the Stripe Checkout tests, for the enclosing `describe`: a local fake of the
 * Stripe HTTP API (`startFakeStripe`), the app with Stripe as the payment provider pointed at it
 * (`useWorkflowApp`: catalogue, caregivers, a customer named Giulia Bianchi and a tutor), and
 * the moves the tests make, bound to them. On PostgreSQL (TEST_DATABASE_URL) racing deliveries
 * really run at once.
 */
export function useStripeCheckout() {
  let started: FakeStripe | undefined;
  const fake = madeBeforeAll('The fake Stripe', async () => {
    started = await startFakeStripe({ secretKey: SECRET_KEY });
    return started;
  });
  afterAll(async () => {
    await started?.close();
  });
  const { app, customer, tutor, advance } = useWorkflowApp(() => ({
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      TUTOR_NOTIFY_EMAILS: TUTOR_TEAM,
    },
  }));
  beforeAll(() => setUserName(app, customer, 'Giulia', 'Bianchi'));

  /** POST of a webhook body as Stripe sends it; `signature: null` leaves the header out. */
  const deliver = (payload: string, signature: string | null) =>
    app.inject({
      method: 'POST',
      url: '/v1/payments/webhooks/stripe',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });

  /** An event of `type` about `object`, signed with the app's webhook secret. */
  const event = (type: string, object: object, options?: EventOptions) =>
    signedEvent(type, object, WEBHOOK_SECRET, options);

  /** The event signed and delivered once: the answer. */
  const send = (type: string, object: object, options?: EventOptions) => {
    const signed = event(type, object, options);
    return deliver(signed.payload, signed.signature);
  };

  const returnFrom = (sessionId: string) =>
    app.inject({ method: 'GET', url: `/v1/payments/return?session_id=${sessionId}` });

  /** A DA PAGARE request with its open Stripe checkout. */
  async function openCheckout() {
    const request = await requestToPay(app, customer, tutor);
    const res = await requestPayment(app, customer, request.id);
    expect(res.statusCode).toBe(200);
    const [payment] = await paymentsOf(app, request.id);
    const session = fake.sessions.get(payment!.providerRef!)!;
    expect(res.json().checkoutURL).toBe(session.url);
    return { ...request, payment: payment!, session };
  }

  /** Within a minute of the checkout's expiry (the hold still on): the next click replaces it. */
  async function replaceCheckout(checkout: { id: number; payment: { expiresAt: Date } }) {
    const left = checkout.payment.expiresAt.getTime() - app.ctx.clock.now().getTime();
    await advance(left - 60_000);
    const res = await requestPayment(app, customer, checkout.id);
    expect(res.statusCode).toBe(200);
    return res.json().checkoutURL as string;
  }

  /** The emails of `template` about request `id` queued to `to`. */
  const mailsAbout = async (to: string, template: string, id: number) =>
    (await mailsTo(app, to)).filter((m) => m.template === template && m.subject.includes(`#${id}`));

  return {
    app,
    customer,
    tutor,
    fake,
    advance,
    deliver,
    event,
    send,
    returnFrom,
    openCheckout,
    replaceCheckout,
    mailsAbout,
    requestToPay: () => requestToPay(app, customer, tutor),
    pay: (id: number) => requestPayment(app, customer, id),
    statusOf: (id: number) => statusOf(app, tutor, id),
    paymentsOf: (id: number) => paymentsOf(app, id),
    paidEvents: (id: number) => eventsInto(app, id, 'PAGATO'),
    detail: async (id: number) =>
      (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json(),
    sweepExpiredHolds: () => sweepExpiredHolds(app.ctx),
    reconcilePayments: () => reconcilePayments(app.ctx),
    /** How many times the app asked Stripe to expire the session. */
    expireCalls: (sessionId: string) =>
      fake.calls.filter((c) => c.path === `/v1/checkout/sessions/${sessionId}/expire`).length,
    /** The refund emails of request `id`: to the customer and to the tutors. */
    refundMails: async (id: number) => ({
      customer: await mailsAbout(customer.email, 'customer-payment-to-refund', id),
      tutors: await mailsAbout(TUTOR_TEAM, 'tutor-payment-to-refund', id),
    }),
  };
}
