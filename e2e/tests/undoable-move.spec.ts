import { expect, test } from '@playwright/test';
import { api, demoTutor, newCustomerWithRequest, signInToken } from '../support/accounts';
import { signInAsTutor } from '../support/backoffice';

// A one-click move shown as made ('La richiesta passa in … tra 5 s', 'Annulla') is sent when the page is left in
// its window — reloaded or closed at once — not only when the window ends.

test('a one-click move survives a reload straight after the click', async ({ page }) => {
  const { requestId } = await newCustomerWithRequest();
  await signInAsTutor(page, `/backoffice/requests/${requestId}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toContainText('Nuova');
  await page.getByRole('button', { name: 'Passa a «Da richiamare»' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'La richiesta passa in' })).toContainText(
    ' tra ',
  );
  await page.reload();
  await expect(heading).toContainText('Da richiamare');
});

test('a one-click move survives closing the tab straight after the click', async ({ browser }) => {
  const { requestId } = await newCustomerWithRequest();
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInAsTutor(page, `/backoffice/requests/${requestId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Nuova');
  await page.getByRole('button', { name: 'Passa a «Da richiamare»' }).click();
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
    .toBe('DA RICHIAMARE');
  await context.close();
});
