import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { createAccount, signInOnFirstLoad, uniqueEmail, waitForMail } from '../support/accounts';
import { logIn, relative } from '../support/public-pages';
import { screenshot, shotsDir } from '../support/screenshots';

/**
 * 'Cambia email' (issue 25): the new address gets a link; opening it changes the account's email
 * and signs every device out; the family signs in with the new address, and the old one was told.
 */

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('change the email in the personal area, confirm it from the mailbox, sign in with it', async ({
    page,
  }) => {
    const password = 'Inizio!2345';
    const account = await createAccount({ email: uniqueEmail('vecchia'), password });
    const newEmail = uniqueEmail('nuova');
    await signInOnFirstLoad(page, account);
    await page.goto('/dashboard/personal-area/personal-info');
    const form = page.getByRole('form', { name: 'Dati personali' });
    await expect(form.getByLabel('Email*')).toHaveValue(account.email);
    await expect(form.getByLabel('Email*')).toHaveAttribute('readonly', '');

    await page.getByRole('button', { name: 'Cambia email' }).click();
    const modal = page.getByRole('dialog', { name: 'Cambia email' });
    await modal.getByLabel('Nuova email*').fill('non-una-email');
    await modal.getByLabel('Password attuale*').fill('Sbagliata!1');
    await modal.getByRole('button', { name: 'Invia il link' }).click();
    await expect(modal.getByText("Il formato dell'indirizzo email non è valido")).toBeVisible();
    await modal.getByLabel('Nuova email*').fill(newEmail);
    await modal.getByRole('button', { name: 'Invia il link' }).click();
    await expect(modal.getByText('Password errata. Riprova.')).toBeVisible();
    await modal.getByLabel('Password attuale*').fill(password);
    await expectAccessible(page);
    await screenshot(page, { path: `${shotsDir}/change-email-modal-390.png` });
    await modal.getByRole('button', { name: 'Invia il link' }).click();

    await expect(
      page.getByRole('status').filter({ hasText: 'Ti abbiamo inviato un link a' }),
    ).toContainText(`Ti abbiamo inviato un link a ${newEmail}`);
    await expect(modal).toBeHidden();
    await screenshot(page, { path: `${shotsDir}/change-email-sent-390.png`, fullPage: true });
    // Until the link is opened, the account keeps its address.
    await expect(form.getByLabel('Email*')).toHaveValue(account.email);

    const mail = await waitForMail(newEmail, 'verify-new-email');
    expect(mail.link).toContain('/email-handler?mode=verifyAndChangeEmail');
    await page.goto(relative(mail.link!));
    await expect(page.getByRole('heading', { name: 'Nuovo indirizzo confermato' })).toBeVisible();
    await expect(page.getByText(`Da ora accedi a Equilibrio con ${newEmail}`)).toBeVisible();
    await screenshot(page, { path: `${shotsDir}/change-email-confirmed-390.png` });

    const notice = await waitForMail(account.email, 'email-changed');
    expect(notice.text).toContain(newEmail);
    expect(notice.link).toContain('/email-handler?mode=recoverEmail');

    // This device was signed out with the others: the old address no longer opens the account.
    await page.getByRole('link', { name: 'Vai alla pagina di accesso' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, account.email, password);
    await expect(page.getByRole('alert')).toHaveText(
      'Email o password non corrette. Controlla le credenziali e riprova.',
    );
    await logIn(page, newEmail, password);
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await page.goto('/dashboard/personal-area/personal-info');
    await expect(form.getByLabel('Email*')).toHaveValue(newEmail);
  });
});
