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

/** Fills the "Nuovo assistito" form as a viewer can follow it, and saves it. */
async function addDependant(
  page: Page,
  pause: (ms?: number) => Promise<void>,
  dependant: { type: string; name: string; month: string; year: string; sex: string },
) {
  const form = page.getByRole('form', { name: 'Nuovo assistito' });
  await choose(page, 'Tipo*', dependant.type);
  await form.getByLabel('Nome*', { exact: true }).pressSequentially(dependant.name, { delay: 80 });
  await choose(page, 'Mese di nascita*', dependant.month);
  await form.getByLabel('Anno di nascita*').pressSequentially(dependant.year, { delay: 80 });
  await choose(page, 'Sesso*', dependant.sex);
  await pause(600);
  await form.getByRole('button', { name: 'Salva assistito' }).click();
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

  const child = { type: 'Bambino', name: 'Luca', month: 'Aprile', year: '2019', sex: 'Maschio' };
  await addDependant(page, pause, child);
  await page.getByText('Dependant creato con successo!').waitFor();
  await pause();

  const dog = { type: 'Cane', name: 'Birba', month: 'Settembre', year: '2021', sex: 'Femmina' };
  await addDependant(page, pause, dog);
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
  await page.getByRole('dialog').getByRole('button', { name: 'Elimina' }).click();
  await page.getByText('Dependant eliminato con successo!').waitFor();
  await pause();

  // They are offered in every new request.
  await menu.getByRole('link', { name: 'Elenco richieste' }).click();
  await page.getByRole('link', { name: 'Nuova richiesta' }).click();
  await page.getByRole('combobox', { name: 'Assistiti' }).click();
  await pause(1500);
});
