import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeStripe, signedEvent, startFakeStripe } from '../../../test/fake-stripe';
import { getPage } from '../../../test/helpers';
import {
  euro,
  eventsInto,
  HOUR,
  paymentsOf,
  requestPayment,
  requestToPay,
  statusOf,
} from '../../../test/payment-fixtures';
import {
  advanceClock,
  mailsTo,
  setUserName,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { sweepExpiredHolds } from '../workflow/hold-sweeper';
import { reconcilePayments } from './payment-reconciler';

const SECRET_KEY = 'sk_test_equilibrioFake123';
const WEBHOOK_SECRET = 'whsec_equilibrioTest123';
const TUTOR_TEAM = 'tutor-team@equilibrio.test';

/**
 * The Stripe adapter against a local fake of the Stripe HTTP API, with real signed webhooks.
 * On PostgreSQL (TEST_DATABASE_URL) the racing deliveries really run at once.
 */
describe('Stripe Checkout', () => {
  let fake: FakeStripe;

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: SECRET_KEY });
  });
  afterAll(async () => {
    await fake?.close();
  });
  const { app, customer, tutor } = useWorkflowApp(() => ({
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: fake.url,
      TUTOR_NOTIFY_EMAILS: TUTOR_TEAM,
    },
  }));
  beforeAll(() => setUserName(app, customer, 'Giulia', 'Bianchi'));

  const signedIn = () => [
    { user: customer, role: 'customer' as const },
    { user: tutor, role: 'tutor' as const },
  ];

  const deliver = (
    payload: string,
    signature: string | null,
    contentType = 'application/json; charset=utf-8',
  ) =>
    app.inject({
      method: 'POST',
      url: '/v1/payments/webhooks/stripe',
      headers: {
        'content-type': contentType,
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      payload,
    });

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

  it('opens a Checkout Session in EUR, in Italian, with the quote’s lines and one idempotency key', async () => {
    const creates = () => fake.calls.filter((c) => c.path === '/v1/checkout/sessions');
    const before = creates().length;
    const { id, amountCents, payment, session } = await openCheckout();
    const [call] = creates().slice(before);
    expect(creates().length - before).toBe(1);
    expect(call!.idempotencyKey).toBe(payment.idempotencyKey);
    expect(call!.params).toMatchObject({
      mode: 'payment',
      locale: 'it',
      currency: 'eur',
      'allowed_payment_method_types[0]': 'card',
      'line_items[0][price_data][currency]': 'eur',
      'line_items[0][price_data][product_data][name]': 'Selezione del caregiver',
      'line_items[1][price_data][product_data][name]': 'Garanzia NO PROBLEM — primi 30 giorni',
      client_reference_id: String(id),
      customer_email: customer.email,
      'metadata[paymentId]': String(payment.id),
      'metadata[requestId]': String(id),
      success_url: 'http://localhost:8080/v1/payments/return?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `http://localhost:8080/dashboard/home?payment=${id}&redirect_status=failed`,
      expires_at: String(Math.floor(payment.expiresAt.getTime() / 1000)),
    });
    expect(session.amount_total).toBe(amountCents);
    expect(payment).toMatchObject({ provider: 'stripe', amountCents, status: 'open' });
    // The hold's end (24 hours from the choice), within Stripe's 30 minutes–24 hours.
    const hoursLeft = (payment.expiresAt.getTime() - app.ctx.clock.now().getTime()) / HOUR;
    expect(hoursLeft).toBeGreaterThan(23);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    // While it is open, the same checkout again: no second session.
    const again = await requestPayment(app, customer, id);
    expect(again.json().checkoutURL).toBe(session.url);
    expect(creates().length - before).toBe(1);
  });

  it('racing "Effettua pagamento" calls share one payment row and one session', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => requestPayment(app, customer, id)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().checkoutURL)).size).toBe(1);
    const rows = await paymentsOf(app, id);
    expect(rows).toHaveLength(1);
    const sessionsOfRequest = [...fake.sessions.values()].filter(
      (s) => s.client_reference_id === String(id),
    );
    expect(sessionsOfRequest).toHaveLength(1);
  });

  it('rejects a webhook with a bad signature with 400 and changes nothing', async () => {
    const { id, session } = await openCheckout();
    const paidSession = fake.complete(session.id);
    const good = signedEvent('checkout.session.completed', paidSession, WEBHOOK_SECRET);
    const forged = signedEvent('checkout.session.completed', paidSession, 'whsec_notOurSecret1');
    const tampered = good.payload.replace('"paid"', '"paid" ');

    for (const res of [
      await deliver(forged.payload, forged.signature),
      await deliver(good.payload, null),
      await deliver(good.payload, 'garbage'),
      await deliver(tampered, good.signature),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 'BAD_REQUEST',
        message: 'Firma del webhook non valida.',
      });
    }
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, id))[0]!.status).toBe('open');
    expect(await eventsInto(app, id, 'PAGATO')).toHaveLength(0);
  });

  it('applies one event delivered 10 times, racing the return URL, exactly once', async () => {
    const { id, amountCents, session } = await openCheckout();
    const paidSession = fake.complete(session.id);
    // Pretty-printed with accents: only the raw bytes verify, a re-serialised body would not.
    const { payload, signature } = signedEvent(
      'checkout.session.completed',
      { ...paidSession, metadata: { ...paidSession.metadata, nota: 'caffè è pronto' } },
      WEBHOOK_SECRET,
      { indent: 2 },
    );
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => deliver(payload, signature)),
      returnFrom(session.id),
      returnFrom(session.id),
    ]);
    const webhooks = results.slice(0, 10);
    const returns = results.slice(10);
    for (const res of webhooks) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ received: true });
    }
    for (const res of returns) {
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/dashboard/home?payment=${id}&redirect_status=succeeded`);
    }

    expect(await statusOf(app, tutor, id)).toBe('PAGATO');
    expect(await eventsInto(app, id, 'PAGATO')).toHaveLength(1);
    const rows = await paymentsOf(app, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', refundRequired: false, amountCents });
    const receipts = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-payment-received' && m.subject.includes(`#${id}`),
    );
    expect(receipts).toHaveLength(1);
    const tutorMails = (await mailsTo(app, TUTOR_TEAM)).filter(
      (m) => m.template === 'tutor-payment-received' && m.subject.includes(`#${id}`),
    );
    expect(tutorMails).toHaveLength(1);

    // Later deliveries (Stripe retries for days) still change nothing.
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect(await eventsInto(app, id, 'PAGATO')).toHaveLength(1);
  });

  it('verifies the return with Stripe: an unpaid session goes back with failed', async () => {
    const { id, session } = await openCheckout();
    const res = await returnFrom(session.id);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/dashboard/home?payment=${id}&redirect_status=failed`);
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, id))[0]!.status).toBe('open');
    expect((await returnFrom('cs_test_nonesistente000')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/v1/payments/return' })).statusCode).toBe(400);
  });

  it('an expired session closes the payment; the next click opens a new session', async () => {
    const { id, session } = await openCheckout();
    const expired = { ...session, status: 'expired', url: null };
    fake.sessions.set(session.id, { ...session, status: 'expired', url: null });
    const { payload, signature } = signedEvent('checkout.session.expired', expired, WEBHOOK_SECRET);
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, id))[0]!.status).toBe('expired');

    const next = await requestPayment(app, customer, id);
    expect(next.statusCode).toBe(200);
    expect(next.json().checkoutURL).not.toBe(session.url);
    const rows = await paymentsOf(app, id);
    expect(rows.map((r) => r.status)).toEqual(['expired', 'open']);
    expect(rows[0]!.idempotencyKey).not.toBe(rows[1]!.idempotencyKey);
  });

  it('waits for delayed payments: async_payment_succeeded pays, async_payment_failed does not', async () => {
    const first = await openCheckout();
    const pending = fake.complete(first.session.id, 'unpaid');
    let delivery = signedEvent('checkout.session.completed', pending, WEBHOOK_SECRET);
    await deliver(delivery.payload, delivery.signature);
    expect(await statusOf(app, tutor, first.id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, first.id))[0]!.status).toBe('open');
    delivery = signedEvent(
      'checkout.session.async_payment_succeeded',
      fake.settleAsync(first.session.id),
      WEBHOOK_SECRET,
    );
    await deliver(delivery.payload, delivery.signature);
    expect(await statusOf(app, tutor, first.id)).toBe('PAGATO');

    const second = await openCheckout();
    delivery = signedEvent(
      'checkout.session.async_payment_failed',
      fake.complete(second.session.id, 'unpaid'),
      WEBHOOK_SECRET,
    );
    await deliver(delivery.payload, delivery.signature);
    expect(await statusOf(app, tutor, second.id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, second.id))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Il pagamento non è stato autorizzato dalla banca.',
    });
  });

  it('ignores events it does not use and sessions that are not ours', async () => {
    const other = signedEvent(
      'customer.created',
      { id: 'cus_123', object: 'customer' },
      WEBHOOK_SECRET,
    );
    expect((await deliver(other.payload, other.signature)).statusCode).toBe(200);
    const stranger = signedEvent(
      'checkout.session.completed',
      {
        id: 'cs_test_notours',
        object: 'checkout.session',
        status: 'complete',
        payment_status: 'paid',
      },
      WEBHOOK_SECRET,
    );
    expect((await deliver(stranger.payload, stranger.signature)).statusCode).toBe(200);
  });

  it('reconciles a paid session whose webhook never came', async () => {
    const { id, session } = await openCheckout();
    fake.complete(session.id);
    await advanceClock(app, 6 * 60_000, signedIn());
    await reconcilePayments(app.ctx);
    expect(await statusOf(app, tutor, id)).toBe('PAGATO');
    expect(await eventsInto(app, id, 'PAGATO')).toHaveLength(1);
    expect((await paymentsOf(app, id))[0]!.status).toBe('paid');
  });

  it('expires at Stripe the checkout of a request whose hold expired', async () => {
    const { id, session } = await openCheckout();
    await advanceClock(app, 24 * HOUR + 1000, signedIn());
    await sweepExpiredHolds(app.ctx);
    await reconcilePayments(app.ctx);
    expect(fake.sessions.get(session.id)!.status).toBe('expired');
    expect(fake.calls.some((c) => c.path === `/v1/checkout/sessions/${session.id}/expire`)).toBe(
      true,
    );
    expect((await paymentsOf(app, id))[0]!.status).toBe('expired');
    expect(await statusOf(app, tutor, id)).toBe('INVIATO CV');
  });

  it('a payment completed after the hold expired is recorded and flagged for a refund', async () => {
    const { id, session, amountCents } = await openCheckout();
    await advanceClock(app, 24 * HOUR + 1000, signedIn());
    await sweepExpiredHolds(app.ctx);
    const { payload, signature } = signedEvent(
      'checkout.session.completed',
      fake.complete(session.id),
      WEBHOOK_SECRET,
    );
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect(await statusOf(app, tutor, id)).toBe('INVIATO CV');
    const [payment] = await paymentsOf(app, id);
    expect(payment).toMatchObject({ status: 'paid', refundRequired: true, amountCents });
    const detail = await app.inject({
      method: 'GET',
      url: `/v1/backoffice/requests/${id}`,
      headers: tutor.headers,
    });
    expect(detail.json()).toMatchObject({
      refundRequired: true,
      payments: [{ provider: 'stripe', providerRef: session.id, refundRequired: true }],
    });
    // Delivered again: still one record, still one email to the tutors.
    await deliver(payload, signature);
    expect(
      (await mailsTo(app, TUTOR_TEAM)).filter(
        (m) => m.template === 'tutor-payment-to-refund' && m.subject.includes(`#${id}`),
      ),
    ).toHaveLength(1);
  });

  /** Within a minute of the checkout's expiry (the hold still on): the next click replaces it. */
  async function replaceCheckout(checkout: { id: number; payment: { expiresAt: Date } }) {
    const left = checkout.payment.expiresAt.getTime() - app.ctx.clock.now().getTime();
    await advanceClock(app, left - 60_000, signedIn());
    const res = await requestPayment(app, customer, checkout.id);
    expect(res.statusCode).toBe(200);
    return res.json().checkoutURL as string;
  }

  const expireCalls = (sessionId: string) =>
    fake.calls.filter((c) => c.path === `/v1/checkout/sessions/${sessionId}/expire`).length;

  const refundMails = async (id: number) => ({
    customer: (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-payment-to-refund' && m.subject.includes(`#${id}`),
    ),
    tutors: (await mailsTo(app, TUTOR_TEAM)).filter(
      (m) => m.template === 'tutor-payment-to-refund' && m.subject.includes(`#${id}`),
    ),
  });

  it('a replaced checkout is expired at Stripe; a payment of it still reported is flagged and moves nothing', async () => {
    const old = await openCheckout();
    const url = await replaceCheckout(old);
    expect(url).not.toBe(old.session.url);
    expect(fake.expiredByApi(old.session.id)).toBe(true);
    expect(fake.sessions.get(old.session.id)!.status).toBe('expired');
    expect(() => fake.complete(old.session.id)).toThrow();
    let rows = await paymentsOf(app, old.id);
    expect(rows.map((r) => r.status)).toEqual(['canceled', 'open']);

    // Stripe reports it paid all the same (say it was paid a moment before it expired).
    const paidOld = { ...old.session, status: 'complete', payment_status: 'paid', url: null };
    const { payload, signature } = signedEvent(
      'checkout.session.completed',
      paidOld,
      WEBHOOK_SECRET,
    );
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect(await statusOf(app, tutor, old.id)).toBe('DA PAGARE');
    expect(await eventsInto(app, old.id, 'PAGATO')).toHaveLength(0);
    rows = await paymentsOf(app, old.id);
    expect(rows[0]).toMatchObject({
      status: 'paid',
      refundRequired: true,
      refundReason:
        'Pagamento ricevuto su un checkout già chiuso (stato "Annullato"): da rimborsare.',
    });
    expect(rows[1]!.status).toBe('open');
    const mails = await refundMails(old.id);
    expect(mails.tutors).toHaveLength(1);
    expect(mails.customer).toHaveLength(1);
    expect(mails.customer[0]!.text).toContain('checkout non più valido');
    expect(mails.customer[0]!.text).toContain('Effettua pagamento');
    const detail = await app.inject({
      method: 'GET',
      url: `/v1/backoffice/requests/${old.id}`,
      headers: tutor.headers,
    });
    expect(detail.json()).toMatchObject({
      refundRequired: true,
      payments: [{ status: 'open' }, { providerRef: old.session.id, refundRequired: true }],
    });

    // The new checkout pays the request as usual.
    const paidNew = fake.complete(rows[1]!.providerRef!);
    const next = signedEvent('checkout.session.completed', paidNew, WEBHOOK_SECRET);
    expect((await deliver(next.payload, next.signature)).statusCode).toBe(200);
    expect(await statusOf(app, tutor, old.id)).toBe('PAGATO');
    expect((await paymentsOf(app, old.id)).map((r) => [r.status, r.refundRequired])).toEqual([
      ['paid', true],
      ['paid', false],
    ]);
  });

  it('a paid report for another amount than the checkout’s is flagged and moves nothing', async () => {
    const first = await openCheckout();
    const paid = fake.complete(first.session.id);
    const { payload, signature } = signedEvent(
      'checkout.session.completed',
      { ...paid, amount_total: first.amountCents - 100 },
      WEBHOOK_SECRET,
    );
    expect((await deliver(payload, signature)).statusCode).toBe(200);
    expect(await statusOf(app, tutor, first.id)).toBe('DA PAGARE');
    expect(await eventsInto(app, first.id, 'PAGATO')).toHaveLength(0);
    const [row] = await paymentsOf(app, first.id);
    expect(row).toMatchObject({ status: 'paid', refundRequired: true });
    expect(row!.refundReason).toBe(
      `Importo pagato (${euro(first.amountCents - 100)}) diverso da quello del checkout (${euro(first.amountCents)}): da rimborsare.`,
    );
    const mails = await refundMails(first.id);
    expect(mails.tutors).toHaveLength(1);
    expect(mails.customer[0]!.text).toContain(euro(first.amountCents - 100));

    // The same through the reconciliation job, and in another currency.
    const second = await openCheckout();
    fake.complete(second.session.id);
    fake.sessions.get(second.session.id)!.currency = 'usd';
    await advanceClock(app, 6 * 60_000, signedIn());
    await reconcilePayments(app.ctx);
    expect(await statusOf(app, tutor, second.id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, second.id))[0]).toMatchObject({
      status: 'paid',
      refundRequired: true,
    });
  });

  it('the reconciliation job retries the expiry of a replaced checkout until Stripe confirms it', async () => {
    const old = await openCheckout();
    fake.failNext(1);
    await replaceCheckout(old);
    // The expiry failed (Stripe answered 500); the new checkout was opened all the same.
    expect(expireCalls(old.session.id)).toBe(1);
    expect(fake.expiredByApi(old.session.id)).toBe(false);
    expect((await paymentsOf(app, old.id)).map((r) => r.status)).toEqual(['canceled', 'open']);

    await advanceClock(app, 2 * 60_000, signedIn());
    await reconcilePayments(app.ctx);
    expect(fake.expiredByApi(old.session.id)).toBe(true);
    expect(expireCalls(old.session.id)).toBe(2);
    // Confirmed: never asked again.
    await advanceClock(app, 2 * HOUR, signedIn());
    await reconcilePayments(app.ctx);
    expect(expireCalls(old.session.id)).toBe(2);
    expect(await statusOf(app, tutor, old.id)).toBe('DA PAGARE');
  });

  it('a replaced checkout found paid when the job expires it is flagged for a refund', async () => {
    const old = await openCheckout();
    fake.failNext(1);
    await replaceCheckout(old);
    // Paid on the page Stripe still held open; the webhook never came.
    fake.complete(old.session.id);
    await advanceClock(app, 2 * 60_000, signedIn());
    await reconcilePayments(app.ctx);
    expect(await statusOf(app, tutor, old.id)).toBe('DA PAGARE');
    const rows = await paymentsOf(app, old.id);
    expect(rows.map((r) => [r.status, r.refundRequired])).toEqual([
      ['paid', true],
      ['open', false],
    ]);
    expect((await refundMails(old.id)).tutors).toHaveLength(1);
    await advanceClock(app, 2 * HOUR, signedIn());
    await reconcilePayments(app.ctx);
    expect(expireCalls(old.session.id)).toBe(2);
    expect((await refundMails(old.id)).tutors).toHaveLength(1);
  });

  it('refuses a webhook signed more than 5 minutes in the future; 4 minutes is accepted', async () => {
    const { id, session } = await openCheckout();
    const paid = fake.complete(session.id);
    const at = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
    const ahead = signedEvent('checkout.session.completed', paid, WEBHOOK_SECRET, {
      timestamp: at(6),
    });
    const refused = await deliver(ahead.payload, ahead.signature);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Firma del webhook non valida.',
    });
    const stale = signedEvent('checkout.session.completed', paid, WEBHOOK_SECRET, {
      timestamp: at(-6),
    });
    expect((await deliver(stale.payload, stale.signature)).statusCode).toBe(400);
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, id))[0]!.status).toBe('open');

    const near = signedEvent('checkout.session.completed', paid, WEBHOOK_SECRET, {
      timestamp: at(4),
    });
    expect((await deliver(near.payload, near.signature)).statusCode).toBe(200);
    expect(await statusOf(app, tutor, id)).toBe('PAGATO');
  });

  it('serves no sandbox checkout when Stripe is the provider', async () => {
    const page = await getPage(app, '/checkout/sandbox/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(page.statusCode).toBe(404);
    expect(page.json().error.code).toBe('NOT_FOUND');
  });

  it('when Stripe is down: a clear 503, and the retry reuses the same idempotency key', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    fake.failNext(1);
    const down = await requestPayment(app, customer, id);
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(
      'Il servizio di pagamento non risponde, riprova tra qualche minuto.',
    );
    const [pending] = await paymentsOf(app, id);
    expect(pending).toMatchObject({ status: 'open', providerRef: null, checkoutUrl: null });

    const up = await requestPayment(app, customer, id);
    expect(up.statusCode).toBe(200);
    const attempts = fake.calls.filter(
      (c) => c.path === '/v1/checkout/sessions' && c.idempotencyKey === pending!.idempotencyKey,
    );
    expect(attempts).toHaveLength(2);
    expect(await paymentsOf(app, id)).toHaveLength(1);
  });
});
