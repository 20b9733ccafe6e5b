import { expect, type Page, test } from '@playwright/test';
import {
  type Account,
  apiAs,
  createAccount,
  demoTutor,
  signInAccount,
  signInBrowser,
} from '../support/accounts';

const goodCard = {
  number: '4242 4242 4242 4242',
  expiry: '12/34',
  cvc: '123',
  name: 'Giulia Verdi',
};

type Payable = {
  account: Account;
  requestId: number;
  checkoutURL: string;
  status: () => Promise<string>;
};

/**
 * A new customer with a request the family tutor took to DA PAGARE through the real API:
 * first request, quote, selection, published candidate, the customer's choice. Then the
 * customer's "Effettua pagamento" call, whose answer is the checkout address.
 */
async function payableRequest(): Promise<Payable> {
  const account = await createAccount();
  const customer = apiAs(account);
  const tutor = apiAs(await signInAccount(demoTutor.email, demoTutor.password));
  const { id } = await customer.call<{ id: number }>('POST', '/v2/requests/first-request', {
    uid: account.uid,
    name: 'Giulia',
    surname: 'Verdi',
    email: account.email,
    phone: '+39 333 765 4321',
    needs: 'Babysitter',
    details: 'Due bambini, tre pomeriggi a settimana',
    conditions: true,
    companyId: null,
  });
  const [service] = await tutor.call<{ id: number }[]>(
    'GET',
    '/v1/backoffice/services?businessLine=BABYSITTER&customerType=B2C',
  );
  const move = (path: string, data: unknown = {}) =>
    tutor.call('POST', `/v1/backoffice/requests/${id}/${path}`, data);
  await move('quote', {
    serviceId: service!.id,
    requestDetail: {
      serviceStart: '2030-01-07',
      serviceEnd: '2030-06-30',
      netHourCost: 10,
      packageFlatCost: null,
    },
  });
  await customer.call('POST', `/v1/requests/confirm-quotation?requestID=${id}`, {});
  await move('start-selection');
  await move('candidates', { docRef: 'cg-martina-rossi' });
  await move('publish-candidates');
  await customer.call(
    'PATCH',
    `/v1/caregiver-selection/request/${id}/caregiver/cg-martina-rossi/accept`,
  );
  const { checkoutURL } = await customer.call<{ checkoutURL: string }>(
    'POST',
    '/v1/payments/user-request-payment',
    { requestId: id },
  );
  return {
    account,
    requestId: id,
    checkoutURL,
    status: async () =>
      (await tutor.call<{ status: string }>('GET', `/v1/backoffice/requests/${id}`)).status,
  };
}

async function fillCard(page: Page, card: typeof goodCard) {
  await page.getByLabel('Numero della carta').fill(card.number);
  await page.getByLabel('Scadenza (MM/AA)').fill(card.expiry);
  await page.getByLabel('CVC').fill(card.cvc);
  await page.getByLabel('Titolare della carta').fill(card.name);
}

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
      page.getByText('Il profilo di Martina Rossi resta riservato per te'),
    ).toBeVisible();

    await fillCard(page, goodCard);
    await page.getByRole('button', { name: /^Paga \d/ }).click();
    await page.waitForURL(
      `**/dashboard/home?payment=${payable.requestId}&redirect_status=succeeded`,
      { waitUntil: 'commit' },
    );
    await expect.poll(payable.status).toBe('PAGATO');

    // The finished checkout cannot be used again.
    await page.goto(payable.checkoutURL);
    await expect(page.getByRole('heading', { name: 'Pagamento già effettuato' })).toBeVisible();
  });

  test('declines 4000…0002: back with failed, the request stays DA PAGARE', async ({ page }) => {
    const payable = await payableRequest();
    await page.goto(payable.checkoutURL);
    await fillCard(page, { ...goodCard, number: '4000 0000 0000 0002' });
    await page.getByRole('button', { name: /^Paga \d/ }).click();
    await page.waitForURL(`**/dashboard/home?payment=${payable.requestId}&redirect_status=failed`, {
      waitUntil: 'commit',
    });
    expect(await payable.status()).toBe('DA PAGARE');
  });

  test('rejects an invalid card on the page, in Italian, and is usable on a phone', async ({
    page,
  }, testInfo) => {
    const payable = await payableRequest();
    await page.goto(payable.checkoutURL);
    await page.screenshot({ path: testInfo.outputPath('checkout-1280.png'), fullPage: true });

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
    await page.screenshot({
      path: testInfo.outputPath('checkout-errors-1280.png'),
      fullPage: true,
    });

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(payable.checkoutURL);
    await page.screenshot({ path: testInfo.outputPath('checkout-390.png'), fullPage: true });
    // Keyboard only: the fields and the pay button in order.
    await page.getByLabel('Numero della carta').focus();
    await page.keyboard.type('4242424242424242');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Giulia Verdi');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /^Paga \d/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Scadenza (MM/AA)')).toHaveAccessibleDescription(
      'Scadenza non valida: usa il formato MM/AA',
    );
    await page.getByLabel('Scadenza (MM/AA)').fill('12/34');
    await page.getByLabel('CVC').fill('123');
    await page.getByRole('button', { name: /^Paga \d/ }).click();
    await page.waitForURL(/redirect_status=succeeded/, { waitUntil: 'commit' });
  });

  test('cancel goes back with failed and charges nothing', async ({ page }) => {
    const payable = await payableRequest();
    await page.goto(payable.checkoutURL);
    await page.getByRole('button', { name: 'Annulla e torna a Equilibrio' }).click();
    await page.waitForURL(`**/dashboard/home?payment=${payable.requestId}&redirect_status=failed`, {
      waitUntil: 'commit',
    });
    expect(await payable.status()).toBe('DA PAGARE');
  });
});

test.describe('payment from the dashboard', () => {
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

  test('a declined card shows Pagamento fallito and the request can still be paid', async ({
    page,
  }) => {
    const payable = await payableRequest();
    await signInBrowser(page, payable.account);
    await page.goto('/dashboard/home');
    await page.getByRole('button', { name: 'Effettua pagamento' }).first().click();
    await fillCard(page, { ...goodCard, number: '4000 0000 0000 0002' });
    await page.getByRole('button', { name: /^Paga \d/ }).click();
    const modal = page.getByRole('dialog');
    await expect(modal.getByText('Pagamento fallito')).toBeVisible();
    await modal.getByRole('button', { name: 'Torna alla dashboard' }).click();
    await expect(page.getByRole('button', { name: 'Effettua pagamento' }).first()).toBeVisible();
    expect(await payable.status()).toBe('DA PAGARE');
  });
});
