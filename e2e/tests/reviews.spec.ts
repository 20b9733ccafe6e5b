import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { api, demoTutor, signInBrowserAs, signInToken } from '../support/accounts';
import { newPaidRequest, signInAsTutor } from '../support/backoffice';
import { screenshot, shotsDir } from '../support/screenshots';
import { desktop, phone } from '../support/viewports';

const DAY = 86_400_000;
/** A day in Italy, 'yyyy-mm-dd', `days` from today. */
const day = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Rome' }).format(
    new Date(Date.now() + days * DAY),
  );

/**
 * A family whose babysitter (its own, chosen and paid: `newPaidRequest`) served for a day, today,
 * and finished: the tutor recorded the round (one ended is reviewable at once; no round may start
 * before the request's day, and the request was made today).
 */
async function serviceThatEnded() {
  const customer = await newPaidRequest();
  const token = await signInToken(demoTutor.email, demoTutor.password);
  await api(`/v1/backoffice/requests/${customer.requestId}/rounds`, {
    method: 'POST',
    token,
    body: { eventType: 'ACTIVATION', startDate: day(0), endDate: day(0) },
  });
  return customer;
}

const settled = (page: Page) =>
  expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);

test.describe('reviews after service', () => {
  test('the family rates its babysitter after the service; a tutor publishes the review', async ({
    page,
  }) => {
    const customer = await serviceThatEnded();
    const { name } = customer.caregiver;
    const comment = `${name} è stata dolcissima con i bambini (${customer.surname}).`;

    // The family, on a phone: the card on the request page.
    await page.setViewportSize(phone);
    await signInBrowserAs(page, customer);
    await page.goto(`/dashboard/request-detail/${customer.requestId}`);
    const card = page.getByRole('region', { name: `Com’è andata con ${name}?` });
    await expect(card).toBeVisible();
    await settled(page);
    // Sending without stars is refused on the screen.
    await card.getByRole('button', { name: 'Invia la recensione' }).click();
    await expect(card.getByRole('alert')).toHaveText('Scegli da 1 a 5 stelle');
    // The stars are labelled radios under a group; a person clicks the star's label.
    const five = card.getByRole('group', { name: 'Quante stelle daresti?' }).getByLabel('5 stelle');
    await card.locator(`label[for="${await five.getAttribute('id')}"]`).click();
    await expect(five).toBeChecked();
    await card.getByRole('textbox', { name: /Raccontaci/ }).fill(comment);
    await expect(card.getByRole('alert')).toHaveCount(0);
    await card.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -80)); // below the sticky header
    await screenshot(page, { path: `${shotsDir}/review-card-form-390.png` });
    await card.getByRole('button', { name: 'Invia la recensione' }).click();

    const sent = page.getByRole('region', { name: `La tua recensione di ${name}` });
    await expect(sent.getByText('In attesa di verifica')).toBeVisible();
    await expect(sent.getByText(comment)).toBeVisible();
    await expectAccessible(page);
    await sent.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -80));
    await screenshot(page, { path: `${shotsDir}/review-card-390.png` });

    // The tutor, on a desktop: the moderation inbox, pending first.
    await page.setViewportSize(desktop);
    await signInAsTutor(page, '/backoffice/reviews');
    await settled(page);
    const review = page.getByRole('article', { name: new RegExp(customer.surname) });
    await expect(review.getByText('In attesa di verifica')).toBeVisible();
    await expect(review.getByText(`${customer.name} · `)).toBeVisible();
    await expectAccessible(page);
    await screenshot(page, { path: `${shotsDir}/reviews-moderation-1280.png`, fullPage: true });
    await review.getByRole('button', { name: 'Pubblica', exact: true }).click();
    await expect(review.getByText('Pubblicata', { exact: true })).toBeVisible();
    // Today, with its article ('il 26 nov', 'l’1 dic').
    await expect(review.getByText(/^Pubblicata da Marco Ferri (il|l’)/)).toBeVisible();

    // The family sees it published.
    await page.setViewportSize(phone);
    await signInBrowserAs(page, customer);
    await page.goto(`/dashboard/request-detail/${customer.requestId}`);
    await expect(
      page.getByRole('region', { name: `La tua recensione di ${name}` }).getByText('Pubblicata'),
    ).toBeVisible();
  });
});
