import { expect, test } from '@playwright/test';
import { axeFindings } from '../support/a11y';
import { createAccount, uniqueEmail, waitForMail } from '../support/accounts';
import {
  fillFirstRequest,
  logIn,
  relative,
  setPassword,
  signUp,
  visitor,
} from '../support/public-pages';

const password = 'Equilibrio!2025';

test('sign up with a first request, set the password, verify the email, log in again', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('anna');
  await signUp(page, visitor(email), password);
  await expect(page.getByText('Email di verifica account inviata.')).toBeVisible();

  // The verification email leads to the email action page.
  const verify = await waitForMail(email, 'verify-email');
  expect(verify.link).toContain('/email-handler?mode=verifyEmail');
  await page.goto(relative(verify.link!));
  await expect(page.getByRole('heading', { name: 'Email verificata' })).toBeVisible();
  await page.getByRole('link', { name: 'Vai alla tua area riservata' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  // A new browser (signed out) logs in with the new account.
  const context = await browser.newContext();
  const other = await context.newPage();
  await logIn(other, email, password);
  await expect(other).toHaveURL(/\/dashboard\/home$/);
  await context.close();
});

test('a visitor whose address has an account signs in, and the request just sent is in it', async ({
  page,
}) => {
  const email = uniqueEmail('gia-cliente');
  await createAccount({ email, password });
  await page.goto('/sign-up');
  await fillFirstRequest(page, visitor(email, { needs: 'Badante', details: 'Per mia madre' }));
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  await setPassword(page, 'Un’altra!2025', 'Crea il mio account');
  await expect(page.getByText(/hai già un account Equilibrio/)).toBeVisible();

  // The way there is the login page, in this same browser.
  await page.getByRole('link', { name: 'Torna alla pagina di accesso' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  await expect(
    page.getByText(/che hai inviato senza accedere ora è nel tuo account/),
  ).toBeVisible();
  await page.goto('/dashboard/request-list');
  await expect(page.getByText('Badante').first()).toBeVisible();
  // The receipt reaches the address once its owner has signed in.
  const receipt = await waitForMail(email, 'customer-request-received');
  expect(receipt.subject).toMatch(/^Abbiamo ricevuto la tua richiesta #\d+ \(badante\)$/);
});

test('a partner company’s sign-up shows its logo and only its services', async ({ page }) => {
  const email = uniqueEmail('welfare');
  await page.goto('/sign-up/acme-welfare');
  const logo = page.getByRole('img', { name: 'Logo di ACME Welfare S.p.A.' });
  await expect(logo).toBeVisible();
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByText('Programma welfare di')).toBeVisible();

  await page.getByRole('combobox', { name: 'Di cosa hai bisogno?' }).click();
  await expect(page.getByRole('option')).toHaveText(['Babysitter welfare', 'Badante welfare']);
  await page.keyboard.press('Escape');

  await fillFirstRequest(page, visitor(email, { needs: 'Badante welfare' }));
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  await expect(page.getByRole('heading', { name: 'Imposta la tua password' })).toBeVisible();

  // A reload keeps the step, drawn once: no first step adopted and thrown away (React's #418).
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Imposta la tua password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Di cosa hai bisogno?' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an unknown company shows the normal page with a note', async ({ page }) => {
  await page.goto('/sign-up/azienda-sconosciuta');
  await expect(
    page.getByText(/non corrisponde a nessuna azienda convenzionata attiva/),
  ).toBeVisible();
  await page.getByRole('combobox', { name: 'Di cosa hai bisogno?' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'Babysitter',
    'Taxi-sitter',
    'Aiuto compiti',
    'Petsitter',
    'Badante',
  ]);
});

test('the sign-up form shows the spec’s messages and stays disabled while invalid', async ({
  page,
}) => {
  await page.goto('/sign-up');
  const send = page.getByRole('button', { name: 'Invia richiesta' });
  await expect(send).toBeDisabled();

  await page.getByRole('textbox', { name: 'Nome', exact: true }).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByText('Questo campo è obbligatorio').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('anna@');
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.getByText('Formato email non corretto')).toBeVisible();

  await fillFirstRequest(page, visitor(uniqueEmail('regole')));
  await expect(send).toBeEnabled();
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).uncheck();
  await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).blur();
  await expect(page.getByText('Devi accettare i termini e le condizioni')).toBeVisible();
  await expect(send).toBeDisabled();
});

test('the new-password rules of spec §5 show their exact messages', async ({ page }) => {
  await page.goto('/sign-up');
  await fillFirstRequest(page, visitor(uniqueEmail('password')));
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  const create = page.getByRole('button', { name: 'Crea il mio account' });
  const passwordField = page.getByLabel(/^Password/);
  const rules: [string, string][] = [
    ['Ab!1', 'La password deve essere di minimo 8 caratteri'],
    [
      'Abcdefg1',
      'La password deve contenere almeno uno tra i seguenti simboli !@#$%^&*(),.?":{}|<>',
    ],
    ['abcdefg!1', 'La password deve contenere almeno una lettera maiuscola.'],
    ['Abcdefg!', 'La password deve contenere almeno una numero.'],
  ];
  for (const [value, message] of rules) {
    await passwordField.fill(value);
    await passwordField.blur();
    await expect(page.getByText(message, { exact: true })).toBeVisible();
    await expect(create).toBeDisabled();
  }
  await passwordField.fill('Abcdefg!1');
  await page.getByLabel('Conferma password').fill('Abcdefg!2');
  await page.getByLabel('Conferma password').blur();
  await expect(page.getByText('Le password non coincidono.')).toBeVisible();
  await expect(create).toBeDisabled();
  // A weak password and a different confirmation: each field says its own error.
  await passwordField.fill('password');
  await page.getByLabel('Conferma password').fill('password2');
  await page.getByLabel('Conferma password').blur();
  await expect(page.getByText(rules[1]![1], { exact: true })).toBeVisible();
  await expect(page.getByText('Le password non coincidono.')).toBeVisible();
  await expect(create).toBeDisabled();
});

test('the public pages have no serious accessibility problems', async ({ page }) => {
  const check = async (where: string) => {
    expect(await axeFindings(page, where, { seriousOnly: true })).toEqual([]);
  };
  // (/login and /sign-up are in the accessibility sweep.)
  for (const path of ['/sign-up/acme-welfare', '/email-confirmed?oobCode=x']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(path);
  }
  await page.goto('/email-handler?mode=verifyEmail&oobCode=x');
  await expect(page.getByRole('dialog', { name: 'Attenzione' })).toBeVisible();
  await check('email-handler error');

  // Step 2 with its rule errors showing.
  await page.goto('/sign-up');
  await fillFirstRequest(page, visitor(uniqueEmail('a11y')));
  await page.getByRole('button', { name: 'Invia richiesta' }).click();
  await page.getByLabel(/^Password/).fill('abc');
  await page.getByLabel(/^Password/).blur();
  await expect(page.getByText('La password deve essere di minimo 8 caratteri')).toBeVisible();
  await check('sign-up step 2');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a long email address breaks inside its card, never wider than the screen', async ({
    page,
  }) => {
    const email = uniqueEmail('mariagrazia.bernasconi-fontanarosa.dellavalle');
    await page.goto('/sign-up');
    await fillFirstRequest(page, visitor(email));
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(page.getByRole('heading', { name: 'Imposta la tua password' })).toBeVisible();
    // Step 2 says the address twice; it ran off the card and widened the page.
    await expect(page.getByText(email, { exact: false })).toHaveCount(2);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
