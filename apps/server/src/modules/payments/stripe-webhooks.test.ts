import { describe, expect, it } from 'vitest';
import { signedEvent } from '../../../test/fake-stripe';
import { TUTOR_TEAM, useStripeCheckout } from '../../../test/stripe-fixtures';

// Stripe's webhooks: only signed, fresh deliveries count, each event applies once, delayed
// payments wait for their outcome (opening the checkout: stripe-checkout.test.ts).

describe('Stripe Checkout: webhooks', () => {
  const { customer, fake, ...stripe } = useStripeCheckout();

  const expectRefused = (res: Awaited<ReturnType<typeof stripe.deliver>>) => {
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Firma del webhook non valida.',
    });
  };

  it('rejects a webhook with a bad signature with 400 and changes nothing', async () => {
    const { id, session } = await stripe.openCheckout();
    const paidSession = fake.complete(session.id);
    const good = stripe.event('checkout.session.completed', paidSession);
    const forged = signedEvent('checkout.session.completed', paidSession, 'whsec_notOurSecret1');
    const tampered = good.payload.replace('"paid"', '"paid" ');

    for (const res of [
      await stripe.deliver(forged.payload, forged.signature),
      await stripe.deliver(good.payload, null),
      await stripe.deliver(good.payload, 'garbage'),
      await stripe.deliver(tampered, good.signature),
    ]) {
      expectRefused(res);
    }
    expect(await stripe.statusOf(id)).toBe('DA PAGARE');
    expect((await stripe.paymentsOf(id))[0]!.status).toBe('open');
    expect(await stripe.paidEvents(id)).toHaveLength(0);
  });

  it('applies one event delivered 10 times, racing the return URL, exactly once', async () => {
    const { id, amountCents, session } = await stripe.openCheckout();
    const paidSession = fake.complete(session.id);
    // Pretty-printed with accents: only the raw bytes verify, a re-serialised body would not.
    const { payload, signature } = stripe.event(
      'checkout.session.completed',
      { ...paidSession, metadata: { ...paidSession.metadata, nota: 'caffè è pronto' } },
      { indent: 2 },
    );
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => stripe.deliver(payload, signature)),
      stripe.returnFrom(session.id),
      stripe.returnFrom(session.id),
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

    expect(await stripe.statusOf(id)).toBe('PAGATO');
    expect(await stripe.paidEvents(id)).toHaveLength(1);
    const rows = await stripe.paymentsOf(id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'paid', refundRequired: false, amountCents });
    expect(await stripe.mailsAbout(customer.email, 'customer-payment-received', id)).toHaveLength(
      1,
    );
    expect(await stripe.mailsAbout(TUTOR_TEAM, 'tutor-payment-received', id)).toHaveLength(1);

    // Later deliveries (Stripe retries for days) still change nothing.
    expect((await stripe.deliver(payload, signature)).statusCode).toBe(200);
    expect(await stripe.paidEvents(id)).toHaveLength(1);
  });

  it('waits for delayed payments: async_payment_succeeded pays, async_payment_failed does not', async () => {
    const first = await stripe.openCheckout();
    await stripe.send('checkout.session.completed', fake.complete(first.session.id, 'unpaid'));
    expect(await stripe.statusOf(first.id)).toBe('DA PAGARE');
    expect((await stripe.paymentsOf(first.id))[0]!.status).toBe('open');
    await stripe.send(
      'checkout.session.async_payment_succeeded',
      fake.settleAsync(first.session.id),
    );
    expect(await stripe.statusOf(first.id)).toBe('PAGATO');

    const second = await stripe.openCheckout();
    await stripe.send(
      'checkout.session.async_payment_failed',
      fake.complete(second.session.id, 'unpaid'),
    );
    expect(await stripe.statusOf(second.id)).toBe('DA PAGARE');
    expect((await stripe.paymentsOf(second.id))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'Il pagamento non è stato autorizzato dalla banca.',
    });
  });

  it('tells the tutors of a card declined inside Stripe Checkout, until the payment succeeds', async () => {
    const { id, payment, session } = await stripe.openCheckout();
    const declined = (paymentId: number, code: string, last4 = '9995') =>
      stripe.send('payment_intent.payment_failed', {
        id: 'pi_test_declined',
        object: 'payment_intent',
        status: 'requires_payment_method',
        metadata: { paymentId: String(paymentId), requestId: String(id) },
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: code,
          message: 'Your card has insufficient funds.',
          payment_method: { id: 'pm_test', object: 'payment_method', card: { last4 } },
        },
      });
    expect((await declined(payment.id, 'insufficient_funds')).statusCode).toBe(200);
    const [open] = await stripe.paymentsOf(id);
    expect(open).toMatchObject({ status: 'open' });
    expect(open!.failureReason).toMatch(
      /^Ultimo tentativo rifiutato \(.+, carta che termina con 9995\): La carta è stata rifiutata: fondi insufficienti\.$/,
    );
    const shown = await stripe.detail(id);
    expect(JSON.stringify(shown)).toContain('fondi insufficienti');

    // A code we do not know reads as the bank's refusal; a payment that is not open is left alone.
    await declined(payment.id, 'do_not_honor', '0002');
    expect((await stripe.paymentsOf(id))[0]!.failureReason).toMatch(
      /carta che termina con 0002\): La carta è stata rifiutata dalla banca emittente\.$/,
    );
    await stripe.send('checkout.session.completed', fake.complete(session.id));
    expect(await stripe.statusOf(id)).toBe('PAGATO');
    expect((await stripe.paymentsOf(id))[0]).toMatchObject({ status: 'paid', failureReason: null });
    await declined(payment.id, 'insufficient_funds');
    expect((await stripe.paymentsOf(id))[0]).toMatchObject({ status: 'paid', failureReason: null });
  });

  it('ignores events it does not use and sessions that are not ours', async () => {
    const other = await stripe.send('customer.created', { id: 'cus_123', object: 'customer' });
    expect(other.statusCode).toBe(200);
    const stranger = await stripe.send('checkout.session.completed', {
      id: 'cs_test_notours',
      object: 'checkout.session',
      status: 'complete',
      payment_status: 'paid',
    });
    expect(stranger.statusCode).toBe(200);
  });

  it('refuses a webhook signed more than 5 minutes in the future; 4 minutes is accepted', async () => {
    const { id, session } = await stripe.openCheckout();
    const paid = fake.complete(session.id);
    const at = (minutes: number) => Math.floor(Date.now() / 1000) + minutes * 60;
    const signedAt = (minutes: number) =>
      stripe.send('checkout.session.completed', paid, { timestamp: at(minutes) });
    expectRefused(await signedAt(6));
    expect((await signedAt(-6)).statusCode).toBe(400);
    expect(await stripe.statusOf(id)).toBe('DA PAGARE');
    expect((await stripe.paymentsOf(id))[0]!.status).toBe('open');

    expect((await signedAt(4)).statusCode).toBe(200);
    expect(await stripe.statusOf(id)).toBe('PAGATO');
  });
});
