import { expect, test } from '@playwright/test';

test('the app answers in Italian and the server is healthy', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect(health.status()).toBe(200);
  expect(await health.json()).toEqual({ status: 'ok' });

  // Drawn by the server as the page it is, with its status.
  const answer = await page.goto('/una-pagina-che-non-esiste');
  expect(answer?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
  await expect(page).toHaveTitle(/Equilibrio/);
});
