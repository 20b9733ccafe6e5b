import { expect, type Page } from '@playwright/test';

/** A link from an email, made relative so it opens on the test server (its #fragment kept). */
export const relative = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

export type Visitor = {
  name: string;
  surname: string;
  email: string;
  phone: string;
  needs: string;
  details?: string;
};

export const visitor = (email: string, overrides: Partial<Visitor> = {}): Visitor => ({
  name: 'Anna',
  surname: 'Rossi',
  email,
  phone: '+39 333 765 4321',
  needs: 'Taxi-sitter',
  details: 'Due bambini, uscita da scuola alle 16',
  ...overrides,
});

/** Step 1 of the sign-up page, up to the submit button (not pressed). */
export async function fillFirstRequest(page: Page, data: Visitor) {
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill(data.name);
  await page.getByRole('textbox', { name: 'Cognome' }).fill(data.surname);
  await page.getByRole('textbox', { name: 'Email' }).fill(data.email);
  await page.getByRole('textbox', { name: 'Telefono' }).fill(data.phone);
  await page.getByRole('combobox', { name: 'Di cosa hai bisogno?' }).click();
  await page.getByRole('option', { name: data.needs, exact: true }).click();
  if (data.details) await page.getByRole('textbox', { name: 'Dettagli' }).fill(data.details);
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
}

export async function setPassword(page: Page, password: string, button: string) {
  // 'Password' for an account's first one, 'Nuova password' for a reset.
  await page.getByLabel(/^(nuova )?password/i).fill(password);
  await page.getByLabel('Conferma password').fill(password);
  await page.getByRole('button', { name: button }).click();
}

/** The whole sign-up: first request, then the password; ends on the dashboard. */
export async function signUp(page: Page, data: Visitor, password: string, path = '/sign-up') {
  await page.goto(path);
  await fillFirstRequest(page, data);
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(page.getByRole('heading', { name: 'Imposta la tua password' })).toBeVisible();
  await setPassword(page, password, 'Crea il mio account');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}
