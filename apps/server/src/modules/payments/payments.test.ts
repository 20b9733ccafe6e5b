import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTestUser,
  fieldErrorsOf,
  injectAs,
  useTestUser,
  withTestApp,
} from '../../../test/helpers';
import {
  chooseCaregiver,
  eventsInto,
  HOUR,
  paymentsOf,
  requestPayment,
  requestToPay,
  statusOf,
} from '../../../test/payment-fixtures';
import {
  advanceClock,
  createTestRequest,
  mailsTo,
  seedCatalogAndCaregivers,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { ConfigError, loadConfig } from '../../config';
import { serviceProducts } from '../../db/schema/catalog';
import { payments } from '../../db/schema/payments';
import { sweepExpiredHolds } from '../workflow/hold-sweeper';
import { reconcilePayments } from './payment-reconciler';

describe('POST /v1/payments/user-request-payment', () => {
  const { app, customer, tutor } = useWorkflowApp();
  const stranger = useTestUser(app);

  const signedIn = () => [
    { user: customer, role: 'customer' as const },
    { user: stranger, role: 'customer' as const },
    { user: tutor, role: 'tutor' as const },
  ];

  it('needs a token, and answers 404 for anyone but the owner', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    const anonymous = await requestPayment(app, null, id);
    expect(anonymous.statusCode).toBe(401);
    const foreign = await requestPayment(app, stranger, id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error).toEqual({ code: 'NOT_FOUND', message: 'Richiesta non trovata.' });
    // A tutor is not the customer either.
    expect((await requestPayment(app, tutor, id)).statusCode).toBe(404);
    expect((await requestPayment(app, customer, 999_999)).statusCode).toBe(404);
    expect(await paymentsOf(app, id)).toHaveLength(0);
  });

  it('validates the body and never takes an amount from the client', async () => {
    for (const bad of [null, 'abc', -3, 0, 1.5, 3_000_000_000]) {
      const res = await requestPayment(app, customer, bad);
      expect(fieldErrorsOf(res)).toHaveProperty('body.requestId', 'Richiesta non valida');
    }
    const { id, amountCents } = await requestToPay(app, customer, tutor);
    const res = await injectAs(app, customer, 'POST', '/v1/payments/user-request-payment', {
      requestId: id,
      amount: 1,
      amountCents: 1,
    });
    expect(res.statusCode).toBe(200);
    expect((await paymentsOf(app, id))[0]!.amountCents).toBe(amountCents);
  });

  it('answers 409 with the current status outside DA PAGARE', async () => {
    const id = await createTestRequest(app, customer);
    const res = await requestPayment(app, customer, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'INVALID_STATE',
      message: 'Il pagamento non è disponibile: la richiesta è nello stato «Nuova».',
    });
    expect(await paymentsOf(app, id)).toHaveLength(0);
  });

  it('charges the quote of the request’s province, or the default prices elsewhere', async () => {
    const milan = await requestToPay(app, customer, tutor, { province: 'MI' });
    const elsewhere = await requestToPay(app, customer, tutor, { province: 'AO' });
    expect(milan.amountCents).not.toBe(elsewhere.amountCents);
    for (const request of [milan, elsewhere]) {
      expect((await requestPayment(app, customer, request.id)).statusCode).toBe(200);
      expect((await paymentsOf(app, request.id))[0]!.amountCents).toBe(request.amountCents);
    }
  });

  it('charges the prices the quote was written with, whatever the catalogue says since', async () => {
    const { id, serviceId, amountCents } = await requestToPay(app, customer, tutor);
    // The catalogue's prices for the request's province go up after the quote was sent.
    await app.ctx.db
      .update(serviceProducts)
      .set({ amountCents: sql`${serviceProducts.amountCents} + 600` })
      .where(eq(serviceProducts.serviceId, serviceId));
    const read = await injectAs(app, customer, 'GET', `/v2/requests/${id}`);
    const quoted = read.json().quotedProducts as { amount: number }[];
    expect(quoted.reduce((sum, product) => sum + product.amount, 0)).toBe(amountCents);
    const forTutor = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
    expect(forTutor.json().quotedProducts).toEqual(read.json().quotedProducts);

    expect((await requestPayment(app, customer, id)).statusCode).toBe(200);
    expect((await paymentsOf(app, id))[0]!.amountCents).toBe(amountCents);
  });

  it('lets the reconciliation job close checkouts that can no longer be paid', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    const url = new URL((await requestPayment(app, customer, id)).json().checkoutURL);
    await advanceClock(app, 24 * HOUR + 1000, signedIn());
    await sweepExpiredHolds(app.ctx);
    expect(await statusOf(app, tutor, id)).toBe('INVIATO CV');
    // Closed as the hold expired, then expired at the provider by the job.
    expect((await paymentsOf(app, id))[0]).toMatchObject({
      status: 'canceled',
      providerClosedAt: null,
    });
    await reconcilePayments(app.ctx);
    expect((await paymentsOf(app, id))[0]!.providerClosedAt).not.toBeNull();
    const page = await app.inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('Pagamento non più disponibile');
  });

  it('runs the reconciliation safely from several processes at once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { id } = await requestToPay(app, customer, tutor, { candidates: ['cg-sofia-ricci'] });
      expect((await requestPayment(app, customer, id)).statusCode).toBe(200);
      ids.push(id);
    }
    await app.ctx.db
      .update(payments)
      .set({ expiresAt: new Date(app.ctx.clock.now().getTime() - 1) })
      .where(inArray(payments.requestId, ids));
    await advanceClock(app, 10 * 60_000, signedIn());
    const openBefore = await app.ctx.db.$count(payments, eq(payments.status, 'open'));
    const changed = await Promise.all([
      reconcilePayments(app.ctx),
      reconcilePayments(app.ctx),
      reconcilePayments(app.ctx),
    ]);
    const openAfter = await app.ctx.db.$count(payments, eq(payments.status, 'open'));
    // Each closed checkout was closed by exactly one of the runs.
    expect(changed.reduce((a, b) => a + b, 0)).toBe(openBefore - openAfter);
    for (const id of ids) expect((await paymentsOf(app, id))[0]!.status).toBe('expired');
    expect(await reconcilePayments(app.ctx)).toBe(0);
  });

  it('after a failed interview, the payment already made covers the next choice', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    const checkout = new URL((await requestPayment(app, customer, id)).json().checkoutURL);
    const page = await app.inject({ method: 'GET', url: checkout.pathname });
    const cookie = page.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const paid = await app.inject({
      method: 'POST',
      url: `${checkout.pathname}/pay`,
      headers: {
        cookie: `XSRF-TOKEN=${cookie}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        _csrf: cookie,
        number: '4242424242424242',
        expiry: '12/34',
        cvc: '123',
        name: 'Giulia Bianchi',
      }).toString(),
    });
    expect(paid.statusCode).toBe(303);
    expect(await statusOf(app, tutor, id)).toBe('PAGATO');

    const asTutor = (path: string, payload?: object) =>
      app.inject({
        method: 'POST',
        url: `/v1/backoffice/requests/${id}/${path}`,
        headers: tutor.headers,
        ...(payload ? { payload } : {}),
      });
    await asTutor('interview', {
      dateTime: new Date(app.ctx.clock.now().getTime() + 48 * HOUR).toISOString(),
      place: 'Via Roma 1, Torino',
    });
    // On the interview's day, it fails.
    await advanceClock(app, 48 * HOUR, signedIn());
    expect((await asTutor('interview-failed', { note: 'Orari incompatibili' })).json().status).toBe(
      'INVIATO CV',
    );
    expect((await chooseCaregiver(app, customer, id, 'cg-chiara-esposito')).statusCode).toBe(200);
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');
    // The family's request says it was paid (its page says the new choice costs nothing more).
    const [taken] = await paymentsOf(app, id);
    const asFamily = await injectAs(app, customer, 'GET', `/v2/requests/${id}`);
    expect(asFamily.json()).toMatchObject({
      status: 'DA PAGARE',
      paidAt: taken!.paidAt!.toISOString(),
      // …and how much: the page's 'Pagamento' line.
      paidCents: taken!.amountCents,
    });
    const listed = await injectAs(app, customer, 'GET', `/v2/requests/${customer.uid}/requests`);
    expect(listed.json().content.find((r: { id: number }) => r.id === id).paidAt).toBe(
      taken!.paidAt!.toISOString(),
    );

    const res = await requestPayment(app, customer, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().checkoutURL).toBe(
      `http://localhost:8080/dashboard/home?payment=${id}&redirect_status=succeeded&paid_before=1`,
    );
    expect(await statusOf(app, tutor, id)).toBe('PAGATO');
    const rows = await paymentsOf(app, id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('paid');
    const confirmations = await eventsInto(app, id, 'PAGATO');
    expect(confirmations).toHaveLength(2);
    expect(confirmations[1]!.note).toBe(
      `Nessun nuovo addebito: vale il pagamento n. ${rows[0]!.id} già ricevuto.`,
    );
    const chosen = await injectAs(
      app,
      customer,
      'GET',
      `/v1/caregiver-selection/request/${id}/phase/CHOSEN`,
    );
    expect(chosen.json()).toEqual([
      expect.objectContaining({ docRef: 'cg-chiara-esposito', acceptedAt: expect.any(String) }),
    ]);
    // The family's email says nothing was charged: never a second 'Pagamento ricevuto'.
    const receipts = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-payment-received' && m.subject.includes(`#${id}`),
    );
    expect(receipts.map((m) => m.subject).sort()).toEqual([
      `Pagamento ricevuto — richiesta #${id} (babysitter)`,
      `Scelta confermata, nessun nuovo addebito — richiesta #${id} (babysitter)`,
    ]);
    expect(receipts.find((m) => m.subject.startsWith('Scelta'))!.text).toContain(
      'Non ti abbiamo addebitato nulla',
    );
  });

  it('a refund-flagged payment is no credit: the next choice is paid normally', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    expect((await requestPayment(app, customer, id)).statusCode).toBe(200);
    const [row] = await paymentsOf(app, id);
    await app.ctx.db
      .update(payments)
      .set({
        status: 'paid',
        paidAt: app.ctx.clock.now(),
        refundRequired: true,
        refundReason: 'Pagamento di prova da rimborsare.',
      })
      .where(eq(payments.id, row!.id));
    // Nor does the family's request say it was paid.
    expect((await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json()).toMatchObject({
      paidAt: null,
      paidCents: null,
    });
    const res = await requestPayment(app, customer, id);
    expect(res.statusCode).toBe(200);
    expect(res.json().checkoutURL).toContain('/checkout/sandbox/');
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');
  });
});

