import { expect, type Page, test } from '@playwright/test';
import {
  customerApi,
  demoTutor,
  newCustomerWithRequest,
  signInBrowserAs,
  signInToken,
  tutorApi,
} from '../support/accounts';
import { openDialog, proposeCaregiver, signInAsTutor } from '../support/backoffice';
import { screenshot, shotsDir } from '../support/screenshots';

const noLoaders = async (page: Page) =>
  expect(page.locator('.mantine-Loader-root, .mantine-Skeleton-root')).toHaveCount(0, {
    timeout: 20_000,
  });

// Two screens and two people each: more than the default minute on a loaded machine.
test.describe.configure({ timeout: 180_000 });

// Issue 23, items 3-5: the tutor finds a matching caregiver among the suggestions, proposes them
// with a reason and publishes; the family sees the profile with its badges and chooses.
test('a suggested caregiver, proposed with a reason, chosen from the profile card', async ({
  page,
  browser,
}) => {
  const customer = await newCustomerWithRequest({ needs: 'Aiuto compiti' });
  const tutor = tutorApi(await signInToken(demoTutor.email, demoTutor.password));
  await tutor.sendQuote(customer.requestId);
  await customerApi(customer).acceptQuote(customer.requestId);
  await tutor.startSelection(customer.requestId);

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsTutor(page, `/backoffice/requests/${customer.requestId}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Selezione attiva');
  const suggested = page.getByRole('list', { name: 'Caregiver suggeriti' });
  const martina = suggested.getByRole('listitem').filter({ hasText: 'Martina Rossi' });
  await expect(martina).toContainText('Aiuto compiti');
  await noLoaders(page);
  await screenshot(page, { path: `${shotsDir}/suggestions-1280.png`, fullPage: true });

  const caregivers = page.getByRole('region', { name: 'Caregiver' });
  const reason = caregivers.getByRole('textbox', { name: 'Perché proponiamo Martina Rossi' });
  // Martina may be held on a demo request: the tutor confirms.
  await proposeCaregiver(page, page.getByRole('button', { name: 'Proponi Martina Rossi' }), reason);
  await reason.fill('Segue i compiti con pazienza, anche in inglese.');
  await reason.blur();
  await expect(page.getByText('Motivazione salvata')).toBeVisible();
  await screenshot(page, { path: `${shotsDir}/candidate-reason-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Invia profili al cliente' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Inviato CV', {
    timeout: 20_000,
  });

  // The family, on a phone.
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signInBrowserAs(phone, customer);
  await phone.goto(`/dashboard/request-detail/${customer.requestId}`);
  const card = phone.getByRole('article', { name: 'Martina Rossi' });
  await expect(card).toContainText('Perché te la proponiamo');
  await expect(card).toContainText('Segue i compiti con pazienza, anche in inglese.');
  await expect(card).toContainText('Documento verificato');
  await expect(card).toContainText('Colloquio con Equilibrio');
  await expect(card).toContainText('Torino');
  await expect(card.getByText('Aiuto compiti')).toBeVisible();
  await expect(card).not.toContainText('+39');
  await noLoaders(phone);
  await card.scrollIntoViewIfNeeded();
  await screenshot(card, { path: `${shotsDir}/caregiver-profile-390.png` });

  await card.getByRole('button', { name: 'Accetta Martina Rossi' }).click();
  const accept = await openDialog(phone, 'Accetta caregiver');
  const reloaded = phone.waitForEvent('load');
  await accept.getByRole('button', { name: 'Accetta', exact: true }).click();
  await reloaded;
  await expect(
    phone.getByRole('article', { name: 'Martina Rossi' }).getByText('Accettato'),
  ).toBeVisible();
});

test('the caregiver form records the profile: comune, skills, experience, week grid', async ({
  page,
}) => {
  const surname = `Profilo${Date.now().toString(36).slice(-5)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsTutor(page, '/backoffice/caregivers/new');
  await expect(page.getByRole('heading', { name: 'Nuovo caregiver' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Tipo' }).click();
  await page.getByRole('option', { name: 'Babysitter' }).click();
  await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Irene');
  await page.getByRole('textbox', { name: 'Cognome' }).fill(surname);
  await page.getByRole('combobox', { name: 'Comune di residenza' }).fill('Asti');
  await page.getByRole('option', { name: 'Asti (AT)', exact: true }).click();
  await page.getByRole('textbox', { name: 'Data di nascita' }).fill('15/06/1995');
  await page.getByRole('textbox', { name: 'Anni di esperienza' }).fill('4');
  await page.getByRole('combobox', { name: 'Competenze' }).fill('Aiuto');
  await page.getByRole('option', { name: 'Aiuto compiti' }).click();
  await page.keyboard.press('Escape');
  for (const cell of ['Lunedì pomeriggio', 'Mercoledì pomeriggio', 'Venerdì pomeriggio']) {
    await page.getByRole('checkbox', { name: cell }).check();
  }
  await screenshot(page, { path: `${shotsDir}/caregiver-form-profile-1280.png`, fullPage: true });
  await page.getByRole('button', { name: 'Crea caregiver' }).click();
  await expect(page.getByText('Caregiver creato')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Comune di residenza' })).toHaveValue('Asti');
  await expect(page.getByRole('checkbox', { name: 'Mercoledì pomeriggio' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mercoledì mattina' })).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Anni di esperienza' })).toHaveValue('4');
});
