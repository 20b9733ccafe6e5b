import { expect, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { apiAs, signInNewCustomer } from '../support/accounts';
import { signInAsTutor } from '../support/backoffice';
import { choose, dateAhead } from '../support/forms';

/**
 * The request form's optional 'Quando' section, on a phone and on a desktop: the family says
 * from when, which days, which time slots and how often; the family tutor reads it on the back
 * office's request page and finds the quote form's days and time slots already ticked.
 */

const devices = [
  { name: 'phone', use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
];

for (const device of devices) {
  test.describe(`'Quando' on a ${device.name}`, () => {
    test.use(device.use);

    test('the family says when; the tutor sees it and the quote starts from it', async ({
      page,
      browser,
    }) => {
      const account = await signInNewCustomer(page);
      const api = apiAs(account);
      await api.addDependant({ name: 'Sofia', birthDate: '2022-04-15', gender: 'FEMALE' });
      await api.addHomeAddress();

      await page.goto('/dashboard/request-creation');
      await choose(page, page.getByRole('combobox', { name: 'Servizio' }), 'Babysitter');
      await choose(page, page.getByRole('combobox', { name: 'Assistiti' }), /^Sofia/);
      await choose(page, page.getByRole('combobox', { name: 'Indirizzo' }), /Via Roma 1/);
      await choose(page, page.getByRole('combobox', { name: /Lingue/ }), 'Italiano');

      const when = page.getByRole('region', { name: 'Quando' });
      await expect(when.getByText('Facoltativo: aiuta il family tutor')).toBeVisible();
      const start = dateAhead(40);
      const startField = when.getByRole('textbox', { name: 'Data di inizio' });
      await startField.fill(start.typed);
      // Escape closes the calendar (it may open above the field, over the section's heading).
      await startField.press('Escape');
      const days = when.getByRole('group', { name: 'Giorni della settimana' });
      await days.getByText('Martedì', { exact: true }).click();
      await days.getByText('Giovedì', { exact: true }).click();
      await when.getByRole('group', { name: 'Fasce orarie' }).getByText('Pomeriggio').click();
      await when.getByRole('radio', { name: 'Continuativo' }).check();
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Invia richiesta' }).click();
      await expect(page.getByText('Richiesta aggiornata correttamente!')).toBeVisible();

      const list = await api.get<{ content: { id: number; schedule: unknown }[] }>(
        `/v2/requests/${account.uid}/requests`,
      );
      const created = list.content[0]!;
      expect(created.schedule).toEqual({
        startDate: start.iso,
        days: ['tue', 'thu'],
        timeSlots: ['aft'],
        timeSlotsToBeDefined: false,
        frequency: 'continuous',
      });

      // The family tutor, on a desktop.
      const office = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const tutorPage = await office.newPage();
      await signInAsTutor(tutorPage, `/backoffice/requests/${created.id}`);
      const summary = tutorPage.getByRole('region', { name: 'Richiesta' });
      await expect(summary.getByText('Martedì, Giovedì')).toBeVisible();
      await expect(summary.getByText('Fasce orarie: pomeriggio')).toBeVisible();
      await expect(summary.getByText('Continuativo')).toBeVisible();
      await tutorPage.getByRole('button', { name: 'Invia preventivo' }).click();
      const dialog = tutorPage.getByRole('dialog');
      await expect(dialog.getByRole('textbox', { name: 'Inizio del servizio' })).toHaveValue(
        start.typed,
      );
      await expect(dialog.getByRole('checkbox', { name: 'Martedì' })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Giovedì' })).toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Lunedì' })).not.toBeChecked();
      await expect(dialog.getByRole('checkbox', { name: 'Pomeriggio' })).toBeChecked();
      await office.close();
    });
  });
}

test.describe('the calendar on a small phone with large text', () => {
  test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

  test('stays within the screen: every day of the week in view, no page moving sideways', async ({
    page,
  }) => {
    await signInNewCustomer(page);
    await page.goto('/dashboard/request-creation');
    // Android's font size at 130 %.
    await page.addStyleTag({ content: 'html { font-size: 130% !important; }' });
    const startField = page.getByRole('textbox', { name: 'Data di inizio' });
    await startField.scrollIntoViewIfNeeded();
    await startField.tap();
    const calendar = page
      .locator('.mantine-Popover-dropdown')
      .filter({ has: page.locator('table') });
    const sunday = calendar.getByRole('columnheader').last();
    await expect(sunday).toHaveText(/^do$/i);
    // Read until it settles (the dropdown is placed, then shifted within the screen).
    for (const box of [calendar, sunday]) {
      await expect
        .poll(async () => {
          const edge = await box.boundingBox();
          return edge ? edge.x + edge.width : Number.POSITIVE_INFINITY;
        })
        .toBeLessThanOrEqual(360);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
  });
});
