import { describe, expect, it } from 'vitest';
import {
  injectAs,
  setNotificationPreference,
  type TestUser,
  useTestUser,
} from '../../../test/helpers';
import {
  euro,
  paidRequest as payFor,
  paymentsOf,
  requestPayment,
  requestToPay,
} from '../../../test/payment-fixtures';
import {
  createTestRequest,
  mailsTo,
  setUserName,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';

/**
 * A tutor closes a request ('Chiudi: non più interessato', 'Chiudi: non risponde'): the family's
 * payment received is never forgotten — the tutor decides whether it goes back, and a refund is
 * flagged in the close's own transaction — and the family is told its request was closed.
 */
describe('closing a request', () => {
  const { app, customer, tutor } = useWorkflowApp();
  const family = useTestUser(app);

  const close = (id: number, body: object) =>
    injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/close`, body);
  const detailOf = async (id: number) =>
    (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json();
  const familyRequest = async (who: TestUser, id: number) =>
    (await injectAs(app, who, 'GET', `/v2/requests/${id}`)).json();
  const closingMails = async (who: TestUser, id: number) =>
    (await mailsTo(app, who.email)).filter(
      (m) => m.template.startsWith('customer-request-closed') && m.subject.includes(`#${id}`),
    );

  /** A request the family paid through its checkout: PAGATO, with the payment that pays it. */
  async function paidRequest(who: TestUser = customer) {
    await setUserName(app, who, 'Giulia', 'Bianchi');
    const { id, amountCents, payment } = await payFor(app, who, tutor);
    expect(payment).toMatchObject({ status: 'paid', refundRequired: false });
    expect((await detailOf(id)).status).toBe('PAGATO');
    return { id, amountCents, paymentId: payment.id };
  }

  it('refuses to close a paid request without the decision on its payment (400 naming it)', async () => {
    const { id, paymentId } = await paidRequest();
    for (const outcome of ["NON PIU' INTERESSATO", 'NON RISPONDE']) {
      const res = await close(id, { outcome, note: 'La famiglia ha rinunciato' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message:
          'Il pagamento della famiglia risulta ricevuto: scegli se va rimborsato prima di chiudere la richiesta.',
        fields: { refund: expect.any(String) },
      });
    }
    // Not a decision either: the API says which field.
    const wrong = await close(id, { outcome: 'NON RISPONDE', note: 'x', refund: 'sì' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toHaveProperty('body.refund');

    // Nothing changed: still paid, the payment untouched, no email.
    const detail = await detailOf(id);
    expect(detail.status).toBe('PAGATO');
    expect(detail.payments).toEqual([
      expect.objectContaining({ id: paymentId, refundRequired: false }),
    ]);
    expect(await closingMails(customer, id)).toEqual([]);
  });

  it('“da rimborsare”: the payment is flagged with the close, the family is told the money comes back', async () => {
    const { id, amountCents, paymentId } = await paidRequest();
    const res = await close(id, {
      outcome: "NON PIU' INTERESSATO",
      note: 'Ha trovato una babysitter tramite amici',
      refund: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, status: "NON PIU' INTERESSATO" });

    // The tutors' page: the red banner, 'Da rimborsare' and its button ('Rimborso eseguito').
    const detail = await detailOf(id);
    expect(detail.refundOwed).toBe(true);
    expect(detail.payments).toEqual([
      expect.objectContaining({
        id: paymentId,
        status: 'paid',
        refundRequired: true,
        refundReason:
          'Richiesta chiusa («Non più interessato») con il rimborso alla famiglia: Ha trovato una babysitter tramite amici',
        refunded: null,
      }),
    ]);
    expect(detail.notes.at(-1)).toMatchObject({
      kind: 'activity',
      text: `Pagamento di ${euro(amountCents)} (n. ${paymentId}) da rimborsare alla famiglia: deciso alla chiusura`,
      author: { uid: tutor.uid },
    });

    // The family: an email at once (a payment's: whatever its preference), and its page says so.
    const [mail, ...more] = await closingMails(customer, id);
    expect(more).toEqual([]);
    expect(mail!.template).toBe('customer-request-closed-refund');
    expect(mail!.subject).toBe(`La tua richiesta #${id} (babysitter) è stata chiusa`);
    expect(mail!.text).toContain('Ciao Giulia,');
    expect(mail!.text).toContain('ci risulta che non ti serva più il nostro aiuto');
    expect(mail!.text).toContain(
      `Ti rimborseremo l’importo che avevi pagato, ${euro(amountCents)}, sullo stesso metodo di pagamento`,
    );
    // The tutor's note is the tutors' own.
    expect(mail!.text).not.toContain('amici');
    expect((await familyRequest(customer, id)).refundOwedCents).toBe(amountCents);
    const listed = async () =>
      (await injectAs(app, customer, 'GET', `/v2/requests/${customer.uid}/requests?pageSize=50`))
        .json()
        .content.find((request: { id: number }) => request.id === id).refundOwedCents;
    expect(await listed()).toBe(amountCents);

    // The refund made and recorded: the family is emailed again, and owed nothing more — on its
    // list too, which is kept in memory until the database says it changed.
    const refunded = await injectAs(
      app,
      tutor,
      'POST',
      `/v1/backoffice/payments/${paymentId}/refunded`,
    );
    expect(refunded.statusCode, refunded.body).toBe(200);
    // The money stays visible to the family: how much went back, and when.
    const after = await familyRequest(customer, id);
    expect(after.refundOwedCents).toBeNull();
    expect(after.refunded).toEqual({
      amountCents,
      at: app.ctx.clock.now().toISOString(),
    });
    await expect.poll(listed).toBeNull();
    expect((await detailOf(id)).refundOwed).toBe(false);
    const [made] = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-payment-refunded' && m.subject.includes(`#${id}`),
    );
    expect(made!.text).toContain(
      `ti abbiamo rimborsato ${euro(amountCents)} per la richiesta #${id} (babysitter).`,
    );
  });

  it('“non va rimborsato”: the payment stays as it was; the family is told of the close, not of money', async () => {
    const { id, amountCents, paymentId } = await paidRequest();
    const res = await close(id, {
      outcome: 'NON RISPONDE',
      note: 'Servizio già svolto, nessun rimborso dovuto',
      refund: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    const detail = await detailOf(id);
    expect(detail.refundOwed).toBe(false);
    expect(detail.payments).toEqual([
      expect.objectContaining({ id: paymentId, refundRequired: false, refundReason: null }),
    ]);
    expect(detail.notes.at(-1)).toMatchObject({
      text: `Pagamento di ${euro(amountCents)} (n. ${paymentId}) non rimborsato: deciso alla chiusura`,
    });
    expect(detail.events.at(-1)).toMatchObject({
      toStatus: 'NON RISPONDE',
      note: 'Servizio già svolto, nessun rimborso dovuto',
    });
    const [mail] = await closingMails(customer, id);
    expect(mail!.template).toBe('customer-request-closed');
    expect(mail!.text).toContain('non siamo riusciti a metterci in contatto con te');
    expect(mail!.text).not.toContain('rimbors');
    // The money kept: the guarantee's renewal stops, and the family knows whom to ask.
    expect(mail!.text).toContain(
      'La garanzia NO PROBLEM non si rinnova più: non ti addebiteremo altro. Per domande sul pagamento scrivi al tuo family tutor.',
    );
    expect((await familyRequest(customer, id)).refundOwedCents).toBeNull();
    expect((await familyRequest(customer, id)).refunded).toBeNull();
  });

  it('a choice not paid yet: the family is told the profile is no longer held and the payment no longer asked', async () => {
    await setUserName(app, customer, 'Giulia', 'Bianchi');
    const { id } = await requestToPay(app, customer, tutor);
    expect((await requestPayment(app, customer, id)).statusCode).toBe(200);
    const res = await close(id, { outcome: "NON PIU' INTERESSATO", note: 'Ha trovato da sé' });
    expect(res.statusCode, res.body).toBe(200);
    const [mail] = await closingMails(customer, id);
    expect(mail!.template).toBe('customer-request-closed');
    expect(mail!.text).toContain(
      'Il profilo di Martina Rossi che avevi scelto non è più riservato per te: il pagamento non è più richiesto e il link per pagare non è più valido.',
    );
    expect(mail!.text).toContain(
      'Se invece ti serve ancora aiuto, puoi creare una nuova richiesta',
    );
    // Nothing was chosen on a request closed before the choice: nothing said of it.
    const early = await createTestRequest(app, customer);
    expect((await close(early, { outcome: 'NON RISPONDE', note: 'x' })).statusCode).toBe(200);
    const [plain] = await closingMails(customer, early);
    expect(plain!.text).not.toContain('non è più riservato');
  });

  it('a request with nothing paid closes as before, and the family is told (unless it wants no news)', async () => {
    const id = await createTestRequest(app, customer);
    // A decision about no payment changes nothing.
    const res = await close(id, { outcome: 'NON RISPONDE', note: 'Tre chiamate', refund: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(await paymentsOf(app, id)).toEqual([]);
    const [mail] = await closingMails(customer, id);
    expect(mail!.template).toBe('customer-request-closed');
    expect(mail!.text).toContain('Se ti serve ancora aiuto, puoi creare una nuova richiesta');
    // Its preference governs this email: its footer says where to choose.
    expect(mail!.text).toContain('/dashboard/personal-area/personal-info#notifiche');

    expect((await setNotificationPreference(app, family, 'NONE')).statusCode).toBe(200);
    const quiet = await createTestRequest(app, family);
    expect((await close(quiet, { outcome: 'NON RISPONDE', note: 'x' })).statusCode).toBe(200);
    expect(await closingMails(family, quiet)).toEqual([]);
    // With money going back, it is a payment's email: always sent.
    const { id: paid } = await paidRequest(family);
    expect(
      (await close(paid, { outcome: "NON PIU' INTERESSATO", note: 'x', refund: true })).statusCode,
    ).toBe(200);
    expect((await closingMails(family, paid)).map((m) => m.template)).toEqual([
      'customer-request-closed-refund',
    ]);
  });
});
