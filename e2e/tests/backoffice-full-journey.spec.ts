import { expect, type Page, test } from '@playwright/test';
import {
  api,
  demoTutor,
  openDialog,
  signInAsTutor,
  signInToken,
  uniqueSuffix,
} from '../support/backoffice';
import { signUp, visitor } from '../support/public-pages';

/**
 * A brand-new sign-up request taken through every step to SELEZIONE COMPLETATA, the customer and
 * the tutor each in their own browser, each seeing the other's action after a reload.
 *
 * The customer signs up and pays through the real pages (sign-up, sandbox checkout). Their
 * request screens (quote, candidates, 'Effettua pagamento') are built on the dashboard branch:
 * until they are on main the customer makes the same API calls those screens make (spec §7), and
 * reads the request's status through `GET /v2/requests/{id}` only where that endpoint exists.
 */

const password = 'Percorso!2345';

/** A call of the customer's screens, or null when that endpoint is not on this build yet. */
async function customerCall<T>(token: string, method: string, path: string, body?: unknown) {
  try {
    return await api<T>(path, { method, token, body });
  } catch (error) {
    // Our 404 for an unknown route (a missing request answers 'Richiesta non trovata.').
    if (String(error).includes('→ 404') && String(error).includes('Risorsa non trovata.'))
      return null;
    throw error;
  }
}

async function reloadAndExpectStatus(page: Page, label: string) {
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(label);
}

