import { shortDateTime, withDayArticle } from '@equilibrio/contract/italian-format';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, injectAs, type TestUser, useTestUser } from '../../../test/helpers';
import { euro, paymentsOf, requestPayment, requestToPay } from '../../../test/payment-fixtures';
import { privacyCalls } from '../../../test/privacy-calls';
import { mailsTo, setUserName, useWorkflowApp } from '../../../test/workflow-fixtures';
import { liveEvents } from '../../db/schema/live-events';
import { payments } from '../../db/schema/payments';
import { settlePayment } from './settle-payment';

const refunded = (paymentId: number) => `/v1/backoffice/payments/${paymentId}/refunded`;

describe('a refund recorded as made by a tutor', () => {
  const { app, customer, tutor } = useWorkflowApp();
  const otherTutor = useTestUser(app, { role: 'tutor' });
  beforeAll(async () => {
    await setUserName(app, customer, 'Giulia', 'Bianchi');
    await setUserName(app, tutor, 'Anna', 'Verdi');
  });

  /** A request whose open checkout the provider reports paid for another amount: to refund. */
  async function paymentToRefund(family: TestUser = customer, choose?: string) {
    const { id, amountCents } = await requestToPay(app, family, tutor, { choose });
    expect((await requestPayment(app, family, id)).statusCode).toBe(200);
    const [open] = await paymentsOf(app, id);
    await settlePayment(
      app.ctx,
      open!.id,
      { state: 'paid', amountCents: amountCents + 100, currency: 'eur' },
      'webhook',
    );
    const [row] = await paymentsOf(app, id);
    expect(row).toMatchObject({ status: 'paid', refundRequired: true, refundedAt: null });
    return { requestId: id, paymentId: row!.id, amountCents };
  }

  const detailOf = async (requestId: number) =>
    (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${requestId}`)).json();

  it('records when and by whom, says so in the history, and emails the family', async () => {
    const { requestId, paymentId, amountCents } = await paymentToRefund();
    expect((await detailOf(requestId)).refundOwed).toBe(true);
    const paymentEvents = () =>
      app.ctx.db
        .select({ id: liveEvents.id })
        .from(liveEvents)
        .where(and(eq(liveEvents.requestId, requestId), eq(liveEvents.kind, 'payment')));
    const eventsBefore = (await paymentEvents()).length;

    const res = await injectAs(app, tutor, 'POST', refunded(paymentId), {
      note: '  Rimborsato da Stripe, rif. re_123  ',
    });
    expect(res.statusCode, res.body).toBe(200);
    const at = app.ctx.clock.now().toISOString();
    expect(res.json()).toMatchObject({
      id: paymentId,
      status: 'paid',
      refundRequired: true,
      refunded: {
        at,
        by: { uid: tutor.uid, name: 'Anna', surname: 'Verdi' },
        note: 'Rimborsato da Stripe, rif. re_123',
      },
    });

    // The tutors' open pages hear of it (the live 'payment' event).
    expect((await paymentEvents()).length).toBe(eventsBefore + 1);
    // The request's banner goes: nothing is owed any more; the payment stays one that never paid.
    const detail = await detailOf(requestId);
    expect(detail.refundOwed).toBe(false);
    expect(detail.status).toBe('DA PAGARE');
    expect(detail.payments).toEqual([expect.objectContaining(res.json())]);
    expect(detail.notes.at(-1)).toMatchObject({
      kind: 'activity',
      text: `Rimborso di ${euro(amountCents)} eseguito (pagamento n. ${paymentId}): Rimborsato da Stripe, rif. re_123`,
      author: { uid: tutor.uid },
    });

    const mails = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-payment-refunded',
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Rimborso effettuato — richiesta #${requestId} (babysitter)`);
    expect(mails[0]!.text).toContain('Ciao Giulia,');
    expect(mails[0]!.text).toContain(
      `ti abbiamo rimborsato ${euro(amountCents)} per la richiesta #${requestId}`,
    );
    expect(mails[0]!.text).toContain('torna sullo stesso metodo di pagamento che hai usato');
    expect(mails[0]!.text).toContain('pochi giorni lavorativi');
    // The tutor's note is the tutors' own: never in the family's email.
    expect(mails[0]!.text).not.toContain('re_123');
  });

  it('takes no note, and an empty one as none', async () => {
    const { requestId, paymentId, amountCents } = await paymentToRefund();
    const res = await injectAs(app, otherTutor, 'POST', refunded(paymentId), { note: '   ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().refunded).toMatchObject({ by: { uid: otherTutor.uid }, note: null });
    expect((await detailOf(requestId)).notes.at(-1)).toMatchObject({
      text: `Rimborso di ${euro(amountCents)} eseguito (pagamento n. ${paymentId})`,
      author: { uid: otherTutor.uid },
    });
    const { paymentId: second } = await paymentToRefund();
    expect((await injectAs(app, tutor, 'POST', refunded(second))).statusCode).toBe(200);
  });

  it('refuses a second record with who made the first, changing nothing', async () => {
    const { requestId, paymentId } = await paymentToRefund();
    const first = await injectAs(app, tutor, 'POST', refunded(paymentId), { note: 'Fatto' });
    expect(first.statusCode).toBe(200);
    const notesBefore = (await detailOf(requestId)).notes.length;

    const again = await injectAs(app, otherTutor, 'POST', refunded(paymentId), { note: 'Io' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('CONFLICT');
    expect(again.json().error.message).toBe(
      `Il rimborso di questo pagamento è già stato registrato da Anna Verdi ${withDayArticle('il', shortDateTime(app.ctx.clock.now()))}.`,
    );
    const [row] = await paymentsOf(app, requestId);
    expect(row).toMatchObject({ refundedByUid: tutor.uid, refundNote: 'Fatto' });
    expect((await detailOf(requestId)).notes).toHaveLength(notesBefore);
    expect(
      (await mailsTo(app, customer.email)).filter(
        (m) => m.template === 'customer-payment-refunded' && m.subject.includes(`#${requestId}`),
      ),
    ).toHaveLength(1);
  });

  it('refuses a payment that is not one to refund (409) and an unknown one (404)', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    expect((await requestPayment(app, customer, id)).statusCode).toBe(200);
    const [open] = await paymentsOf(app, id);
    const res = await injectAs(app, tutor, 'POST', refunded(open!.id));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Questo pagamento non è da rimborsare: non c’è nessun rimborso da registrare.',
    );
    const [row] = await paymentsOf(app, id);
    expect(row).toMatchObject({ status: 'open', refundedAt: null });

    const missing = await injectAs(app, tutor, 'POST', refunded(999_999));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Pagamento non trovato.');
  });

  it('is the tutors’ alone: the family (403) and anonymous callers (401) change nothing', async () => {
    const { requestId, paymentId } = await paymentToRefund();
    const stranger = await app.inject({ method: 'POST', url: refunded(paymentId) });
    expect(stranger.statusCode).toBe(401);
    const family = await injectAs(app, customer, 'POST', refunded(paymentId));
    expect(family.statusCode).toBe(403);
    expect(family.json().error.code).toBe('FORBIDDEN');
    const [row] = await paymentsOf(app, requestId);
    expect(row).toMatchObject({ refundedAt: null, refundedByUid: null });
    expect((await detailOf(requestId)).refundOwed).toBe(true);
  });

  it('keeps the database coherent: no refund recorded on a payment that is not to refund', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    expect((await requestPayment(app, customer, id)).statusCode).toBe(200);
    const [open] = await paymentsOf(app, id);
    await expect(
      app.ctx.db
        .update(payments)
        .set({ refundedAt: app.ctx.clock.now(), refundedByUid: tutor.uid })
        .where(eq(payments.id, open!.id)),
    ).rejects.toThrow();
  });

  it('is in the family’s data export; their erasure removes the tutor’s note, not the fact', async () => {
    const family = await createTestUser(app);
    // Not the caregiver the other family's unpaid hold reserves (a hold is exclusive).
    const { requestId, paymentId } = await paymentToRefund(family, 'cg-chiara-esposito');
    const { exportOf, deleteAccount } = privacyCalls(() => app);
    expect((await exportOf(family)).json().payments).toEqual([
      expect.objectContaining({ id: paymentId, refundRequired: true, refundedAt: null }),
    ]);
    await injectAs(app, tutor, 'POST', refunded(paymentId), { note: 'Sentita la famiglia' });
    expect((await exportOf(family)).json().payments).toEqual([
      expect.objectContaining({
        id: paymentId,
        refundedAt: app.ctx.clock.now().toISOString(),
        refundNote: 'Sentita la famiglia',
      }),
    ]);
    expect((await exportOf(family, family.uid, 'html')).body).toContain('Pagato, rimborsato (');

    // The family gave up: the request closed, nothing holds the account any more.
    const closed = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/requests/${requestId}/close`,
      {
        outcome: "NON PIU' INTERESSATO",
        note: 'Ha trovato un’altra soluzione',
      },
    );
    expect(closed.statusCode, closed.body).toBe(200);
    const deleted = await deleteAccount(family, family.uid);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [row] = await paymentsOf(app, requestId);
    expect(row).toMatchObject({ refundRequired: true, refundedByUid: tutor.uid, refundNote: null });
    expect(row!.refundedAt).not.toBeNull();
  });
});
