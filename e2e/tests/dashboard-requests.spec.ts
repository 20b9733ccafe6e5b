import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from '../support/a11y';
import {
  type Account,
  apiAs,
  demoCustomer,
  signInBrowserAs,
  signInNewCustomer,
} from '../support/accounts';
import { choose } from '../support/forms';

type Request = {
  id: number;
  status: string;
  businessLine: string;
  message: string | null;
  languages: string[];
  dependantIds: number[];
  address: { id: number | null } | null;
};

/**
 * A customer with two dependants and a saved address (made through the personal-area API),
 * signed in in the browser.
 */
async function customerWithPeople(page: Page) {
  const account = await signInNewCustomer(page);
  const api = apiAs(account);
  const luca = await api.addDependant({ name: 'Luca', birthDate: '2019-04-15', gender: 'MALE' });
  const pia = await api.addDependant({
    name: 'Nonna Pia',
    birthDate: '1941-02-15',
    gender: 'FEMALE',
  });
  const home = await api.addHomeAddress();
  return { account, api, luca: luca.id, pia: pia.id, home: home.id };
}

async function latestRequest(api: Awaited<ReturnType<typeof apiAs>>, account: Account) {
  const page = await api.get<{ content: Request[] }>(`/v2/requests/${account.uid}/requests`);
  return page.content;
}

