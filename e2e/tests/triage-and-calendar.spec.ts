import { readFile } from 'node:fs/promises';
import { isoDate, isoDayAfter, romeParts } from '@equilibrio/contract/italian-format';
import { expect, test } from '@playwright/test';
import {
  api,
  demoTutor,
  newCustomerWithRequest,
  signInBrowserAs,
  signInToken,
  uniqueSurname,
} from '../support/accounts';
import { newPaidRequest, signInAsTutor } from '../support/backoffice';

// Issue 22 items 5 and 6: the back office's triage, and the interview in the family's calendar.

test('triage: the inbox sorts by wait, "Le mie" keeps the tutor’s requests, «Da richiamare» asks when', async ({
  page,
}) => {
  const token = await signInToken(demoTutor.email, demoTutor.password);
  const me = await api<{ uid: string }>('/api/v1/session', { token });
  // One name for the two families, found by the search: other journeys running beside this one
  // give the demo tutor new requests too, and the newer one must not fall to the list's page 2.
  const name = uniqueSurname('Ordine');
  const older = await newCustomerWithRequest({ name });
  const newer = await newCustomerWithRequest({ name });
  for (const { requestId } of [older, newer]) {
    await api(`/v1/backoffice/requests/${requestId}/assignee`, {
      method: 'PUT',
      token,
      body: { tutorUid: me.uid },
    });
  }

  await signInAsTutor(page, '/backoffice/requests');
  await expect(page.getByRole('combobox', { name: 'Ordina per' })).toHaveValue('Attesa più lunga');
  await page.getByRole('combobox', { name: 'Family tutor' }).click();
  await page.getByRole('option', { name: 'Le mie' }).click();
  await expect(page).toHaveURL(/assignedTo=me/);
  // Her new requests (the ones she took by a first call or quote in other journeys have moved on).
  await page.getByRole('button', { name: /^Nuova \d+$/ }).click();
  await expect(page).toHaveURL(/status=NUOVA/);
  await page.getByRole('textbox', { name: 'Cerca' }).fill(name);
  await expect(page).toHaveURL(new RegExp(`q=${name}`));
  await expect(page.getByText('2 richieste con questi filtri')).toBeVisible();
  const table = page.getByRole('table', { name: 'Richieste' });
  const rowOf = (id: number) => table.getByRole('row').filter({ hasText: `#${id}` });
  await expect(rowOf(newer.requestId)).toBeVisible();
  await expect(rowOf(older.requestId)).toContainText(/in attesa da (meno di 1 min|\d+ min)/);
  const badge = rowOf(older.requestId).locator('[data-actor]');
  await expect(badge).toHaveText('Nuova');
  await expect(badge).toHaveAttribute('data-actor', 'tutor');
  await expect(badge).toHaveAttribute('title', 'Tocca a noi');
  const order = async () =>
    (await table.getByRole('link').allTextContents()).map((t) => Number(t.replace('#', '')));
  // The longest wait first: the older request comes before the newer one…
  let ids = await order();
  expect(ids.indexOf(older.requestId)).toBeLessThan(ids.indexOf(newer.requestId));
  // …and the other way round with 'Più recenti'.
  await page.getByRole('combobox', { name: 'Ordina per' }).click();
  await page.getByRole('option', { name: 'Più recenti' }).click();
  await expect(page).toHaveURL(/sort=newest/);
  await expect
    .poll(async () => {
      ids = await order();
      return ids.indexOf(newer.requestId) < ids.indexOf(older.requestId);
    })
    .toBe(true);

  // 'Passa a «Da richiamare»' asks when to call back: 'Annulla' changes nothing.
  await page.goto(`/backoffice/requests/${older.requestId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Nuova');
  await page.getByRole('button', { name: 'Passa a «Da richiamare»' }).click();
  let dialog = page.getByRole('dialog', { name: 'Passa a «Da richiamare»' });
  await dialog.getByRole('button', { name: 'Annulla' }).click();
  await expect(dialog).toBeHidden();
  await expect(heading).toContainText('Nuova');

  // Told tomorrow at 10:00: moved, and the words kept as the call that agreed it (the inbox's
  // order by the call-back is backoffice-triage.test.ts's).
  await page.getByRole('button', { name: 'Passa a «Da richiamare»' }).click();
  dialog = page.getByRole('dialog', { name: 'Passa a «Da richiamare»' });
  await dialog
    .getByRole('textbox', { name: /Com’è andata la chiamata/ })
    .fill('Non risponde, lasciato un messaggio');
  const tomorrow = isoDayAfter(isoDate(romeParts(new Date())));
  await dialog
    .getByRole('textbox', { name: /Da richiamare il/ })
    .fill(tomorrow.split('-').reverse().join('/'));
  await dialog.getByLabel('Alle').fill('10:00');
  await dialog.getByRole('button', { name: 'Passa a «Da richiamare»' }).click();
  await expect(heading).toContainText('Da richiamare');
  await expect(
    page.getByText(`Richiesta #${older.requestId} ora in «Da richiamare»`),
  ).toBeVisible();
  await expect(page.getByText('Non risponde, lasciato un messaggio')).toBeVisible();
});

