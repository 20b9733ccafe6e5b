import { expect, type Locator, test } from '@playwright/test';
import {
  api,
  customerApi,
  demoCustomer,
  demoTutor,
  newCustomerWithRequest,
  signInToken,
  tutorApi,
  uniqueSuffix,
} from '../support/accounts';
import {
  nameNewCaregiver,
  newPaidRequest,
  openDialog,
  signInAsTutor,
  signInAtStaffEntrance,
} from '../support/backoffice';
import { largePng, newCaregiver, tinyPdf, tinyPng } from '../support/caregivers';

/** A date in the future as people type it in the back office ("15/03/2031"). */
const typedDate = (daysAhead: number) => {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  return `${String(d.getDate()).padStart(2, '0')}/${String(d.getMonth() + 1).padStart(2, '0')}/${d.getFullYear()}`;
};

/** The outline's style drawn around an element ('none' when it shows no ring). */
const outlineOf = (element: Locator) => element.evaluate((el) => getComputedStyle(el).outlineStyle);

test.describe('back office access', () => {
  test('signed out, it shows the staff sign-in; a customer is not authorised', async ({ page }) => {
    await page.goto('/backoffice/requests');
    await expect(page.getByRole('heading', { name: 'Accesso family tutor' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Email' }).fill(demoCustomer.email);
    await page.getByRole('textbox', { name: 'Password' }).fill(demoCustomer.password);
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('heading', { name: 'Non autorizzato' })).toBeVisible();
    await expect(page.getByText(demoCustomer.email)).toBeVisible();
    // Nothing of the back office was shown nor fetched for them.
    await expect(page.getByRole('navigation', { name: 'Menu del back office' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Esci e accedi come family tutor' }).click();
    await expect(page.getByRole('heading', { name: 'Accesso family tutor' })).toBeVisible();
  });

  test('a wrong password gets the Italian message and stays on the form', async ({ page }) => {
    await page.goto('/backoffice');
    await page.getByRole('textbox', { name: 'Email' }).fill(demoTutor.email);
    await page.getByRole('textbox', { name: 'Password' }).fill('Sbagliata!1');
    await page.getByRole('button', { name: 'Accedi' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Email o password non corrette. Controlla le credenziali e riprova.',
    );
  });

  test('the tutor signs in, stays on the page asked for, and signs out', async ({ page }) => {
    await signInAtStaffEntrance(page, '/backoffice/caregivers');
    await expect(page).toHaveURL(/\/backoffice\/caregivers$/);
    await expect(page.getByRole('heading', { name: 'Caregiver', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Esci' }).click();
    await expect(page.getByRole('heading', { name: 'Accesso family tutor' })).toBeVisible();
  });
});

test('on a phone the menu opens from the top bar, leads to a page and closes', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAsTutor(page, '/backoffice/requests');
  const menu = page.getByRole('navigation', { name: 'Menu del back office' });
  // Closed, it is not there at all: neither seen nor reached with the keyboard.
  await expect(menu).toHaveCount(0);
  await page.getByRole('button', { name: 'Apri il menu' }).click();
  await expect(menu).toBeVisible();
  await expect(page.getByText('Accesso come')).toBeVisible();
  await menu.getByRole('link', { name: 'Caregiver' }).click();
  await expect(page).toHaveURL(/\/backoffice\/caregivers$/);
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Apri il menu' })).toBeVisible();
});

test('inbox: filter, open a NUOVA request and send the quote', async ({ page }) => {
  const customer = await newCustomerWithRequest({ needs: 'Taxi-sitter' });
  await signInAsTutor(page);

  // The new request is in the inbox, waiting for its quote.
  await page.getByRole('textbox', { name: 'Cerca' }).fill(customer.email);
  const row = page.getByRole('row', { name: new RegExp(`#${customer.requestId}\\b`) });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Preventivo da inviare');
  await expect(row).toContainText('Nuova');
  await expect(page).toHaveURL(/q=lucia/);
  // The counts follow the search: wait for them, or the click lands on a button that moves when
  // its count shrinks (a tutor sees the counts settle too).
  await expect(page.getByText('1 richiesta con questi filtri')).toBeVisible();

  // Filters combine: a status with nothing matching empties the list; "Nuova" finds it again.
  await page.getByRole('button', { name: /^Pagato \d+/ }).click();
  await expect(page.getByText('Nessuna richiesta con questi filtri.')).toBeVisible();
  await page.getByRole('button', { name: /^Nuova 1$/ }).click();
  await expect(row).toBeVisible();
  await page.getByRole('combobox', { name: 'Servizio' }).click();
  await page.getByRole('option', { name: 'Badante' }).click();
  await expect(page.getByText('Nessuna richiesta con questi filtri.')).toBeVisible();
  await page.getByRole('button', { name: 'Azzera filtri' }).click();
  // Every filter, the status included.
  await expect(page.getByRole('button', { name: /^Tutte \d+$/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.getByRole('textbox', { name: 'Cerca' }).fill(`#${customer.requestId}`);
  // The columns' heads, the heading of whose turn it is, the request.
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('rowheader', { name: 'Tocca a noi · 1 richiesta' })).toBeVisible();

  await row.getByRole('link', { name: `#${customer.requestId}` }).click();
  await expect(
    page.getByRole('heading', { name: `Richiesta #${customer.requestId} · Babysitter` }),
  ).toBeVisible();
  await expect(page.getByText(customer.email)).toBeVisible();

  await page.getByRole('button', { name: 'Invia preventivo' }).click();
  const dialog = await openDialog(page);
  await expect(dialog.getByText('Prezzi per la provincia')).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Servizio del catalogo' })).toHaveValue(
    'Babysitter (B2C)',
  );
  // A sign-up request has no province yet: the default prices apply.
  await expect(dialog.getByText(/Prezzi di «Altre province»/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Invia preventivo' }).click();
  await expect(dialog.getByText('Questo campo è obbligatorio')).toBeVisible();
  await expect(dialog.getByText('Indica il costo orario o il costo forfettario')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Inizio del servizio' }).fill(typedDate(30));
  await dialog.getByRole('textbox', { name: 'Fine prevista' }).fill(typedDate(30 + 190));
  // Leaving the field closes its calendar (opened above it, over the section's heading).
  await dialog.getByRole('textbox', { name: 'Fine prevista' }).press('Tab');
  await expect(dialog.getByText('Durata: 6 mesi')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Tariffa oraria del caregiver (€/h)' }).fill('11,50');
  await expect(dialog.getByRole('switch', { name: /Taxi-sitter/ })).toBeChecked();
  for (const chip of ['Lunedì', 'Giovedì', 'Pomeriggio']) {
    await dialog.locator('label', { hasText: chip }).click();
    await expect(dialog.getByRole('checkbox', { name: chip })).toBeChecked();
  }
  await dialog.getByRole('textbox', { name: 'Numero di bambini' }).fill('2');
  await dialog
    .getByRole('textbox', { name: 'Nota per lo storico' })
    .fill('Chiamata fatta, ok per il preventivo');
  await dialog.getByRole('button', { name: 'Invia preventivo' }).click();

  await expect(page.getByText('Preventivo inviato alla famiglia')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Inviato preventivo');
  // The button that opened the dialog is gone: the keyboard is on the steps, not the page's top.
  await expect(page.getByRole('region', { name: 'Prossimi passi' })).toBeFocused();
  // Sent with a click: no ring around the section (a ring says where the keyboard goes on from).
  expect(await outlineOf(page.getByRole('region', { name: 'Prossimi passi' }))).toBe('none');
  await expect(page.getByText('In attesa della famiglia: preventivo')).toBeVisible();
  // What the family reads, for the tutor on the phone with them.
  await expect(page.getByText('La famiglia vede: «Preventivo inviato»')).toBeVisible();
  await expect(page.getByText('11,50 €/h + rimborso carburante')).toBeVisible();
  await expect(page.getByText('Lunedì, Giovedì')).toBeVisible();
  const history = page.getByRole('region', { name: 'Storico' });
  await expect(history).toContainText('Nuova → Inviato preventivo');
  await expect(history).toContainText('Chiamata fatta, ok per il preventivo');

  // A call with the family, written down at any status: it joins the history, for the team only.
  await history.getByRole('button', { name: 'Registra chiamata' }).click();
  const call = page.getByRole('dialog', { name: 'Registra una chiamata' });
  await call
    .getByRole('textbox', { name: /Com’è andata la chiamata/ })
    .fill('Sentita: legge il preventivo stasera');
  await call.getByRole('button', { name: 'Salva' }).click();
  await expect(page.getByText('Chiamata registrata')).toBeVisible();
  await expect(call).toBeHidden();
  await expect(history).toContainText('Sentita: legge il preventivo stasera');

  // The way back leads to the inbox as the tutor left it (her search for this request).
  await page.getByRole('main').getByRole('link', { name: 'Richieste', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=%23${customer.requestId}`));
  await expect(page.getByRole('textbox', { name: 'Cerca' })).toHaveValue(`#${customer.requestId}`);

  // The customer got the email with the link to the quote.
  const mail = await api<{ messages: { template: string }[] }>(
    `/dev/mailbox/messages?to=${encodeURIComponent(customer.email)}`,
  );
  expect(mail.messages.map((m) => m.template)).toContain('customer-quote-sent');
});

test('selection: start it, add and remove candidates, publish them', async ({ page }) => {
  const customer = await newCustomerWithRequest();
  const tutor = tutorApi(await signInToken(demoTutor.email, demoTutor.password));
  await tutor.sendQuote(customer.requestId);
  await customerApi(customer).acceptQuote(customer.requestId);
  // The journey's own babysitters; the French-speaking one is held on another family's request.
  const [free, held] = await Promise.all([
    newCaregiver(),
    newCaregiver({ languages: ['italian', 'french'] }),
  ]);
  const other = await newPaidRequest(held);

  await signInAsTutor(page, `/backoffice/requests/${customer.requestId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Preventivo accettato');
  // By keyboard: 'Annulla' takes the focus at once (the button pressed waits, disabled).
  await page.getByRole('button', { name: 'Avvia selezione' }).press('Enter');
  await expect(page.getByRole('button', { name: 'Annulla' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Selezione attiva', {
    timeout: 20_000,
  });
  // The move made, the keyboard stays on the steps, and a ring shows it is there.
  await expect(page.getByRole('region', { name: 'Prossimi passi' })).toBeFocused();
  expect(await outlineOf(page.getByRole('region', { name: 'Prossimi passi' }))).toBe('solid');
  await expect(page.getByText('Candidati da cercare')).toBeVisible();
  // Nothing to publish yet.
  await expect(page.getByRole('button', { name: 'Invia profili alla famiglia' })).toBeDisabled();

  await page.getByRole('button', { name: 'Aggiungi candidati' }).click();
  const picker = await openDialog(page, /Aggiungi candidati/);
  await expect(picker.getByText('Caregiver attivi di tipo')).toContainText('Babysitter');
  const search = picker.getByRole('textbox', { name: 'Cerca' });
  await search.fill(free.surname);
  await picker.getByRole('button', { name: `Aggiungi ${free.fullName}` }).press('Enter');
  const added = picker.getByRole('button', { name: `${free.fullName} già aggiunto` });
  await expect(added).toBeDisabled();
  // Greyed, but the keyboard stays on the row, to go on down the list.
  await expect(added).toBeFocused();
  // The row says it in place: no toast stacks over the drawer's filters.
  await expect(page.getByText(/aggiunto ai candidati/)).toHaveCount(0);
  // Among the French speakers: the one held elsewhere is proposed once the tutor confirms.
  await search.fill('');
  await picker.getByRole('combobox', { name: 'Lingua' }).click();
  await page.getByRole('option', { name: 'Francese' }).click();
  await search.fill(held.surname);
  // The search lists where they are held: asked before any call, so no refused add (a 409 in
  // the browser's console) comes first.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 409) refused.push(response.url());
  });
  await picker.getByRole('button', { name: `Aggiungi ${held.fullName}` }).click();
  const busy = await openDialog(page, 'Profilo già impegnato');
  await expect(busy).toContainText(`Ha già un incarico su #${other.requestId}`);
  await busy.getByRole('button', { name: 'Proponi comunque' }).click();
  await expect(picker.getByRole('button', { name: `${held.fullName} già aggiunto` })).toBeVisible();
  expect(refused).toEqual([]);
  await page.keyboard.press('Escape');

  const caregivers = page.getByRole('region', { name: 'Caregiver' });
  const candidates = caregivers.getByRole('list', { name: 'Candidati' }).getByRole('listitem');
  await expect(candidates).toHaveCount(2);
  await caregivers.getByRole('button', { name: `Rimuovi ${held.fullName}` }).click();
  await (await openDialog(page)).getByRole('button', { name: 'Rimuovi' }).click();
  await expect(candidates).toHaveCount(1);
  await expect(caregivers).toContainText('Da inviare');
  await expect(page.getByText('Profili da inviare (1 pronto)')).toBeVisible();

  // Hidden from the customer until published.
  expect(await customerApi(customer).candidates(customer.requestId)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Invia profili alla famiglia' })).toHaveAttribute(
    'title',
    /Il profilo aggiunto sarà visibile alla famiglia/,
  );
  await page.getByRole('button', { name: 'Invia profili alla famiglia' }).click();
  // No «Perché te lo proponiamo» written: the dialog says so before the profiles go.
  await (await openDialog(page, 'Invia profili alla famiglia'))
    .getByRole('button', { name: 'Invia profili alla famiglia' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Inviato CV', {
    timeout: 20_000,
  });
  await expect(caregivers).toContainText('Proposto alla famiglia');
  const visible = await customerApi(customer).candidates(customer.requestId);
  expect(visible.map((c) => c.docRef)).toEqual([free.docRef]);

  // A candidate's name opens their profile, whose back link returns to this request's card.
  await caregivers.getByRole('link', { name: free.fullName }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(free.fullName);
  await page.getByRole('link', { name: `Richiesta #${customer.requestId}` }).click();
  await expect(page).toHaveURL(new RegExp(`/backoffice/requests/${customer.requestId}#caregiver$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Inviato CV');
  await expect(caregivers.getByRole('heading', { name: 'Caregiver' })).toBeInViewport();
});

test('book the interview of a paid request', async ({ page }) => {
  const paid = await newPaidRequest();

  await signInAsTutor(page, `/backoffice/requests/${paid.requestId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Pagato');
  await expect(page.getByText('Colloquio da prenotare')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pagamenti' })).toContainText('Pagato');
  await page.getByRole('button', { name: 'Prenota colloquio' }).click();
  const dialog = await openDialog(page);
  await dialog.getByRole('textbox', { name: 'Data' }).fill(typedDate(3));
  await dialog.getByLabel('Ora').fill('17:30');
  await dialog.locator('label', { hasText: 'Videochiamata' }).click();
  await dialog
    .getByRole('textbox', { name: 'Link della videochiamata' })
    .fill('meet.example.com/x');
  await dialog.getByRole('button', { name: 'Prenota colloquio' }).click();
  await expect(dialog.getByText('Inserisci un link che inizi con https://')).toBeVisible();
  await dialog
    .getByRole('textbox', { name: 'Link della videochiamata' })
    .fill('https://meet.example.com/colloquio');
  await dialog
    .getByRole('textbox', { name: 'Note per la famiglia' })
    .fill('Portate le domande che avete.');
  await dialog.getByRole('button', { name: 'Prenota colloquio' }).click();

  await expect(page.getByText('Colloquio prenotato', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Colloquio prenotato');
  const interview = page.getByRole('region', { name: 'Colloquio' });
  await expect(interview).toContainText('17:30');
  await expect(
    interview.getByRole('link', { name: 'https://meet.example.com/colloquio' }),
  ).toBeVisible();
  await expect(interview).toContainText('Portate le domande che avete.');
  // The outcome buttons come from the transition table; either outcome waits for the day, said
  // once for both.
  await expect(page.getByRole('button', { name: 'Colloquio riuscito' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Colloquio non riuscito' })).toBeDisabled();
  await expect(
    page.getByText(/^Il colloquio è fissato per .*: potrai segnarne l’esito da quel giorno\./),
  ).toHaveCount(1);
});

test('add a service round to a running service', async ({ page }) => {
  const tutor = tutorApi(await signInToken(demoTutor.email, demoTutor.password));
  const [running] = (await tutor.requests('status=SELEZIONE%20COMPLETATA&sort=newest')).content;
  expect(running, 'the demo data has a request in service').toBeTruthy();

  await signInAsTutor(page, `/backoffice/requests/${running!.id}`);
  const rounds = page.getByRole('region', { name: 'Turni di servizio' });
  await rounds.getByRole('button', { name: 'Aggiungi turno' }).click();
  const dialog = await openDialog(page, 'Nuovo turno di servizio');
  // A year of its own, so a rerun on the same data adds a row of its own.
  const year = 2032 + Math.floor(Math.random() * 60);
  await dialog.getByRole('textbox', { name: 'Dal', exact: true }).fill(`02/03/${year}`);
  await dialog.getByRole('textbox', { name: 'Al', exact: true }).fill(`01/03/${year}`);
  await dialog.getByRole('textbox', { name: 'Ore lavorate' }).fill('14');
  await dialog.getByRole('button', { name: 'Aggiungi turno' }).click();
  await expect(dialog.getByText('La fine non può precedere l’inizio')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Al', exact: true }).fill(`06/03/${year}`);
  await dialog.getByRole('textbox', { name: 'Ore lavorate' }).click();
  await dialog.getByRole('button', { name: 'Aggiungi turno' }).click();
  // Days still to come: no hours worked yet. Planned without them, it is recorded.
  await expect(
    dialog.getByText(
      `Il turno inizia il 2 marzo ${year}: le ore lavorate si registrano da quel giorno`,
    ),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Ore lavorate' }).clear();
  await dialog.getByRole('button', { name: 'Aggiungi turno' }).click();

  await expect(page.getByText('Turno aggiunto')).toBeVisible();
  // The year is this run's own: its row appears once (a count of all rows read before the table
  // had loaded raced with it).
  const added = rounds.getByRole('row', { name: new RegExp(`2 mar ${year} → 6 mar ${year}`) });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText('Utilizzo');
  await expect(added).toContainText('Da pagare');

  // Cancelled with its own button, after a question naming its days: it stays, struck through.
  await added.getByRole('button', { name: /^Modifica il turno/ }).click();
  const editing = await openDialog(page, 'Modifica turno');
  await editing.getByRole('button', { name: 'Cancella turno' }).click();
  const question = await openDialog(page, 'Cancellare il turno?');
  await expect(question).toContainText(`Il turno di utilizzo dal 2 mar ${year} al 6 mar ${year}`);
  await question.getByRole('button', { name: 'Cancella turno' }).click();
  await expect(page.getByText('Turno cancellato')).toBeVisible();
  await expect(added).toContainText('Cancellato');
  await expect(added.getByRole('cell').nth(1)).toHaveCSS('text-decoration-line', 'line-through');
});

test('create a caregiver with a photo and a CV, then deactivate them', async ({ page }) => {
  const surname = `Verdi${uniqueSuffix().slice(-4)}`;
  await signInAsTutor(page, '/backoffice/caregivers');
  await page.getByRole('link', { name: 'Nuovo caregiver' }).click();
  await nameNewCaregiver(page, 'Colf', 'Elisa', surname);
  await page.getByRole('textbox', { name: 'Telefono' }).fill('+39 347 000 1122');
  await page.getByRole('combobox', { name: 'Provincia' }).fill('Tori');
  await page.getByRole('option', { name: 'Torino (TO)' }).click();
  await page
    .getByRole('textbox', { name: 'Descrizione' })
    .fill('Precisa e affidabile, 8 anni di esperienza.');

  // A file that is not an image is refused before sending.
  const photoInput = page.locator('input[type="file"][accept^="image"]');
  await photoInput.setInputFiles({
    name: 'foto.png',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4'),
  });
  await expect(
    page.getByText('Formato non supportato: carica un’immagine JPEG, PNG o WebP.'),
  ).toBeVisible();
  // A photo as a phone's camera takes it (3.6 MB, over the 2 MB limit): made small enough in the
  // browser, not refused, as on 'Lavora con noi'.
  await photoInput.setInputFiles({
    name: 'elisa-telefono.png',
    mimeType: 'image/png',
    buffer: largePng(),
  });
  await expect(page.getByText('elisa-telefono.jpg')).toBeVisible();
  await expect(page.getByText(/Il file supera la dimensione massima/)).toHaveCount(0);
  await expect(page.getByText(/Formato non supportato/)).toHaveCount(0);
  await photoInput.setInputFiles({ name: 'elisa.png', mimeType: 'image/png', buffer: tinyPng });
  // The picture chosen shows beside it as a preview, not under «Nessuna foto».
  await expect(page.getByText('Anteprima della nuova foto')).toBeVisible();
  await expect(page.getByText('Nessuna foto')).toHaveCount(0);
  await page.locator('input[type="file"][accept="application/pdf"]').setInputFiles({
    name: 'cv-elisa.pdf',
    mimeType: 'application/pdf',
    buffer: tinyPdf,
  });
  await page.getByRole('button', { name: 'Crea caregiver' }).click();

  await expect(page.getByText('Caregiver creato')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Elisa ${surname}` })).toBeVisible();
  await expect(page).toHaveURL(/\/backoffice\/caregivers\/cg-elisa-/);
  const photo = page.getByRole('img', { name: `Foto di Elisa ${surname}` });
  await expect(photo).toHaveAttribute('src', /^\/files\/uploads\/caregivers\/cg-elisa-.+\.png$/);
  await expect(photo).toHaveJSProperty('complete', true);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByRole('button', { name: 'Apri CV' })).toBeVisible();

  // New, she is not proposed to families before her checks: in the directory under
  // "Disattivati", not among the active ones, until the tutor switches her on.
  const active = page.getByRole('switch', { name: 'Attivo (proponibile alle famiglie)' });
  await expect(active).not.toBeChecked();
  await page.getByRole('link', { name: 'Caregiver', exact: true }).first().click();
  await page.getByRole('textbox', { name: 'Cerca' }).fill(surname);
  await expect(page.getByText(/^Nessun caregiver attivo con questi filtri\./)).toBeVisible();
  await page.getByRole('combobox', { name: 'Stato' }).click();
  await page.getByRole('option', { name: 'Disattivati' }).click();
  const row = page.getByRole('row', { name: new RegExp(`Elisa ${surname}`) });
  await expect(row).toContainText('CV');
  await row.getByRole('link', { name: new RegExp(`Elisa ${surname}`) }).click();
  await active.check({ force: true });
  await page.getByRole('button', { name: 'Salva modifiche' }).click();
  // No check recorded yet: switching her on is said knowingly.
  const ask = page.getByRole('dialog', { name: 'Attivare il caregiver senza verifiche?' });
  await expect(ask).toContainText('Un caregiver attivo può essere proposto alle famiglie');
  await ask.getByRole('button', { name: 'Attiva comunque' }).click();
  await expect(page.getByText('Caregiver aggiornato')).toBeVisible();
});

test('edit a price in euro: the customer’s summary follows', async ({ page }) => {
  const token = await signInToken(demoTutor.email, demoTutor.password);
  const services = await api<{ id: number; name: string; customerType: string }[]>(
    '/v1/backoffice/catalog/services?businessLine=COLF&customerType=B2C',
    { token },
  );
  const colf = services[0]!;
  const euros = 140 + Math.floor(Math.random() * 50);

  // Through the form: with a session put in the browser, the catalog's first load showed the
  // tutor's email instead of their name for over 15 s in 3 of 4 loaded runs (to be looked into).
  await signInAtStaffEntrance(page, '/backoffice/catalog');
  const card = page.getByRole('region', { name: colf.name, exact: true });
  await card
    .getByRole('button', { name: 'Modifica prezzo Selezione del caregiver Torino (TO)' })
    .click();
  const dialog = await openDialog(page);
  await expect(dialog.getByRole('combobox', { name: 'Provincia' })).toBeDisabled();
  const amount = dialog.getByRole('textbox', { name: 'Importo (€)' });
  await amount.fill(`${euros},50`);
  await dialog.getByRole('button', { name: 'Salva prezzo' }).click();
  await expect(page.getByText('Prezzo salvato')).toBeVisible();
  await expect(card.getByRole('row', { name: /Torino \(TO\)/ })).toContainText(`${euros},50 €`);

  const summary = await api<{
    province: string;
    products: { productType: string; amount: number }[];
  }>(`/v1/services/${colf.id}/summary?province=TO`, { token });
  expect(summary.products).toContainEqual({ productType: 'SERVICE', amount: euros * 100 + 50 });
});

test('mark an assistance message handled', async ({ page }) => {
  const customer = await newCustomerWithRequest();
  const message = `Non riesco a vedere il preventivo ${uniqueSuffix()}`;
  await customerApi(customer).askAssistance(customer.requestId, message);

  // The longest wait first: the message just sent is on the inbox's last page.
  const tutor = tutorApi(await signInToken(demoTutor.email, demoTutor.password));
  const inboxPage = await tutor.assistancePageOf(message);
  await signInAsTutor(page, `/backoffice/assistance${inboxPage ? `?page=${inboxPage + 1}` : ''}`);
  const card = page.getByRole('article').filter({ hasText: message });
  await expect(card).toContainText(`${customer.name} ${customer.surname}`);
  await expect(card.getByRole('link', { name: `Richiesta #${customer.requestId}` })).toBeVisible();
  await card.getByRole('button', { name: 'Segna come gestita' }).click();
  await expect(page.getByText('Segnalazione gestita')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: message })).toHaveCount(0);

  await page.locator('label', { hasText: 'Gestite' }).click();
  const handled = page.getByRole('article').filter({ hasText: message });
  await expect(handled).toContainText(`da ${demoTutor.name}`);

  // The request page shows it handled too.
  await handled.getByRole('link', { name: `Richiesta #${customer.requestId}` }).click();
  await expect(page.getByRole('region', { name: 'Segnalazioni' })).toContainText(message);
  await expect(page.getByRole('region', { name: 'Segnalazioni' })).toContainText('Gestita');

  // Handled too soon (a holding reply): 'Riapri' puts it back among those to handle.
  const reports = page.getByRole('region', { name: 'Segnalazioni' });
  await reports.getByRole('button', { name: 'Riapri' }).click();
  await expect(page.getByText('Segnalazione di nuovo da gestire')).toBeVisible();
  await expect(reports.getByRole('button', { name: 'Segna come gestita' })).toBeVisible();
});
