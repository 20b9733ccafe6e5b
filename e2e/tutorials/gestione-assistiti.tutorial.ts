import type { Page } from '@playwright/test';
import { createAccount, signInOnFirstLoad } from '../support/accounts';
import { tutorial } from './recording';

const test = tutorial('gestione-assistiti');

/** Picks an option of a Mantine select by its label, slowly enough to follow. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.waitForTimeout(400);
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * "Gestione Assistiti": from Home to Profilo › Assistiti, add a child and a dog, correct a name,
 * remove one — the dependants then appear in every new request.
 */
test('Gestione Assistiti', async ({ page, pause }) => {
  const account = await createAccount();
  await signInOnFirstLoad(page, account);
  await page.goto('/dashboard/home');
  await page.getByRole('heading', { name: 'Nutrizionista' }).waitFor();
  await pause();

  const menu = page.getByRole('navigation', { name: 'Menu principale' });
  await menu.getByRole('button', { name: 'Profilo' }).click();
  await pause(600);
  await menu.getByRole('link', { name: 'Assistiti' }).click();
  await page.getByRole('heading', { name: 'I tuoi assistiti', level: 1 }).waitFor();
  await pause();

  const form = page.getByRole('form', { name: 'Nuovo assistito' });
  await choose(page, 'Tipo*', 'Bambino');
  await form.getByLabel('Nome*', { exact: true }).pressSequentially('Luca', { delay: 80 });
  await choose(page, 'Mese di nascita*', 'Aprile');
  await form.getByLabel('Anno di nascita*').pressSequentially('2019', { delay: 80 });
  await choose(page, 'Sesso*', 'Maschio');
  await pause(600);
  await form.getByRole('button', { name: 'Salva assistito' }).click();
  await page.getByText('Dependant creato con successo!').waitFor();
  await pause();

  await choose(page, 'Tipo*', 'Cane');
  await form.getByLabel('Nome*', { exact: true }).pressSequentially('Birba', { delay: 80 });
  await choose(page, 'Mese di nascita*', 'Settembre');
  await form.getByLabel('Anno di nascita*').pressSequentially('2021', { delay: 80 });
  await choose(page, 'Sesso*', 'Femmina');
  await pause(600);
  await form.getByRole('button', { name: 'Salva assistito' }).click();
  await page.getByText('Dependant creato con successo!').first().waitFor();
  await pause();

  // A chosen card opens it for changes.
  const list = page.getByRole('list', { name: 'Assistiti' });
  await list.getByRole('button', { name: /Luca/ }).click();
  const edit = page.getByRole('form', { name: 'Modifica assistito' });
  await pause(600);
  await edit.getByLabel('Nome*', { exact: true }).fill('');
  await edit.getByLabel('Nome*', { exact: true }).pressSequentially('Luca Maria', { delay: 80 });
  await edit.getByRole('button', { name: 'Salva modifiche' }).click();
  await page.getByText('Dependant aggiornato con successo!').waitFor();
  await pause();

  await list.getByRole('button', { name: /Birba/ }).click();
  await pause(600);
  await page
    .getByRole('form', { name: 'Modifica assistito' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await pause(600);
  await page.getByRole('dialog').getByRole('button', { name: 'Si' }).click();
  await page.getByText('Dependant eliminato con successo!').waitFor();
  await pause();

  // They are offered in every new request.
  await menu.getByRole('link', { name: 'Elenco richieste' }).click();
  await page.getByRole('link', { name: 'Nuova richiesta' }).click();
  await page.getByRole('combobox', { name: 'Assistiti' }).click();
  await pause(1500);
});