test('a new sign-up request goes from NUOVA to SELEZIONE COMPLETATA', async ({ browser }) => {
  test.setTimeout(180_000);
  const email = `percorso.${uniqueSuffix()}@example.it`;
  const customerContext = await browser.newContext();
  const tutorContext = await browser.newContext();
  const customerPage = await customerContext.newPage();
  const tutorPage = await tutorContext.newPage();

  // 1. The visitor signs up with a first request (the public sign-up page).
  await signUp(customerPage, visitor(email, { needs: 'Babysitter', name: 'Sara' }), password);
  const customerToken = await signInToken(email, password);
  const customerStatus = async (id: number) =>
    (await customerCall<{ status: string }>(customerToken, 'GET', `/v2/requests/${id}`))?.status ??
    null;

  // 2. The tutor finds it in the inbox, waiting for the quote, and opens it.
  await signInAsTutor(tutorPage);
  await tutorPage.getByRole('textbox', { name: 'Cerca' }).fill(email);
  const row = tutorPage.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Preventivo da inviare');
  const requestId = Number((await row.getByRole('link').first().textContent())?.replace('#', ''));
  expect(requestId).toBeGreaterThan(0);
  await row.getByRole('link').first().click();
  await expect(tutorPage.getByRole('heading', { level: 1 })).toContainText('Nuova');
  await tutorPage.getByRole('button', { name: 'Prendi in carico' }).click();
  await expect(tutorPage.getByRole('combobox', { name: 'Family tutor' })).toHaveValue(
    demoTutor.name,
  );

  // 3. The quote.
  await tutorPage.getByRole('button', { name: 'Invia preventivo' }).click();
  const quote = await openDialog(tutorPage);
  await quote.getByRole('textbox', { name: 'Inizio del servizio' }).fill('07/01/2031');
  await quote.getByRole('textbox', { name: 'Fine prevista' }).fill('30/06/2031');
  await quote.getByRole('textbox', { name: 'Costo orario netto (€/h)' }).fill('12');
  await quote.getByRole('button', { name: 'Invia preventivo' }).click();
  await expect(tutorPage.getByRole('heading', { level: 1 })).toContainText('Inviato preventivo');
  const afterQuote = await customerStatus(requestId);
  if (afterQuote !== null) expect(afterQuote).toBe('INVIATO PREVENTIVO');

  // 4. The customer accepts the quote ('Accetta' on the quote page).
  await api(`/v1/requests/confirm-quotation?requestID=${requestId}`, {
    method: 'POST',
    token: customerToken,
  });
  await reloadAndExpectStatus(tutorPage, 'Preventivo accettato');

  // 5. Selection: start it, add a candidate, send the profiles.
  await tutorPage.getByRole('button', { name: 'Avvia selezione' }).click();
  await (await openDialog(tutorPage)).getByRole('button', { name: 'Avvia selezione' }).click();
  await expect(tutorPage.getByRole('heading', { level: 1 })).toContainText('Selezione attiva');
  await tutorPage.getByRole('button', { name: 'Aggiungi candidati' }).click();
  const picker = await openDialog(tutorPage, /Aggiungi candidati/);
  await picker.getByRole('button', { name: 'Aggiungi Martina Rossi' }).click();
  await expect(tutorPage.getByRole('button', { name: 'Martina Rossi già aggiunto' })).toBeVisible();
  await tutorPage.keyboard.press('Escape');
  await tutorPage.getByRole('button', { name: 'Invia profili al cliente' }).click();
  await (await openDialog(tutorPage))
    .getByRole('button', { name: 'Invia profili al cliente' })
    .click();
  await expect(tutorPage.getByRole('heading', { level: 1 })).toContainText('Inviato CV');

  // 6. The customer sees the profile and chooses it ('Accetta' on the caregiver card).
  const candidates = await api<{ docRef: string }[]>(
    `/v1/caregiver-selection/request/${requestId}/phase/SELECTED`,
    { token: customerToken },
  );
  expect(candidates.map((c) => c.docRef)).toEqual(['cg-martina-rossi']);
  await api(`/v1/caregiver-selection/request/${requestId}/caregiver/cg-martina-rossi/accept`, {
    method: 'PATCH',
    token: customerToken,
  });
  await reloadAndExpectStatus(tutorPage, 'Da pagare');
  await expect(tutorPage.getByText(/Hold scade tra (23|24) h/)).toBeVisible();
  await expect(tutorPage.getByRole('region', { name: 'Caregiver' })).toContainText(
    'Scelto dal cliente',
  );

  // 7. The customer pays ('Effettua pagamento' → checkout).
  const checkout = await api<{ checkoutURL: string }>('/v1/payments/user-request-payment', {
    method: 'POST',
    token: customerToken,
    body: { requestId },
  });
  await customerPage.goto(checkout.checkoutURL);
  await customerPage.getByLabel('Numero della carta').fill('4242 4242 4242 4242');
  await customerPage.getByLabel('Scadenza (MM/AA)').fill('12/34');
  await customerPage.getByLabel('CVC').fill('123');
  await customerPage.getByLabel('Titolare della carta').fill('Sara Rossi');
  await customerPage.getByRole('button', { name: /^Paga \d/ }).click();
  await customerPage.waitForURL(/redirect_status=succeeded/, { waitUntil: 'commit' });
  await reloadAndExpectStatus(tutorPage, 'Pagato');

  // 8. The interview.
  await tutorPage.getByRole('button', { name: 'Prenota colloquio' }).click();
  const interview = await openDialog(tutorPage);
  await interview.getByRole('textbox', { name: 'Data' }).fill('20/12/2030');
  await interview.getByLabel('Ora').fill('18:00');
  await interview.getByRole('textbox', { name: 'Luogo' }).fill('A casa della famiglia');
  await interview.getByRole('button', { name: 'Prenota colloquio' }).click();
  await expect(tutorPage.getByRole('heading', { level: 1 })).toContainText('Colloquio prenotato');
  const appointment = await api<{ place: string }>(`/v1/scheduled-appointments/find/${requestId}`, {
    token: customerToken,
  });
  expect(appointment.place).toBe('A casa della famiglia');

  // 9. The interview went well: the selection is complete and the service is activated.
  await tutorPage.getByRole('button', { name: 'Colloquio riuscito' }).click();
  await (await openDialog(tutorPage)).getByRole('button', { name: 'Colloquio riuscito' }).click();
  await expect(tutorPage.getByRole('heading', { level: 1 })).toContainText('Selezione completata');
  const rounds = await api<{ eventType: string }[]>(
    `/v1/request-service-records/request/${requestId}`,
    { token: customerToken },
  );
  expect(rounds.map((r) => r.eventType)).toEqual(['ACTIVATION']);
  const finalStatus = await customerStatus(requestId);
  if (finalStatus !== null) expect(finalStatus).toBe('SELEZIONE COMPLETATA');

  await customerContext.close();
  await tutorContext.close();
});
