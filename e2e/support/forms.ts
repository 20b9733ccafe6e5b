import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of a Mantine select or multi-select by its label. In a multi-select that
 * holds values the pills lie over the input, so the click goes to where the input is.
 */
export async function choose(page: Page, field: Locator, option: string | RegExp) {
  const covered = await field.click({ trial: true, timeout: 2000 }).then(
    () => false,
    () => true,
  );
  // A forced click does not scroll past the sticky header: bring the field to the middle first.
  if (covered) await field.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  // A tap that opened no list (on a loaded machine: a drawn field still inert) is tried again, as
  // a person would; one that did is not (it would close it), even while the list's data is still
  // on its way and nothing shows yet (Mantine marks the field `data-expanded` while it is open).
  await expect(async () => {
    const open = (await field.getAttribute('data-expanded')) !== null;
    if (!open) await field.click({ force: covered, timeout: 5_000 });
    await page.getByRole('option', { name: option }).click({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
  await page.keyboard.press('Escape');
}

/** A date `daysAhead` from today as a person types it ('gg/mm/aaaa') and as the API has it. */
export function dateAhead(daysAhead: number) {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  const dd = String(d.getDate()).padStart(2, '0');
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  return { typed: `${dd}/${mm}/${d.getFullYear()}`, iso: `${d.getFullYear()}-${mm}-${dd}` };
}

/** 'Accetta' on the family's quote card, then 'Accetta' in the dialog that asks to confirm. */
export async function acceptQuote(quoteCard: Locator) {
  await quoteCard.getByRole('button', { name: 'Accetta' }).click();
  const dialog = quoteCard.page().getByRole('dialog', { name: 'Accetta preventivo' });
  await dialog.getByRole('button', { name: 'Accetta' }).click();
}
