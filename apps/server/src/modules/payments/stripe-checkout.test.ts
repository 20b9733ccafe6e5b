import { describe, expect, it } from 'vitest';
import { getPage } from '../../../test/helpers';
import { HOUR } from '../../../test/payment-fixtures';
import { useStripeCheckout } from '../../../test/stripe-fixtures';

// The Stripe adapter against a local fake of the Stripe HTTP API: opening the checkout and the
// customer's way back (webhooks: stripe-webhooks.test.ts; late and flagged payments:
// stripe-late-payments.test.ts).

describe('Stripe Checkout: opening it and coming back', () => {
  const { app, customer, fake, ...stripe } = useStripeCheckout();

  it('opens a Checkout Session in EUR, in Italian, with the quote’s lines and one idempotency key', async () => {
    const creates = () => fake.calls.filter((c) => c.path === '/v1/checkout/sessions');
    const before = creates().length;
    const { id, amountCents, payment, session } = await stripe.openCheckout();
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
      'line_items[1][price_data][product_data][name]':
        'Garanzia NO PROBLEM — 30 giorni dal pagamento',
      client_reference_id: String(id),
      customer_email: customer.email,
      'metadata[paymentId]': String(payment.id),
      'metadata[requestId]': String(id),
      success_url: 'http://localhost:8080/v1/payments/return?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `http://localhost:8080/dashboard/request-detail/${id}?pagamento=annullato`,
      expires_at: String(Math.floor(payment.expiresAt.getTime() / 1000)),
    });
    expect(session.amount_total).toBe(amountCents);
    expect(payment).toMatchObject({ provider: 'stripe', amountCents, status: 'open' });
    // The hold's end (24 hours from the choice), within Stripe's 30 minutes–24 hours.
    const hoursLeft = (payment.expiresAt.getTime() - app.ctx.clock.now().getTime()) / HOUR;
    expect(hoursLeft).toBeGreaterThan(23);
    expect(hoursLeft).toBeLessThanOrEqual(24);

    // While it is open, the same checkout again: no second session.
    const again = await stripe.pay(id);
    expect(again.json().checkoutURL).toBe(session.url);
    expect(creates().length - before).toBe(1);
  });

  it('racing "Effettua pagamento" calls share one payment row and one session', async () => {
    const { id } = await stripe.requestToPay();
    const answers = await Promise.all(Array.from({ length: 4 }, () => stripe.pay(id)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().checkoutURL)).size).toBe(1);
    const rows = await stripe.paymentsOf(id);
    expect(rows).toHaveLength(1);
    const sessionsOfRequest = [...fake.sessions.values()].filter(
      (s) => s.client_reference_id === String(id),
    );
    expect(sessionsOfRequest).toHaveLength(1);
  });

  it('verifies the return with Stripe: an unpaid session goes back with failed', async () => {
    const { id, session } = await stripe.openCheckout();
    const res = await stripe.returnFrom(session.id);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/dashboard/home?payment=${id}&redirect_status=failed`);
    expect(await stripe.statusOf(id)).toBe('DA PAGARE');
    expect((await stripe.paymentsOf(id))[0]!.status).toBe('open');
    expect((await stripe.returnFrom('cs_test_nonesistente000')).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/v1/payments/return' })).statusCode).toBe(400);
  });

  it('an expired session closes the payment; the next click opens a new session', async () => {
    const { id, session } = await stripe.openCheckout();
    const expired = { ...session, status: 'expired', url: null };
    fake.sessions.set(session.id, { ...session, status: 'expired', url: null });
    expect((await stripe.send('checkout.session.expired', expired)).statusCode).toBe(200);
    expect(await stripe.statusOf(id)).toBe('DA PAGARE');
    expect((await stripe.paymentsOf(id))[0]!.status).toBe('expired');

    const next = await stripe.pay(id);
    expect(next.statusCode).toBe(200);
    expect(next.json().checkoutURL).not.toBe(session.url);
    const rows = await stripe.paymentsOf(id);
    expect(rows.map((r) => r.status)).toEqual(['expired', 'open']);
    expect(rows[0]!.idempotencyKey).not.toBe(rows[1]!.idempotencyKey);
  });

  it('serves no sandbox checkout when Stripe is the provider', async () => {
    const page = await getPage(app, '/checkout/sandbox/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect(page.statusCode).toBe(404);
    expect(page.json().error.code).toBe('NOT_FOUND');
  });

  it('when Stripe is down: a clear 503, and the retry reuses the same idempotency key', async () => {
    const { id } = await stripe.requestToPay();
    fake.failNext(1);
    const down = await stripe.pay(id);
    expect(down.statusCode).toBe(503);
    expect(down.json().error.message).toBe(
      'Il servizio di pagamento non risponde, riprova tra qualche minuto.',
    );
    const [pending] = await stripe.paymentsOf(id);
    expect(pending).toMatchObject({ status: 'open', providerRef: null, checkoutUrl: null });

    const up = await stripe.pay(id);
    expect(up.statusCode).toBe(200);
    const attempts = fake.calls.filter(
      (c) => c.path === '/v1/checkout/sessions' && c.idempotencyKey === pending!.idempotencyKey,
    );
    expect(attempts).toHaveLength(2);
    expect(await stripe.paymentsOf(id)).toHaveLength(1);
  });
});
