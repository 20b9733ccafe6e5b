import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** A fresh address per test, so journeys can run in parallel against one server. */
export const uniqueEmail = (prefix: string) =>
  `${prefix}.${Date.now().toString(36)}${randomBytes(3).toString('hex')}@example.it`;

export type OutboxMail = { subject: string; text: string; template: string; to: string };

/** The newest email of `template` sent to `to` (the dev mailbox), waiting for it to appear. */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  template: string,
): Promise<OutboxMail & { link: string | null }> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`);
        const { messages } = (await res.json()) as { messages: OutboxMail[] };
        found = messages.find((m) => m.template === template);
        return Boolean(found);
      },
      { message: `email '${template}' to ${to}`, timeout: 15_000 },
    )
    .toBe(true);
  const link = found!.text.match(/https?:\/\/\S+/)?.[0] ?? null;
  return { ...found!, link };
}

/** A link from an email, made relative so it opens on the test server. */
export const relative = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
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
  await page.getByLabel('Nuova password').fill(password);
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
