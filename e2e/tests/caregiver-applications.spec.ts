import { expect, type Page, test } from '@playwright/test';
import { uniqueSuffix } from '../support/accounts';
import { signInAsTutor } from '../support/backoffice';
import { screenshot, shotsDir } from '../support/screenshots';

/** 'Lavora con noi' (issue 23): a caregiver applies; a tutor vets and accepts them. */

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

const loaded = (page: Page) =>
  expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0);

async function chooseComune(page: Page, label: string, typed: string, name: RegExp) {
  await page.getByRole('textbox', { name: label }).fill(typed);
  await page.getByRole('option', { name }).first().click();
}

test('a caregiver applies; a tutor records the checks and accepts; the caregiver is in the directory', async ({
  page,
}) => {
  // Two people's journeys in one test, on a shared machine.
  test.setTimeout(180_000);
  const surname = `Ferrero${uniqueSuffix().slice(-4)}`;
  const email = `giulia.${uniqueSuffix()}@example.it`;

  // ── The applicant, on a phone ──────────────────────────────────────────────────────────────
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/login');
  await page.getByRole('link', { name: 'Lavora con noi' }).click();
  await expect(page.getByRole('heading', { name: 'Lavora con noi', level: 1 })).toBeVisible();

  // Sent empty: the Italian messages, nothing sent.
  await page.getByRole('button', { name: 'Invia la candidatura' }).click();
  await expect(page.getByText('Questo campo è obbligatorio').first()).toBeVisible();
  await expect(page.getByText('Scegli almeno un servizio')).toBeVisible();

  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Giulia');
  await page.getByRole('textbox', { name: 'Cognome' }).fill(surname);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Telefono' }).fill('+39 333 123 4567');
  await page.getByRole('textbox', { name: 'Data di nascita' }).fill('12/03/1994');
  await chooseComune(page, 'Comune in cui vivi', 'Torino', /^Torino/);
  await chooseComune(page, 'Aggiungi un comune in cui puoi lavorare', 'Moncalieri', /Moncalieri/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Moncalieri (TO)' })).toBeVisible();
  await page.getByText('Babysitter', { exact: true }).click();
  await page.getByText('Aiuto compiti', { exact: true }).click();
  await page.getByText('Italiano', { exact: true }).click();
  await page.getByRole('textbox', { name: 'Anni di esperienza' }).fill('6');
  await page
    .getByRole('textbox', { name: 'Presentati alle famiglie' })
    .fill('Sono una babysitter con sei anni di esperienza con bambini dai 2 ai 10 anni.');
  for (const cell of ['Lunedì pomeriggio', 'Mercoledì pomeriggio', 'Venerdì pomeriggio']) {
    await page.getByRole('checkbox', { name: cell }).check();
  }
  await page
    .locator('input[type="file"][accept^="image"]')
    .setInputFiles({ name: 'giulia.png', mimeType: 'image/png', buffer: png });
  await page
    .locator('input[type="file"][accept="application/pdf"]')
    .setInputFiles({ name: 'cv-giulia.pdf', mimeType: 'application/pdf', buffer: pdf });
  await page
    .getByRole('checkbox', { name: /Ho letto l’informativa privacy per i candidati/ })
    .check();
  await screenshot(page, { path: `${shotsDir}/apply-form-390.png`, fullPage: true });

  await page.getByRole('button', { name: 'Invia la candidatura' }).click();
  await expect(page.getByText('Grazie, abbiamo ricevuto la tua candidatura!')).toBeVisible();
  await expect(page.getByText(`Ti abbiamo scritto a ${email}`)).toBeVisible();

  // ── The tutor, at a desk ───────────────────────────────────────────────────────────────────
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsTutor(page, '/backoffice/applications');
  await expect(page.getByRole('heading', { name: 'Candidature', level: 1 })).toBeVisible();
  await page.getByRole('textbox', { name: 'Cerca' }).fill(email);
  await page.getByRole('link', { name: `Giulia ${surname}` }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Giulia ${surname}`) })).toBeVisible();
  await loaded(page);
  await expect(page.getByText('Torino (TO)').first()).toBeVisible();

  const record = async (kind: string, fill?: () => Promise<void>) => {
    await page.getByRole('button', { name: 'Registra una verifica' }).click();
    await page.getByRole('combobox', { name: 'Verifica' }).click();
    await page.getByRole('option', { name: kind }).click();
    await fill?.();
    await page.getByRole('button', { name: 'Salva la verifica' }).click();
    await expect(page.getByRole('button', { name: 'Salva la verifica' })).toHaveCount(0);
  };
  await record('Documento d’identità visionato');
  await record('Referenze verificate', () =>
    page.getByRole('textbox', { name: 'Chi è stato sentito' }).fill('Famiglia Bianchi, Torino'),
  );
  await record('Colloquio con l’agenzia', () =>
    page.getByRole('textbox', { name: 'Note del colloquio' }).fill('Puntuale e preparata.'),
  );
  await expect(page.getByText('Referenza: Famiglia Bianchi, Torino')).toBeVisible();
  await expect(page.getByText('In valutazione').first()).toBeVisible();
  await loaded(page);
  await screenshot(page, { path: `${shotsDir}/backoffice-application-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Accogli la candidatura' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accogli la candidatura' });
  await dialog.getByRole('button', { name: 'Accogli', exact: true }).click();
  await expect(page.getByText('Candidatura accolta')).toBeVisible();
  await page.getByRole('link', { name: 'Apri la scheda del caregiver' }).click();
  await expect(page).toHaveURL(/\/backoffice\/caregivers\/cg-giulia-/);
  await expect(page.getByText('Referenza: Famiglia Bianchi, Torino')).toBeVisible();

  await page.goto('/backoffice/caregivers');
  await page.getByRole('textbox', { name: 'Cerca' }).fill(surname);
  await expect(page.getByRole('link', { name: `Giulia ${surname}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Elena Bruno' })).toHaveCount(0);
});
