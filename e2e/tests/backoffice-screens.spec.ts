import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { axeFindings, settleAnimations } from '../support/a11y';
import {
  demoCustomer,
  demoTutor,
  newCustomerWithRequest,
  signInToken,
  tutorApi,
} from '../support/accounts';
import { signInAsTutor } from '../support/backoffice';
import { patternsMissing, routePatterns } from '../support/routes';
import { screenshot } from '../support/screenshots';

/**
 * The back office's accessibility sweep: every back-office screen at 1280 and 390 px, a
 * screenshot to look at (test-results/screenshots/backoffice-*.png) and axe (WCAG 2.1 A/AA,
 * every finding, not only serious ones).
 */

/** `swept`: the addresses the test has checked so far. */
async function checkPage(page: Page, name: string, width: number, swept: Set<string>) {
  swept.add(new URL(page.url()).pathname);
  // Loaded: no spinner or skeleton left (the network is never idle: the live event stream stays
  // open).
  await page.waitForLoadState('load');
  await expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toHaveCount(0);
  // Toasts and transitions have settled before the screenshot (axe waits for it too).
  await settleAnimations(page);
  const dir = path.join(test.info().project.outputDir, '..', 'screenshots');
  await screenshot(page, {
    path: path.join(dir, `backoffice-${name}-${width}.png`),
    fullPage: true,
  });
  expect(await axeFindings(page, name, { wcag21: true })).toEqual([]);
  // Nothing wider than the screen (the page itself never scrolls sideways).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${name} scrolls sideways`).toBeLessThanOrEqual(0);
}

for (const width of [1280, 390]) {
  test(`every back-office screen at ${width} px`, async ({ page, browser }) => {
    test.setTimeout(240_000);
    const swept = new Set<string>();
    const check = (p: Page, name: string, w: number) => checkPage(p, name, w, swept);
    await page.setViewportSize({ width, height: width > 500 ? 900 : 844 });
    const customer = await newCustomerWithRequest({ needs: 'Badante' });
    const tutor = tutorApi(await signInToken(demoTutor.email, demoTutor.password));
    const [running] = (await tutor.requests('status=SELEZIONE%20COMPLETATA&sort=newest')).content;

    await page.goto('/backoffice');
    await expect(page.getByRole('heading', { name: 'Accesso family tutor' })).toBeVisible();
    await check(page, 'sign-in', width);

    await signInAsTutor(page);
    // The newest first (kept through /backoffice's move to the inbox): the request just made is
    // on the first page (the default puts the longest wait first).
    await page.goto('/backoffice?sort=newest');
    await expect(page.getByRole('heading', { name: 'Richieste', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/backoffice\/requests\?sort=newest$/);
    await expect(page.getByText(`#${customer.requestId}`).first()).toBeVisible();
    await check(page, 'inbox', width);

    await page.goto(`/backoffice/requests/${customer.requestId}`);
    await expect(page.getByRole('button', { name: 'Invia preventivo' })).toBeVisible();
    await check(page, 'request-new', width);
    await page.getByRole('button', { name: 'Invia preventivo' }).click();
    await expect(page.getByRole('dialog')).toContainText('Mansioni e requisiti');
    await check(page, 'quote-form', width);
    await page.keyboard.press('Escape');

    await page.goto(`/backoffice/requests/${running!.id}`);
    await expect(page.getByRole('region', { name: 'Turni di servizio' })).toBeVisible();
    await check(page, 'request-in-service', width);

    await page.goto('/backoffice/assistance');
    await expect(page.getByRole('heading', { name: 'Assistenza', level: 1 })).toBeVisible();
    await check(page, 'assistance', width);

    await page.goto('/backoffice/caregivers');
    await expect(page.getByText('Martina Rossi').first()).toBeVisible();
    await check(page, 'caregivers', width);
    await page.goto('/backoffice/caregivers/new');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await check(page, 'caregiver-new', width);
    await page.goto('/backoffice/caregivers/cg-martina-rossi');
    await expect(page.getByRole('button', { name: 'Salva modifiche' })).toBeVisible();
    await check(page, 'caregiver-form', width);

    await page.goto('/backoffice/applications');
    await expect(page.getByRole('heading', { name: 'Candidature', level: 1 })).toBeVisible();
    await check(page, 'applications', width);
    // One application (a table on a desktop, cards on a phone).
    await page.locator('main a[href^="/backoffice/applications/"]').first().click();
    await expect(page).toHaveURL(/\/backoffice\/applications\/\d+$/);
    await expect(page.getByRole('table', { name: 'Disponibilità' })).toBeVisible();
    await check(page, 'application', width);
    await page.goto('/backoffice/reviews');
    await expect(page.getByRole('heading', { name: 'Recensioni', level: 1 })).toBeVisible();
    await check(page, 'reviews', width);

    await page.goto('/backoffice/catalog');
    await expect(page.getByRole('region', { name: 'Babysitter', exact: true })).toBeVisible();
    await check(page, 'catalog', width);
    await page.goto('/backoffice/catalog/companies');
    await expect(page.getByRole('heading', { name: 'ACME Welfare S.p.A.' })).toBeVisible();
    await check(page, 'companies', width);

    await page.goto('/backoffice/nps');
    await expect(page.getByRole('heading', { name: 'Distribuzione dei voti' })).toBeVisible();
    await check(page, 'nps', width);

    // A customer who opens the back office.
    const context = await browser.newContext({ viewport: { width, height: 844 } });
    const other = await context.newPage();
    await other.goto('/backoffice');
    await other.getByRole('textbox', { name: 'Email' }).fill(demoCustomer.email);
    await other.getByRole('textbox', { name: 'Password' }).fill(demoCustomer.password);
    await other.getByRole('button', { name: 'Accedi' }).click();
    await expect(other.getByRole('heading', { name: 'Non autorizzato' })).toBeVisible();
    await check(other, 'not-authorized', width);
    await context.close();

    // Every page of the back office (paths.ts) was swept.
    const backOffice = routePatterns().filter(
      (pattern) => pattern === '/backoffice' || pattern.startsWith('/backoffice/'),
    );
    expect(patternsMissing(backOffice, swept)).toEqual([]);
  });
}
