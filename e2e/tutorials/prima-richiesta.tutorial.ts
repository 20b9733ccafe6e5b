import type { Locator } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { tutorial } from './recording';

const test = tutorial('prima-richiesta');

const type = (field: Locator, text: string) => field.pressSequentially(text, { delay: 60 });

/**
 * "Prima Richiesta": a visitor fills the first request on the sign-up page, sets the password
 * of the new account and lands on the dashboard, where the request is waiting.
 */
test('Prima Richiesta', async ({ page, pause }) => {
  await page.goto('/sign-up');
  await page.getByRole('textbox', { name: 'Nome', exact: true }).waitFor();
  await pause();

  await type(page.getByRole('textbox', { name: 'Nome', exact: true }), 'Anna');
  await type(page.getByRole('textbox', { name: 'Cognome' }), 'Rossi');
  await type(page.getByRole('textbox', { name: 'Email' }), uniqueEmail('anna.rossi'));
  await type(page.getByRole('textbox', { name: 'Telefono' }), '+39 333 765 4321');
  await page.getByRole('combobox', { name: 'Di cosa hai bisogno?' }).click();
  await pause(700);
  await page.getByRole('option', { name: 'Taxi-sitter', exact: true }).click();
  await type(
    page.getByRole('textbox', { name: 'Dettagli' }),
    'Due bambini, uscita da scuola alle 16 dal lunedì al venerdì.',
  );
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
  await pause(800);
  await page.getByRole('button', { name: 'Invia richiesta' }).click();

  await page.getByRole('heading', { name: 'Imposta la tua password' }).waitFor();
  await pause();
  await type(page.getByLabel(/^Password/), 'Equilibrio!2025');
  await type(page.getByLabel('Conferma password'), 'Equilibrio!2025');
  await pause(600);
  await page.getByRole('button', { name: 'Crea il mio account' }).click();

  await page.waitForURL(/\/dashboard\/home$/);
  await page.getByRole('region', { name: 'In evidenza' }).waitFor();
  await pause(2500);
  await page
    .getByRole('navigation', { name: 'Menu principale' })
    .getByRole('link', {
      name: 'Elenco richieste',
    })
    .click();
  await page.getByRole('table').waitFor();
  await pause(2000);
});
