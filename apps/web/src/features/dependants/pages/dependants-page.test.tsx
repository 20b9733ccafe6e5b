import { romeParts } from '@equilibrio/contract/italian-format';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { DependantsPage } from './dependants-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
beforeEach(() => signInAs({ uid: 'u1', email: 'a@b.it', displayName: null }));

const sofia = {
  id: 1,
  userUID: 'u1',
  name: 'Sofia',
  birthDate: '2022-03-15',
  gender: 'FEMALE',
  handicap: false,
  type: 'PERSON',
};
const pepe = { ...sofia, id: 2, name: 'Pepe', birthDate: '2022-04-15', type: 'DOG' };
const luca = { ...sofia, id: 3, name: 'Luca', birthDate: '1984-06-15', gender: 'MALE' };
const rosa = { ...sofia, id: 4, name: 'Rosa', birthDate: '1941-11-15' };

const choose = async (user: ReturnType<typeof userEvent.setup>, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
};

/** Sofia's card opened, the server refusing `route` (a 409) with `refusal`. */
async function editSofiaRefused(user: UserEvent, route: string, refusal: string) {
  mockApi({
    'GET /v1/dependents': { body: [sofia] },
    [route]: { status: 409, body: { error: { code: 'CONFLICT', message: refusal } } },
  });
  renderRoute(<DependantsPage />);
  await user.click(await screen.findByRole('button', { name: /Sofia/ }));
}
async function expectFormRefusal(refusal: string) {
  const form = screen.getByRole('form', { name: 'Modifica assistito' });
  expect(await within(form).findByRole('alert')).toHaveTextContent(refusal);
}

