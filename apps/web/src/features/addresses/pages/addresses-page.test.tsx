import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { type SavedAddress, savedAddress, torino } from '@/testing/fixtures';
import { type ApiCall, mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { AddressesPage } from './addresses-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
beforeEach(() => signInAs({ uid: 'u1', email: 'a@b.it', displayName: null }));

function api(initial: SavedAddress[]) {
  let saved = [...initial];
  const calls = mockApi({
    'GET /v1/user-address': () => ({ body: saved }),
    'GET /v1/places/autocomplete': (call: ApiCall) => ({
      body: { predictions: call.query.get('input')?.startsWith('Tor') ? [torino.prediction] : [] },
    }),
    'GET /v1/places/details': { body: torino.details },
    'POST /v1/user-address': ({ body }) => {
      const created = {
        ...(body as SavedAddress),
        id: 9,
        isDefault: saved.length === 0,
      };
      saved = [...saved, created];
      return { status: 201, body: created };
    },
    'PUT /v1/user-address/2/default': () => {
      saved = saved.map((a) => ({ ...a, isDefault: a.id === 2 }));
      return { body: saved.find((a) => a.id === 2) };
    },
    'DELETE /v1/user-address/1': () => {
      saved = saved.filter((a) => a.id !== 1);
      return { status: 204 };
    },
  });
  return calls;
}

/** The page with no address saved yet, its empty create form shown. */
async function renderEmptyForm() {
  const calls = api([]);
  renderRoute(<AddressesPage />);
  await screen.findByText('Non hai ancora salvato nessun indirizzo.');
  return calls;
}

/** Types in the comune field and picks a suggestion of the autocomplete. */
async function pickComune(user: UserEvent, typed: string, option: RegExp) {
  await user.type(screen.getByRole('textbox', { name: 'Città*' }), typed);
  const suggestions = await screen.findByRole('listbox', {
    name: 'Suggerimenti per Città',
    hidden: true,
  });
  await user.click(await within(suggestions).findByRole('option', { name: option, hidden: true }));
}

/** Writes the CAP, chooses the province and saves the new address. */
async function finishAndSave(user: UserEvent, postalCode: string, province: string) {
  await user.type(screen.getByRole('textbox', { name: 'CAP*' }), postalCode);
  await user.click(screen.getByRole('combobox', { name: 'Provincia*' }));
  await user.click(await screen.findByRole('option', { name: province }));
  await user.click(screen.getByRole('button', { name: 'Salva indirizzo' }));
  expect(await screen.findByText('Indirizzo creato con successo!')).toBeInTheDocument();
}

describe('Indirizzi', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('lists the fields left to fill in the order the form shows them', async () => {
    await renderEmptyForm();
    const form = screen.getByRole('form', { name: 'Nuovo indirizzo' });
    const shown = [...form.querySelectorAll('label')].map((label) => label.textContent ?? '');
    // The comune (the field with suggestions) first: so is it in the line under the button.
    expect(shown.map((label) => label.replace(/\*$/, ''))).toEqual([
      'Città',
      'Inserisci indirizzo',
      'CAP',
      'Provincia',
    ]);
    expect(
      await screen.findByText('Da compilare: Città, Indirizzo, CAP e Provincia.'),
    ).toBeVisible();
  });

  it('fills city, province and CAP from the autocomplete and saves the address', async () => {
    const user = userEvent.setup();
    const calls = await renderEmptyForm();
    const save = screen.getByRole('button', { name: 'Salva indirizzo' });
    expect(save).toBeDisabled();

    await user.type(screen.getByRole('textbox', { name: 'Inserisci indirizzo*' }), 'Via Po 12');
    await pickComune(user, 'Tor', /Torino/);

    // (The select shows its choice's name an effect later.)
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Provincia*' })).toHaveValue('Torino (TO)'),
    );
    expect(screen.getByRole('textbox', { name: 'Città*' })).toHaveValue('Torino');
    // Torino has several CAPs: which is the street's only the family knows, so none is written
    // in for them (a first one was easy to keep, and wrong); the hint says where to look.
    expect(screen.getByRole('textbox', { name: 'CAP*' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'CAP*' })).toHaveAccessibleDescription(
      'Torino ha più CAP, da 10121 a 10156: scrivi quello della tua via.',
    );
    await waitFor(() => expect(save).toBeDisabled());
    const details = calls.find((c) => c.path === '/v1/places/details');
    expect(details?.query.get('placeId')).toBe('istat:001272');

    // A CAP of another town is pointed out under the field, then the right one.
    const cap = screen.getByRole('textbox', { name: 'CAP*' });
    await user.clear(cap);
    await user.type(cap, '20124');
    expect(
      await screen.findByText(
        'Il CAP 20124 non corrisponde a Torino: correggilo, o conferma che è giusto.',
      ),
    ).toBeInTheDocument();
    await user.clear(cap);
    await user.type(cap, '10121');
    expect(screen.queryByText(/non corrisponde a Torino/)).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /il CAP/ })).toBeNull();

    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Indirizzo creato con successo!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      userUID: 'u1',
      active: true,
      isDefault: false,
      street: 'Via Po 12',
      city: 'Torino',
      zone: 'Torino',
      province: 'TO',
      postalCode: '10121',
      latitude: null,
      longitude: null,
    });
    expect(await screen.findByText('Predefinito')).toBeInTheDocument();
    // Back to an empty create form: the hint of the previous city is gone.
    expect(screen.getByRole('textbox', { name: 'Città*' })).toHaveValue('');
    expect(
      screen.queryByText('Torino ha più CAP, da 10121 a 10156: scrivi quello della tua via.'),
    ).toBeNull();
  });

  it('says, once the field is left, when the comune typed is not an Italian one, and still saves it', async () => {
    const user = userEvent.setup();
    const calls = await renderEmptyForm();
    const city = screen.getByRole('textbox', { name: 'Città*' });
    await user.type(city, 'Xyzville');
    // Not while the field is being written in (past the lookup's pause): a name half written is
    // no comune yet.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(screen.queryByText(/Non troviamo/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Inserisci indirizzo*' }), 'Via Roma 1');
    await waitFor(() =>
      expect(city).toHaveAccessibleDescription(
        'Non troviamo «Xyzville» tra i comuni italiani: controlla come è scritto. Se è una frazione, va bene così.',
      ),
    );
    // A hint, not a refusal: a frazione is a right place.
    await finishAndSave(user, '00100', 'Roma (RM)');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ city: 'Xyzville' });
  });

  it('asks, of a name the gazetteer finds only alike, whether the comune like it was meant', async () => {
    const user = userEvent.setup();
    const calls = await renderEmptyForm();
    const city = screen.getByRole('textbox', { name: 'Città*' });
    // 'Torin' finds Torino: not the name typed. Saved as it was, a caregiver went to 'Torin (MI)'.
    await user.type(city, 'Torin');
    await user.keyboard('{Escape}');
    await user.tab();
    await waitFor(() =>
      expect(city).toHaveAccessibleDescription(
        'Non troviamo «Torin» tra i comuni italiani: intendevi Torino (TO)? Se è una frazione, va bene così.',
      ),
    );
    // Still a hint: nothing is refused.
    await user.type(screen.getByRole('textbox', { name: 'Inserisci indirizzo*' }), 'Via Roma 1');
    await finishAndSave(user, '20121', 'Milano (MI)');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ city: 'Torin' });
  });

  it('says when the comune typed is not in the province chosen', async () => {
    const user = userEvent.setup();
    await renderEmptyForm();
    await user.click(screen.getByRole('combobox', { name: 'Provincia*' }));
    await user.click(await screen.findByRole('option', { name: 'Roma (RM)' }));
    const city = screen.getByRole('textbox', { name: 'Città*' });
    await user.type(city, 'Torino');
    await user.keyboard('{Escape}');
    await user.tab();
    await waitFor(() =>
      expect(city).toHaveAccessibleDescription(
        '«Torino» è in provincia di Torino (TO), non di Roma (RM): correggi la provincia o il comune.',
      ),
    );
  });

  it('saves a CAP the comune is not known to have only once the user confirms it', async () => {
    const user = userEvent.setup();
    const calls = await renderEmptyForm();
    const save = screen.getByRole('button', { name: 'Salva indirizzo' });
    await user.type(screen.getByRole('textbox', { name: 'Inserisci indirizzo*' }), 'Via Po 12');
    await pickComune(user, 'Tor', /Torino/);
    const cap = screen.getByRole('textbox', { name: 'CAP*' });
    await screen.findByText('Torino ha più CAP, da 10121 a 10156: scrivi quello della tua via.');
    await user.type(cap, '10199');
    await user.tab();

    // Said once, under the field, and not saved as it is.
    const message = 'Il CAP 10199 non corrisponde a Torino: correggilo, o conferma che è giusto.';
    expect(await screen.findAllByText(message)).toHaveLength(1);
    await waitFor(() => expect(save).toBeDisabled());

    // The user knows better (a frazione the list lacks): confirmed, it is saved.
    await user.click(screen.getByRole('checkbox', { name: 'Sì, il CAP 10199 è giusto' }));
    expect(screen.queryByText(message)).toBeNull();
    expect(screen.queryByText(/Torino ha più CAP/)).toBeNull();
    await waitFor(() => expect(save).toBeEnabled());
    // Another CAP is another question.
    await user.clear(cap);
    await user.type(cap, '10198');
    await waitFor(() => expect(save).toBeDisabled());
    expect(screen.getByRole('checkbox', { name: 'Sì, il CAP 10198 è giusto' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Sì, il CAP 10198 è giusto' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Indirizzo creato con successo!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      city: 'Torino',
      postalCode: '10198',
    });
  });

  it('brings a new address into view in the saved list (it scrolls past 25vh)', async () => {
    const scrolled: Element[] = [];
    const scroll = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this);
    });
    try {
      const user = userEvent.setup();
      api([savedAddress(1, 'Via Roma 1', true), savedAddress(2, 'Corso Buenos Aires 45', false)]);
      renderRoute(<AddressesPage />);
      await screen.findByText('Via Roma 1', { exact: false });
      expect(scrolled).toEqual([]);
      await user.type(screen.getByRole('textbox', { name: 'Inserisci indirizzo*' }), 'Via Po 12');
      await pickComune(user, 'Tor', /Torino/);
      await user.type(screen.getByRole('textbox', { name: 'CAP*' }), '10123');
      const save = screen.getByRole('button', { name: 'Salva indirizzo' });
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);
      expect(await screen.findByText('Indirizzo creato con successo!')).toBeInTheDocument();
      await waitFor(() => expect(scrolled).toHaveLength(1));
      expect(scrolled[0]).toHaveTextContent('Via Po 12');
    } finally {
      scroll.mockRestore();
    }
  });

  it('asks the comune first, then the street, and keeps a CAP typed for that comune', async () => {
    const user = userEvent.setup();
    api([]);
    renderRoute(<AddressesPage />);
    const form = await screen.findByRole('form', { name: 'Nuovo indirizzo' });
    const labels = within(form)
      .getAllByRole('textbox')
      .map((input) => (input as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels.slice(0, 3)).toEqual(['Città*', 'Inserisci indirizzo*', 'CAP*']);

    const chooseTorino = async () => {
      await user.clear(screen.getByRole('textbox', { name: 'Città*' }));
      await pickComune(user, 'Tor', /Torino/);
      await waitFor(() =>
        expect(screen.getByRole('textbox', { name: 'Città*' })).toHaveValue('Torino'),
      );
    };
    const cap = screen.getByRole('textbox', { name: 'CAP*' });
    // 10122 is one of Torino's CAPs: the family's choice stays, and no hint asks to check it.
    await user.type(cap, '10122');
    await chooseTorino();
    expect(cap).toHaveValue('10122');
    expect(
      screen.queryByText('Torino ha più CAP, da 10121 a 10156: scrivi quello della tua via.'),
    ).toBeNull();

    // 20121 is Milan's: it goes, and the field waits for one of Torino's.
    await user.clear(cap);
    await user.type(cap, '20121');
    await chooseTorino();
    await waitFor(() => expect(cap).toHaveValue(''));
    expect(cap).toHaveAccessibleDescription(
      'Torino ha più CAP, da 10121 a 10156: scrivi quello della tua via.',
    );
  });

  it('writes in the CAP of a comune that has only one', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /v1/user-address': { body: [] },
      'GET /v1/places/autocomplete': {
        body: {
          predictions: [
            {
              placeId: 'istat:001001',
              description: 'Agliè (TO)',
              mainText: 'Agliè',
              secondaryText: 'TO · 10011',
            },
          ],
        },
      },
      'GET /v1/places/details': {
        body: {
          ...torino.details,
          placeId: 'istat:001001',
          city: 'Agliè',
          postalCode: '10011',
          postalCodes: ['10011'],
        },
      },
    });
    renderRoute(<AddressesPage />);
    await screen.findByRole('textbox', { name: 'Città*' });
    await pickComune(user, 'Agl', /Agliè/);
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'CAP*' })).toHaveValue('10011'));
    expect(screen.queryByText(/ha più CAP/)).toBeNull();
  });

  it('shows the spec messages for an invalid address', async () => {
    const user = userEvent.setup();
    api([]);
    renderRoute(<AddressesPage />);
    const street = await screen.findByRole('textbox', { name: 'Inserisci indirizzo*' });
    await user.click(street);
    await user.tab();
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    const cap = screen.getByRole('textbox', { name: 'CAP*' });
    await user.type(cap, '101');
    await user.tab();
    expect(await screen.findByText('CAP non valido')).toBeInTheDocument();
  });

  it('switches the default and deletes an address after confirmation', async () => {
    const user = userEvent.setup();
    const calls = api([savedAddress(1, 'Via Po 12', true), savedAddress(2, 'Via Roma 3', false)]);
    renderRoute(<AddressesPage />);
    const list = await screen.findByRole('list', { name: 'Indirizzi salvati' });
    await user.click(within(list).getByRole('button', { name: 'Imposta come predefinito' }));
    expect(await screen.findByText('Indirizzo impostato come predefinito')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/v1/user-address/2/default')).toBe(
      true,
    );
    await waitFor(() =>
      expect(
        within(screen.getAllByRole('listitem')[1]!).getByText('Predefinito'),
      ).toBeInTheDocument(),
    );

    await user.click(screen.getByRole('button', { name: 'Elimina Via Po 12, 10123 Torino (TO)' }));
    const confirm = await screen.findByRole('dialog');
    // No longer the default: nothing more to say.
    expect(confirm).toHaveTextContent('Vuoi eliminare l’indirizzo Via Po 12?');
    expect(confirm).not.toHaveTextContent('predefinito');
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Indirizzo eliminato con successo!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('says, before deleting an address open requests are at, that they keep it', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /v1/user-address': {
        body: [
          { ...savedAddress(1, 'Via Po 12', true), openRequests: [3, 7] },
          { ...savedAddress(2, 'Via Roma 3', false), openRequests: [9] },
        ],
      },
      'DELETE /v1/user-address/1': { status: 204 },
    });
    renderRoute(<AddressesPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Elimina Via Roma 3, 10123 Torino (TO)' }),
    );
    let confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      'Vuoi eliminare l’indirizzo Via Roma 3? La richiesta in corso #9 è a questo indirizzo: lo conserverà anche dopo l’eliminazione.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Elimina Via Po 12, 10123 Torino (TO)' }));
    confirm = await screen.findByRole('dialog');
    // The default one: what becomes the default instead, the bills' address too.
    expect(confirm).toHaveTextContent(
      'Vuoi eliminare l’indirizzo Via Po 12? È il tuo indirizzo predefinito, usato anche per la fatturazione: al suo posto lo diventerà Via Roma 3. Le richieste in corso #3, #7 sono a questo indirizzo: lo conserveranno anche dopo l’eliminazione.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Indirizzo eliminato con successo!')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/v1/user-address/1')).toBe(true);
  });

  it('asks to confirm a CAP changed in a saved address, its comune looked up by name', async () => {
    const user = userEvent.setup();
    const calls = api([savedAddress(1, 'Via Po 12', true)]);
    calls.length = 0;
    renderRoute(<AddressesPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Modifica Via Po 12, 10123 Torino (TO)' }),
    );
    const cap = screen.getByRole('textbox', { name: 'CAP*' });
    await user.clear(cap);
    await user.type(cap, '20124');
    const message = 'Il CAP 20124 non corrisponde a Torino: correggilo, o conferma che è giusto.';
    // (Torino's CAPs are asked after the debounce of a typed name.)
    expect(await screen.findByText(message, {}, { timeout: 3000 })).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Salva modifiche' });
    expect(calls.find((c) => c.path === '/v1/places/details')?.query.get('placeId')).toBe(
      'istat:001272',
    );
    // Not saved while the CAP is not confirmed.
    await user.click(save);
    // A refused save puts the focus on the field to fix (a sent one would have left it).
    await waitFor(() => expect(save).not.toHaveFocus());
    expect(screen.getByRole('checkbox', { name: 'Sì, il CAP 20124 è giusto' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'PUT' || c.method === 'PATCH')).toEqual([]);
    // The saved CAP is one of Torino's: nothing to confirm.
    await user.clear(cap);
    await user.type(cap, '10123');
    expect(screen.queryByText(message)).toBeNull();
    await waitFor(() => expect(save).toBeEnabled());
  });

  it('edits a chosen address (update mode) and cancels back to create mode', async () => {
    const user = userEvent.setup();
    api([savedAddress(1, 'Via Po 12', true)]);
    renderRoute(<AddressesPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Modifica Via Po 12, 10123 Torino (TO)' }),
    );
    expect(screen.getByRole('heading', { name: 'Modifica indirizzo' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Inserisci indirizzo*' })).toHaveValue('Via Po 12');
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(screen.getByRole('heading', { name: 'Aggiungi un indirizzo' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Inserisci indirizzo*' })).toHaveValue('');
  });
});