test('interview: the family adds the booked interview to its calendar', async ({
  page,
  browser,
}) => {
  // Two people, a booking and a move.
  test.setTimeout(120_000);
  const customer = await newPaidRequest();
  const id = customer.requestId;

  await signInAsTutor(page, `/backoffice/requests/${id}`);
  await page.getByRole('button', { name: 'Prenota colloquio' }).click();
  const dialog = page.getByRole('dialog');
  const place = dialog.getByRole('textbox', { name: 'Luogo' });
  await dialog.getByRole('textbox', { name: 'Data' }).fill('20/12/2030');
  await dialog.getByLabel('Ora').fill('18:00');
  await place.fill('Via Po 3, Torino');
  await dialog.getByRole('button', { name: 'Prenota colloquio' }).click();
  // A day years away is pointed out and asked about once more before the family is emailed.
  const question = page.getByRole('dialog', { name: 'Confermi il colloquio?' });
  await expect(question).toContainText('Il colloquio è tra più di due mesi');
  await question.getByRole('button', { name: 'Prenota comunque' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Colloquio prenotato');

  const family = await (await browser.newContext()).newPage();
  await signInBrowserAs(family, customer);
  await family.goto(`/dashboard/request-detail/${id}`);
  const card = family.getByRole('region', { name: 'Colloquio con il caregiver' });
  const download = family.waitForEvent('download');
  await card.getByRole('button', { name: 'Aggiungi al calendario' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`colloquio-richiesta-${id}.ics`);
  const text = await readFile((await file.path())!, 'utf8');
  expect(text).toContain('BEGIN:VCALENDAR');
  expect(text).toContain('TZID:Europe/Rome');
  expect(text).toContain('DTSTART;TZID=Europe/Rome:20301220T180000');
  expect(text).toContain('LOCATION:Via Po 3\\, Torino');
  expect(text).toContain(`SUMMARY:Colloquio con ${customer.caregiver.fullName} — Equilibrio`);
  expect(text).toContain('SEQUENCE:0');
  const uid = /UID:(\S+)/.exec(text)?.[1];

  // Moved by the tutor: the file downloaded again is the same event, moved (not a second one).
  await page.getByRole('button', { name: 'Sposta colloquio' }).click();
  const moving = page.getByRole('dialog');
  await moving.getByLabel('Ora').fill('19:30');
  await moving.getByRole('button', { name: 'Sposta colloquio' }).click();
  await page
    .getByRole('dialog', { name: 'Confermi il colloquio?' })
    .getByRole('button', { name: 'Sposta comunque' })
    .click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await family.reload();
  await expect(card).toContainText('19:30');
  const again = family.waitForEvent('download');
  await card.getByRole('button', { name: 'Aggiungi al calendario' }).click();
  const moved = await readFile((await (await again).path())!, 'utf8');
  expect(moved).toContain(`UID:${uid}`);
  expect(moved).toContain('SEQUENCE:1');
  expect(moved).toContain('DTSTART;TZID=Europe/Rome:20301220T193000');

  // The caregiver withdraws before the day: 'Annulla colloquio' asks why and says what happens.
  await page.getByRole('button', { name: 'Annulla colloquio' }).click();
  const cancelling = page.getByRole('dialog', { name: 'Annulla colloquio' });
  await cancelling.getByRole('radio', { name: /Il caregiver non è più disponibile/ }).check();
  await expect(cancelling).toContainText('non deve pagare nulla di nuovo');
  await cancelling
    .getByRole('textbox', { name: 'Nota per lo storico' })
    .fill('Ha accettato un altro lavoro');
  await cancelling.getByRole('button', { name: 'Annulla colloquio' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(/il caregiver è stato rilasciato/)).toBeVisible();
  // The family's page no longer shows the interview, nor a word of a failure.
  await family.setViewportSize({ width: 390, height: 844 });
  await family.reload();
  await expect(family.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(family.getByText(/non è andato/)).toHaveCount(0);
  await family.context().close();
});
