import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import { createAccount, signInAccount, signInOnFirstLoad, uniqueEmail } from '../support/accounts';
import { choose } from '../support/forms';
import { screenshotsAtBothWidths } from '../support/screenshots';

/**
 * Personal area journeys: dependants, addresses with autocomplete, personal and billing data,
 * password change. Each test signs up its own user through the identity service.
 */

/** The month names of the date pickers, January first. */
const months = Array.from({ length: 12 }, (_, month) => {
  const name = new Intl.DateTimeFormat('it-IT', { month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2000, month, 1)),
  );
  return name[0]!.toUpperCase() + name.slice(1);
});

/** A new customer (email not verified), signed in when the page first loads. */
async function signedInPage(page: Page) {
  const account = await createAccount({
    verified: false,
    email: uniqueEmail('personale'),
    password: 'Inizio!2345',
  });
  await signInOnFirstLoad(page, account);
  return account;
}

/** The shared pick (it taps again when a tap opened nothing), by the field's exact label and option. */
const chooseIn = (page: Page, label: string, option: string) =>
  choose(page, page.getByRole('combobox', { name: label, exact: true }), new RegExp(`^${option}$`));

/**
 * From now on, frame by frame, which side of the field its suggestions list is drawn on while it
 * shows; `sides()` reads them. A list that opens below the field and then jumps above it (or back)
 * is one a user sees jitter and a tap can miss.
 */
