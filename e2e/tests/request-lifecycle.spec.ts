import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import {
  type Account,
  api,
  demoCustomer,
  demoTutor,
  signInAccount,
  signInBrowser,
  signInBrowserAs,
  signInNewCustomer,
  signInToken,
  tutorApi,
  uniqueSuffix,
} from '../support/accounts';
import { acceptCandidate, openDialog } from '../support/backoffice';
import { newCaregiver } from '../support/caregivers';
import { acceptQuote } from '../support/forms';

/**
 * The customer's request pages (spec §2 "Request quote" / "Request detail", §4 "Quote" and
 * "Caregiver visibility"): the demo customer accepts a quote, chooses a candidate and asks for a
 * substitution through the real screens; the tutor's steps in between go through the tutor API.
 */

type Listed = { id: number; status: string };

/** The demo customer's requests; the seeded one of a status is the oldest (tests add newer). */
async function demoRequests(demo: Account) {
  const page = await api<{ content: Listed[] }>(
    `/v2/requests/${demo.uid}/requests?page=0&pageSize=50`,
    { token: demo.idToken },
  );
  return (status: string) => {
    const found = page.content
      .filter((request) => request.status === status)
      .sort((a, b) => a.id - b.id)[0];
    if (!found) throw new Error(`the demo data has no request in ${status}`);
    return found.id;
  };
}

/** A new BABYSITTER request of the demo customer (their seeded dependant and address). */
async function newDemoRequest(demo: Account) {
  const token = demo.idToken;
  const [child] = await api<{ id: number; type: string }[]>(`/v1/dependents?uid=${demo.uid}`, {
    token,
  });
  const [address] = await api<{ id: number }[]>(`/v1/user-address?uid=${demo.uid}`, { token });
  const created = await api<{ id: number }>('/v2/requests', {
    method: 'POST',
    token,
    body: {
      dependant: [child!.id],
      addressID: address!.id,
      businessline: 'BABYSITTER',
      languages: ['italian'],
      notes: `Percorso di prova ${uniqueSuffix()}`,
      conditions: true,
    },
  });
  return created.id;
}

const tag = (page: Page) => page.getByRole('region', { name: 'Dettagli della richiesta' });

