import { describe, expect, it } from 'vitest';
import { euro, HOUR } from '../../../test/payment-fixtures';
import { TUTOR_TEAM, useStripeCheckout } from '../../../test/stripe-fixtures';

// What the reconciliation job and late reports do with Stripe checkouts: a webhook that never
// came, a hold that expired, a replaced checkout still paid, a wrong amount — each flagged for a
// refund when it cannot pay the request (opening the checkout: stripe-checkout.test.ts).

describe('Stripe Checkout: reconciliation and late payments', () => {
  const { fake, ...stripe } = useStripeCheckout();

  it('reconciles a paid session whose webhook never came', async () => {
    const { id, session } = await stripe.openCheckout();
    fake.complete(session.id);
    await stripe.advance(6 * 60_000);
    await stripe.reconcilePayments();
    expect(await stripe.statusOf(id)).toBe('PAGATO');
    expect(await stripe.paidEvents(id)).toHaveLength(1);
    expect((await stripe.paymentsOf(id))[0]!.status).toBe('paid');
  });

  it('expires at Stripe the checkout of a request whose hold expired', async () => {
    const { id, session } = await stripe.openCheckout();
    await stripe.advance(24 * HOUR + 1000);
    await stripe.sweepExpiredHolds();
    await stripe.reconcilePayments();
    expect(fake.sessions.get(session.id)!.status).toBe('expired');
    expect(stripe.expireCalls(session.id)).toBeGreaterThan(0);
    // Closed here as the hold expired, its expiry at Stripe confirmed.
    expect((await stripe.paymentsOf(id))[0]).toMatchObject({ status: 'canceled' });
    expect((await stripe.paymentsOf(id))[0]!.providerClosedAt).not.toBeNull();
    expect(await stripe.statusOf(id)).toBe('INVIATO CV');
  });

  it('a payment completed after the hold expired is recorded and flagged for a refund', async () => {
    const { id, session, amountCents } = await stripe.openCheckout();
    await stripe.advance(24 * HOUR + 1000);
    await stripe.sweepExpiredHolds();
    const { payload, signature } = stripe.event(
      'checkout.session.completed',
      fake.complete(session.id),
    );
    expect((await stripe.deliver(payload, signature)).statusCode).toBe(200);
    expect(await stripe.statusOf(id)).toBe('INVIATO CV');
    const [payment] = await stripe.paymentsOf(id);
    expect(payment).toMatchObject({ status: 'paid', refundRequired: true, amountCents });
    expect(await stripe.detail(id)).toMatchObject({
      refundOwed: true,
      payments: [
        { provider: 'stripe', providerRef: session.id, refundRequired: true, refunded: null },
      ],
    });
    // Delivered again: still one record, still one email to the tutors.
    await stripe.deliver(payload, signature);
    expect(await stripe.mailsAbout(TUTOR_TEAM, 'tutor-payment-to-refund', id)).toHaveLength(1);
  });

  it('a replaced checkout is expired at Stripe; a payment of it still reported is flagged and moves nothing', async () => {
    const old = await stripe.openCheckout();
    const url = await stripe.replaceCheckout(old);
    expect(url).not.toBe(old.session.url);
    expect(fake.expiredByApi(old.session.id)).toBe(true);
    expect(fake.sessions.get(old.session.id)!.status).toBe('expired');
    expect(() => fake.complete(old.session.id)).toThrow();
    let rows = await stripe.paymentsOf(old.id);
    expect(rows.map((r) => r.status)).toEqual(['canceled', 'open']);

    // Stripe reports it paid all the same (say it was paid a moment before it expired).
    const paidOld = { ...old.session, status: 'complete', payment_status: 'paid', url: null };
    expect((await stripe.send('checkout.session.completed', paidOld)).statusCode).toBe(200);
    expect(await stripe.statusOf(old.id)).toBe('DA PAGARE');
    expect(await stripe.paidEvents(old.id)).toHaveLength(0);
    rows = await stripe.paymentsOf(old.id);
    expect(rows[0]).toMatchObject({
      status: 'paid',
      refundRequired: true,
      refundReason:
        'Pagamento ricevuto su un checkout già chiuso (stato «Annullato»), sostituito da un nuovo checkout: da rimborsare.',
    });
    expect(rows[1]!.status).toBe('open');
    const mails = await stripe.refundMails(old.id);
    expect(mails.tutors).toHaveLength(1);
    expect(mails.customer).toHaveLength(1);
    expect(mails.customer[0]!.text).toContain('pagina di pagamento non più valida');
    expect(mails.customer[0]!.text).toContain('Effettua pagamento');
    expect(await stripe.detail(old.id)).toMatchObject({
      refundOwed: true,
      payments: [{ status: 'open' }, { providerRef: old.session.id, refundRequired: true }],
    });

    // The new checkout pays the request as usual.
    const paidNew = fake.complete(rows[1]!.providerRef!);
    expect((await stripe.send('checkout.session.completed', paidNew)).statusCode).toBe(200);
    expect(await stripe.statusOf(old.id)).toBe('PAGATO');
    expect((await stripe.paymentsOf(old.id)).map((r) => [r.status, r.refundRequired])).toEqual([
      ['paid', true],
      ['paid', false],
    ]);
  });

  it('a paid report for another amount than the checkout’s is flagged and moves nothing', async () => {
    const first = await stripe.openCheckout();
    const paid = fake.complete(first.session.id);
    const lower = { ...paid, amount_total: first.amountCents - 100 };
    expect((await stripe.send('checkout.session.completed', lower)).statusCode).toBe(200);
    expect(await stripe.statusOf(first.id)).toBe('DA PAGARE');
    expect(await stripe.paidEvents(first.id)).toHaveLength(0);
    const [row] = await stripe.paymentsOf(first.id);
    expect(row).toMatchObject({ status: 'paid', refundRequired: true });
    expect(row!.refundReason).toBe(
      `Importo pagato (${euro(first.amountCents - 100)}) diverso da quello del checkout (${euro(first.amountCents)}): da rimborsare.`,
    );
    const mails = await stripe.refundMails(first.id);
    expect(mails.tutors).toHaveLength(1);
    expect(mails.customer[0]!.text).toContain(euro(first.amountCents - 100));

    // The same through the reconciliation job, and in another currency.
    const second = await stripe.openCheckout();
    fake.complete(second.session.id);
    fake.sessions.get(second.session.id)!.currency = 'usd';
    await stripe.advance(6 * 60_000);
    await stripe.reconcilePayments();
    expect(await stripe.statusOf(second.id)).toBe('DA PAGARE');
    expect((await stripe.paymentsOf(second.id))[0]).toMatchObject({
      status: 'paid',
      refundRequired: true,
    });
  });

  it('the reconciliation job retries the expiry of a replaced checkout until Stripe confirms it', async () => {
    const old = await stripe.openCheckout();
    fake.failNext(1);
    await stripe.replaceCheckout(old);
    // The expiry failed (Stripe answered 500); the new checkout was opened all the same.
    expect(stripe.expireCalls(old.session.id)).toBe(1);
    expect(fake.expiredByApi(old.session.id)).toBe(false);
    expect((await stripe.paymentsOf(old.id)).map((r) => r.status)).toEqual(['canceled', 'open']);

    await stripe.advance(2 * 60_000);
    await stripe.reconcilePayments();
    expect(fake.expiredByApi(old.session.id)).toBe(true);
    expect(stripe.expireCalls(old.session.id)).toBe(2);
    // Confirmed: never asked again.
    await stripe.advance(2 * HOUR);
    await stripe.reconcilePayments();
    expect(stripe.expireCalls(old.session.id)).toBe(2);
    expect(await stripe.statusOf(old.id)).toBe('DA PAGARE');
  });

  it('a replaced checkout found paid when the job expires it is flagged for a refund', async () => {
    const old = await stripe.openCheckout();
    fake.failNext(1);
    await stripe.replaceCheckout(old);
    // Paid on the page Stripe still held open; the webhook never came.
    fake.complete(old.session.id);
    await stripe.advance(2 * 60_000);
    await stripe.reconcilePayments();
    expect(await stripe.statusOf(old.id)).toBe('DA PAGARE');
    const rows = await stripe.paymentsOf(old.id);
    expect(rows.map((r) => [r.status, r.refundRequired])).toEqual([
      ['paid', true],
      ['open', false],
    ]);
    expect((await stripe.refundMails(old.id)).tutors).toHaveLength(1);
    await stripe.advance(2 * HOUR);
    await stripe.reconcilePayments();
    expect(stripe.expireCalls(old.session.id)).toBe(2);
    expect((await stripe.refundMails(old.id)).tutors).toHaveLength(1);
  });
});
