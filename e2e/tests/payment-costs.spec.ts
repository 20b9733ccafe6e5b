import { expect, type Page, test } from '@playwright/test';
import { signInBrowser } from '../support/accounts';
import { fillCard, goodCard, payableRequest } from '../support/payments';
import { screenshot } from '../support/screenshots';

/**
 * Issue 21 items 4, 5 and 14: one amount from the quote to the checkout, 'Effettua pagamento'
 * reachable without scrolling with the amount beside it, and a declined card that is not a dead
 * end — on a phone and on a desktop.
 */
const viewports = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Whether the element is inside the first screen, without scrolling. */
async function inFirstScreen(page: Page, locator: ReturnType<Page['locator']>) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
}

for (const [device, viewport] of Object.entries(viewports)) {
  test.describe(`costs and payment on a ${device}`, () => {
    test.use({ viewport });

    test('the quote, the button and the checkout show one total', async ({ page }, testInfo) => {
      const payable = await payableRequest();
      await signInBrowser(page, payable.account);
      await page.goto(`/dashboard/request-quote/${payable.requestId}`);

      const quote = page.getByRole('region', { name: 'Il tuo preventivo' });
      const payNow = quote.getByRole('region', { name: 'Da pagare a Equilibrio' });
      // The prices come with the service's summary (slow on a busy machine).
      await expect(payNow).toContainText('Selezione del caregiver', { timeout: 30_000 });
      await expect(payNow).toContainText('Garanzia NO PROBLEM — 30 giorni dal pagamento');
      const total = (await payNow
        .getByText(/^\d+,\d{2} €$/)
        .last()
        .textContent())!;
      await expect(quote.getByRole('region', { name: 'Poi' })).toContainText(
        'Rinnovo garanzia NO PROBLEM',
      );
      const caregiver = quote.getByRole('region', { name: 'Al caregiver' });
      await expect(caregiver).toContainText('10,00 €/h');
      // 3 days × 1 slot × 4 h ≈ 52 h a month.
      await expect(caregiver).toContainText('circa 52 ore al mese');
      await expect(caregiver).toContainText('circa 520,00 €');

      const pay = page.getByRole('button', {
        name: `Effettua pagamento — richiesta #${payable.requestId}`,
      });
      // Said as paid to Equilibrio, as the quote and the checkout say it.
      await expect(pay).toHaveAccessibleDescription(`Da pagare a Equilibrio: ${total}`);
      expect(await inFirstScreen(page, pay)).toBe(true);
      await screenshot(page, { path: testInfo.outputPath(`quote-${viewport.width}.png`) });
      await screenshot(quote, { path: testInfo.outputPath(`quote-card-${viewport.width}.png`) });

      await pay.click();
      await expect(page).toHaveURL(/\/checkout\/sandbox\//);
      await expect(page.locator('.total')).toHaveText(total);
      await expect(page.getByRole('button', { name: `Paga ${total}` })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Da pagare a Equilibrio' })).toContainText(
        'Selezione del caregiver',
      );
      await expect(page.getByRole('region', { name: 'Al caregiver' })).toContainText(
        'circa 520,00 €',
      );
      // What is paid for, now and later, is read before the card is asked for: beside it on a
      // desktop, above it on a phone.
      const detail = (await page
        .getByRole('region', { name: 'Dettaglio dell’importo' })
        .boundingBox())!;
      const card = (await page.getByRole('heading', { name: 'Paga con carta' }).boundingBox())!;
      if (device === 'phone') expect(detail.y).toBeLessThan(card.y);
      else expect(detail.x + detail.width).toBeLessThanOrEqual(card.x);
      await screenshot(page, {
        path: testInfo.outputPath(`checkout-${viewport.width}.png`),
        fullPage: true,
      });
    });

    test('a declined card: the reason, a retry on the page, and Home’s retry', async ({
      page,
    }, testInfo) => {
      const payable = await payableRequest();
      await page.goto(payable.checkoutURL);

      // Checked before posting: grouped number, '1228' read as 12/28, errors by the field.
      const number = page.getByLabel('Numero della carta');
      await number.pressSequentially('4242424242424241');
      await expect(number).toHaveValue('4242 4242 4242 4241');
      await page.getByLabel('Scadenza (MM/AA)').fill('1228');
      await page.getByLabel('CVC').focus();
      await expect(page.getByLabel('Scadenza (MM/AA)')).toHaveValue('12/28');
      await page.getByRole('button', { name: /^Paga \d/ }).click();
      await expect(number).toHaveAccessibleDescription('Il numero della carta non è valido');
      await expect(page.getByLabel('CVC')).toHaveAccessibleDescription(
        'Inserisci il codice di sicurezza',
      );
      await expect(page).toHaveURL(payable.checkoutURL);

      await fillCard(page, { ...goodCard, number: '4000 0000 0000 0002', expiry: '1228' });
      await page.getByRole('button', { name: /^Paga \d/ }).click();
      const declined = page.getByRole('alert').filter({ hasText: 'Carta rifiutata dalla banca' });
      await expect(declined).toBeVisible();
      await expect(declined).toContainText('La carta è stata rifiutata dalla banca emittente.');
      expect(await inFirstScreen(page, declined)).toBe(true);
      await screenshot(page, {
        path: testInfo.outputPath(`checkout-declined-${viewport.width}.png`),
      });
      expect(await payable.status()).toBe('DA PAGARE');

      // Giving up instead: back on the request, nothing charged, a new checkout from there.
      await signInBrowser(page, payable.account);
      await page.goto(payable.checkoutURL);
      await page.getByRole('button', { name: 'Annulla e torna a Equilibrio' }).click();
      await expect(page.getByRole('status', { name: /Pagamento annullato/ })).toBeVisible();
      await expect(page.getByText('Pagamento fallito')).toBeHidden();
      await page.getByRole('button', { name: /^Effettua pagamento/ }).click();
      await expect(page).toHaveURL(/\/checkout\/sandbox\//);
      expect(page.url()).not.toBe(payable.checkoutURL);
      await fillCard(page, { ...goodCard, expiry: '12/28' });
      await page.getByRole('button', { name: /^Paga \d/ }).click();
      await expect(
        page.getByRole('dialog', { name: 'Pagamento effettuato con successo!' }),
      ).toBeVisible();
      await expect.poll(payable.status).toBe('PAGATO');
    });
  });
}
