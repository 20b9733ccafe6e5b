import { dayMonthYear, romeParts, withDayArticle } from '@equilibrio/contract/italian-format';
import { describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/helpers';
import { euro, paidRequest, paymentsOf } from '../../../test/payment-fixtures';
import { privacyCalls } from '../../../test/privacy-calls';
import { mailsTo, setUserName, useWorkflowApp } from '../../../test/workflow-fixtures';

/**
 * Terms §6: a family that withdraws after the selection started pays only the part of the service
 * already done. The tutor closing the request with «Da rimborsare alla famiglia» says how much of
 * the payment goes back; everything that reads the refund (the family's page, the tutors' card,
 * the history, the email) says that amount.
 */
describe('a partial refund decided at the close', () => {
  const { app, customer, tutor } = useWorkflowApp();

  const close = (id: number, body: object) =>
    injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/close`, {
      outcome: "NON PIU' INTERESSATO",
      note: 'La famiglia ha rinunciato dopo due colloqui',
      refund: true,
      ...body,
    });
  const detailOf = async (id: number) =>
    (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json();
  const familyRequest = async (id: number) =>
    (await injectAs(app, customer, 'GET', `/v2/requests/${id}`)).json();
  const recordRefund = (paymentId: number, body?: object) =>
    injectAs(app, tutor, 'POST', `/v1/backoffice/payments/${paymentId}/refunded`, body);

  async function paid() {
    await setUserName(app, customer, 'Giulia', 'Bianchi');
    const { id, amountCents, payment } = await paidRequest(app, customer, tutor);
    expect(amountCents).toBeGreaterThan(12_000);
    return { id, amountCents, paymentId: payment.id, paidAt: payment.paidAt! };
  }

  it('owes and refunds 120,00 €: the family’s page, the tutors’ card, the history and the email say it', async () => {
    const { id, amountCents, paymentId, paidAt } = await paid();
    const res = await close(id, { refundAmounts: [{ paymentId, amountCents: 12_000 }] });
    expect(res.statusCode, res.body).toBe(200);

    expect((await familyRequest(id)).refundOwedCents).toBe(12_000);
    // The closing email says what comes back, not the whole payment.
    const [closed] = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-request-closed-refund' && m.subject.includes(`#${id}`),
    );
    expect(closed!.text).toContain(
      `Ti rimborseremo 120,00 € dei ${euro(amountCents)} che avevi pagato (la parte del servizio già svolta resta pagata`,
    );
    const detail = await detailOf(id);
    expect(detail.payments).toEqual([
      expect.objectContaining({ id: paymentId, amountCents, refundCents: 12_000, refunded: null }),
    ]);
    const history = detail.notes.map((n: { text: string }) => n.text);
    expect(history).toContain(
      `Pagamento n. ${paymentId}: da rimborsare 120,00 € dei ${euro(amountCents)} pagati (la parte del servizio già svolta resta pagata)`,
    );
    // Not also the whole payment 'da rimborsare', which the part's line corrects.
    expect(history.filter((text: string) => text.includes('da rimborsare alla famiglia'))).toEqual(
      [],
    );

    const made = await recordRefund(paymentId);
    expect(made.statusCode, made.body).toBe(200);
    expect(made.json()).toMatchObject({ refundCents: 12_000 });
    const after = await familyRequest(id);
    expect(after.refundOwedCents).toBeNull();
    expect(after.refunded).toEqual({
      amountCents: 12_000,
      at: app.ctx.clock.now().toISOString(),
      paidCents: amountCents,
    });
    expect((await detailOf(id)).notes.at(-1)).toMatchObject({
      text: `Rimborso di 120,00 € dei ${euro(amountCents)} pagati eseguito (pagamento n. ${paymentId})`,
    });
    const [mail] = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-payment-refunded' && m.subject.includes(`#${id}`),
    );
    const day = withDayArticle('il', dayMonthYear(romeParts(paidAt)));
    expect(mail!.text).toContain(
      `ti abbiamo rimborsato 120,00 € dei ${euro(amountCents)} pagati ${day} per la richiesta #${id} (babysitter): la parte del servizio già svolta resta pagata`,
    );
    // The family's own data export says how much went back, not only «rimborsato».
    const exported = await privacyCalls(() => app).exportOf(customer, customer.uid, 'html');
    expect(exported.body).toContain(`rimborsato 120,00 € di ${euro(amountCents)}`);
  });

  it('refuses an amount above what was paid, or of nothing, in Italian: nothing changes', async () => {
    const { id, amountCents, paymentId } = await paid();
    const above = await close(id, { refundAmounts: [{ paymentId, amountCents: amountCents + 1 }] });
    expect(above.statusCode).toBe(400);
    expect(above.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `L’importo da rimborsare non può superare quanto pagato dalla famiglia (${euro(amountCents)}).`,
    });
    for (const nothing of [0, -100]) {
      const res = await close(id, { refundAmounts: [{ paymentId, amountCents: nothing }] });
      expect(res.statusCode).toBe(400);
      expect(JSON.stringify(res.json().error)).toContain(
        'L’importo da rimborsare deve essere maggiore di 0 €.',
      );
    }
    // A payment named twice (the database would keep one amount, the email another), or one this
    // close does not give back (another request's).
    const twice = await close(id, {
      refundAmounts: [
        { paymentId, amountCents: 12_000 },
        { paymentId, amountCents },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json().error)).toContain(
      `Il pagamento n. ${paymentId} è indicato due volte`,
    );
    const other = await paid();
    const notThis = await close(id, {
      refundAmounts: [{ paymentId: other.paymentId, amountCents: 1_000 }],
    });
    expect(notThis.statusCode).toBe(400);
    expect(JSON.stringify(notThis.json().error)).toContain(
      `Il pagamento n. ${other.paymentId} non è tra quelli da rimborsare di questa richiesta.`,
    );
    // Still paid, the payment untouched.
    expect((await detailOf(id)).status).toBe('PAGATO');
    expect(await paymentsOf(app, id)).toEqual([
      expect.objectContaining({ refundRequired: false, refundAmountCents: null }),
    ]);
  });

  it('records a corrected amount within the paid one, and refuses one above it', async () => {
    const { id, amountCents, paymentId } = await paid();
    expect((await close(id, {})).statusCode).toBe(200);
    const above = await recordRefund(paymentId, { amountCents: amountCents + 1 });
    expect(above.statusCode).toBe(400);
    expect(above.json().error.message).toBe(
      `L’importo da rimborsare non può superare quanto pagato dalla famiglia (${euro(amountCents)}).`,
    );
    const made = await recordRefund(paymentId, { amountCents: 5_000 });
    expect(made.statusCode, made.body).toBe(200);
    expect((await familyRequest(id)).refunded).toMatchObject({ amountCents: 5_000 });
  });

  it('without an amount refunds the whole payment, as before', async () => {
    const { id, amountCents, paymentId } = await paid();
    expect((await close(id, {})).statusCode).toBe(200);
    expect((await familyRequest(id)).refundOwedCents).toBe(amountCents);
    expect((await recordRefund(paymentId)).statusCode).toBe(200);
    expect((await familyRequest(id)).refunded).toMatchObject({ amountCents });
    const [mail] = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-payment-refunded' && m.subject.includes(`#${id}`),
    );
    expect(mail!.text).toContain(
      `ti abbiamo rimborsato ${euro(amountCents)} per la richiesta #${id} (babysitter).`,
    );
    expect(await paymentsOf(app, id)).toEqual([
      expect.objectContaining({ refundAmountCents: null }),
    ]);
  });
});
