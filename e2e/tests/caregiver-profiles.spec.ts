import { expect, test } from '@playwright/test';
import { nameNewCaregiver, signInAsTutor } from '../support/backoffice';
import { screenshot, shotsDir } from '../support/screenshots';

// The whole of issue 23 — applying, vetting, suggestions, the family's profile and choice — is
// one journey in caregiver-applications.spec.ts.

test('the caregiver form records the profile: comuni, skills, experience, week grid', async ({
  page,
}) => {
  const surname = `Profilo${Date.now().toString(36).slice(-5)}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAsTutor(page, '/backoffice/caregivers/new');
  await nameNewCaregiver(page, 'Babysitter', 'Irene', surname);
  await page.getByRole('combobox', { name: 'Comune di residenza' }).fill('Asti');
  await page.getByRole('option', { name: 'Asti (AT)', exact: true }).click();
  const workComuni = page.getByRole('combobox', { name: 'Altri comuni in cui lavora' });
  await workComuni.fill('Alba');
  await page.getByRole('option', { name: 'Alba (CN)', exact: true }).click();
  await workComuni.fill('Nizza Mon');
  await page.getByRole('option', { name: /^Nizza Monferrato/ }).click();
  await page.keyboard.press('Escape');
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
  // The new profile's own page (the toast can show a moment before the address changes).
  await expect(page).toHaveURL(/\/backoffice\/caregivers\/(?!new$)[^/]+$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Comune di residenza' })).toHaveValue('Asti');
  await expect(page.getByText('Alba (CN)')).toBeVisible();
  await expect(page.getByText('Nizza Monferrato (AT)')).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Mercoledì pomeriggio' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mercoledì mattina' })).not.toBeChecked();
  await expect(page.getByRole('textbox', { name: 'Anni di esperienza' })).toHaveValue('4');
});
