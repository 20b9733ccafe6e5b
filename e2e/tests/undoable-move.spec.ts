import { expect, test } from '@playwright/test';
import {
  api,
  customerApi,
  demoTutor,
  newCustomerWithRequest,
  signInToken,
  tutorApi,
} from '../support/accounts';
import { signInAsTutor } from '../support/backoffice';

// A one-click move shown as made ('La richiesta passa in … tra 5 s', 'Annulla') is sent when the page is left in
// its window — reloaded or closed at once — not only when the window ends. 'Avvia selezione' on a
// quote the family accepted is one.

/** A new family's request whose quote they accepted (PREVENTIVO ACCETTATO). */
async function acceptedRequest() {
  const customer = await newCustomerWithRequest();
  await tutorApi(await signInToken(demoTutor.email, demoTutor.password)).sendQuote(
    customer.requestId,
  );
  await customerApi(customer).acceptQuote(customer.requestId);
  return customer;
}

test('a one-click move survives a reload straight after the click', async ({ page }) => {
  const { requestId } = await acceptedRequest();
  await signInAsTutor(page, `/backoffice/requests/${requestId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Preventivo accettato');
  await page.getByRole('button', { name: 'Avvia selezione' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La richiesta passa in' })).toContainText(
    ' tra ',
  );
  await page.reload();
  await expect(heading).toContainText('Selezione attiva');
});

test('a one-click move survives closing the tab straight after the click', async ({ browser }) => {
  const { requestId } = await acceptedRequest();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsTutor(page, `/backoffice/requests/${requestId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Preventivo accettato');
  await page.getByRole('button', { name: 'Avvia selezione' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La richiesta passa in' })).toContainText(
    ' tra ',
  );
  await page.close({ runBeforeUnload: true });
  const token = await signInToken(demoTutor.email, demoTutor.password);
  await expect
    .poll(
      async () =>
        (await api<{ status: string }>(`/v1/backoffice/requests/${requestId}`, { token })).status,
      // Well within the 5 s window: sent when the tab closed, not when the window would have ended.
      { timeout: 3_000 },
    )
    .toBe('SELEZIONE ATTIVA');
  await context.close();
});