describe('payments configuration', () => {
  it('defaults to the sandbox, and to Stripe once its keys are set', () => {
    expect(loadConfig({}).payments.provider).toBe('sandbox');
    const stripe = loadConfig({
      STRIPE_SECRET_KEY: 'sk_test_abc123',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc123',
    }).payments;
    expect(stripe.provider).toBe('stripe');
  });

  it('names the bad variable', () => {
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'paypal' })).toThrow(/PAYMENTS_PROVIDER/);
    expect(() => loadConfig({ PAYMENTS_PROVIDER: 'stripe' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }),
    ).toThrow(/STRIPE_SECRET_KEY/);
  });

  it('never serves the sandbox in production unless explicitly enabled', () => {
    const production = { NODE_ENV: 'production', MAIL_DISABLED: 'true' };
    expect(loadConfig(production).payments.provider).toBe('disabled');
    expect(() => loadConfig({ ...production, PAYMENTS_PROVIDER: 'sandbox' })).toThrow(ConfigError);
    expect(
      loadConfig({ ...production, PAYMENTS_SANDBOX_IN_PRODUCTION: 'true' }).payments.provider,
    ).toBe('sandbox');
  });

  it('in production without a provider: no sandbox page, and a clear 503 for the customer', async () => {
    await withTestApp({ env: { NODE_ENV: 'production', MAIL_DISABLED: 'true' } }, async (app) => {
      await seedCatalogAndCaregivers(app);
      const customer = await createTestUser(app);
      const tutor = await createTestUser(app, { role: 'tutor' });
      const { id } = await requestToPay(app, customer, tutor);
      const res = await requestPayment(app, customer, id);
      expect(res.statusCode).toBe(503);
      expect(res.json().error.message).toBe(
        'Il pagamento online non è disponibile al momento: contatta il tuo family tutor.',
      );
      const page = await app.inject({
        method: 'GET',
        url: '/checkout/sandbox/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
      });
      expect(page.statusCode).toBe(404);
      expect(page.headers['content-type']).toContain('application/json');
    });
  });
});