describe('I tuoi assistiti', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2025, 2, 1, 10)); // 1 March 2025
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows each dependant with the age from month and year', async () => {
    mockApi({ 'GET /v1/dependents': { body: [sofia, pepe, luca, rosa] } });
    renderRoute(<DependantsPage />);
    // Sofia is a girl: the card agrees with her.
    expect(await screen.findByText('Bambina · 3 anni')).toBeInTheDocument();
    expect(screen.getByText('Cane · 2 anni')).toBeInTheDocument();
    // A son of 40 with a badante is a grown-up, not an elder; a grandmother of 83 is.
    expect(screen.getByText('Adulto · 40 anni')).toBeInTheDocument();
    expect(screen.getByText('Anziana · 83 anni')).toBeInTheDocument();
  });

  it('creates a dependant born on the 15th of the chosen month, after the form is valid', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /v1/dependents': { body: [] },
      'POST /v1/dependents/': ({ body }) => ({
        status: 201,
        body: { ...(body as object), id: 7 },
      }),
    });
    renderRoute(<DependantsPage />);
    await screen.findByText('Non hai ancora aggiunto nessun assistito.');
    const save = screen.getByRole('button', { name: 'Salva assistito' });
    expect(save).toBeDisabled();

    await choose(user, 'Tipo*', 'Anziano');
    await user.type(screen.getByRole('textbox', { name: 'Nome*' }), 'Nonna Rosa');
    await choose(user, 'Mese di nascita*', 'Novembre');
    await user.type(screen.getByRole('textbox', { name: 'Anno di nascita*' }), '1941');
    await choose(user, 'Sesso*', 'Femmina');
    await user.click(screen.getByRole('checkbox', { name: 'Disabilità o esigenze particolari' }));
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);

    expect(await screen.findByText('Dependant creato con successo!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Nonna Rosa',
      birthDate: '1941-11-15',
      gender: 'FEMALE',
      handicap: true,
      userUID: 'u1',
      type: 'PERSON',
    });
  });

  it('Enter in a field of an unfinished form shows what is missing, and sends a finished one', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /v1/dependents': { body: [] },
      'POST /v1/dependents/': ({ body }) => ({ status: 201, body: { ...(body as object), id: 7 } }),
    });
    renderRoute(<DependantsPage />);
    const name = await screen.findByRole('textbox', { name: 'Nome*' });
    await user.type(name, 'Nonna Rosa{Enter}');
    // Not a silent nothing: the fields still empty say so, the first of them has the focus.
    expect((await screen.findAllByText('Questo campo è obbligatorio')).length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Tipo*' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await choose(user, 'Tipo*', 'Anziano');
    await choose(user, 'Mese di nascita*', 'Novembre');
    await user.type(screen.getByRole('textbox', { name: 'Anno di nascita*' }), '1941');
    await choose(user, 'Sesso*', 'Femmina');
    await user.type(screen.getByRole('textbox', { name: 'Anno di nascita*' }), '{Enter}');
    expect(await screen.findByText('Dependant creato con successo!')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });

  it('shows the spec messages for invalid fields', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /v1/dependents': { body: [] } });
    renderRoute(<DependantsPage />);
    const name = await screen.findByRole('textbox', { name: 'Nome*' });
    await user.click(name);
    await user.tab();
    expect(await screen.findByText('Questo campo è obbligatorio')).toBeInTheDocument();
    const year = screen.getByRole('textbox', { name: 'Anno di nascita*' });
    await user.type(year, '12');
    await user.tab();
    expect(await screen.findByText('Anno non valido')).toBeInTheDocument();
    await user.clear(year);
    await user.type(year, '2026');
    await choose(user, 'Mese di nascita*', 'Gennaio');
    expect(
      await screen.findByText('La data di nascita non può essere nel futuro.'),
    ).toBeInTheDocument();
    await user.clear(year);
    await user.type(year, '1200');
    await user.tab();
    expect(await screen.findByText('Anno non valido: al massimo 120 anni fa.')).toBeInTheDocument();
  });

  it('says when the kind chosen will not be the one shown (a person of 18 or more is Anziano)', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /v1/dependents': { body: [] } });
    renderRoute(<DependantsPage />);
    await choose(user, 'Tipo*', 'Bambino');
    await choose(user, 'Mese di nascita*', 'Gennaio');
    const year = screen.getByRole('textbox', { name: 'Anno di nascita*' });
    await user.type(year, '1950');
    expect(
      await screen.findByText('Con questa data sarà indicato come «Anziano»: ha 18 anni o più.'),
    ).toBeInTheDocument();
    await user.clear(year);
    await user.type(year, '2019');
    expect(screen.queryByText(/sarà indicato come/)).toBeNull();
    // A grown-up under 65 is an Adulto on the card, whichever kind was chosen: said so.
    await user.clear(year);
    await user.type(year, '1985');
    expect(
      await screen.findByText('Con questa data sarà indicato come «Adulto»: ha 18 anni o più.'),
    ).toBeInTheDocument();
    await choose(user, 'Tipo*', 'Anziano');
    await choose(user, 'Sesso*', 'Femmina');
    expect(
      await screen.findByText('Con questa data sarà indicato come «Adulta»: ha meno di 65 anni.'),
    ).toBeInTheDocument();
    // An Anziano born in a future year: only that is said, not also 'shown as Bambino'.
    await choose(user, 'Tipo*', 'Anziano');
    await user.clear(year);
    await user.type(year, String(new Date().getFullYear() + 5));
    await user.tab();
    expect(
      await screen.findByText('La data di nascita non può essere nel futuro.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/sarà indicato come/)).toBeNull();
  });

  it('gives an example year that fits the kind chosen: a child’s, an elder’s, a pet’s', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /v1/dependents': { body: [] } });
    renderRoute(<DependantsPage />);
    const year = screen.getByRole('textbox', { name: 'Anno di nascita*' });
    const now = romeParts(new Date()).year;
    // Before a kind is chosen, no example read as the expected answer (a child's year).
    expect(year).toHaveAttribute('placeholder', 'aaaa');
    const kindField = screen.getByRole('combobox', { name: 'Tipo*' });
    expect(kindField).toHaveAccessibleDescription(
      'Cerchi aiuto per te? Puoi inserire i tuoi dati.',
    );
    for (const [kind, age] of [
      ['Bambino', 6],
      ['Anziano', 82],
      ['Cane', 5],
    ] as const) {
      await choose(user, 'Tipo*', kind);
      expect(year, kind).toHaveAttribute('placeholder', `Es. ${now - age}`);
    }
    // A dog chosen: the hint about entering one's own data is a person's, no longer said.
    expect(kindField).not.toHaveAccessibleDescription(/Cerchi aiuto per te/);
  });

  it('edits a chosen card, then returns to create mode', async () => {
    const user = userEvent.setup();
    const scrolled: Element[] = [];
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this);
    });
    const calls = mockApi({
      'GET /v1/dependents': { body: [sofia] },
      'PUT /v1/dependents/1': ({ body }) => ({ body: { ...(body as object), id: 1 } }),
    });
    renderRoute(<DependantsPage />);
    await user.click(await screen.findByRole('button', { name: /Sofia, bambina, 3 anni/ }));
    expect(screen.getByRole('heading', { name: 'Modifica Sofia' })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: 'Nome*' });
    expect(name).toHaveValue('Sofia');
    expect(screen.getByRole('combobox', { name: 'Mese di nascita*' })).toHaveValue('Marzo');
    await user.clear(name);
    await user.type(name, 'Sofia Maria');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Dependant aggiornato con successo!')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      name: 'Sofia Maria',
      birthDate: '2022-03-15',
      type: 'PERSON',
    });
    expect(screen.getByRole('heading', { name: 'Aggiungi un assistito' })).toBeInTheDocument();
    // The keyboard goes on from the card just saved, not from the page's top; the card is
    // brought into sight (on a phone the form is below the list).
    const saved = screen.getByRole('button', { name: /Sofia, bambina, 3 anni/ });
    await waitFor(() => expect(saved).toHaveFocus());
    expect(scrolled.at(-1)).toContainElement(saved);
  });

  it('moves nothing after a save when the card saved is in sight already (a wide screen)', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /v1/dependents': { body: [sofia] },
      'PUT /v1/dependents/1': ({ body }) => ({ body: { ...(body as object), id: 1 } }),
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 300,
      bottom: 380,
    } as DOMRect);
    const intoView = vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(() => {});
    renderRoute(<DependantsPage />);
    await user.click(await screen.findByRole('button', { name: /Sofia, bambina, 3 anni/ }));
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Sofia, bambina, 3 anni/ })).toHaveFocus(),
    );
    expect(intoView).not.toHaveBeenCalled();
  });

  it('gives the keyboard to the card of the assistito just added', async () => {
    const user = userEvent.setup();
    let saved: object[] = [];
    mockApi({
      'GET /v1/dependents': () => ({ body: saved }),
      'POST /v1/dependents/': ({ body }) => {
        saved = [{ ...(body as object), id: 7 }];
        return { status: 201, body: saved[0] };
      },
    });
    renderRoute(<DependantsPage />);
    await screen.findByText('Non hai ancora aggiunto nessun assistito.');
    await choose(user, 'Tipo*', 'Anziano');
    await user.type(screen.getByRole('textbox', { name: 'Nome*' }), 'Nonna Rosa');
    await choose(user, 'Mese di nascita*', 'Novembre');
    await user.type(screen.getByRole('textbox', { name: 'Anno di nascita*' }), '1941');
    await choose(user, 'Sesso*', 'Femmina');
    const save = screen.getByRole('button', { name: 'Salva assistito' });
    await waitFor(() => expect(save).toBeEnabled());
    save.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Nonna Rosa, anziana, 83 anni/ })).toHaveFocus(),
    );
  });

  it('says on each card that a tap edits it, and brings the form up when it is out of sight', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /v1/dependents': { body: [sofia, pepe] } });
    const scrolled: Element[] = [];
    // A phone: the form sits below the list, out of the view.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 2000,
    } as DOMRect);
    vi.spyOn(HTMLElement.prototype, 'scrollIntoView').mockImplementation(function (
      this: HTMLElement,
    ) {
      scrolled.push(this);
    });
    renderRoute(<DependantsPage />);
    const card = await screen.findByRole('button', { name: /Sofia, bambina, 3 anni/ });
    expect(card).toHaveTextContent('Modifica');
    expect(scrolled).toEqual([]);
    await user.click(card);
    expect(card).toHaveTextContent('In modifica');
    const form = screen.getByRole('heading', { name: 'Modifica Sofia' });
    await waitFor(() => expect(scrolled).toHaveLength(1));
    expect(scrolled[0]).toContainElement(form);
    // The focus goes with the form (a keyboard is not left on a card off screen).
    expect(scrolled[0]).toHaveFocus();
  });

  it('explains why a dependant of an open request cannot be deleted', async () => {
    const user = userEvent.setup();
    const refusal =
      'Non puoi eliminare questo assistito: è collegato a una richiesta in corso (#4).';
    await editSofiaRefused(user, 'DELETE /v1/dependents/1', refusal);
    await user.click(screen.getByRole('button', { name: 'Elimina' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Vuoi eliminare Sofia dai tuoi assistiti?');
    await user.click(within(dialog).getByRole('button', { name: 'Elimina' }));
    await expectFormRefusal(refusal);
    expect(screen.getByRole('button', { name: /Sofia/ })).toBeInTheDocument();
  });

  it('says before asking that an assistito of an open request cannot be deleted', async () => {
    const user = userEvent.setup();
    const calls = mockApi({ 'GET /v1/dependents': { body: [{ ...sofia, openRequests: [23] }] } });
    renderRoute(<DependantsPage />);
    await user.click(await screen.findByRole('button', { name: /Sofia/ }));
    const remove = screen.getByRole('button', { name: 'Elimina' });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription(
      'Non puoi eliminare questo assistito: è collegato a una richiesta in corso (#23). Potrai eliminarlo quando la richiesta sarà chiusa.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
  });

  it('explains why the kind of an assistito of an open request cannot change', async () => {
    const user = userEvent.setup();
    const refusal =
      'Non puoi cambiarne il tipo: è nella richiesta #4 e la babysitter si prende cura di persone.';
    await editSofiaRefused(user, 'PUT /v1/dependents/1', refusal);
    await choose(user, 'Tipo*', 'Cane');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await expectFormRefusal(refusal);
  });

  it('shows the load error and an empty list when the dependants cannot be read', async () => {
    mockApi({
      'GET /v1/dependents': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } },
    });
    renderRoute(<DependantsPage />);
    expect(
      await screen.findAllByText('Errore durante il recupero dei dependant. Riprovare più tardi.'),
    ).not.toHaveLength(0);
    expect(screen.queryByRole('list', { name: 'Assistiti' })).not.toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /v1/dependents': { body: [] } });
    const { router } = renderRoute(
      [
        {
          path: '/assistiti',
          element: (
            <>
              <DependantsPage />
              <Link to="/altrove">Vai altrove</Link>
            </>
          ),
        },
        { path: '/altrove', element: <p>Altra pagina</p> },
      ],
      { path: '/assistiti' },
    );
    await user.type(await screen.findByRole('textbox', { name: 'Nome*' }), 'Bozza');
    await user.click(screen.getByRole('link', { name: 'Vai altrove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione!' });
    expect(dialog).toHaveTextContent(
      'Ci sono delle modifiche in attesa di essere salvate, vuoi uscire comunque?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(router.state.location.pathname).toBe('/assistiti');
    expect(screen.getByRole('textbox', { name: 'Nome*' })).toHaveValue('Bozza');

    await user.click(screen.getByRole('link', { name: 'Vai altrove' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'Si',
      }),
    );
    expect(await screen.findByText('Altra pagina')).toBeInTheDocument();
  });
});
