import { expect, test } from '@playwright/test';
import { createAccount, signInOnFirstLoad, uniqueEmail } from '../support/accounts';

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

// @full-browser: the headless shell has no automatic dark mode to force.
test('light only: a browser’s automatic dark mode leaves the pages light', {
  tag: '@full-browser',
}, async ({ playwright, launchOptions, baseURL, page }) => {
  // Android Chrome's automatic dark mode ('WebContentsForceDark') darkens a page that does not
  // opt out: the header went black with the menu's black ☰ on it.
  const forcing = await playwright.chromium.launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), '--enable-features=WebContentsForceDark'],
  });
  let shots: { page: string; control: string };
  try {
    const dark = await forcing.newPage({
      colorScheme: 'dark',
      viewport: { width: 390, height: 844 },
    });
    // The control: a plain white page that does not opt out comes out dark, so the browser does
    // force its dark mode (else the check below would prove nothing).
    await dark.setContent('<!doctype html><title>Controllo</title><body style="background:#fff">');
    const control = await dark.screenshot({ clip: { x: 0, y: 0, width: 8, height: 8 } });
    await dark.goto(`${baseURL}/login`);
    await expect(dark.getByRole('heading', { level: 1 })).toBeVisible();
    // A corner of the sign-in card, inside its padding: white unless darkened.
    const card = await dark.locator('form').first().boundingBox();
    const shot = await dark.screenshot({
      clip: { x: card!.x - 16, y: card!.y, width: 8, height: 8 },
    });
    shots = { page: shot.toString('base64'), control: control.toString('base64') };
  } finally {
    await forcing.close();
  }
  // The painted pixels, read back by decoding the screenshots in a page.
  await page.setContent('<!doctype html><title>Lettura</title>');
  const lightnessOf = (png: string) =>
    page.evaluate(async (data) => {
      const image = new Image();
      image.src = `data:image/png;base64,${data}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return -1;
      context.drawImage(image, 0, 0);
      const [r, g, b] = context.getImageData(4, 4, 1, 1).data;
      return Math.round(((r ?? 0) + (g ?? 0) + (b ?? 0)) / 3);
    }, png);
  expect(await lightnessOf(shots.control)).toBeLessThan(100);
  const lightness = await lightnessOf(shots.page);
  expect(lightness).toBeGreaterThan(200);
});

// Windows contrast themes paint every background over with the theme's own: a switch drawn by
// backgrounds alone vanished, a ticked radio looked empty (a second tap undid the choice).
test('contrast themes: a switch and a chosen radio still show, and show their state', async ({
  page,
}) => {
  await signInOnFirstLoad(page, await createAccount({ email: uniqueEmail('contrasto') }));
  await page.goto('/dashboard/personal-area/personal-info');
  const toggle = page.getByRole('switch', { name: /indirizzo predefinito come indirizzo/ });
  const track = page
    .locator('.mantine-Switch-track')
    .filter({ has: page.locator('.mantine-Switch-thumb') })
    .first();
  const contact = page.getByRole('radiogroup', { name: /Come preferisci che ti contattiamo/ });
  await expect(toggle).toBeAttached();
  // A choice made, as a family makes it: the radio ticked.
  await contact.getByRole('radio', { name: 'WhatsApp' }).check();
  const chosen = contact.getByRole('radio', { name: 'WhatsApp' });
  const other = contact.getByRole('radio', { name: 'Email' });
  const look = () =>
    Promise.all([
      track.evaluate((el) => getComputedStyle(el).borderTopStyle),
      chosen.evaluate((el) => getComputedStyle(el).backgroundColor),
      other.evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
  // The control: without a contrast theme, the switch has no edge of its own.
  const [plainEdge] = await look();
  expect(plainEdge).toBe('none');

  await page.emulateMedia({ forcedColors: 'active' });
  const [edge, chosenFill, otherFill] = await look();
  expect(edge).toBe('solid');
  expect(chosenFill).not.toBe(otherFill);
});