test.describe('requests', () => {
  test('create a request, find it in the list and on Home, edit it, duplicate it', async ({
    page,
  }) => {
    const { account, api, luca, pia, home } = await customerWithPeople(page);
    await page.goto('/dashboard/home');
    await page.getByRole('link', { name: 'Nuova richiesta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Nuova richiesta' })).toBeVisible();

    const submit = page.getByRole('button', { name: 'Invia richiesta' });
    await expect(submit).toBeDisabled();
    await expectAccessible(page);
    await choose(page, page.getByRole('combobox', { name: 'Servizio' }), 'Babysitter');
    await choose(page, page.getByRole('combobox', { name: 'Assistiti' }), /^Luca/);
    await choose(page, page.getByRole('combobox', { name: 'Indirizzo' }), /Via Roma 1/);
    await choose(page, page.getByRole('combobox', { name: /Lingue/ }), 'Italiano');
    await page.getByRole('textbox', { name: 'Note' }).fill('Martedì e giovedì dalle 16');
    await submit.click();

    await expect(page.getByText('Richiesta aggiornata correttamente!')).toBeVisible();
    const [created] = await latestRequest(api, account);
    // On the request just made, which says what comes next; the breadcrumb leads to the list.
    await expect(page).toHaveURL(new RegExp(`/dashboard/request-detail/${created!.id}$`));
    await page
      .getByRole('navigation', { name: 'Percorso' })
      .getByRole('link', { name: 'Elenco richieste' })
      .click();
    expect(created).toMatchObject({
      status: 'NUOVA',
      businessLine: 'BABYSITTER',
      message: 'Martedì e giovedì dalle 16',
      languages: ['italian'],
      dependantIds: [luca],
      address: { id: home },
    });
    const row = page.getByRole('row', { name: new RegExp(`#${created!.id}`) });
    await expect(row.getByText('Babysitter')).toBeVisible();
    await expect(row.getByText('Nuova')).toBeVisible();

    // Home: the new request is the attention card, with 'Aggiungi Info'.
    await page
      .getByRole('navigation', { name: 'Menu principale' })
      .getByRole('link', { name: 'Home' })
      .click();
    const featured = page.getByRole('region', { name: 'In evidenza' });
    await expect(featured).toBeVisible();
    await expectAccessible(page);
    await expect(
      featured.getByRole('heading', { name: `Richiesta #${created!.id} · Babysitter` }),
    ).toBeVisible();
    await featured.getByRole('link', { name: `Aggiungi Info — richiesta #${created!.id}` }).click();

    // Edit: prefilled, saved with PUT.
    await expect(
      page.getByRole('heading', { level: 1, name: `Modifica richiesta #${created!.id}` }),
    ).toBeVisible();
    const notes = page.getByRole('textbox', { name: 'Note' });
    await expect(notes).toHaveValue('Martedì e giovedì dalle 16');
    await expectAccessible(page);
    await choose(page, page.getByRole('combobox', { name: 'Assistiti' }), /^Nonna Pia/);
    await notes.fill('Anche il sabato mattina');
    // The creation's toast (it stays 5 s) has gone, so the one seen next is the edit's.
    await expect(page.getByText('Richiesta aggiornata correttamente!')).toHaveCount(0);
    await page.getByRole('button', { name: 'Salva modifiche' }).click();
    await expect(page.getByText('Richiesta aggiornata correttamente!')).toBeVisible();
    // Back on the request just edited; the breadcrumb leads up to the list.
    await expect(page).toHaveURL(new RegExp(`/dashboard/request-detail/${created!.id}$`));
    await page
      .getByRole('navigation', { name: 'Percorso' })
      .getByRole('link', { name: 'Elenco richieste' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/request-list$/);
    const [edited] = await latestRequest(api, account);
    expect(edited).toMatchObject({
      id: created!.id,
      message: 'Anche il sabato mattina',
      dependantIds: [luca, pia].sort((a, b) => a - b),
    });

    // Duplicate: a new id, the same content.
    await page.getByRole('link', { name: `Duplica la richiesta #${created!.id}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Duplica richiesta #${created!.id}` }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue(
      'Anche il sabato mattina',
    );
    await page.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(page).not.toHaveURL(/request-creation/);
    const [copy, original] = await latestRequest(api, account);
    await expect(page).toHaveURL(new RegExp(`/dashboard/request-detail/${copy!.id}$`));
    expect(copy!.id).not.toBe(original!.id);
    expect(original!.id).toBe(created!.id);
    const content = ({ businessLine, message, languages, dependantIds, address }: Request) => ({
      businessLine,
      message,
      languages,
      dependantIds,
      address,
    });
    expect(content(copy!)).toEqual(content(original!));
    await expect(
      page.getByRole('heading', { level: 1, name: `Richiesta #${copy!.id}` }),
    ).toBeVisible();
  });

  test('a signed-in customer sends a first request from the dashboard', async ({ page }) => {
    const account = await signInNewCustomer(page);
    await page.goto('/dashboard/request');
    await expect(page.getByRole('heading', { level: 1, name: 'Prima richiesta' })).toBeVisible();
    await expect(page).toHaveTitle('Prima richiesta — Equilibrio');
    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveValue(account.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expectAccessible(page);

    await page.getByRole('textbox', { name: 'Nome', exact: true }).fill('Marta');
    await page.getByRole('textbox', { name: 'Cognome' }).fill('Verdi');
    await page.getByRole('textbox', { name: 'Telefono' }).fill('+39 333 111 2222');
    await choose(page, page.getByRole('combobox', { name: 'Di cosa hai bisogno?' }), 'Badante');
    await page.getByRole('textbox', { name: 'Dettagli' }).fill('Assistenza notturna per mia madre');
    await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check();
    await page.getByRole('button', { name: 'Invia richiesta' }).click();

    await expect(page.getByText('Richiesta aggiornata correttamente!')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
    await expect(
      page
        .getByRole('region', { name: 'In evidenza' })
        .getByRole('heading', { name: /· Badante$/ }),
    ).toBeVisible();
  });

  test('leaving the form with unsaved changes asks first', async ({ page }) => {
    await customerWithPeople(page);
    await page.goto('/dashboard/request-creation');
    await page.getByRole('textbox', { name: 'Note' }).fill('Una bozza');

    const menu = page.getByRole('navigation', { name: 'Menu principale' });
    await menu.getByRole('link', { name: 'Home' }).click();
    const dialog = page.getByRole('dialog', { name: 'Attenzione!' });
    await expect(
      dialog.getByText(
        'Ci sono delle modifiche in attesa di essere salvate, vuoi uscire comunque?',
      ),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL(/\/dashboard\/request-creation$/);
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('Una bozza');

    await menu.getByRole('link', { name: 'Home' }).click();
    await page
      .getByRole('dialog', { name: 'Attenzione!' })
      .getByRole('button', { name: 'Si' })
      .click();
    await expect(page).toHaveURL(/\/dashboard\/home$/);
  });

  test('on a phone the form lines up and says what the greyed button waits for', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await customerWithPeople(page);
    await page.goto('/dashboard/request-creation');
    const submit = page.getByRole('button', { name: 'Invia richiesta' });
    await expect(submit).toBeDisabled();

    // Every placeholder sits in the middle of its box: the multi-selects' were 4 px above the
    // selects' beside them (their box grown to 44 px for a finger, their row left at its top).
    for (const placeholder of [
      'Scegli il servizio',
      'Scegli gli assistiti',
      'Scegli una o più lingue',
    ]) {
      const offset = await page.getByPlaceholder(placeholder).evaluate((input) => {
        const box = input.closest('.mantine-Input-input') ?? input;
        const middle = (r: DOMRect) => r.top + r.height / 2;
        return middle(input.getBoundingClientRect()) - middle(box.getBoundingClientRect());
      });
      expect(Math.abs(offset), placeholder).toBeLessThanOrEqual(2);
    }

    // 'l’' on the line of the link it belongs to, not alone at the end of the line above.
    const apart = await page.getByText(/^Inviando la richiesta accetti i/).evaluate((line) => {
      const link = Array.from(line.querySelectorAll('a')).find(
        (a) => a.textContent === 'Informativa sulla privacy',
      );
      const walker = document.createTreeWalker(line, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent?.indexOf('l’') ?? -1;
        if (at < 0 || !link) continue;
        const article = document.createRange();
        article.setStart(node, at);
        article.setEnd(node, at + 2);
        return Math.abs(article.getBoundingClientRect().top - link.getClientRects()[0]!.top);
      }
      return Number.POSITIVE_INFINITY;
    });
    expect(apart).toBeLessThanOrEqual(2);

    // The greyed button says what it waits for, and stops once nothing is missing.
    const all = 'Da compilare: Servizio, Assistiti e Lingue parlate dal caregiver.';
    await expect(page.getByText(all)).toBeVisible();
    await expect(submit).toHaveAccessibleDescription(all);
    await choose(page, page.getByRole('combobox', { name: 'Servizio' }), 'Babysitter');
    await choose(page, page.getByRole('combobox', { name: 'Assistiti' }), /^Luca/);
    await expect(page.getByText('Da compilare: Lingue parlate dal caregiver.')).toBeVisible();
    await choose(page, page.getByRole('combobox', { name: /Lingue/ }), 'Italiano');
    await expect(submit).toBeEnabled();
    await expect(page.getByText(/^Da compilare/)).toBeHidden();
  });

  test('the form opens the dependant and address forms in a modal', async ({ page }) => {
    await customerWithPeople(page);
    await page.goto('/dashboard/request-creation');
    await page.getByRole('button', { name: 'Aggiungi nuovo assistito' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuovo assistito' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Aggiungi nuovo indirizzo' }).click();
    await expect(page.getByRole('dialog', { name: 'Nuovo indirizzo' })).toBeVisible();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    test(`saving a new assistito from the request form sends no request (${viewport.width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const { account, api } = await customerWithPeople(page);
      await page.goto('/dashboard/request-creation');
      // The outer form is complete enough to be sent: a stray submit would create a request.
      await choose(page, page.getByRole('combobox', { name: 'Servizio' }), 'Babysitter');
      await choose(page, page.getByRole('combobox', { name: 'Indirizzo' }), /Via Roma 1/);
      await choose(page, page.getByRole('combobox', { name: /Lingue/ }), 'Italiano');

      await page.getByRole('button', { name: 'Aggiungi nuovo assistito' }).click();
      const dialog = page.getByRole('dialog', { name: 'Nuovo assistito' });
      // Inside the modal a choice is a click (Escape would close the modal, not the list).
      const pick = async (field: RegExp, option: string) => {
        await dialog.getByRole('combobox', { name: field }).click();
        await page.getByRole('option', { name: option, exact: true }).click();
      };
      await pick(/^Tipo/, 'Bambino');
      await dialog.getByLabel('Nome*', { exact: true }).fill('Sofia');
      await pick(/^Mese di nascita/, 'Marzo');
      await dialog.getByLabel('Anno di nascita*').fill('2022');
      await pick(/^Sesso/, 'Femmina');
      // A double tap (a real browser's) saves one Sofia: it made two.
      await dialog.getByRole('button', { name: 'Salva assistito' }).dblclick();

      await expect(dialog).toBeHidden();
      await expect(page.getByText('Dependant creato con successo!')).toBeVisible();
      // Still on the form, the new assistito chosen, nothing sent.
      await expect(page).toHaveURL(/\/dashboard\/request-creation$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Nuova richiesta' })).toBeVisible();
      await expect(page.getByText('Sofia', { exact: false }).first()).toBeVisible();
      expect(await latestRequest(api, account)).toEqual([]);

      await page.getByRole('button', { name: 'Invia richiesta' }).click();
      await expect(page).toHaveURL(/\/dashboard\/request-detail\/\d+$/);
      const requests = await latestRequest(api, account);
      expect(requests).toHaveLength(1);
      expect(requests[0]!.dependantIds).toHaveLength(1);
      const people = await api.get<{ name: string }[]>(`/v1/dependents?uid=${account.uid}`);
      expect(people.filter((person) => person.name === 'Sofia')).toHaveLength(1);
    });
  }

  test('filter and paging of the demo customer’s requests', async ({ page }) => {
    await signInBrowserAs(page, demoCustomer);
    await page.goto('/dashboard/request-list');

    const table = page.getByRole('table');
    await expect(table.getByRole('row')).toHaveCount(11);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Pagina 2' }).click();
    await expect(page).toHaveURL(/pagina=2/);
    const secondPage = await table.getByRole('row').count();
    expect(secondPage).toBeGreaterThan(1);
    expect(secondPage).toBeLessThanOrEqual(11);

    await choose(page, page.getByRole('combobox', { name: 'Stato' }), 'Chiusa');
    await expect(page).toHaveURL(/stato=Chiusa/);
    await expect(page).not.toHaveURL(/pagina=/);
    const rows = table.getByRole('row');
    await expect(rows.nth(1)).toContainText('Chiusa');
    for (const row of await rows.all()) {
      if ((await row.getByRole('columnheader').count()) > 0) continue;
      await expect(row).toContainText('Chiusa');
    }

    await choose(page, page.getByRole('combobox', { name: 'Stato' }), 'Tutte');
    await expect(table.getByRole('row')).toHaveCount(11);
  });

  test('a request past NUOVA opens read-only, offering a copy', async ({ page }) => {
    await signInBrowserAs(page, demoCustomer);
    await page.goto('/dashboard/request-list?stato=Preventivo%20inviato');
    const row = page.getByRole('table').getByRole('row').nth(1);
    const id = (await row.getByRole('cell').first().textContent())!.replace('#', '');
    await page.goto(`/dashboard/request-creation?id=${id}`);
    await expect(page.getByText('Richiesta non modificabile')).toBeVisible();
    await expectAccessible(page);
    await expect(page.getByRole('button', { name: 'Salva modifiche' })).toBeDisabled();
    await page.getByRole('link', { name: 'Duplica la richiesta' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: `Duplica richiesta #${id}` }),
    ).toBeVisible();
  });
});

test.describe('requests on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the list shows cards', async ({ page }) => {
    await signInBrowserAs(page, demoCustomer);
    await page.goto('/dashboard/request-list');
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Richiesta #' })).toHaveCount(10);
    await expectAccessible(page);
  });
});
