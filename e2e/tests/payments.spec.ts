import { expect, test } from '@playwright/test';
import { signInBrowser } from '../support/accounts';
import { fillCard, goodCard, payableRequest, signInBackToHome } from '../support/payments';
import { screenshot } from '../support/screenshots';

test.describe('sandbox checkout page', () => {
  test('pays with 4242… and lands on Home with succeeded', async ({ page }) => {
    const payable = await payableRequest();
    expect(new URL(payable.checkoutURL).pathname).toMatch(/^\/checkout\/sandbox\//);
    await page.goto(payable.checkoutURL);
    await expect(page).toHaveTitle(`Pagamento richiesta #${payable.requestId} — Equilibrio`);
    await expect(
      page.getByRole('heading', { name: `Richiesta #${payable.requestId} — Babysitter` }),
    ).toBeVisible();
    await expect(
      page.getByText(`Il profilo di ${payable.caregiver.fullName} resta riservato per te`),
    ).toBeVisible();

    await fillCard(page, goodCard);
    await page.getByRole('button', { name: /^Paga \d/ }).click();
    // This browser is not signed in: Home is answered with the sign-in, which comes back there.
    await page.waitForURL(signInBackToHome(payable.requestId, 'succeeded'));
    await expect.poll(payable.status).toBe('PAGATO');

    // The finished checkout, opened again, answers as its payment did: Home's outcome.
    await page.goto(payable.checkoutURL);
    await page.waitForURL(signInBackToHome(payable.requestId, 'succeeded'));
  });

  test('declines 4000…0002 on the page: the reason, nothing charged, a retry pays', async ({
    page,
  }) => {
    const payable = await payableRequest();
    await page.goto(payable.checkoutURL);
    await fillCard(page, { ...goodCard, number: '4000 0000 0000 0002' });
    await page.getByRole('button', { name: /^Paga \d/ }).click();
    await expect(page.getByText('Carta rifiutata dalla banca')).toBeVisible();
    await expect(page).toHaveURL(/\/checkout\/sandbox\//);
    expect(await payable.status()).toBe('DA PAGARE');
    // The cardholder and the expiry stay; the card and its code are typed again.
    await expect(page.getByLabel('Titolare della carta')).toHaveValue(goodCard.name);
    await expect(page.getByLabel('Scadenza (MM/AA)')).toHaveValue(goodCard.expiry);
    await expect(page.getByLabel('Numero della carta')).toHaveValue('');
    await expect(page.getByLabel('CVC')).toHaveValue('');
    await page.getByLabel('Numero della carta').fill(goodCard.number);
    await page.getByLabel('CVC').fill(goodCard.cvc);
    await page.getByRole('button', { name: /^Riprova a pagare \d/ }).click();
    await page.waitForURL(signInBackToHome(payable.requestId, 'succeeded'));
    await expect.poll(payable.status).toBe('PAGATO');
    // The browser's Back finds no form to send again: the paid checkout answers as it did.
    await page.goBack();
    await page.waitForURL(signInBackToHome(payable.requestId, 'succeeded'));
  });

  test('rejects an invalid card on the page, in Italian, and is usable on a phone', async ({
    page,
  }, testInfo) => {
    const payable = await payableRequest();
    await page.goto(payable.checkoutURL);
    await screenshot(page, { path: testInfo.outputPath('checkout-1280.png'), fullPage: true });

    await fillCard(page, { ...goodCard, number: '4242 4242 4242 4241', cvc: '' });
    await page.getByRole('button', { name: /^Paga \d/ }).click();
    await expect(page.getByRole('alert')).toHaveText('Controlla i dati della carta evidenziati.');
    const number = page.getByLabel('Numero della carta');
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Il numero della carta non è valido');
    await expect(page.getByLabel('CVC')).toHaveAccessibleDescription(
      'Inserisci il codice di sicurezza',
    );
    await expect(number).toHaveValue('4242 4242 4242 4241');
    expect(await payable.status()).toBe('DA PAGARE');
    await screenshot(page, {
      path: testInfo.outputPath('checkout-errors-1280.png'),
      fullPage: true,
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(payable.checkoutURL);
    await screenshot(page, { path: testInfo.outputPath('checkout-390.png'), fullPage: true });
    // Keyboard only: the fields and the pay button in order.
    await page.getByLabel('Numero della carta').focus();
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1334');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Giulia Verdi');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Paga \d/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Scadenza (MM/AA)')).toHaveAccessibleDescription(
      'Il mese di scadenza non esiste: scrivi un mese da 01 a 12',
    );
    // Checked before posting: the request never left the page.
    await expect(page).toHaveURL(payable.checkoutURL);
    // As people type it: '1234' is 12/34.
    await page.getByLabel('Scadenza (MM/AA)').fill('1234');
    await page.getByRole('button', { name: /^Paga \d/ }).click();
    await page.waitForURL(signInBackToHome(payable.requestId, 'succeeded'));
  });

  test('cancel goes back to the request (not to a failure) and charges nothing', async ({
    page,
  }) => {
    const payable = await payableRequest();
    await page.goto(payable.checkoutURL);
    await page.getByRole('button', { name: 'Annulla e torna a Equilibrio' }).click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/login' &&
        url.searchParams.get('next') ===
          `/dashboard/request-detail/${payable.requestId}?pagamento=annullato`,
    );
    expect(await payable.status()).toBe('DA PAGARE');
  });
});

test.describe('payment from the dashboard', () => {
  test('a double tap on «Paga» sends one payment and opens the success modal', async ({ page }) => {
    const payable = await payableRequest();
    await signInBrowser(page, payable.account);
    // The buttons as the page draws them just after each submit, reported from the page itself
    // (a locator or an evaluate would wait for the held navigation to finish).
    const seen: { label: string | null; disabled: boolean }[][] = [];
    await page.exposeFunction('reportButtons', (buttons: (typeof seen)[number]) => {
      seen.push(buttons);
    });
    await page.addInitScript(() => {
      document.addEventListener('submit', () =>
        setTimeout(() =>
          (window as unknown as { reportButtons: (b: unknown) => void }).reportButtons(
            Array.from(document.querySelectorAll('button'), (button) => ({
              label: button.textContent,
              disabled: button.disabled,
            })),
          ),
        ),
      );
    });
    await page.goto(payable.checkoutURL);
    await fillCard(page, goodCard);
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/pay')) posts.push(request.url());
    });
    // The bank takes a moment: the page says it is working, and a second tap sends nothing.
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/checkout/sandbox/*/pay', async (route) => {
      await answered;
      await route.continue();
    });
    await page.getByRole('button', { name: /^Paga \d/ }).dblclick();
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    expect(seen[0]).toEqual([
      { label: 'Pagamento in corso…', disabled: true },
      { label: 'Annulla e torna a Equilibrio', disabled: true },
    ]);
    release();

    const modal = page.getByRole('dialog');
    await expect(modal.getByText('Pagamento effettuato con successo!')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(await payable.status()).toBe('PAGATO');
  });

  test('Effettua pagamento → sandbox → Home modal, the card then waits', async ({ page }) => {
    const payable = await payableRequest();
    await signInBrowser(page, payable.account);
    await page.goto('/dashboard/home');
    await page.getByRole('button', { name: 'Effettua pagamento' }).first().click();
    await expect(page).toHaveURL(/\/checkout\/sandbox\//);
    await fillCard(page, goodCard);
    await page.getByRole('button', { name: /^Paga \d/ }).click();

    const modal = page.getByRole('dialog');
    await expect(modal.getByText('Pagamento effettuato con successo!')).toBeVisible();
    await modal.getByRole('button', { name: 'Torna alla dashboard' }).click();
    await expect(modal).toBeHidden();
    await expect(page.getByText('In attesa').first()).toBeVisible();
    expect(await payable.status()).toBe('PAGATO');
  });
});
