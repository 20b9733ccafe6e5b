import { expect, test } from '@playwright/test';
import { apiAs, demoTutor, signInAccount, signInBrowser } from '../support/accounts';
import { payableRequest, payByApi } from '../support/payments';

/**
 * The NO PROBLEM guarantee paid with the selection renews every 30 days, and the family switches
 * the renewal off from the request's page, on a phone, as the quote promised; the tutor reads it.
 */
test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a family switches off the guarantee’s renewal; the tutor reads it', async ({ page }) => {
    const payable = await payableRequest();
    await payByApi(payable.checkoutURL);
    await expect.poll(payable.status).toBe('PAGATO');

    await signInBrowser(page, payable.account);
    await page.goto(`/dashboard/request-detail/${payable.requestId}`);
    const card = page.getByRole('region', { name: 'Garanzia NO PROBLEM' });
    // The prices come with the service's summary (slow on a busy machine).
    await expect(card).toContainText(
      /Attiva fino (al |all’)\d+ \w+ \d{4} compreso: se il caregiver/,
      {
        timeout: 30_000,
      },
    );
    await expect(card).toContainText(/Poi si rinnova per altri 30 giorni \(\d+,\d{2} €\)/);

    await card.getByRole('button', { name: 'Disattiva il rinnovo' }).tap();
    const dialog = page.getByRole('dialog', { name: 'Disattivare il rinnovo della garanzia?' });
    await expect(dialog).toContainText('la sostituzione non è più compresa');
    await dialog.getByRole('button', { name: 'Disattiva il rinnovo' }).tap();
    await expect(page.getByText('Rinnovo della garanzia disattivato.')).toBeVisible();
    await expect(card).toContainText('Rinnovo disattivato: la garanzia resta attiva fino a');
    await expect(card.getByRole('button', { name: 'Riattiva il rinnovo' })).toBeVisible();

    // Read again (another device): the page says the same.
    await page.reload();
    await expect(card).toContainText('Rinnovo disattivato', { timeout: 30_000 });

    const tutor = apiAs(await signInAccount(demoTutor.email, demoTutor.password));
    const detail = await tutor.call<{
      guaranteeRenewalOffAt: string | null;
      notes: { kind: string; text: string }[];
    }>('GET', `/v1/backoffice/requests/${payable.requestId}`);
    expect(detail.guaranteeRenewalOffAt).not.toBeNull();
    expect(detail.notes.map((n) => n.text)).toContain(
      'La famiglia ha disattivato il rinnovo della garanzia NO PROBLEM.',
    );
  });
});