async function watchSuggestionsSide(field: Locator, listName: string) {
  await field.evaluate((input, name) => {
    const seen = new Set<string>();
    (window as unknown as { suggestionsSides: Set<string> }).suggestionsSides = seen;
    const list = `[role=listbox][aria-label="${name}"]`;
    const frame = () => {
      const box = document.querySelector(list)?.getBoundingClientRect();
      if (box && box.height > 0) {
        seen.add(box.top >= input.getBoundingClientRect().bottom ? 'below' : 'above');
      }
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }, listName);
  return {
    sides: () =>
      field.evaluate(() => [
        ...(window as unknown as { suggestionsSides: Set<string> }).suggestionsSides,
      ]),
  };
}

test('dependants: add, edit and delete, with the age right at a month boundary', async ({
  page,
}) => {
  // The month boundary: born this month three years ago is 3, born the month after is still 2.
  // (A fixed browser clock stops Mantine's dropdowns and toasts, so the dates follow today.)
  const rome = new Date(new Date().toLocaleString('en-US', { timeZone: 'Europe/Rome' }));
  const month = rome.getMonth(); // 0-11
  const threeYears = { month: months[month]!, year: String(rome.getFullYear() - 3) };
  const twoYears =
    month === 11
      ? { month: months[0]!, year: String(rome.getFullYear() - 2) }
      : { month: months[month + 1]!, year: String(rome.getFullYear() - 3) };
  await signedInPage(page);
  await page.goto('/dashboard/personal-area/dependant');
  await expect(page.getByRole('heading', { name: 'I tuoi assistiti', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Assistiti — Equilibrio');
  await expect(page.getByText('Non hai ancora aggiunto nessun assistito.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Nuovo assistito' });
  const save = form.getByRole('button', { name: 'Salva assistito' });
  await expect(save).toBeDisabled();

  // Invalid states show the spec's messages.
  await form.getByLabel('Nome*', { exact: true }).focus();
  await form.getByLabel('Anno di nascita*').fill('12');
  await form.getByLabel('Anno di nascita*').blur();
  await expect(form.getByText('Questo campo è obbligatorio')).toBeVisible();
  await expect(form.getByText('Anno non valido')).toBeVisible();

  await chooseIn(page, 'Tipo*', 'Bambino');
  await form.getByLabel('Nome*', { exact: true }).fill('Luca');
  await chooseIn(page, 'Mese di nascita*', threeYears.month);
  await form.getByLabel('Anno di nascita*').fill(threeYears.year);
  await chooseIn(page, 'Sesso*', 'Maschio');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('Dependant creato con successo!')).toBeVisible();
  const list = page.getByRole('list', { name: 'Assistiti' });
  await expect(list.getByRole('button', { name: /Luca/ })).toContainText('Bambino · 3 anni');

  await chooseIn(page, 'Tipo*', 'Bambino');
  await form.getByLabel('Nome*', { exact: true }).fill('Giulia');
  await chooseIn(page, 'Mese di nascita*', twoYears.month);
  await form.getByLabel('Anno di nascita*').fill(twoYears.year);
  await chooseIn(page, 'Sesso*', 'Femmina');
  await form.getByRole('button', { name: 'Salva assistito' }).click();
  await expect(list.getByRole('button', { name: /Giulia/ })).toContainText('Bambina · 2 anni');

  // Edit: a chosen card puts the form in update mode.
  await list.getByRole('button', { name: /Luca/ }).click();
  const edit = page.getByRole('form', { name: 'Modifica assistito' });
  await expect(edit.getByLabel('Nome*', { exact: true })).toHaveValue('Luca');
  await edit.getByLabel('Nome*', { exact: true }).fill('Luca Maria');
  await edit.getByRole('button', { name: 'Salva modifiche' }).click();
  await expect(page.getByText('Dependant aggiornato con successo!')).toBeVisible();
  await expect(list.getByRole('button', { name: /Luca Maria/ })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Nuovo assistito' })).toBeVisible();

  await screenshotsAtBothWidths(page, 'dependants');
  // axe reads a toast caught mid-fade as low contrast: check the page once it has closed.
  await expect(page.getByText('Dependant aggiornato con successo!')).toBeHidden({
    timeout: 10_000,
  });
  await expectAccessible(page);

  // Delete, after confirmation; back to create mode.
  await list.getByRole('button', { name: /Giulia/ }).click();
  await page
    .getByRole('form', { name: 'Modifica assistito' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  const askDependant = page.getByRole('dialog', { name: 'Attenzione' });
  await expect(askDependant).toContainText('Vuoi eliminare Giulia dai tuoi assistiti?');
  await askDependant.getByRole('button', { name: 'Elimina' }).click();
  await expect(page.getByText('Dependant eliminato con successo!')).toBeVisible();
  await expect(list.getByRole('button', { name: /Giulia/ })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Nuovo assistito' })).toBeVisible();

  // Persisted on the server.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Assistiti' }).getByRole('listitem')).toHaveCount(1);
});

test.describe('on a phone held in the hand', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a dependant added by taps, the form scrolled down to its last list', async ({ page }) => {
    await signedInPage(page);
    await page.goto('/dashboard/personal-area/dependant');
    const form = page.getByRole('form', { name: 'Nuovo assistito' });
    const tap = async (label: string, option: string) => {
      await form.getByRole('combobox', { name: label, exact: true }).tap();
      const choice = page.getByRole('option', { name: option, exact: true });
      await expect(choice).toBeInViewport();
      await choice.tap();
      await expect(form.getByRole('combobox', { name: label, exact: true })).toHaveValue(option);
    };

    await tap('Tipo*', 'Anziano');
    await form.getByLabel('Nome*', { exact: true }).fill('Pietro');
    await tap('Mese di nascita*', 'Marzo');
    await form.getByLabel('Anno di nascita*').fill('1941');

    // Read further down, as a thumb leaves it: 'Sesso' low on the screen. Its list opens where
    // it is, with the page staying put (it used to jump up, the list closed below the screen).
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await tap('Sesso*', 'Maschio');
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);

    await form.getByRole('button', { name: 'Salva assistito' }).tap();
    await expect(page.getByText('Dependant creato con successo!')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Assistiti' }).getByRole('button', { name: /Pietro/ }),
    ).toContainText('Anziano');

    // Editing adds 'Elimina' at the start of the row: too wide for a phone, the row wraps, and
    // 'Annulla' and the save still end at the form's right edge, as on every other form.
    await page
      .getByRole('list', { name: 'Assistiti' })
      .getByRole('button', { name: /Pietro/ })
      .tap();
    const edit = page.getByRole('form', { name: 'Modifica assistito' });
    const right = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x + box.width;
    };
    const save = edit.getByRole('button', { name: 'Salva modifiche' });
    const remove = edit.getByRole('button', { name: 'Elimina' });
    await expect(save).toBeVisible();
    expect((await save.boundingBox())!.y).toBeGreaterThan((await remove.boundingBox())!.y);
    const field = edit.getByLabel('Nome*', { exact: true });
    expect(Math.abs((await right(save)) - (await right(field)))).toBeLessThan(2);
  });
});

test('addresses on a phone: the comune first, then the street; a CAP typed for that comune stays', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedInPage(page);
  await page.goto('/dashboard/personal-area/addresses');
  const form = page.getByRole('form', { name: 'Nuovo indirizzo' });
  const city = form.getByLabel('Città*');
  const street = form.getByLabel('Inserisci indirizzo*');
  // One column on a phone: the comune is asked above the street.
  const [cityBox, streetBox] = [await city.boundingBox(), await street.boundingBox()];
  expect(cityBox!.y).toBeLessThan(streetBox!.y);

  await form.getByLabel('CAP*').fill('10123');
  await city.pressSequentially('Tor');
  const suggestions = page.getByRole('listbox', { name: 'Suggerimenti per Città' });
  await suggestions
    .getByRole('option', { name: /Torino/ })
    .first()
    .click();
  await expect(form.getByLabel('CAP*')).toHaveValue('10123');
  await expect(form.getByText(/Torino ha più CAP/)).toBeHidden();
  await street.fill('Via Po 12');
  await form.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(page.getByText('Indirizzo creato con successo!')).toBeVisible();
  const items = page.getByRole('list', { name: 'Indirizzi salvati' }).getByRole('listitem');
  await expect(items.first()).toContainText('10123 Torino (TO)');
});

test('addresses: two through the autocomplete, switch the default, delete one', async ({
  page,
}) => {
  await signedInPage(page);
  await page.goto('/dashboard/personal-area/addresses');
  await expect(page.getByRole('heading', { name: 'I tuoi indirizzi', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Nuovo indirizzo' });

  // Invalid states.
  await form.getByLabel('CAP*').fill('101');
  await form.getByLabel('CAP*').blur();
  await expect(form.getByText('CAP non valido')).toBeVisible();
  await form.getByLabel('CAP*').fill('');

  await form.getByLabel('Inserisci indirizzo*').fill('Via Po 12');
  await form.getByLabel('Città*').pressSequentially('Tor');
  const suggestions = page.getByRole('listbox', { name: 'Suggerimenti per Città' });
  await expect(suggestions.getByRole('option').first()).toContainText('Torino');
  await expect(suggestions.getByRole('option').first()).toContainText('TO · 10121–10156');
  await suggestions.getByRole('option').first().click();
  await expect(form.getByRole('combobox', { name: 'Provincia*' })).toHaveValue('Torino (TO)');
  // Several CAPs: the family writes the street's, told the span.
  await expect(form.getByLabel('CAP*')).toHaveValue('');
  await expect(
    form.getByText('Torino ha più CAP, da 10121 a 10156: scrivi quello della tua via.'),
  ).toBeVisible();
  await form.getByLabel('CAP*').fill('10123');
  await form.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(page.getByText('Indirizzo creato con successo!')).toBeVisible();

  await form.getByLabel('Inserisci indirizzo*').fill('Corso Buenos Aires 45');
  await form.getByLabel('Città*').pressSequentially('Mila');
  await suggestions
    .getByRole('option', { name: /Milano/ })
    .first()
    .click();
  await expect(form.getByText(/Milano ha più CAP, da 20121 a/)).toBeVisible();
  await form.getByLabel('CAP*').fill('20121');
  await form.getByRole('button', { name: 'Salva indirizzo' }).click();
  await expect(page.getByText('Indirizzo creato con successo!').first()).toBeVisible();

  const items = page.getByRole('list', { name: 'Indirizzi salvati' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.nth(0)).toContainText('Via Po 12');
  await expect(items.nth(0)).toContainText('10123 Torino (TO)');
  await expect(items.nth(0)).toContainText('Predefinito');
  await expect(items.nth(1)).toContainText('20121 Milano (MI)');

  await items.nth(1).getByRole('button', { name: 'Imposta come predefinito' }).click();
  await expect(page.getByText('Indirizzo impostato come predefinito')).toBeVisible();
  await expect(items.nth(1)).toContainText('Predefinito');
  await expect(
    items.nth(0).getByRole('button', { name: 'Imposta come predefinito' }),
  ).toBeVisible();

  await screenshotsAtBothWidths(page, 'addresses');
  await expectAccessible(page);

  await items
    .nth(1)
    .getByRole('button', { name: /^Elimina/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Attenzione' })
    .getByRole('button', { name: 'Elimina' })
    .click();
  await expect(page.getByText('Indirizzo eliminato con successo!')).toBeVisible();
  await expect(items).toHaveCount(1);
  // The remaining address became the default.
  await expect(items.nth(0)).toContainText('Predefinito');
});

test('personal data with a wrong then right fiscal code; password change', async ({ page }) => {
  const session = await signedInPage(page);
  await page.goto('/dashboard/personal-area/personal-info');
  await expect(page.getByRole('heading', { name: 'Dati personali', level: 1 })).toBeVisible();
  const form = page.getByRole('form', { name: 'Dati personali' });
  await expect(form.getByLabel('Email*')).toHaveValue(session.email);
  await expect(form.getByLabel('Email*')).toHaveAttribute('readonly', '');

  await form.getByLabel('Nome*', { exact: true }).fill('Mario');
  await form.getByLabel('Cognome*', { exact: true }).fill('Rossi');
  await form.getByLabel('Telefono*').fill('+39 333 000 1111');
  await form.getByLabel('Codice fiscale*').fill('RSSMRA85T10A562X');
  await form.getByLabel('Codice fiscale*').blur();
  await expect(form.getByText('Codice fiscale non valido')).toBeVisible();
  await form.getByRole('button', { name: 'Salva dati personali' }).click();
  // A wrong value, nothing missing: the field tells it and takes the focus; no 'mancano alcuni dati'.
  await expect(form.getByLabel('Codice fiscale*')).toBeFocused();
  await expect(page.getByText(/mancano alcuni dati/)).toHaveCount(0);

  await form.getByLabel('Codice fiscale*').fill('rssmra85t10a562s');
  await form.getByLabel('Partita IVA').fill('01234567897');
  await form.getByRole('radio', { name: 'WhatsApp' }).check();
  // The billing address is optional: no required marks on its fields.
  await form.getByLabel('Inserisci indirizzo', { exact: true }).fill('Via Roma 1');
  const city = form.getByLabel('Città', { exact: true });
  const list = await watchSuggestionsSide(city, 'Suggerimenti per Città');
  await city.pressSequentially('Bolo');
  const bologna = page
    .getByRole('listbox', { name: 'Suggerimenti per Città' })
    .getByRole('option', { name: /Bologna/ })
    .first();
  await expect(bologna).toBeVisible();
  // The list stays where it first showed, here above the field with no room under it: it was
  // drawn below, off the screen, then moved above (the click waited on a moving list).
  await page.waitForTimeout(1000);
  expect(await list.sides()).toHaveLength(1);
  await bologna.click();
  await expect(form.getByText(/Bologna ha più CAP, da 40121 a 40141/)).toBeVisible();
  await form.getByLabel('CAP', { exact: true }).fill('40121');
  await form.getByRole('button', { name: 'Salva dati personali' }).click();
  await expect(page.getByText('Profilo aggiornato correttamente!')).toBeVisible();

  await page.reload();
  await expect(form.getByLabel('Codice fiscale*')).toHaveValue('RSSMRA85T10A562S');
  await expect(form.getByLabel('Nome*', { exact: true })).toHaveValue('Mario');
  await expect(form.getByRole('radio', { name: 'WhatsApp' })).toBeChecked();
  await expect(form.getByRole('combobox', { name: 'Provincia', exact: true })).toHaveValue(
    'Bologna (BO)',
  );

  await screenshotsAtBothWidths(page, 'personal-info');
  await expectAccessible(page);

  // Password change: the §5 rules, then the real change.
  const password = page.getByRole('form', { name: 'Cambia password' });
  const submit = password.getByRole('button', { name: 'Aggiorna password' });
  await expect(submit).toBeDisabled();
  await password.getByLabel('Nuova password*', { exact: true }).fill('corta');
  await password.getByLabel('Nuova password*', { exact: true }).blur();
  await expect(password.getByText('La password deve essere di minimo 8 caratteri')).toBeVisible();
  await password.getByLabel('Nuova password*', { exact: true }).fill('nuovapassword!1');
  await expect(
    password.getByText('La password deve contenere almeno una lettera maiuscola.'),
  ).toBeVisible();
  await password.getByLabel('Nuova password*', { exact: true }).fill('Nuova!2345');
  await password.getByLabel('Conferma nuova password*', { exact: true }).fill('Nuova!2346');
  await password.getByLabel('Conferma nuova password*', { exact: true }).blur();
  await expect(password.getByText('Le password non coincidono.')).toBeVisible();
  await password.getByLabel('Conferma nuova password*', { exact: true }).fill('Nuova!2345');
  await password.getByLabel('Password attuale*', { exact: true }).fill(session.password);
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Password modificata con successo!')).toBeVisible();

  // The new password signs in; the old one no longer does.
  await signInAccount(session.email, 'Nuova!2345');
  await expect(signInAccount(session.email, session.password)).rejects.toThrow(/→ 400 /);
  // This browser stays signed in.
  await page.reload();
  await expect(form.getByLabel('Nome*', { exact: true })).toHaveValue('Mario');
});

test('a reload with unsaved changes has the browser ask first; clean, it reloads at once', async ({
  page,
}) => {
  await signedInPage(page);
  await page.goto('/dashboard/personal-area/personal-info');
  const form = page.getByRole('form', { name: 'Dati personali' });
  const name = form.getByLabel('Nome*', { exact: true });
  await expect(name).toBeVisible();
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.type());
    void dialog.dismiss();
  });

  // Nothing typed: the reload goes without a question.
  await page.reload();
  await expect(name).toBeVisible();
  expect(asked).toEqual([]);

  // Typed and not saved: the browser's own question; staying keeps what was typed.
  await name.click();
  await name.pressSequentially('Mario');
  void page.reload().catch(() => {});
  await expect.poll(() => asked).toEqual(['beforeunload']);
  await expect(name).toHaveValue('Mario');
});
