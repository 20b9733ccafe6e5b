import { expect, test } from '@playwright/test';
import { createAccount, uniqueEmail, waitForMail } from '../support/accounts';
import { logIn, relative } from '../support/public-pages';
import { screenshot, shotsDir } from '../support/screenshots';

// Sign-in by email link: from the login page (and from the help after a refused sign-in) to the
// link in /dev/mailbox, on the same device and on another one.

test('a family that mistyped its password signs in with the emailed link', async ({ page }) => {
  const { email } = await createAccount({ email: uniqueEmail('link'), password: 'Giusta!2025' });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.goto('/login');
  await expect(
    page.getByRole('button', { name: 'Ricevi un link di accesso via email' }),
  ).toBeVisible();
  await screenshot(page, { path: `${shotsDir}/login-email-link-390.png`, fullPage: true });

  await logIn(page, email, 'Sbagliata!2025');
  await expect(page.getByRole('alert')).toHaveText(
    'Email o password non corrette. Controlla le credenziali e riprova.',
  );
  const help = page.getByRole('group', { name: `Non riesci ad accedere con ${email}?` });
  await expect(help.getByRole('button', { name: 'Reimposta la password' })).toBeVisible();
  await screenshot(page, { path: `${shotsDir}/login-refused-390.png`, fullPage: true });

  await help.getByRole('button', { name: 'Ricevi un link di accesso via email' }).click();
  await expect(page.getByText('Link di accesso inviato.')).toBeVisible();
  await expect(page.getByText(`Abbiamo inviato a ${email} un link per accedere`)).toBeVisible();
  await screenshot(page, { path: `${shotsDir}/login-link-sent-390.png`, fullPage: true });

  const mail = await waitForMail(email, 'email-sign-in');
  expect(mail.subject).toBe('Il tuo link per accedere a Equilibrio');
  // The same device: the address is remembered, the link signs in at once.
  await page.goto(relative(mail.link!));
  await expect(page).toHaveURL(/\/dashboard\/home$/);

  // The link is single-use.
  const again = await page.context().browser()!.newContext();
  const other = await again.newPage();
  await other.goto(relative(mail.link!));
  await other.getByRole('textbox', { name: 'Email' }).fill(email);
  await other.getByRole('button', { name: 'Accedi' }).click();
  await expect(other.getByRole('dialog', { name: 'Attenzione' })).toContainText(
    'non è valido o è già stato utilizzato',
  );
  await again.close();
});

test('a link opened on another device asks for the address first', async ({ page, browser }) => {
  const email = uniqueEmail('altro-dispositivo');
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Ricevi un link di accesso via email' }).click();
  await expect(page.getByText('Controlla la tua email')).toBeVisible();
  const mail = await waitForMail(email, 'email-sign-in');

  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await phone.newPage();
  await other.goto(relative(mail.link!));
  await expect(
    other.getByRole('heading', { name: 'Conferma il tuo indirizzo email' }),
  ).toBeVisible();
  await screenshot(other, { path: `${shotsDir}/email-link-other-device-390.png`, fullPage: true });
  await other.getByRole('textbox', { name: 'Email' }).fill('qualcun.altro@example.it');
  await other.getByRole('button', { name: 'Accedi' }).click();
  await expect(other.getByRole('alert')).toContainText(
    'Questo indirizzo non è quello a cui abbiamo inviato il link.',
  );
  await other.getByRole('textbox', { name: 'Email' }).fill(email);
  await other.getByRole('button', { name: 'Accedi' }).click();
  // A new address: the link made the account, verified (no red banner).
  await expect(other).toHaveURL(/\/dashboard\/home$/);
  await phone.close();
});
