import fs from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { apiAs, createAccount, signInBrowser, uniqueEmail } from '../support/accounts';
import { signInAsTutor } from '../support/backoffice';
import { screenshotsAtBothWidths, shotsDir, takingScreenshots } from '../support/screenshots';

/**
 * Privacy self-service: the legal texts, the data export (JSON and printable summary) and the
 * account deletion, in the browser against the real server.
 */

/** A signed-up customer with a first request (profile, request, consents), signed in. */
async function customerWithData(page: Page) {
  const email = uniqueEmail('privacy');
  const account = await createAccount({ email });
  const api = apiAs(account);
  const request = await api.post<{ id: number }>('/v2/requests/first-request', {
    uid: account.uid,
    name: 'Ottavia',
    surname: 'Quercetti',
    email,
    phone: '+39 347 555 0101',
    needs: 'Babysitter',
    details: 'Due bambini, pomeriggi dal lunedì al venerdì.',
    conditions: true,
  });
  await signInBrowser(page, account);
  return { account, requestId: request.id };
}

test('the privacy notice and the terms are public, readable, and linked from the sign-up', async ({
  page,
}) => {
  await page.goto('/privacy');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Informativa sul trattamento dei dati personali' }),
  ).toBeVisible();
  await expect(page.getByText(/^Versione 1\.1 · aggiornata il/)).toBeVisible();
  await expect(page.getByText(/dopo 90 giorni di inattività/)).toBeVisible();
  await expect(page).toHaveTitle('Informativa sulla privacy — Equilibrio');
  await screenshotsAtBothWidths(page, 'privacy-notice', { fullPage: false });

  await page.getByRole('link', { name: 'Termini e condizioni' }).click();
  await expect(page).toHaveURL(/\/termini$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Termini e condizioni del servizio' }),
  ).toBeVisible();
  await screenshotsAtBothWidths(page, 'terms', { fullPage: false });

  await page.goto('/sign-up');
  const terms = page.getByRole('link', { name: 'Termini e condizioni' });
  await expect(terms).toHaveAttribute('href', '/termini');
  await expect(terms).toHaveAttribute('target', '_blank');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Informativa sulla privacy' }).click(),
  ]);
  await expect(
    popup.getByRole('heading', { name: 'Informativa sul trattamento dei dati personali' }),
  ).toBeVisible();
  // Following the link does not tick the box.
  await expect(page.getByRole('checkbox')).not.toBeChecked();
});

test('downloads a copy of the customer’s data as JSON and as a printable summary', async ({
  page,
}) => {
  const { account, requestId } = await customerWithData(page);
  await page.goto('/dashboard/personal-area/personal-info');
  // The sidebar's footer links the legal texts.
  const legal = page.getByRole('navigation', { name: 'Documenti legali' });
  await expect(legal.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(legal.getByRole('link', { name: 'Termini e condizioni' })).toHaveAttribute(
    'href',
    '/termini',
  );
  const section = page.getByRole('region', { name: 'I tuoi dati e la privacy' });
  await expect(section).toBeVisible();
  await expectAccessible(page, 'section[aria-labelledby="privacy-title"]');
  if (takingScreenshots) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/privacy-section-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/privacy-section-390.png` });
    await page.setViewportSize({ width: 1280, height: 900 });
  }

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Copia per un altro servizio' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^equilibrio-dati-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await fs.readFile((await json.path())!, 'utf8'));
  expect(data.account).toMatchObject({ uid: account.uid, email: account.email });
  expect(data.profile).toMatchObject({ name: 'Ottavia', surname: 'Quercetti' });
  expect(data.requests).toEqual([
    expect.objectContaining({
      id: requestId,
      message: 'Due bambini, pomeriggi dal lunedì al venerdì.',
    }),
  ]);
  expect(data.consents.map((c: { document: string }) => c.document).sort()).toEqual([
    'privacy',
    'terms',
  ]);
  await expect(page.getByText('Download dei tuoi dati avviato.')).toBeVisible();

  const [html] = await Promise.all([
    page.waitForEvent('download'),
    section.getByRole('button', { name: 'Scarica i miei dati' }).click(),
  ]);
  expect(html.suggestedFilename()).toMatch(/\.html$/);
  const summary = await fs.readFile((await html.path())!, 'utf8');
  expect(summary).toContain('<h1>I tuoi dati su Equilibrio</h1>');
  expect(summary).toContain('Ottavia Quercetti');
  // The summary, opened as the customer would, to look at it.
  await page.setContent(summary);
  await expect(
    page.getByRole('heading', { name: `Richiesta #${requestId} — Babysitter` }),
  ).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotsAtBothWidths(page, 'privacy-export-summary');
});

test('deletes the account: signed out, the old credentials no longer work, the back office shows “Account eliminato”', async ({
  page,
}) => {
  const { account, requestId } = await customerWithData(page);
  await page.goto('/dashboard/personal-area/personal-info');
  // Unsaved changes on the page do not hold a deleted account there.
  await page.getByLabel(/^Telefono/).fill('+39 347 555 0199');
  // Signed in minutes ago (this browser's clock moves on): the password is asked. (Moments after
  // a sign-in none is: an account that signs in by emailed links has none to type.)
  await page.clock.setFixedTime(new Date(Date.now() + 10 * 60_000));
  await page.getByRole('button', { name: 'Elimina il mio account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Eliminare il tuo account?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Conserviamo, senza più collegarli al tuo nome')).toBeVisible();
  await expectAccessible(page, '[role="dialog"]');
  await screenshotsAtBothWidths(page, 'privacy-delete-modal', { fullPage: false });

  // A wrong password: nothing happens but the message.
  await dialog.getByLabel(/Password attuale/).fill('NonLaMia!99');
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Password errata. Riprova.');

  await dialog.getByLabel(/Password attuale/).fill(account.password);
  await dialog.getByRole('button', { name: 'Elimina definitivamente' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Il tuo account è stato eliminato insieme ai tuoi dati personali.'),
  ).toBeVisible();
  await screenshotsAtBothWidths(page, 'privacy-deleted-login', { fullPage: false });

  // The old credentials: the login page shows the error.
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Email o password non corrette. Controlla le credenziali e riprova.',
  );
  await expect(page).toHaveURL(/\/login$/);

  // A family tutor opens the request: closed, without the customer's data.
  await signInAsTutor(page, `/backoffice/requests/${requestId}`);
  const customer = page.getByRole('region', { name: 'Famiglia' });
  await expect(customer.getByText('Account eliminato')).toBeVisible();
  await expect(customer.getByText(/ha eliminato il suo account/)).toBeVisible();
  await expect(page.getByText('Ottavia')).toHaveCount(0);
  if (takingScreenshots) {
    await customer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/privacy-backoffice-deleted-customer-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await customer.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shotsDir}/privacy-backoffice-deleted-customer-390.png` });
  }
});