test.describe('request lifecycle (demo customer)', () => {
  let demo: Account;
  test.beforeEach(async ({ page }) => {
    demo = await signInBrowserAs(page, demoCustomer);
  });

  // @full-browser: the CV opens in a tab of the browser's PDF viewer (the headless shell has none).
  test('accepts a quote, sees the candidates and chooses one', {
    tag: '@full-browser',
  }, async ({ page }) => {
    test.setTimeout(120_000);
    const tutor = tutorApi(await signInToken(demoTutor.email, demoTutor.password));
    const id = await newDemoRequest(demo);
    await tutor.sendQuote(id);

    // The quote: from the request list to the request, then its status button.
    await page.goto('/dashboard/request-list');
    await page.getByRole('link', { name: `Apri la richiesta #${id}` }).click();
    await expect(page).toHaveURL(`/dashboard/request-detail/${id}`);
    await page.getByRole('link', { name: `Visualizza preventivo — richiesta #${id}` }).click();
    await expect(page).toHaveURL(`/dashboard/request-quote/${id}`);
    await expect(page).toHaveTitle(`Dettagli richiesta #${id} — Equilibrio`);
    const quote = page.getByRole('region', { name: 'Il tuo preventivo' });
    await expect(quote.getByText('In attesa di conferma')).toBeVisible();
    await expect(quote.getByText('11,00 €/h')).toBeVisible();
    await expect(quote.getByText('07 gen, 31')).toBeVisible();
    await expect(quote.getByText('5 mesi')).toBeVisible();
    await expect(quote.getByText('Lunedì, Mercoledì, Venerdì')).toBeVisible();
    await expect(quote.getByText('pomeriggio', { exact: true })).toBeVisible();
    await expect(quote).toContainText('5% dei candidati');
    await expect(quote.getByText(/^\d+,\d{2} €$/).first()).toBeVisible();
    await expectAccessible(page);

    await acceptQuote(quote);
    // The spec's toast; the confirmation that stays on the page says what comes next.
    await expect(
      page.getByText(
        'Preventivo accettato con successo, il family-tutor è stato avvisato e darà inizio al processo di selezione.',
      ),
    ).toHaveCount(1);
    await expect(
      page.getByRole('status').filter({ hasText: 'Ora il family tutor seleziona i caregiver' }),
    ).toBeVisible();
    await expect(quote.getByText('Preventivo accettato')).toBeVisible();
    // Said once: the quote's card does not repeat what comes next.
    await expect(quote.getByRole('status')).toHaveCount(0);
    expect((await api<Listed>(`/v2/requests/${id}`, { token: demo.idToken })).status).toBe(
      'PREVENTIVO ACCETTATO',
    );

    // The tutor selects two profiles of the request's own, one with a photo and a CV, and sends
    // them.
    const [first, second] = await Promise.all([newCaregiver({ files: true }), newCaregiver()]);
    await tutor.startSelection(id);
    await tutor.addCandidate(id, first.docRef);
    await tutor.addCandidate(id, second.docRef);
    await tutor.publish(id);

    await page.goto('/dashboard/home');
    await page
      .getByRole('link', { name: `Visualizza profili — richiesta #${id}` })
      .first()
      .click();
    await expect(page).toHaveURL(`/dashboard/request-detail/${id}`);
    await expect(page).toHaveTitle(`Dettagli richiesta #${id} — Equilibrio`);
    const card = page.getByRole('article', { name: first.fullName });
    await expect(card).toBeVisible();
    await expect(page.getByRole('article', { name: second.fullName })).toBeVisible();
    await expect(card.getByRole('img', { name: `Foto di ${first.fullName}` })).toHaveAttribute(
      'src',
      first.photoUrl!,
    );
    await expect(card.getByRole('link', { name: /^\+39/ })).toHaveCount(0);
    await expectAccessible(page);

    // The CV opens in a new tab at an address of its own, read with the page session's cookie (no
    // token in the link): a phone's viewer shows it under its name; the family stays on the request.
    const cvLink = card.getByRole('link', { name: `Vedi il CV di ${first.name}` });
    await expect(cvLink).toHaveAttribute('target', '_blank');
    const [cvTab] = await Promise.all([page.context().waitForEvent('page'), cvLink.click()]);
    expect(await cvTab.evaluate(() => window.opener).catch(() => null)).toBeNull();
    await cvTab.close();
    const cv = await page.request.get((await cvLink.getAttribute('href'))!);
    expect(cv.status()).toBe(200);
    expect(cv.headers()['content-type']).toBe('application/pdf');
    expect(cv.headers()['content-disposition']).toMatch(/^inline; filename="CV-[a-z0-9-]+\.pdf"$/);
    await expect(page).toHaveURL(`/dashboard/request-detail/${id}`);

    await acceptCandidate(page, first.fullName, card);
    await expect(
      page.getByText(
        'Profilo caregiver selezionato con successo! Abbiamo inviato una notifica al family-tutor.',
      ),
    ).toBeVisible();
    await expect(tag(page).getByText('Da pagare')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Il tuo caregiver' })).toBeVisible();
    const chosen = page.getByRole('article', { name: first.fullName });
    await expect(chosen.getByText('Accettato')).toBeVisible();
    await expect(
      chosen.getByText(/Riservato per te fino (al (?!1 |8 |11 )\d|all’(1|8|11) )/),
    ).toBeVisible();
    await expect(page.getByRole('article', { name: second.fullName })).toHaveCount(0);
    await expect(
      page.getByRole('button', { name: `Effettua pagamento — richiesta #${id}` }),
    ).toBeVisible();
  });

  test('asks for a substitution of the caregiver in service', async ({ page }) => {
    const ofStatus = await demoRequests(demo);
    const id = ofStatus('SELEZIONE COMPLETATA');
    await page.goto(`/dashboard/request-detail/${id}`);
    const martina = page.getByRole('article', { name: 'Martina Rossi' });
    await expect(martina.getByText('In corso')).toBeVisible();
    await martina.getByRole('button', { name: 'Sostituisci' }).click();
    const dialog = await openDialog(page, 'Sostituisci caregiver');
    await expect(dialog.getByRole('button', { name: 'Invia' })).toBeDisabled();
    const reason = `Orari non più compatibili ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Messaggio' }).fill(reason);
    await dialog.getByRole('button', { name: 'Invia' }).click();
    // The confirmation that stays on the page, said once: a substitute is on its way.
    await expect(
      page.getByRole('status').filter({ hasText: 'Richiesta di sostituzione inviata' }),
    ).toContainText(/family tutor .*ti contatterà e ti proporrà un sostituto al più presto\./);
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The family tutor finds it in the assistance inbox, as a substitution of this request.
    const token = await signInToken(demoTutor.email, demoTutor.password);
    const inbox = await api<{ content: { message: string; type: string; requestId: number }[] }>(
      '/v1/backoffice/assistance?type=SUBSTITUTION&pageSize=100',
      { token },
    );
    expect(inbox.content.find((m) => m.message === reason)).toMatchObject({
      type: 'SUBSTITUTION',
      requestId: id,
    });
  });

  test('asks for other profiles when none of those proposed suits', async ({ page }) => {
    const ofStatus = await demoRequests(demo);
    const id = ofStatus('INVIATO CV');
    await page.goto(`/dashboard/request-detail/${id}`);
    await expect(page.getByRole('article', { name: 'Martina Rossi' })).toBeVisible();
    await expect(page.getByText('Nessun profilo fa per te?')).toBeVisible();
    await page.getByRole('button', { name: 'Chiedi altri profili' }).click();
    const dialog = await openDialog(page, 'Chiedi altri profili');
    await expect(dialog.getByRole('button', { name: 'Chiedi altri profili' })).toBeDisabled();
    const reason = `Cerchiamo chi parli bene inglese ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Motivo' }).fill(reason);
    await dialog.getByRole('button', { name: 'Chiedi altri profili' }).click();
    // The confirmation that stays, said once; the offer is gone, the choice still open.
    await expect(
      page.getByRole('status').filter({ hasText: 'Richiesta di altri profili inviata' }),
    ).toContainText('Il family tutor leggerà il motivo e ti risponderà al più presto.');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Chiedi altri profili' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Accetta / })).toHaveCount(2);

    // Back later, the page says it was asked and offers no second request.
    await page.reload();
    await expect(
      page.getByRole('status').filter({ hasText: 'Hai chiesto altri profili' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Chiedi altri profili' })).toHaveCount(0);

    // The family tutor reads it in the assistance inbox, and the request is theirs to move.
    const token = await signInToken(demoTutor.email, demoTutor.password);
    const inbox = await api<{ content: { message: string; type: string; requestId: number }[] }>(
      '/v1/backoffice/assistance?type=OTHER_PROFILES&pageSize=100',
      { token },
    );
    expect(inbox.content.find((m) => m.message === reason)).toMatchObject({
      type: 'OTHER_PROFILES',
      requestId: id,
    });
    const listed = await api<{ content: { id: number; openOtherProfiles: boolean }[] }>(
      `/v1/backoffice/requests?q=${id}`,
      { token },
    );
    expect(listed.content.find((row) => row.id === id)?.openOtherProfiles).toBe(true);
  });

  test('asks to move the booked interview; the tutor sees it with the family’s words', async ({
    page,
    browser,
  }) => {
    const ofStatus = await demoRequests(demo);
    const id = ofStatus('COLLOQUIO PRENOTATO');
    await page.goto(`/dashboard/request-detail/${id}`);
    const interview = page.getByRole('region', { name: 'Colloquio con il caregiver' });
    await interview.getByRole('button', { name: 'Chiedi di spostarlo' }).click();
    const dialog = await openDialog(page, 'Chiedi di spostare il colloquio');
    const when = `Martedì o mercoledì dopo le 18 ${uniqueSuffix()}`;
    await dialog.getByRole('textbox', { name: 'Quando potresti' }).fill(when);
    await dialog.getByRole('button', { name: 'Chiedi di spostarlo' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(interview.getByRole('status')).toContainText('Richiesta di spostamento inviata');
    await expect(interview.getByRole('button', { name: 'Chiedi di spostarlo' })).toHaveCount(0);
    // Their own message in the conversation says what it asked.
    const mine = page.getByRole('list', { name: 'Messaggi' }).getByRole('listitem').last();
    await expect(mine).toContainText('Spostamento colloquio');
    await expect(mine).toContainText(when);

    // The family tutor's interview card says it, with their words, and the inbox row too.
    const tutorPage = await browser.newPage();
    try {
      const tutor = await signInBrowserAs(tutorPage, demoTutor);
      await tutorPage.goto(`/backoffice/requests/${id}`);
      const card = tutorPage.getByRole('region', { name: 'Colloquio' });
      await expect(card.getByRole('alert')).toContainText('La famiglia chiede di spostarlo');
      await expect(card.getByRole('alert')).toContainText(`Quando può: ${when}`);
      await expect(
        tutorPage.getByText('La famiglia chiede di spostare il colloquio', { exact: true }),
      ).toBeVisible();
      // Moving it, the tutor has the family's words in front of them (closed here unmoved).
      await card.getByRole('button', { name: 'Sposta colloquio' }).click();
      const moving = await openDialog(tutorPage, 'Sposta il colloquio');
      await expect(moving).toContainText(`Quando può: ${when}`);
      await moving.getByRole('button', { name: 'Annulla' }).click();
      await expect(tutorPage.getByRole('dialog')).toHaveCount(0);

      // Handled (as a call agreeing to keep the time would be): the family may ask again.
      const inbox = await api<{ content: { id: number; message: string }[] }>(
        '/v1/backoffice/assistance?type=INTERVIEW_CHANGE&pageSize=100',
        { token: tutor.idToken },
      );
      const asked = inbox.content.find((m) => m.message === when)!;
      await api(`/v1/backoffice/assistance/${asked.id}/handled`, {
        method: 'POST',
        token: tutor.idToken,
      });
    } finally {
      await tutorPage.close();
    }
    await page.reload();
    await expect(interview.getByRole('button', { name: 'Chiedi di spostarlo' })).toBeVisible();
  });

  test('another customer’s request reads as not found', async ({ page }) => {
    const ofStatus = await demoRequests(demo);
    const id = ofStatus('PAGATO');
    await signInNewCustomer(page);
    for (const path of [`/dashboard/request-detail/${id}`, `/dashboard/request-quote/${id}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Richiesta non trovata' })).toBeVisible();
      await expect(page.getByText('Martina')).toHaveCount(0);
    }
    await page.goto('/dashboard/request-detail/abc');
    await expect(page.getByRole('heading', { name: 'Richiesta non trovata' })).toBeVisible();
  });
});

/**
 * What each seeded status shows on the two pages (spec §4): one journey through the demo
 * customer's requests, a step per status (one browser session instead of one per status). One
 * status of each kind on the real server; the page's rules for each status are the component
 * tests' (request-quote-page.test.tsx).
 */
test('the request pages at each status', async ({ page }) => {
  test.setTimeout(180_000);
  const demo = await signInAccount(demoCustomer.email, demoCustomer.password);
  const ofStatus = await demoRequests(demo);
  await signInBrowser(page, demo);

  const detail = (status: string) => page.goto(`/dashboard/request-detail/${ofStatus(status)}`);
  const quote = (status: string) => page.goto(`/dashboard/request-quote/${ofStatus(status)}`);
  const quoteCard = page.getByRole('region', { name: 'Il tuo preventivo' });
  const caregivers = page.getByRole('article');

  await test.step('NUOVA: no quote yet, no caregivers', async () => {
    await quote('NUOVA');
    await expect(quoteCard).toContainText('Il preventivo non è ancora pronto');
    await detail('NUOVA');
    await expect(tag(page)).toBeVisible();
    await expect(page.getByRole('link', { name: /Aggiungi Info/ })).toBeVisible();
    await expect(caregivers).toHaveCount(0);
  });

  await test.step('INVIATO PREVENTIVO: the full quote waiting for confirmation', async () => {
    await quote('INVIATO PREVENTIVO');
    await expect(quoteCard.getByText('In attesa di conferma')).toBeVisible();
    await expect(quoteCard.getByRole('button', { name: 'Accetta' })).toBeVisible();
    await expect(quoteCard).toContainText('NO PROBLEM');
    await detail('INVIATO PREVENTIVO');
    await expect(tag(page)).toBeVisible();
    await expect(caregivers).toHaveCount(0);
  });

  await test.step('SELEZIONE ATTIVA: the tutor is selecting', async () => {
    await quote('SELEZIONE ATTIVA');
    // Accepted before: the badge says so (never 'In attesa di conferma' over the waiting message).
    await expect(quoteCard.getByText('Preventivo accettato', { exact: true })).toBeVisible();
    await expect(quoteCard.getByRole('status')).toContainText('sta selezionando i caregiver');
    // Under the message, what was accepted: the total and the day.
    await expect(quoteCard.getByRole('group', { name: 'Preventivo accettato' })).toContainText(
      // Today, with its article: 'il 26 nov 2026', 'l’1 dic 2026'.
      /Totale: \d+,\d{2} €\s*Accettato (il |l’)\d{1,2} \w{3} \d{4}/,
    );
    await expect(quoteCard.getByRole('button', { name: 'Accetta' })).toHaveCount(0);
    await detail('SELEZIONE ATTIVA');
    await expect(tag(page)).toBeVisible();
    // SELEZIONE ATTIVA has a candidate being composed: the customer does not see it yet.
    await expect(caregivers).toHaveCount(0);
  });

  await test.step('INVIATO CV: candidates to accept, no phones', async () => {
    await detail('INVIATO CV');
    await expect(page.getByRole('heading', { name: 'Profili selezionati per te' })).toBeVisible();
    // The two Torino babysitters (the family lives in Torino).
    await expect(caregivers).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Accetta / })).toHaveCount(2);
    await expect(page.getByRole('link', { name: /^\+39/ })).toHaveCount(0);
    await quote('INVIATO CV');
    await expect(quoteCard.getByText('Preventivo accettato', { exact: true })).toBeVisible();
    await expect(caregivers).toHaveCount(2);
  });

  await test.step('DA PAGARE: the chosen caregiver, held, and the payment button', async () => {
    await detail('DA PAGARE');
    const ana = page.getByRole('article', { name: 'Ana Popescu' });
    await expect(ana.getByText('Accettato')).toBeVisible();
    await expect(
      ana.getByText(/Riservato per te fino (al (?!1 |8 |11 )\d|all’(1|8|11) )/),
    ).toBeVisible();
    await expect(ana.getByRole('link', { name: /^\+39/ })).toHaveCount(0);
    await expect(caregivers).toHaveCount(1);
    await expect(page.getByRole('button', { name: /^Effettua pagamento/ })).toBeVisible();
  });

  await test.step('PAGATO: the caregiver’s phone', async () => {
    await detail('PAGATO');
    const chiara = page.getByRole('article', { name: 'Chiara Esposito' });
    await expect(chiara.getByRole('link', { name: /^\+39/ })).toBeVisible();
    await expect(chiara.getByRole('button', { name: 'Sostituisci' })).toHaveCount(0);
  });

  await test.step('COLLOQUIO PRENOTATO: the interview, and the paid caregiver’s phone', async () => {
    await detail('COLLOQUIO PRENOTATO');
    const interview = page.getByRole('region', { name: 'Colloquio con il caregiver' });
    await expect(interview).toContainText('Con Francesca');
    await expect(interview).toContainText('Via Po 12, Torino');
    const francesca = page.getByRole('article', { name: /^Francesca/ });
    await expect(francesca).toBeVisible();
    await expect(francesca.getByRole('link', { name: /^\+39/ })).toBeVisible();
  });

  await test.step('SELEZIONE COMPLETATA: interview, phone, In corso, rounds', async () => {
    await detail('SELEZIONE COMPLETATA');
    // The interview is what was: one line, no calendar.
    const interview = page.getByRole('region', { name: 'Colloquio con il caregiver' });
    await expect(interview).toContainText(
      /^Colloquio con il caregiverSvolto .+, con Martina Rossi\.$/,
    );
    await expect(interview.getByRole('button', { name: 'Aggiungi al calendario' })).toHaveCount(0);
    const martina = page.getByRole('article', { name: 'Martina Rossi' });
    // 'Da sostituire' once the family asked for a substitution (the journey above may have).
    await expect(martina.getByText(/^(In corso|Da sostituire)$/)).toBeVisible();
    await expect(martina.getByRole('link', { name: /^\+39/ })).toBeVisible();
    await expect(martina.getByRole('button', { name: 'Sostituisci' })).toBeVisible();
    const rounds = page.getByRole('region', { name: 'Registro degli interventi' });
    await expect(rounds.getByRole('row', { name: /Attivazione/ })).toHaveCount(1);
    // The activation is no caregiver's pay: not said «Pagato» as if months of it were settled.
    await expect(rounds.getByRole('row', { name: /Attivazione/ })).not.toContainText('Pagato');
    await expect(rounds.getByRole('row', { name: /Utilizzo.*Pagato/ })).toHaveCount(2);
    await expect(rounds.getByRole('row', { name: /Utilizzo.*Da pagare/ })).toHaveCount(1);
    await expectAccessible(page);
    // The quote page shows the other candidates (spec §4), without Accetta.
    await quote('SELEZIONE COMPLETATA');
    await expect(page.getByRole('article', { name: 'Sofia Ricci' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Accetta/ })).toHaveCount(0);
  });

  await test.step('IN ATTESA: the current caregiver stays shown during the substitution', async () => {
    await detail('IN ATTESA');
    await expect(page.getByText('Sostituzione in corso.')).toBeVisible();
    const maria = page.getByRole('article', { name: /^María Fernández/ });
    await expect(maria.getByText('Da sostituire', { exact: true })).toBeVisible();
    await expect(maria.getByRole('link', { name: /^\+39/ })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Registro degli interventi' }).getByRole('row', {
        name: /Utilizzo/,
      }),
    ).toHaveCount(1);
  });

  await test.step('STAND BY: the quote without Accetta, no caregivers', async () => {
    await quote('STAND BY');
    // Paused before it was accepted, for information the family is to give: it waits for their
    // answer (as the status above asks), and then for the tutor to resume it.
    await expect(quoteCard.getByText('In pausa', { exact: true })).toBeVisible();
    await expect(
      quoteCard.getByText(/^La richiesta è in pausa: il tuo family tutor aspetta le informazioni/),
    ).toBeVisible();
    await expect(quoteCard.getByRole('button', { name: 'Accetta' })).toHaveCount(0);
    await detail('STAND BY');
    await expect(tag(page)).toBeVisible();
    await expect(caregivers).toHaveCount(0);
  });
});

test.describe('the request pages on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the register becomes cards and the page stays accessible', async ({ page }) => {
    const demo = await signInAccount(demoCustomer.email, demoCustomer.password);
    const ofStatus = await demoRequests(demo);
    await signInBrowser(page, demo);
    await page.goto(`/dashboard/request-detail/${ofStatus('SELEZIONE COMPLETATA')}`);
    const rounds = page.getByRole('list', { name: 'Interventi' });
    await expect(rounds.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await expectAccessible(page);
  });
});
