import { expect, test } from '@playwright/test';
import {
  changePasswordElsewhere,
  createAccount,
  signInBrowser,
  uniqueEmail,
  waitForMail,
} from '../support/accounts';
import { logIn, relative, setPassword } from '../support/public-pages';

test('the dashboard without a session lands on /login', async ({ page }) => {
  await page.goto('/dashboard/home');
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByRole('heading', { name: 'Ti diamo il benvenuto su Equilibrio' }),
  ).toBeVisible();
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
});

test('the demo customer logs in; a wrong password shows a message that does not say the account is gone', async ({
  page,
}) => {
  await logIn(page, 'cliente@demo.equilibrio.it', 'Sbagliata!1');
  await expect(page.getByRole('alert')).toHaveText(
    'Email o password non corrette. Controlla le credenziali e riprova.',
  );
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel(/^Password/).fill('Demo!2345');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);
  // Signed in, the login page is no longer for us.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/dashboard\/home$/);
});

// A password changed on another device ends this one's session: every call said «riprova più
// tardi» for as long as the family tried, and nothing took them to sign in again.
test('a session ended on another device: the next call leads to sign in, says why, and comes back', async ({
  page,
}) => {
  const account = await createAccount();
  await signInBrowser(page, account);
  await page.goto('/dashboard/request-list');
  await expect(page.getByText('Non hai ancora nessuna richiesta.')).toBeVisible();

  // Nothing to click: the page's live updates check the session at their next heartbeat.
  await changePasswordElsewhere(account, 'Cambiata!2345');
  await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Frequest-list$/, {
    timeout: 45_000,
  });
  await expect(
    page.getByText('La tua sessione è scaduta: accedi di nuovo per continuare da dove eri.'),
  ).toBeVisible();

  await page.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await page.getByLabel(/^Password/).fill('Cambiata!2345');
  await page.getByRole('button', { name: 'Accedi' }).click();
  await expect(page).toHaveURL(/\/dashboard\/request-list$/);
  await expect(page.getByText('Non hai ancora nessuna richiesta.')).toBeVisible();
});

test('the demo tutor logs in at /login and lands in the back office', async ({ page }) => {
  await logIn(page, 'tutor@demo.equilibrio.it', 'Tutor!2345');
  await expect(page).toHaveURL(/\/backoffice\/requests$/);
  await expect(page.getByRole('link', { name: 'Richieste' }).first()).toBeVisible();
});

test('the login form validates as the spec says', async ({ page }) => {
  await page.goto('/login');
  const submit = page.getByRole('button', { name: 'Accedi' });
  await expect(submit).toBeDisabled();
  await page.getByRole('textbox', { name: 'Email' }).fill('non-una-email');
  await page.getByRole('textbox', { name: 'Email' }).blur();
  await expect(page.getByText("Il formato dell'indirizzo email non è valido")).toBeVisible();
  await page.getByRole('button', { name: 'Password dimenticata' }).click();
  await expect(
    page.getByText(
      'Impossibile inviare mail di reset password senza fornire un indirizzo email valido.',
    ),
  ).toBeVisible();

  // The password toggle is a labelled button reachable by keyboard.
  await page.getByLabel(/^Password/).fill('visibile');
  await page.getByLabel(/^Password/).focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Mostra password' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel(/^Password/)).toHaveAttribute('type', 'text');
});

test('forgotten password: email, new password, log in with it', async ({ page }) => {
  // An account of its own (the sign-up is the sign-up journey's), signed out in this browser.
  const { email } = await createAccount({ email: uniqueEmail('reset'), password: 'Vecchia!2025' });

  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Password dimenticata' }).click();
  await expect(page.getByText('Email di reset password inviata.')).toBeVisible();

  const mail = await waitForMail(email, 'reset-password');
  await page.goto(relative(mail.link!));
  await expect(page.getByText(`Scegli una nuova password per l’account ${email}.`)).toBeVisible();
  await setPassword(page, 'Nuova!2026', 'Salva la nuova password');
  await expect(page.getByRole('dialog', { name: 'Password aggiornata' })).toBeVisible();
  await page.getByRole('button', { name: 'Vai alla tua area riservata' }).click();
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  // The link is single-use.
  await page.goto(relative(mail.link!));
  await expect(page.getByRole('dialog', { name: 'Attenzione' })).toContainText(
    'non è valido o è già stato utilizzato',
  );

  // The old password no longer works; the new one does.
  const fresh = await page.context().browser()!.newContext();
  const other = await fresh.newPage();
  await logIn(other, email, 'Vecchia!2025');
  await expect(other.getByRole('alert')).toHaveText(
    'Email o password non corrette. Controlla le credenziali e riprova.',
  );
  await other.getByLabel(/^Password/).fill('Nuova!2026');
  await other.getByRole('button', { name: 'Accedi' }).click();
  await expect(other).toHaveURL(/\/dashboard\/home$/);
  await fresh.close();
});

test('an email-action link without a valid code shows the error modal', async ({ page }) => {
  await page.goto('/email-handler?mode=verifyEmail&oobCode=inesistente');
  const dialog = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(dialog).toContainText('assistenza@equilibrio.it');
  await dialog.getByRole('link', { name: 'Vai alla pagina di accesso' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('an invalid account-claim link says so and offers the login', async ({ page }) => {
  await page.goto('/email-confirmed?oobCode=inesistente');
  await expect(page.getByRole('heading', { name: 'Link non valido o scaduto' })).toBeVisible();
  await page.getByRole('link', { name: 'Vai alla pagina di accesso' }).click();
  await expect(page).toHaveURL(/\/login$/);
});
