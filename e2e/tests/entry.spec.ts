import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { newCustomerWithRequest, signInNewCustomer, waitForMail } from '../support/accounts';
import { relative } from '../support/public-pages';
import { screenshotsAtBothWidths } from '../support/screenshots';

/**
 * A clear start (issue 21, items 7, 10, 12): links survive sign-in, the unverified-email banner
 * says where we wrote and goes away once the email is verified elsewhere, the receipt of a new
 * request, and the public page that explains the service — on a phone and on a desktop.
 */

async function signInOnLoginPage(page: Page, email: string, password: string) {
  await expect(
    page.getByRole('heading', { name: 'Ti diamo il benvenuto su Equilibrio' }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Accedi' }).click();
}

const devices = [
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const;

for (const device of devices) {
  test.describe(`on a ${device.name}`, () => {
    test.use(device.use);

    test('an email’s link leads, through the login, to its page', async ({ page }) => {
      const customer = await newCustomerWithRequest();
      // The family's receipt of the request says what happens next, and links to it.
      const receipt = await waitForMail(customer.email, 'customer-request-received');
      expect(receipt.subject).toBe(
        `Abbiamo ricevuto la tua richiesta #${customer.requestId} (babysitter)`,
      );
      expect(receipt.text).toContain('Entro un giorno lavorativo un family tutor ti contatta');
      const link = relative(receipt.link!);
      expect(link).toBe(`/dashboard/request-detail/${customer.requestId}`);

      await page.goto(link);
      await expect(page).toHaveURL(
        `/login?next=${encodeURIComponent(`/dashboard/request-detail/${customer.requestId}`)}`,
      );
      await signInOnLoginPage(page, customer.email, customer.password);
      await expect(page).toHaveURL(link);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(`#${customer.requestId}`);
    });

    test('a return address to another site is never followed: the login leads to Home', async ({
      page,
    }) => {
      const customer = await newCustomerWithRequest();
      await page.goto(`/login?next=${encodeURIComponent('//example.com/dashboard/home')}`);
      await signInOnLoginPage(page, customer.email, customer.password);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/dashboard\/home$/);
    });

    test('the banner says where we wrote, counts down the resend, and goes once verified elsewhere', async ({
      page,
      context,
    }) => {
      const account = await signInNewCustomer(page, { verified: false });
      await page.goto('/dashboard/home');
      const banner = page.getByRole('button', { name: /non è ancora stato verificato/ });
      await expect(banner).toContainText(`Ti abbiamo scritto a ${account.email}`);
      await banner.click();
      await page
        .getByRole('dialog', { name: 'Attenzione' })
        .getByRole('button', { name: 'Si' })
        .click();
      await expect(page.getByText('Email di verifica account inviata.')).toBeVisible();
      await expect(banner).toContainText(/Puoi inviarla di nuovo tra \d+ s\./);
      await screenshotsAtBothWidths(page, 'entry-banner-countdown');

      // The link opened in another tab; back on this one, the banner is gone.
      const mail = await waitForMail(account.email, 'verify-email');
      const other = await context.newPage();
      await other.goto(relative(mail.link!));
      await expect(other.getByRole('heading', { name: 'Email verificata' })).toBeVisible();
      await page.bringToFront();
      // Headless tabs never lose focus: the event a window gets when the family comes back to
      // it is sent by hand.
      await page.evaluate(() => window.dispatchEvent(new Event('focus')));
      await expect(banner).toHaveCount(0);
      await other.close();
    });

    test('/come-funziona is reachable from the login page and leads to the sign-up', async ({
      page,
    }) => {
      await page.goto('/login');
      await page.getByRole('link', { name: 'Come funziona' }).click();
      await expect(page).toHaveURL(/\/come-funziona$/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Come funziona Equilibrio' }),
      ).toBeVisible();
      const services = page.getByRole('region', { name: 'I nostri servizi' });
      // The demo catalogue's cheapest babysitting: 149,00 € + 29,00 € of guarantee.
      await expect(services.getByRole('listitem').first()).toContainText('da 178,00 €');
      await expect(services.getByRole('listitem')).toHaveCount(4);
      await expectAccessible(page);
      if (device.name === 'desktop') await screenshotsAtBothWidths(page, 'entry-come-funziona');
      await page.getByRole('link', { name: 'Inizia con la tua prima richiesta' }).click();
      await expect(page).toHaveURL(/\/sign-up$/);
      await page.getByRole('link', { name: 'Come funziona' }).click();
      await expect(page).toHaveURL(/\/come-funziona$/);
    });
  });
}
