import { costLabels } from '@equilibrio/contract/quote-costs';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getPage, injectAs } from '../../../test/helpers';
import {
  euro,
  eventsInto,
  HOUR,
  openSandboxPage,
  paymentsOf,
  requestPayment,
  requestToPay,
  type SandboxSession,
  statusOf,
  submitSandbox,
} from '../../../test/payment-fixtures';
import { createCompany } from '../../../test/request-fixtures';
import {
  advanceClock,
  mailsTo,
  QUOTE_2030,
  setUserName,
  useWorkflowApp,
} from '../../../test/workflow-fixtures';
import { services } from '../../db/schema/catalog';
import { requests } from '../../db/schema/requests';
import { sweepExpiredHolds } from '../workflow/hold-sweeper';
import { settlePayment } from './settle-payment';

const TUTOR_TEAM = 'tutor-team@equilibrio.test';
const GOOD_CARD = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Giulia Bianchi',
};
const DECLINED_CARD = { ...GOOD_CARD, number: '4000 0000 0000 0002' };

describe('sandbox checkout (HTTP)', () => {
  const { app, customer, tutor } = useWorkflowApp({ env: { TUTOR_NOTIFY_EMAILS: TUTOR_TEAM } });
  beforeAll(() => setUserName(app, customer, 'Giulia', 'Bianchi'));

  async function openCheckout(id: number): Promise<SandboxSession> {
    const res = await requestPayment(app, customer, id);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().checkoutURL);
    expect(url.origin).toBe('http://localhost:8080');
    expect(url.pathname).toMatch(/^\/checkout\/sandbox\/[A-Za-z0-9_-]{32}$/);
    const { page, session } = await openSandboxPage(app, url.href);
    expect(page.statusCode).toBe(200);
    expect(session.cookie).toBeTruthy();
    expect(session.csrf).toBe(session.cookie);
    return session;
  }

  const home = (id: number, status: 'succeeded' | 'failed') =>
    `/dashboard/home?payment=${id}&redirect_status=${status}`;

  /** A checkout page no longer open: it says why (410) and takes no payment (409). */
  const expectClosedPage = async (session: SandboxSession, title: string, reason: string) => {
    const page = await getPage(app, session.path);
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain(title);
    expect(page.body).toContain(reason);
    const pay = await submitSandbox(app, session, 'pay', GOOD_CARD);
    expect(pay.statusCode).toBe(409);
    expect(pay.body).toContain(reason);
  };

  it('shows the order in Italian in the quote’s words and amounts, under our CSP', async () => {
    const { id, amountCents } = await requestToPay(app, customer, tutor);
    const session = await openCheckout(id);
    const page = await getPage(app, session.path);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    // Only our own script, from our origin (the page works without it).
    expect(page.body.match(/<script[^>]*>/g)).toEqual([
      '<script src="/checkout/sandbox.js" defer>',
    ]);
    expect(page.body).toContain('<html lang="it">');
    // The app's own icon in the tab (without it the browser asked for /favicon.ico: a 404).
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">');
    expect(page.body).toContain(`Richiesta #${id} — Babysitter`);
    expect(page.body).toContain(`Paga ${euro(amountCents)}`);
    // The quote's vocabulary (contract quote-costs): paid now, the renewal, the caregiver.
    const text = page.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Selezione del caregiver');
    expect(text).toContain('Garanzia NO PROBLEM — 30 giorni dal pagamento');
    expect(text).toContain(`Totale ${euro(amountCents)}`);
    expect(text).toContain(
      'Poi Rinnovo garanzia NO PROBLEM ogni 30 giorni, disattivabile quando vuoi dai dettagli della richiesta',
    );
    // The renewal is said under the total too, before the pay button (on a phone the detail of the
    // amount comes after the card form).
    const renewal = page.body.indexOf('Poi: Rinnovo garanzia NO PROBLEM');
    expect(renewal).toBeGreaterThan(-1);
    expect(renewal).toBeLessThan(page.body.indexOf('class="pay-button"'));
    expect(text).toContain('Al caregiver Non compreso nel pagamento a Equilibrio');
    expect(text).toContain('Tariffa oraria del caregiver 10,00 €/h');
    // The family employs the caregiver: what it pays besides the rate, said before it pays.
    expect(text).toContain(costLabels.employerCosts);
    // 'fino a martedì 1 dicembre…': a weekday takes no article ('fino al martedì' is wrong).
    expect(page.body).toMatch(
      /Il profilo di Martina Rossi resta riservato per te fino a (lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica) \d{1,2} /,
    );
    for (const label of ['Numero della carta', 'Scadenza (MM/AA)', 'CVC', 'Titolare della carta']) {
      expect(page.body).toContain(`>${label}</label>`);
    }
    const [payment] = await paymentsOf(app, id);
    expect(payment).toMatchObject({
      amountCents,
      currency: 'eur',
      status: 'open',
      provider: 'sandbox',
    });
    expect(payment!.lineItems.reduce((sum, item) => sum + item.amountCents, 0)).toBe(amountCents);

    // Not our page: the SPA fallback does not take /checkout/.
    const missing = await getPage(app, '/checkout/sandbox/nessunpagamentoconquestoriferimento');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Pagamento non trovato');
  });

  it('says why the monthly estimate counts 40 hours when the week asked is past one caregiver’s', async () => {
    // Six days, morning and afternoon: 48 hours a week, past the 40 of a caregiver living out.
    const { id } = await requestToPay(app, customer, tutor, {
      requestDetail: { ...QUOTE_2030, workDays: 'mon-tue-wed-thu-fri-sat', workHours: 'mor-aft' },
    });
    const session = await openCheckout(id);
    const text = (await getPage(app, session.path)).body
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ');
    expect(text).toContain('Su 40 ore a settimana: circa 173 ore al mese');
    expect(text).toContain(
      'Le circa 48 ore a settimana richieste superano le 40 di un solo caregiver: la stima conta 40 ore. Per coprire tutta la settimana serve più di un caregiver: il tuo family tutor te lo spiegherà.',
    );
  });

  it('rejects invalid cards on the page, keeping what was typed, and changes nothing', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    const session = await openCheckout(id);
    const res = await submitSandbox(app, session, 'pay', {
      number: '4242 4242 4242 4241',
      expiry: '13/30',
      cvc: '12',
      name: '',
    });
    expect(res.statusCode).toBe(422);
    expect(res.body).toContain('Il numero della carta non è valido');
    expect(res.body).toContain('Il mese di scadenza non esiste: scrivi un mese da 01 a 12');
    expect(res.body).toContain('Il codice di sicurezza ha 3 cifre');
    expect(res.body).toContain('Inserisci il nome del titolare');
    expect(res.body).toContain('value="4242 4242 4242 4241"');
    expect(res.body).toContain('aria-invalid="true"');
    const expired = await submitSandbox(app, session, 'pay', { ...GOOD_CARD, expiry: '01/20' });
    expect(expired.statusCode).toBe(422);
    expect(expired.body).toContain('La carta è scaduta');
    // A valid card number is never written back into the page: it is asked again.
    expect(expired.body).toMatch(
      /<input id="number" [^>]*value="" aria-describedby="number-error"/,
    );
    expect(expired.body).toContain('Per sicurezza inserisci di nuovo il numero della carta');
    expect(expired.body).not.toMatch(/value="4242/);
    expect(expired.body).toMatch(/<input id="name" [^>]*value="Giulia Bianchi"/);
    // The number comes back grouped in fours, as the page shows it.
    const ungrouped = await submitSandbox(app, session, 'pay', {
      ...GOOD_CARD,
      number: '4242424242424241',
    });
    expect(ungrouped.body).toContain('value="4242 4242 4242 4241"');
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, id))[0]!.status).toBe('open');
  });

  it('refuses a form without its anti-forgery token', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    const session = await openCheckout(id);
    const missing = await submitSandbox(app, session, 'pay', GOOD_CARD, null);
    expect(missing.statusCode).toBe(403);
    expect(missing.body).toContain('Modulo scaduto');
    const wrong = await submitSandbox(app, session, 'pay', GOOD_CARD, 'un-altro-token-qualsiasi');
    expect(wrong.statusCode).toBe(403);
    const noCookie = await app.inject({
      method: 'POST',
      url: `${session.path}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ _csrf: session.csrf, ...GOOD_CARD }).toString(),
    });
    expect(noCookie.statusCode).toBe(403);
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, id))[0]!.status).toBe('open');
  });

  it('4242… pays: PAGATO once, receipts sent, redirect with succeeded, the checkout cannot be reused', async () => {
    const { id, amountCents } = await requestToPay(app, customer, tutor);
    const session = await openCheckout(id);
    const res = await submitSandbox(app, session, 'pay', GOOD_CARD);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(home(id, 'succeeded'));

    expect(await statusOf(app, tutor, id)).toBe('PAGATO');
    expect(await eventsInto(app, id, 'PAGATO')).toHaveLength(1);
    const [payment] = await paymentsOf(app, id);
    expect(payment).toMatchObject({ status: 'paid', refundRequired: false, amountCents });
    expect(payment!.paidAt).not.toBeNull();
    // The chosen caregiver is confirmed: the customer now sees the phone.
    const chosen = await injectAs(
      app,
      customer,
      'GET',
      `/v1/caregiver-selection/request/${id}/phase/CHOSEN`,
    );
    expect(chosen.json()[0].acceptedAt).not.toBeNull();
    expect(chosen.json()[0].babysitter.info.phone).toBeTruthy();

    const receipts = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-payment-received',
    );
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toBe(`Pagamento ricevuto — richiesta #${id} (babysitter)`);
    expect(receipts[0]!.text).toContain(`Importo pagato: ${euro(amountCents)} — Babysitter.`);
    expect(receipts[0]!.text).toContain('Caregiver scelto: Martina Rossi.');
    expect(receipts[0]!.text).toContain('fissare il colloquio con Martina Rossi');
    const tutorMails = (await mailsTo(app, TUTOR_TEAM)).filter(
      (m) => m.template === 'tutor-payment-received' && m.subject.includes(`#${id}`),
    );
    expect(tutorMails).toHaveLength(1);
    expect(tutorMails[0]!.text).toContain(euro(amountCents));

    // The finished checkout: the form sent again (a second tap, a reload) and the page opened
    // again (the browser's Back) answer as the payment did — Home's success modal — and
    // nothing happens twice.
    const again = await submitSandbox(app, session, 'pay', GOOD_CARD);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(home(id, 'succeeded'));
    const reopened = await getPage(app, session.path);
    expect(reopened.statusCode).toBe(303);
    expect(reopened.headers.location).toBe(home(id, 'succeeded'));
    expect(await eventsInto(app, id, 'PAGATO')).toHaveLength(1);
    expect(await paymentsOf(app, id)).toHaveLength(1);
    expect(
      (await mailsTo(app, customer.email)).filter(
        (m) => m.template === 'customer-payment-received',
      ),
    ).toHaveLength(1);

    // And the request cannot be paid twice.
    const twice = await requestPayment(app, customer, id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe('La richiesta risulta già pagata.');
  });

  it('a double tap on «Paga» pays once and both answers lead to Home’s success modal', async () => {
    const { id, amountCents } = await requestToPay(app, customer, tutor);
    const session = await openCheckout(id);
    const receipts = async () =>
      (await mailsTo(app, customer.email)).filter(
        (m) => m.template === 'customer-payment-received' && m.subject.includes(`#${id}`),
      );
    const taps = await Promise.all([
      submitSandbox(app, session, 'pay', GOOD_CARD),
      submitSandbox(app, session, 'pay', GOOD_CARD),
    ]);
    expect(taps.map((tap) => [tap.statusCode, tap.headers.location])).toEqual([
      [303, home(id, 'succeeded')],
      [303, home(id, 'succeeded')],
    ]);
    for (const tap of taps) expect(tap.body).not.toContain('già effettuato');
    // A third, after both (the form sent again from the browser's history).
    const later = await submitSandbox(app, session, 'pay', GOOD_CARD);
    expect([later.statusCode, later.headers.location]).toEqual([303, home(id, 'succeeded')]);
    expect(await statusOf(app, tutor, id)).toBe('PAGATO');
    expect(await eventsInto(app, id, 'PAGATO')).toHaveLength(1);
    expect((await paymentsOf(app, id)).map((p) => [p.status, p.amountCents])).toEqual([
      ['paid', amountCents],
    ]);
    expect(await receipts()).toHaveLength(1);
  });

  it('4000…0002 is declined: the family stays on the checkout with the reason and pays on retry', async () => {
    const { id, amountCents } = await requestToPay(app, customer, tutor);
    const session = await openCheckout(id);
    const declined = await submitSandbox(app, session, 'pay', DECLINED_CARD);
    // Back to the checkout by a redirect, not drawn as the post's answer: the browser's Back
    // after the payment that follows finds a page, not a form to send again.
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`${session.path}?rifiutata=0002`);
    // What was typed, but the card, is kept by this browser for the page (a few minutes, for
    // this checkout only, out of scripts' reach).
    const kept = declined.cookies.find((c) => c.name === 'eq_checkout_card');
    expect(kept).toMatchObject({
      path: session.path,
      httpOnly: true,
      sameSite: 'Strict',
      maxAge: 600,
    });
    expect(kept!.value).not.toContain('4000');
    const res = await app.inject({
      method: 'GET',
      url: declined.headers.location as string,
      headers: {
        cookie: `XSRF-TOKEN=${session.cookie}; eq_checkout_card=${encodeURIComponent(kept!.value)}`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<strong>Carta rifiutata dalla banca</strong>');
    expect(res.body).toContain('La carta è stata rifiutata dalla banca emittente.');
    expect(res.body).toContain('Non ti è stato addebitato nulla');
    expect(res.body).toContain(`Riprova a pagare ${euro(amountCents)}`);
    // The cardholder and the expiry are filled in again; the card number and its code are
    // typed again (never written back into a page); the address says no more than which test
    // card it was.
    expect(res.body).toMatch(/<input id="name" [^>]*value="Giulia Bianchi"/);
    expect(res.body).toMatch(/<input id="expiry" [^>]*value="12\/34"/);
    expect(res.body).toMatch(/<input id="number" [^>]*value=""/);
    expect(res.body).toMatch(/<input id="cvc" [^>]*value=""/);
    expect(res.body).not.toMatch(/value="4000/);
    // A made-up ending says nothing: the page is the plain checkout, empty.
    const plain = await app.inject({
      method: 'GET',
      url: `${session.path}?rifiutata=1234`,
      headers: { cookie: `eq_checkout_card=${encodeURIComponent(kept!.value)}` },
    });
    expect(plain.body).not.toContain('Carta rifiutata');
    expect(plain.body).not.toContain('Giulia Bianchi');
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, id)).map((p) => p.status)).toEqual(['open']);
    // The tutors read it beside 'In corso': the family may be stuck at the checkout.
    const payments = async () =>
      (await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`)).json().payments as {
        status: string;
        failureReason: string | null;
      }[];
    expect((await payments())[0]).toMatchObject({
      status: 'open',
      failureReason: expect.stringMatching(
        /^Ultimo tentativo rifiutato \(.+, carta che termina con 0002\): La carta è stata rifiutata dalla banca emittente\.$/,
      ),
    });

    // The retry on the same checkout, with another card (expiry as typed: '1234').
    const retry = await app.inject({
      method: 'POST',
      url: `${session.path}/pay`,
      headers: {
        cookie: `XSRF-TOKEN=${session.cookie}; eq_checkout_card=${encodeURIComponent(kept!.value)}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({
        _csrf: session.csrf,
        ...GOOD_CARD,
        expiry: '1234',
      }).toString(),
    });
    expect(retry.statusCode).toBe(303);
    expect(retry.headers.location).toBe(home(id, 'succeeded'));
    // Paid: the browser forgets what was typed.
    expect(retry.cookies.find((c) => c.name === 'eq_checkout_card')).toMatchObject({
      value: '',
      path: session.path,
    });
    expect(await statusOf(app, tutor, id)).toBe('PAGATO');
    expect((await paymentsOf(app, id)).map((p) => p.status)).toEqual(['paid']);
    // Paid: the earlier decline no longer matters.
    expect((await payments())[0]).toMatchObject({ status: 'paid', failureReason: null });
  });

  it('names the service as the family knows it, not by the catalogue’s name (a welfare price list’s)', async () => {
    const { id, serviceId, amountCents } = await requestToPay(app, customer, tutor);
    const rename = (name: string) =>
      app.ctx.db.update(services).set({ name }).where(eq(services.id, serviceId));
    await rename('Babysitter welfare');
    try {
      // The request's pages (its details, the quote).
      const request = await injectAs(app, customer, 'GET', `/v2/requests/${id}`);
      expect(request.json().serviceLinked).toMatchObject({ id: serviceId, name: 'Babysitter' });
      // The checkout.
      const session = await openCheckout(id);
      const page = await getPage(app, session.path);
      expect(page.body).toContain(`Richiesta #${id} — Babysitter<`);
      // The receipt.
      await submitSandbox(app, session, 'pay', GOOD_CARD);
      const [receipt] = (await mailsTo(app, customer.email)).filter(
        (m) => m.template === 'customer-payment-received' && m.subject.includes(`#${id}`),
      );
      expect(receipt!.text).toContain(`Importo pagato: ${euro(amountCents)} — Babysitter.`);
      for (const shown of [request.body, page.body, receipt!.text]) {
        expect(shown).not.toContain('Babysitter welfare');
      }
    } finally {
      await rename('Babysitter');
    }
  });

  it('the receipt names what was paid, what renews and what goes to the caregiver', async () => {
    const { id, amountCents } = await requestToPay(app, customer, tutor);
    const session = await openCheckout(id);
    await submitSandbox(app, session, 'pay', GOOD_CARD);
    const [receipt] = (await mailsTo(app, customer.email)).filter(
      (m) => m.template === 'customer-payment-received' && m.subject.includes(`#${id}`),
    );
    const [payment] = await paymentsOf(app, id);
    const [selection, guarantee] = payment!.lineItems;
    expect(receipt!.text).toContain(
      `Già pagato: Selezione del caregiver (${euro(selection!.amountCents)}) + Garanzia NO PROBLEM — 30 giorni dal pagamento (${euro(guarantee!.amountCents)}) = Totale ${euro(amountCents)}.`,
    );
    expect(receipt!.text).toContain(
      `Poi: Rinnovo garanzia NO PROBLEM ${euro(guarantee!.amountCents)}, ogni 30 giorni, disattivabile quando vuoi dai dettagli della richiesta.`,
    );
    expect(receipt!.text).toContain(
      'Al caregiver, non compreso nel pagamento a Equilibrio: Tariffa oraria del caregiver 10,00 €/h.',
    );
  });

  it('a welfare request: the checkout and the receipt name the company programme and what the receipt is for; a private one says nothing of welfare', async () => {
    const receiptOf = async (id: number) =>
      (await mailsTo(app, customer.email)).find(
        (m) => m.template === 'customer-payment-received' && m.subject.includes(`#${id}`),
      )!.text;
    const pageText = async (session: SandboxSession) =>
      (await getPage(app, session.path)).body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

    // Private: not a word of welfare, before or after paying.
    const own = await requestToPay(app, customer, tutor);
    const ownSession = await openCheckout(own.id);
    expect(await pageText(ownSession)).not.toContain('programma welfare');
    await submitSandbox(app, ownSession, 'pay', GOOD_CARD);
    expect(await receiptOf(own.id)).not.toContain('welfare');

    // Made with the company's programme ('Utilizza programma wellfare'), quoted on its catalogue.
    const { id, serviceId, amountCents } = await requestToPay(app, customer, tutor);
    const companyId = await createCompany(app, []);
    await app.ctx.db.update(requests).set({ welfare: true, companyId }).where(eq(requests.id, id));
    const setType = (customerType: 'B2B' | 'B2C') =>
      app.ctx.db.update(services).set({ customerType }).where(eq(services.id, serviceId));
    await setType('B2B');
    try {
      const programme =
        'Richiesta con il programma welfare di Azienda Prova S.r.l.: prezzi del catalogo riservato ai dipendenti.';
      const request = await injectAs(app, customer, 'GET', `/v2/requests/${id}`);
      expect(request.json().welfareProgramme).toEqual({
        companyName: 'Azienda Prova S.r.l.',
        employeePrices: true,
      });
      const session = await openCheckout(id);
      const checkout = await pageText(session);
      expect(checkout).toContain(`Paga a Equilibrio ${euro(amountCents)}`);
      expect(checkout).toContain(programme);
      expect(checkout).toContain(
        'Paghi con la tua carta; la conferma del pagamento ti arriva via email. Se il tuo programma welfare rimborsa questo servizio, consulta il portale welfare o chiedi all’ufficio del personale della tua azienda come fare e quali documenti servono.',
      );
      await submitSandbox(app, session, 'pay', GOOD_CARD);
      const receipt = await receiptOf(id);
      // The programme right under the amount paid.
      expect(receipt).toContain(
        `Importo pagato: ${euro(amountCents)} — Babysitter.\n\n${programme}`,
      );
      expect(receipt).toContain(
        'Hai pagato con la tua carta: conserva questa email, è la conferma del pagamento. Se il tuo programma welfare rimborsa questo servizio, consulta il portale welfare o chiedi all’ufficio del personale della tua azienda come fare e quali documenti servono.',
      );
      // What the welfare office asks for: which payment, and when.
      expect(receipt).toMatch(/Pagamento n\. \d+ — .+ \d{4} alle ore \d{2}:\d{2}\./);
      // Nothing we do not know: no share the company pays, no amount of its own.
      expect(receipt).not.toMatch(/a carico|coperto da|paga l’azienda/i);
    } finally {
      await setType('B2C');
    }
  });

  it('serves the page’s card checks: the server’s own rules, run in the browser', async () => {
    const script = await getPage(app, '/checkout/sandbox.js');
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toContain('text/javascript');
    for (const rule of ['function cardFieldErrors', 'function parseExpiry', 'function luhnValid']) {
      expect(script.body).toContain(rule);
    }
    // Valid JavaScript as sent; on a page without the card form it does nothing.
    const run = new Function('document', script.body);
    expect(() => run({ querySelector: () => null })).not.toThrow();
    // The rules need nothing the page lacks: each check runs on its own source alone.
    const check = new Function(
      `${script.body.replace('(() => {', 'return (() => {').replace(/\(\(\) => \{\n {2}const page[\s\S]*$/, '')}
      return cardFieldErrors({ number: '4242 4242 4242 4242', expiry: '01/20', cvc: '12', name: '' }, new Date('2030-06-01T10:00:00Z'));
      })()`,
    );
    expect(check()).toEqual({
      expiry: expect.any(String),
      cvc: expect.any(String),
      name: expect.any(String),
    });
  });

  it('cancel returns to the request (not to a failure) and charges nothing', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    const session = await openCheckout(id);
    const res = await submitSandbox(app, session, 'cancel');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/dashboard/request-detail/${id}?pagamento=annullato`);
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, id))[0]).toMatchObject({
      status: 'canceled',
      failureReason: 'Annullato dalla famiglia.',
    });
    expect((await submitSandbox(app, session, 'pay', GOOD_CARD)).statusCode).toBe(409);
  });

  it('hands out the same checkout while it is open, one payment row even for racing calls', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    const answers = await Promise.all([
      requestPayment(app, customer, id),
      requestPayment(app, customer, id),
      requestPayment(app, customer, id),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const urls = new Set(answers.map((a) => a.json().checkoutURL));
    expect(urls.size).toBe(1);
    expect(await paymentsOf(app, id)).toHaveLength(1);
    expect((await requestPayment(app, customer, id)).json().checkoutURL).toBe([...urls][0]);
  });

  it('closes the checkout when the hold expires; a payment slipping through is flagged for a refund', async () => {
    const { id, amountCents } = await requestToPay(app, customer, tutor);
    const signedIn = [
      { user: customer, role: 'customer' as const },
      { user: tutor, role: 'tutor' as const },
    ];
    // Ten minutes left on the hold: the checkout stays payable for Stripe's minimum 30 minutes.
    await advanceClock(app, 24 * HOUR - 10 * 60_000, signedIn);
    const session = await openCheckout(id);
    await advanceClock(app, 15 * 60_000, signedIn);
    expect(await sweepExpiredHolds(app.ctx)).toBeGreaterThanOrEqual(1);
    expect(await statusOf(app, tutor, id)).toBe('INVIATO CV');
    const late = await requestPayment(app, customer, id);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'Il pagamento non è disponibile: la richiesta è nello stato «Ricerca completata».',
    );

    // The hold's expiry closed the checkout: the sandbox's page takes nothing any more…
    const res = await submitSandbox(app, session, 'pay', GOOD_CARD);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain(
      `Il profilo che avevi scelto per la richiesta #${id} non è più riservato per te`,
    );
    const [closedRow] = await paymentsOf(app, id);
    expect(closedRow).toMatchObject({ status: 'canceled', refundRequired: false });
    // …but a provider may still report a payment that slipped through before its expiry there.
    await settlePayment(
      app.ctx,
      closedRow!.id,
      { state: 'paid', amountCents, currency: 'eur' },
      'webhook',
    );
    expect(await statusOf(app, tutor, id)).toBe('INVIATO CV');
    expect(await eventsInto(app, id, 'PAGATO')).toHaveLength(0);
    const [payment] = await paymentsOf(app, id);
    expect(payment).toMatchObject({ status: 'paid', refundRequired: true, amountCents });
    expect(payment!.refundReason).toContain('checkout già chiuso');
    expect(payment!.refundReason).toContain('non era più in attesa di pagamento');

    const detail = await injectAs(app, tutor, 'GET', `/v1/backoffice/requests/${id}`);
    expect(detail.json().refundOwed).toBe(true);
    expect(detail.json().payments).toEqual([
      expect.objectContaining({
        id: payment!.id,
        provider: 'sandbox',
        status: 'paid',
        amountCents,
        refundRequired: true,
        refundReason: payment!.refundReason,
        refunded: null,
      }),
    ]);
    expect(
      (await mailsTo(app, customer.email)).filter(
        (m) => m.template === 'customer-payment-to-refund',
      ),
    ).toHaveLength(1);
    const toRefund = (await mailsTo(app, TUTOR_TEAM)).filter(
      (m) => m.template === 'tutor-payment-to-refund',
    );
    expect(toRefund).toHaveLength(1);
    expect(toRefund[0]!.text).toContain(euro(amountCents));
  });

  it('a replaced checkout can no longer be paid: the page says so and nothing is charged', async () => {
    const { id, amountCents } = await requestToPay(app, customer, tutor);
    const old = await openCheckout(id);
    const [first] = await paymentsOf(app, id);
    // A minute before the checkout expires (the hold still on), the next click replaces it.
    const left = first!.expiresAt.getTime() - app.ctx.clock.now().getTime();
    await advanceClock(app, left - 60_000, [
      { user: customer, role: 'customer' },
      { user: tutor, role: 'tutor' },
    ]);
    const next = await openCheckout(id);
    expect(next.path).not.toBe(old.path);

    const closedText =
      'Questa pagina di pagamento è stata sostituita da una nuova e non accetta più pagamenti: non ti è stato addebitato nulla.';
    await expectClosedPage(old, 'Pagamento non più disponibile', closedText);
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');

    // A card approved just as the checkout was replaced: the sandbox takes no money on it.
    const late = await settlePayment(
      app.ctx,
      first!.id,
      { state: 'paid', amountCents, currency: 'eur' },
      'sandbox',
    );
    expect(late).toMatchObject({ changed: false, status: 'canceled' });
    expect(await statusOf(app, tutor, id)).toBe('DA PAGARE');
    expect((await paymentsOf(app, id)).map((p) => [p.status, p.refundRequired])).toEqual([
      ['canceled', false],
      ['open', false],
    ]);

    expect((await submitSandbox(app, next, 'pay', GOOD_CARD)).headers.location).toBe(
      home(id, 'succeeded'),
    );
    expect(await statusOf(app, tutor, id)).toBe('PAGATO');

    // The old page, still open in another tab: the request is paid — on the new checkout,
    // not on this one, which took nothing.
    const paidElsewhere = `La richiesta #${id} è già stata pagata da un’altra pagina di pagamento: da questa non ti è stato addebitato nulla.`;
    await expectClosedPage(old, 'Pagamento già effettuato', paidElsewhere);
    expect((await paymentsOf(app, id)).map((p) => [p.status, p.refundRequired])).toEqual([
      ['canceled', false],
      ['paid', false],
    ]);
  });

  it('closes the open checkout when the request stops waiting for it (a pause): no money taken', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    const session = await openCheckout(id);
    const paused = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/stand-by`, {
      reason: 'OTHER',
      note: 'La famiglia ci ripensa',
    });
    expect(paused.json().status).toBe('STAND BY');
    const [closedRow] = await paymentsOf(app, id);
    expect(closedRow).toMatchObject({ status: 'canceled', refundRequired: false });
    // Expired at the provider by the reconciliation job from now on.
    expect(closedRow!.nextCheckAt.getTime()).toBeLessThanOrEqual(app.ctx.clock.now().getTime());

    // The page the family still had open takes nothing and says why.
    const paid = await submitSandbox(app, session, 'pay', GOOD_CARD);
    expect(paid.statusCode).toBe(409);
    expect(paid.body).toContain('Pagamento non più disponibile');
    expect(paid.body).toContain(
      `La richiesta #${id} è in pausa: il tuo family tutor ti dirà quando riprende.`,
    );
    expect((await paymentsOf(app, id)).map((p) => [p.status, p.refundRequired])).toEqual([
      ['canceled', false],
    ]);

    // Resumed, the family pays once, on a new checkout.
    const resumed = await injectAs(app, tutor, 'POST', `/v1/backoffice/requests/${id}/resume`);
    expect(resumed.json().status).toBe('DA PAGARE');
    const next = await openCheckout(id);
    expect((await submitSandbox(app, next, 'pay', GOOD_CARD)).headers.location).toBe(
      home(id, 'succeeded'),
    );
    expect(await statusOf(app, tutor, id)).toBe('PAGATO');
  });

  it('refuses a checkout once the hold has passed, even before the sweeper runs', async () => {
    const { id } = await requestToPay(app, customer, tutor);
    await advanceClock(app, 24 * HOUR + 1000, [
      { user: customer, role: 'customer' },
      { user: tutor, role: 'tutor' },
    ]);
    const res = await requestPayment(app, customer, id);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'Il profilo scelto non è più riservato per te (sono passate 24 ore): scegli di nuovo il caregiver per procedere con il pagamento.',
    );
    expect(await paymentsOf(app, id)).toHaveLength(0);
  });
});
