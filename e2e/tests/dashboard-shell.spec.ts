import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { api, demoTutor, signInNewCustomer, waitForMail } from '../support/accounts';

test.describe('dashboard shell', () => {
  test('a new customer sees the promo cards, the menu and the page titles', async ({ page }) => {
    await signInNewCustomer(page);
    await page.goto('/dashboard/home');

    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page).toHaveTitle('Home — Equilibrio');
    const promos = page.getByRole('region', { name: 'Scopri i servizi Equilibrio' });
    await expect(promos.getByRole('heading', { name: 'Nutrizionista' })).toBeVisible();
    await expect(promos.getByRole('heading', { name: 'Famiglia' })).toBeVisible();
    await expect(promos.getByRole('heading', { name: 'Psicologi e coach' })).toBeVisible();
    await expect(page.getByRole('button', { name: /non è ancora stato verificato/ })).toHaveCount(
      0,
    );

    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await menu.getByRole('link', { name: 'Elenco richieste' }).click();
    await expect(page).toHaveURL(/\/dashboard\/request-list$/);
    await expect(page.getByRole('navigation', { name: 'Percorso' })).toHaveText('Elenco richieste');
    await expect(page.getByText('Non hai ancora nessuna richiesta.')).toBeVisible();
    await expectAccessible(page);

    await menu.getByRole('button', { name: 'Assistenza' }).click();
    await menu.getByRole('link', { name: 'Video tutorial' }).click();
    await expect(page.getByRole('navigation', { name: 'Percorso' })).toHaveText(
      'Assistenza/Video tutorial',
    );
    await expect(page.getByRole('button', { name: 'Prima Richiesta' })).toBeVisible();
    await page.getByRole('button', { name: 'Gestione Assistiti' }).click();
    // Our own recording, served by the server and playable.
    const video = page.getByLabel('Video tutorial: Gestione Assistiti');
    await expect(video).toHaveAttribute('src', '/files/tutorials/gestione-assistiti.mp4');
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState >= 1 && v.duration > 5))
      .toBe(true);
    await expectAccessible(page);

    await page
      .getByRole('link', { name: /Equilibrio, vai alla Home/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });

  test('a tutorial whose video is missing says so instead of showing a player', async ({
    page,
  }) => {
    await signInNewCustomer(page);
    await page.route('**/files/tutorials/prima-richiesta.mp4', (route) =>
      route.fulfill({ status: 404, body: 'not found' }),
    );
    await page.goto('/dashboard/assistenza/tutorial');
    await expect(page.getByText('Video non ancora disponibile')).toBeVisible();
    await expect(page.getByLabel('Video tutorial: Prima Richiesta')).toHaveCount(0);
  });

  test('sends away a visitor who is not signed in', async ({ page }) => {
    await page.goto('/dashboard/request-list');
    // The login page is told where to come back to (links survive sign-in).
    await expect(page).toHaveURL(/\/login\?next=%2Fdashboard%2Frequest-list$/);
  });

  test('assistance: the help modal sends the message and confirms', async ({ page }) => {
    await signInNewCustomer(page);
    await page.goto('/dashboard/home');

    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await menu.getByRole('button', { name: 'Assistenza' }).click();
    await menu.getByRole('button', { name: 'Contatta assistenza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Hai bisogno di aiuto?' });
    await expect(dialog.getByRole('button', { name: 'Invia' })).toBeDisabled();
    await expectAccessible(page);

    await dialog.getByRole('textbox', { name: 'Messaggio' }).fill('   ');
    await dialog.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /^Errore$/ })).toBeVisible();
    await expect(dialog).toBeVisible();

    await dialog
      .getByRole('textbox', { name: 'Messaggio' })
      .fill('Non riesco a trovare il preventivo');
    await dialog.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByText('Assistenza richiesta con successo!')).toBeVisible();
    await expect(dialog).toBeHidden();

    // Without an assigned tutor, every active family tutor (here the demo tutor) receives it.
    const { messages } = await api<{ messages: { text: string }[] }>(
      `/dev/mailbox/messages?to=${encodeURIComponent(demoTutor.email)}`,
    );
    expect(messages.some((m) => m.text.includes('Non riesco a trovare il preventivo'))).toBe(true);
  });

  test('NPS: a score with suggestions is sent and the panel closes', async ({ page }) => {
    await signInNewCustomer(page);
    await page.goto('/dashboard/home');

    await page.getByRole('button', { name: 'Valuta Equilibrio' }).click();
    const panel = page.getByRole('dialog', {
      name: 'Quanto consiglieresti Equilibrio a un amico o a un collega?',
    });
    await expect(panel.getByRole('button', { name: 'Invia' })).toBeDisabled();
    await panel.getByRole('radio', { name: '9 su 10' }).click();
    await expectAccessible(page);
    await panel.getByRole('textbox', { name: /Suggerimenti/ }).fill('Molto comodo');
    await panel.getByRole('button', { name: 'Invia' }).click();
    await expect(page.getByText('Punteggio inviato correttamente!')).toBeVisible();
    await expect(panel).toBeHidden();
  });

  test('NPS: a failed send is reported in the panel and with a toast', async ({ page }) => {
    await signInNewCustomer(page);
    await page.route('**/v1/nps-scores', (route) =>
      route.fulfill({
        status: 503,
        json: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
      }),
    );
    await page.goto('/dashboard/home');
    await page.getByRole('button', { name: 'Valuta Equilibrio' }).click();
    const panel = page.getByRole('dialog', {
      name: 'Quanto consiglieresti Equilibrio a un amico o a un collega?',
    });
    await panel.getByRole('radio', { name: '2 su 10' }).click();
    await panel.getByRole('button', { name: 'Invia' }).click();
    const failure =
      "Attenzione! Errore durante l'invio dei dati del punteggio, riprovare più tardi.";
    await expect(panel.getByText(failure)).toBeVisible();
    await expect(page.getByText(failure)).toHaveCount(2);
  });

  test('unverified email: the red banner resends the verification email', async ({ page }) => {
    const account = await signInNewCustomer(page, { verified: false });
    await page.goto('/dashboard/home');

    const banner = page.getByRole('button', { name: /non è ancora stato verificato/ });
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await banner.click();
    const confirm = page.getByRole('dialog', { name: 'Attenzione' });
    await confirm.getByRole('button', { name: 'Si' }).click();
    await expect(page.getByText('Email di verifica account inviata.')).toBeVisible();

    await waitForMail(account.email, 'verify-email');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the menu is a drawer that closes on outside click and on Escape', async ({ page }) => {
    await signInNewCustomer(page);
    await page.goto('/dashboard/home');

    const open = page.getByRole('button', { name: 'Apri il menu' });
    await open.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Elenco richieste' })).toBeVisible();
    const box = await drawer.boundingBox();
    expect(Math.round(box!.width)).toBe(300);

    await page.mouse.click(370, 400);
    await expect(drawer).toBeHidden();

    await open.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await open.click();
    await page.getByRole('dialog').getByRole('link', { name: 'Elenco richieste' }).click();
    await expect(page).toHaveURL(/\/dashboard\/request-list$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('a toast opens under the red banner, never over it', async ({ page }) => {
    await signInNewCustomer(page, { verified: false });
    await page.goto('/dashboard/home');
    const banner = page.getByRole('button', { name: /non è ancora stato verificato/ });
    await banner.click();
    await page
      .getByRole('dialog', { name: 'Attenzione' })
      .getByRole('button', { name: 'Si' })
      .click();
    const toast = page.getByRole('alert').filter({ hasText: 'Email di verifica account inviata.' });
    await expect(toast).toBeVisible();
    const [bannerBox, toastBox] = [await banner.boundingBox(), await toast.boundingBox()];
    expect(toastBox!.y).toBeGreaterThanOrEqual(bannerBox!.y + bannerBox!.height);
    await expect(banner).toBeVisible();
  });
});
