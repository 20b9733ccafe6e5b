import { expect, test } from '@playwright/test';
import { apiAs, createAccount, signInBrowser } from '../support/accounts';
import { screenshot } from '../support/screenshots';

/**
 * Stored text comes back exactly as sent and is rendered as text, never as HTML: a dependant
 * named like a script (and like an image with an onerror handler) shows its name literally.
 */
const names = ['<script>alert(1)</script>', '<img src=x onerror="window.__xss=1">'];

test('a dependant named <script>…</script> comes back exactly and is shown as text', async ({
  page,
}) => {
  const account = await createAccount();
  const api = apiAs(account);
  for (const name of names) {
    await api.addDependant({ name, birthDate: '2019-03-15', gender: 'FEMALE' });
  }
  const stored = await api.get<{ name: string }[]>(`/v1/dependents?uid=${account.uid}`);
  expect(stored.map((d) => d.name).sort()).toEqual([...names].sort());

  const dialogs: string[] = [];
  page.on('dialog', async (dialog) => {
    dialogs.push(dialog.message());
    await dialog.dismiss();
  });
  await signInBrowser(page, account);
  await page.goto('/dashboard/personal-area/dependant');
  const list = page.getByRole('list', { name: 'Assistiti' });
  for (const name of names) await expect(list.getByText(name, { exact: true })).toBeVisible();
  expect(await list.innerHTML()).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  expect(await page.locator('script:has-text("alert(1)")').count()).toBe(0);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(
    await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
  ).toBeUndefined();
  expect(dialogs).toEqual([]);
  await screenshot(page, { path: 'test-results/screenshots/stored-text.png', fullPage: true });
});
