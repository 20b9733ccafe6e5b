import { romeParts } from '@equilibrio/contract/italian-format';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, useParams } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { savedAddress } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { companyServices, makeProfile, makeRequest } from '../testing/fixtures';
import { TestAddressPicker, TestDependantPicker } from '../testing/test-pickers';
import { RequestFormPage } from './request-form-page';

/** Next year: its days are ahead, within the two years a start date may be. */
const NEXT_YEAR = romeParts(new Date()).year + 1;

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** The request's page, as the form leads to it: which request it is. */
function DetailHeading() {
  const { requestId } = useParams();
  return <h1>Richiesta #{requestId}</h1>;
}

const routes = [
  {
    path: '/dashboard/request-creation',
    element: (
      <>
        <Link to="/dashboard/home">Vai alla home</Link>
        <RequestFormPage DependantPicker={TestDependantPicker} AddressPicker={TestAddressPicker} />
      </>
    ),
  },
  { path: '/dashboard/request-list', element: <h1>Elenco richieste</h1> },
  { path: '/dashboard/request-detail/:requestId', element: <DetailHeading /> },
  { path: '/dashboard/home', element: <h1>Home</h1> },
];

/**
 * Opens a Mantine select and returns its list of options (found through aria-controls). jsdom
 * never finishes the dropdown's CSS transition, so options are queried with `hidden: true`.
 */
async function openOptions(label: RegExp) {
  const input = screen.getByRole('combobox', { name: label });
  await userEvent.click(input);
  const listbox = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`no options for ${label}`);
    return element;
  });
  return within(listbox);
}

async function chooseOption(label: RegExp, option: string) {
  const listbox = await openOptions(label);
  await userEvent.click(await listbox.findByRole('option', { name: option, hidden: true }));
}

describe('request form page', () => {
  beforeEach(() => {
    signInAs();
    // No draft left by the test before (a form typed in and left keeps one in the tab).
    sessionStorage.clear();
  });

  it('limits a welfare customer to the company’s services, hides languages for pet sitting, and creates the request', async () => {
    const calls = mockApi({
      'GET /api/v1/user-controller/user-1': () => ({
        body: makeProfile({ id: 'acme', name: 'ACME Welfare S.p.A.' }),
      }),
      'GET /v1/services/b2b/acme': () => ({ body: companyServices }),
      'POST /v2/requests': ({ body }) => ({
        status: 201,
        body: makeRequest({
          id: 77,
          businessLine: 'PETSITTER',
          languages: [],
          ...(body as object),
        }),
      }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation' });

    const welfare = await screen.findByRole('switch', { name: /Utilizza programma wellfare/ });
    expect(welfare).toBeChecked();
    expect(screen.getByText('ACME Welfare S.p.A.')).toBeInTheDocument();

    const offered = (await openOptions(/Servizio/))
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(offered).toEqual(['Babysitter', 'Badante']);
    await userEvent.keyboard('{Escape}');
    // Said why the others are gone.
    const why =
      'Con il welfare di ACME Welfare S.p.A. puoi scegliere solo i servizi del suo programma.';
    expect(screen.getByText(why)).toBeVisible();

    const submit = screen.getByRole('button', { name: 'Invia richiesta' });
    expect(submit).toBeDisabled();

    await userEvent.click(welfare);
    expect(screen.queryByText(why)).toBeNull();
    await chooseOption(/Servizio/, 'Petsitter');
    // Welfare on again: pet sitting is not in the programme, and the field says so.
    await userEvent.click(welfare);
    expect(
      await screen.findByText(
        'Il servizio Petsitter non fa parte del programma welfare di ACME Welfare S.p.A.: scegli un altro servizio o disattiva il welfare.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: /Servizio/ })).toHaveValue('');
    await userEvent.click(welfare);
    await chooseOption(/Servizio/, 'Petsitter');
    expect(screen.queryByRole('combobox', { name: /Lingue/ })).not.toBeInTheDocument();
    // A pet sitter looks after animals: the people cannot be chosen.
    expect(screen.getByRole('checkbox', { name: 'Luca' })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Micio' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Indirizzo' }), '10');
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Due gatti');

    await waitFor(() => expect(submit).toBeEnabled());
    expect(screen.getByText(/Inviando la richiesta accetti i/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termini e condizioni' })).toHaveAttribute(
      'href',
      '/termini',
    );
    await userEvent.click(submit);

    // To the request just made, whose page says what happens next (not the list).
    expect(await screen.findByRole('heading', { name: 'Richiesta #77' })).toBeInTheDocument();
    expect(await screen.findByText('Richiesta aggiornata correttamente!')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({
      businessline: 'PETSITTER',
      dependant: [3],
      addressID: 10,
      languages: [],
      notes: 'Due gatti',
      welfare: false,
      // Sent next to 'Inviando la richiesta accetti i Termini e condizioni…': a consent record.
      conditions: true,
      schedule: null,
    });
    expect(post?.headers['Idempotency-Key']).toMatch(/^[\w-]{20,}$/);
  });

  it('says, for a colf, that the address is the home she will keep', async () => {
    mockApi({ 'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }) });
    renderRoute(routes, { path: '/dashboard/request-creation' });
    await screen.findByRole('combobox', { name: /Servizio/ });
    await chooseOption(/Servizio/, 'Colf');
    expect(screen.getByRole('combobox', { name: 'Indirizzo' })).toHaveAccessibleDescription(
      'La casa in cui lavorerà la colf: nelle note puoi indicare piano, ascensore e metri quadri.',
    );
  });

  it('does not send the request while its start date is a day that does not exist, keeping the days chosen', async () => {
    const calls = mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'POST /v2/requests': ({ body }) => ({
        status: 201,
        body: makeRequest({ id: 78, ...(body as object) }),
      }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation' });
    await screen.findByRole('combobox', { name: /Servizio/ });
    await chooseOption(/Servizio/, 'Petsitter');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Micio' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Indirizzo' }), '10');
    // The address is the animals' home: not a badante's wording.
    expect(screen.getByRole('combobox', { name: 'Indirizzo' })).toHaveAccessibleDescription(
      'Dove vivono i tuoi animali: lì passerà il petsitter.',
    );
    const section = screen.getByRole('region', { name: 'Quando' });
    const start = within(section).getByRole('textbox', { name: 'Data di inizio' });
    await userEvent.type(start, `31/02/${NEXT_YEAR}`);
    const days = within(section).getByRole('group', { name: 'Giorni della settimana' });
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Lunedì' }));

    // The date typed is not dropped in silence: it is said, and the request cannot go without it.
    expect(
      await within(section).findByText(`Il 31/02/${NEXT_YEAR} non esiste: controlla giorno e mese`),
    ).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Invia richiesta' });
    await waitFor(() => expect(submit).toBeDisabled());
    await userEvent.click(submit);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(start).toHaveValue(`31/02/${NEXT_YEAR}`);
    expect(within(days).getByRole('checkbox', { name: 'Lunedì' })).toBeChecked();

    // A day gone, or one too far ahead (a slip: '2092'), is said in the API's words.
    for (const [typed, message] of [
      [`01/01/${NEXT_YEAR - 2}`, 'La data di inizio è già passata: scegli oggi o un giorno dopo.'],
      [`01/03/${NEXT_YEAR + 2}`, 'La data di inizio è troppo lontana: scegline una entro 2 anni.'],
    ]) {
      await userEvent.clear(start);
      await userEvent.type(start, typed!);
      await userEvent.tab();
      expect(await within(section).findByText(message!)).toBeVisible();
      await waitFor(() => expect(submit).toBeDisabled());
    }

    // Corrected, it goes with the date and the days.
    await userEvent.clear(start);
    await userEvent.type(start, `28/02/${NEXT_YEAR}`);
    await userEvent.click(within(days).getByRole('checkbox', { name: 'Venerdì' }));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      schedule: { startDate: `${NEXT_YEAR}-02-28`, days: ['mon', 'fri'] },
    });
  });

  it('offers every line without the welfare switch when the company’s services cannot be read', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({
        body: makeProfile({ id: 'acme', name: 'ACME Welfare S.p.A.' }),
      }),
      'GET /v1/services/b2b/acme': () => ({
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
      }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation' });
    expect(
      await screen.findByText(/Non è stato possibile caricare i servizi del tuo programma welfare/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const offered = (await openOptions(/Servizio/))
      .getAllByRole('option', { hidden: true })
      .map((o) => o.textContent);
    expect(offered).toEqual(['Babysitter', 'Petsitter', 'Badante', 'Colf']);
  });

  it('requires languages for other lines and resets them when switching to pet sitting', async () => {
    mockApi({ 'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }) });
    renderRoute(routes, { path: '/dashboard/request-creation' });

    expect(await screen.findByRole('combobox', { name: /Servizio/ })).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Invia richiesta' });
    // The greyed button says what it waits for, by the fields' labels, before any is touched.
    const all = 'Da compilare: Servizio, Assistiti e Lingue parlate dal caregiver.';
    expect(await screen.findByText(all)).toBeVisible();
    expect(submit).toHaveAccessibleDescription(all);
    // Required to a screen reader too, which does not hear the label's asterisk.
    expect(screen.getByRole('combobox', { name: /Servizio/ })).toBeRequired();
    expect(screen.getByRole('combobox', { name: /Lingue/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
    await chooseOption(/Servizio/, 'Babysitter');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Luca' }));
    expect(submit).toBeDisabled();
    const languages = 'Da compilare: Lingue parlate dal caregiver.';
    expect(await screen.findByText(languages)).toBeVisible();
    expect(submit).toHaveAccessibleDescription(languages);

    await chooseOption(/Lingue/, 'Inglese');
    await waitFor(() => expect(submit).toBeEnabled());
    // Nothing missing: nothing said (its room kept), nothing describing the button.
    expect(screen.getByText(languages)).not.toBeVisible();
    expect(submit).not.toHaveAttribute('aria-describedby');

    await chooseOption(/Servizio/, 'Petsitter');
    await chooseOption(/Servizio/, 'Colf');
    // Back from pet sitting the languages start empty again, so the form is invalid.
    expect(screen.getByRole('combobox', { name: /Lingue/ })).toBeInTheDocument();
    await waitFor(() => expect(submit).toBeDisabled());
  });

  it('edits a NUOVA request with PUT, prefilled', async () => {
    const calls = mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: makeRequest() }),
      'PUT /v2/requests/5': ({ body }) => ({ body: makeRequest({ ...(body as object) }) }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation?id=5' });

    const notes = await screen.findByRole('textbox', { name: /Note/ });
    expect(notes).toHaveValue('Due pomeriggi a settimana');
    // The dependant's form sends needs (therapies, allergies) here: said what they are used for.
    expect(notes).toHaveAccessibleDescription(
      /Le informazioni sulla salute \(terapie, allergie, disabilità\) le usiamo solo per organizzare l’assistenza/,
    );
    expect(screen.getByRole('combobox', { name: /Servizio/ })).toHaveValue('Babysitter');
    expect(screen.getByRole('checkbox', { name: 'Luca' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Indirizzo' })).toHaveValue('10');
    expect(screen.queryByText(/Inviando la richiesta accetti/)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Nonna Pia' }));
    // Enter in a field (a date, an address typed) does not send the form and leave the page.
    await userEvent.type(screen.getByRole('textbox', { name: 'Data di inizio' }), '{Enter}');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    // Back to the request just edited, not the list.
    expect(await screen.findByRole('heading', { name: 'Richiesta #5' })).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.path).toBe('/v2/requests/5');
    // "Aggiungi Info" accepts nothing new.
    expect(put?.body).toMatchObject({
      dependant: [1, 2],
      businessline: 'BABYSITTER',
      conditions: false,
    });
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("says when in the optional 'Quando' section: days, slots or 'Da definire', frequency", async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({
        body: makeRequest({
          schedule: {
            startDate: `${NEXT_YEAR}-12-02`,
            days: ['mon'],
            timeSlots: ['mor'],
            timeSlotsToBeDefined: false,
            frequency: null,
          },
        }),
      }),
      'PUT /v2/requests/5': () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Alcuni dati non sono validi.',
            fields: { 'body.schedule.days.0': 'Scegli una delle opzioni proposte' },
          },
        },
      }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation?id=5' });

    const section = await screen.findByRole('region', { name: 'Quando' });
    expect(within(section).queryByText('*')).toBeNull();
    expect(within(section).getByRole('textbox', { name: 'Data di inizio' })).toHaveValue(
      `02/12/${NEXT_YEAR}`,
    );
    const days = within(section).getByRole('group', { name: 'Giorni della settimana' });
    expect(within(days).getByRole('checkbox', { name: 'Lunedì' })).toBeChecked();
    await user.click(within(days).getByRole('checkbox', { name: 'Venerdì' }));

    const slots = within(section).getByRole('group', { name: 'Fasce orarie' });
    await user.click(within(slots).getByRole('checkbox', { name: 'Da definire' }));
    expect(within(slots).getByRole('checkbox', { name: 'Mattina' })).not.toBeChecked();
    await user.click(within(section).getByRole('radio', { name: 'Occasionale' }));

    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      schedule: {
        startDate: `${NEXT_YEAR}-12-02`,
        days: ['mon', 'fri'],
        timeSlots: [],
        timeSlotsToBeDefined: true,
        frequency: 'occasional',
      },
    });
    // The API's message goes under the days.
    expect(await within(section).findByText('Scegli una delle opzioni proposte')).toBeVisible();
  });

  it('cannot send a request naming someone its service is not for, and says who', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: makeRequest({ status: 'NUOVA' }) }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation?id=5' });
    const submit = await screen.findByRole('button', { name: 'Salva modifiche' });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Luca' })).toBeChecked());
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), ' e il sabato');
    await waitFor(() => expect(submit).toBeEnabled());

    // Luca, a child, stays chosen when the service becomes pet sitting.
    await chooseOption(/Servizio/, 'Petsitter');
    expect(
      await screen.findByText(
        'Il petsitter si prende cura di animali: togli le persone dagli assistiti.',
      ),
    ).toBeVisible();
    expect(submit).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Luca' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Micio' }));
    await waitFor(() => expect(submit).toBeEnabled());
  });

  it('duplicates a request: same content, saved with POST and no id', async () => {
    const calls = mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: makeRequest({ status: 'SELEZIONE COMPLETATA' }) }),
      'POST /v2/requests': () => ({ status: 201, body: makeRequest({ id: 6 }) }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation?id=5&duplicate=true' });

    expect(
      await screen.findByText(/Stai creando una nuova richiesta a partire dalla richiesta #5/),
    ).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Invia richiesta' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);

    // To the copy, not the request copied.
    await screen.findByRole('heading', { name: 'Richiesta #6' });
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/v2/requests');
    expect(post?.body).toEqual({
      businessline: 'BABYSITTER',
      dependant: [1],
      addressID: 10,
      languages: ['italian'],
      notes: 'Due pomeriggi a settimana',
      welfare: false,
      conditions: true,
      schedule: null,
    });
  });

  it('never overwrites a change made since the form was opened: says so, reloads it, keeps what she changed', async () => {
    const user = userEvent.setup();
    // Meanwhile the tutor corrected the address (Corso Italia 5): the request is a later version.
    const corrected = makeRequest({
      address: {
        id: 11,
        street: 'Corso Italia 5',
        city: 'Milano',
        province: 'MI',
        postalCode: '20122',
      },
      termsUpdatedAt: '2025-03-06T09:30:00.000Z',
    });
    let read = makeRequest();
    let refused = false;
    const calls = mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: read }),
      'PUT /v2/requests/5': ({ body, query }) => {
        if (query.get('termsUpdatedAt') !== corrected.termsUpdatedAt) {
          refused = true;
          read = corrected;
          return {
            status: 409,
            body: {
              error: {
                code: 'RECORD_CHANGED',
                message:
                  'La richiesta è stata modificata dopo che hai aperto il modulo (dal tuo family tutor o da te in un’altra scheda): le tue modifiche non sono state salvate, per non cancellare le altre.',
              },
            },
          };
        }
        return {
          body: makeRequest({ ...(body as object), updatedAt: '2025-03-06T10:00:00.000Z' }),
        };
      },
    });
    renderRoute(routes, { path: '/dashboard/request-creation?id=5' });
    const notes = await screen.findByRole('textbox', { name: /Note/ });
    await user.clear(notes);
    await user.type(notes, 'Anche il sabato');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    const alert = await screen.findByRole('alert', { name: 'Richiesta modificata nel frattempo' });
    expect(refused).toBe(true);
    // Sent with the version of the terms it was opened on.
    expect(calls.find((c) => c.method === 'PUT')!.query.get('termsUpdatedAt')).toBe(
      '2025-03-05T10:00:00.000Z',
    );
    expect(alert).toHaveTextContent('le tue modifiche non sono state salvate');
    expect(screen.queryByRole('heading', { name: 'Richiesta #5' })).toBeNull();
    await user.click(within(alert).getByRole('button', { name: 'Ricarica la richiesta' }));
    // The tutor's address shows; her note is kept.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Indirizzo' })).toHaveValue('11'),
    );
    expect(notes).toHaveValue('Anche il sabato');
    expect(screen.getByRole('status')).toHaveTextContent('Richiesta ricaricata');

    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByRole('heading', { name: 'Richiesta #5' })).toBeInTheDocument();
    const saved = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(saved.query.get('termsUpdatedAt')).toBe('2025-03-06T09:30:00.000Z');
    expect(saved.body).toMatchObject({ addressID: 11, notes: 'Anche il sabato' });
  });

  it('keeps, edits and copies an address typed on the first call, which no saved one matches', async () => {
    const typed = {
      id: null,
      street: 'Via Po 18',
      city: 'Torino',
      province: 'TO',
      postalCode: '10123',
    };
    const calls = mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: makeRequest({ address: typed }) }),
      'PUT /v2/requests/5': () => ({ body: makeRequest({ address: typed }) }),
      'POST /v2/requests': () => ({ status: 201, body: makeRequest({ id: 6 }) }),
    });
    const { unmount } = renderRoute(routes, { path: '/dashboard/request-creation?id=5' });
    const field = await screen.findByRole('combobox', { name: 'Indirizzo' });
    // The field's choice, not an empty field whose words alone name it.
    expect(field).toHaveDisplayValue(
      'Via Po 18, 10123 Torino (TO) (indirizzo attuale della richiesta)',
    );
    expect(field).toHaveAccessibleDescription(
      'È l’indirizzo indicato nella richiesta: puoi sceglierne anche uno tra quelli salvati. Dove si svolge il servizio (per una badante, la casa della persona da assistere).',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await screen.findByRole('heading', { name: 'Richiesta #5' });
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      addressID: null,
      address: 'Via Po 18',
      city: 'Torino',
      province: 'TO',
      postalCode: '10123',
    });
    unmount();

    renderRoute(routes, { path: '/dashboard/request-creation?id=5&duplicate=true' });
    expect(await screen.findByRole('combobox', { name: 'Indirizzo' })).toHaveDisplayValue(
      'Via Po 18, 10123 Torino (TO) (dalla richiesta #5)',
    );
    const submit = await screen.findByRole('button', { name: 'Invia richiesta' });
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await screen.findByRole('heading', { name: 'Richiesta #6' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      addressID: null,
      address: 'Via Po 18',
      city: 'Torino',
      conditions: true,
    });
  });

  it('shows a request past NUOVA as read-only, offering to duplicate it', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: makeRequest({ status: 'INVIATO_PREVENTIVO' }) }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation?id=5' });

    expect(await screen.findByText('Richiesta non modificabile')).toBeInTheDocument();
    expect(screen.getByText(/stato «Preventivo inviato»/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salva modifiche' })).toBeDisabled();
    // Greyed because it is read-only, not because something is missing.
    expect(screen.queryByText(/^Da (compilare|correggere)/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Duplica la richiesta' })).toHaveAttribute(
      'href',
      '/dashboard/request-creation?id=5&duplicate=true',
    );
  });

  it('reports a save refused because the request moved on inline, in the server’s words alone, keeping the form', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: makeRequest() }),
      'PUT /v2/requests/5': () => ({
        status: 409,
        body: {
          error: {
            code: 'INVALID_STATE',
            message:
              'La richiesta non può più essere modificata: lo stato attuale è «Preventivo inviato».',
          },
        },
      }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation?id=5' });
    const notes = await screen.findByRole('textbox', { name: /Note/ });
    await userEvent.type(notes, ' e sabato');
    await userEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    await waitFor(() =>
      expect(
        screen
          .getAllByRole('alert')
          .some((alert) => alert.textContent?.includes('stato attuale è «Preventivo inviato»')),
      ).toBe(true),
    );
    // Not beside a toast telling to retry later: a retry cannot mend it.
    expect(screen.queryByText(/Riprovare più tardi/)).not.toBeInTheDocument();
    expect(notes).toHaveValue('Due pomeriggi a settimana e sabato');
  });

  it('shows when the next change can be saved once the hourly limit is reached', async () => {
    const limit = 'Hai salvato molte modifiche in poco tempo: potrai salvarne altre tra 12 minuti.';
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: makeRequest() }),
      'PUT /v2/requests/5': () => ({
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: limit } },
      }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation?id=5' });
    const notes = await screen.findByRole('textbox', { name: /Note/ });
    await userEvent.type(notes, ' e domenica');
    await userEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    await waitFor(() =>
      expect(screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(limit))).toBe(
        true,
      ),
    );
    expect(screen.queryByText(/Riprovare più tardi/)).not.toBeInTheDocument();
    expect(notes).toHaveValue('Due pomeriggi a settimana e domenica');
  });

  it('offline, says the connection is the matter, not to retry later, keeping the form', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'GET /v2/requests/5': () => ({ body: makeRequest() }),
      'PUT /v2/requests/5': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderRoute(routes, { path: '/dashboard/request-creation?id=5' });
    const notes = await screen.findByRole('textbox', { name: /Note/ });
    await userEvent.type(notes, ' e lunedì');
    await userEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    const offline = 'Connessione non disponibile. Controlla la rete e riprova.';
    await waitFor(() =>
      expect(
        screen.getAllByRole('alert').some((alert) => alert.textContent?.includes(offline)),
      ).toBe(true),
    );
    expect(screen.queryByText(/Riprovare più tardi/)).not.toBeInTheDocument();
    expect(notes).toHaveValue('Due pomeriggi a settimana e lunedì');
  });

  it('starts a new request at the default address, without counting it as a change', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile(null) }),
      'GET /v1/user-address': () => ({
        body: [savedAddress(10, 'Via Roma 1', false), savedAddress(11, 'Corso Italia 5', true)],
      }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation' });
    const address = await screen.findByRole('combobox', { name: 'Indirizzo' });
    expect(address).toHaveValue('11');
    // Whose address: the account's default may be the daughter's, not her mother's.
    expect(address).toHaveAccessibleDescription(
      'Dove si svolge il servizio (per una badante, la casa della persona da assistere).',
    );
    // Nothing typed: leaving asks nothing.
    await userEvent.click(screen.getByRole('link', { name: 'Vai alla home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  // A daughter's new badante request for her father, in another town, started on her own home.
  it('takes the default address out for a badante, to be chosen, and keeps one the family chose', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile(null) }),
      'GET /v1/user-address': () => ({
        body: [savedAddress(10, 'Via Roma 1', false), savedAddress(11, 'Corso Italia 5', true)],
      }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation' });
    const address = await screen.findByRole('combobox', { name: 'Indirizzo' });
    await chooseOption(/Servizio/, 'Babysitter');
    expect(address).toHaveValue('11');

    await chooseOption(/Servizio/, 'Badante');
    await waitFor(() => expect(address).toHaveValue(''));
    expect(address).toHaveAccessibleDescription(
      'Scegli la casa della persona da assistere: può non essere la tua. Se non è tra i tuoi indirizzi, scegli «Aggiungi nuovo».',
    );
    // Chosen on purpose, even the default: it stays through a change of service.
    await userEvent.selectOptions(address, '11');
    expect(address).toHaveValue('11');
    await chooseOption(/Servizio/, 'Babysitter');
    expect(address).toHaveValue('11');
    await chooseOption(/Servizio/, 'Badante');
    expect(address).toHaveValue('11');
  });

  it('opens a badante request saved without an address as it is: nothing put in, nothing to confirm on leaving', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile(null) }),
      'GET /v1/user-address': () => ({ body: [savedAddress(11, 'Corso Italia 5', true)] }),
      'GET /v2/requests/5': () => ({
        body: makeRequest({ address: null, businessLine: 'NURSE', type: 'Badante' }),
      }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation?id=5' });
    expect(await screen.findByRole('combobox', { name: 'Indirizzo' })).toHaveValue('');
    await userEvent.click(screen.getByRole('link', { name: 'Vai alla home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('completes a request saved without an address at the default one, never over an address it has', async () => {
    const addresses = [
      savedAddress(10, 'Via Roma 1', false),
      savedAddress(11, 'Corso Italia 5', true),
    ];
    const calls = mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile(null) }),
      'GET /v1/user-address': () => ({ body: addresses }),
      'GET /v2/requests/5': () => ({ body: makeRequest({ address: null }) }),
      'PUT /v2/requests/5': () => ({ body: makeRequest({ address: null }) }),
      'GET /v2/requests/6': () => ({ body: makeRequest({ id: 6 }) }),
      'GET /v2/requests/7': () => ({
        body: makeRequest({ id: 7, address: null, status: 'INVIATO_PREVENTIVO' }),
      }),
    });
    const first = renderRoute(routes, { path: '/dashboard/request-creation?id=5' });
    expect(await screen.findByRole('combobox', { name: 'Indirizzo' })).toHaveValue('11');
    await userEvent.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await screen.findByRole('heading', { name: 'Richiesta #5' });
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ addressID: 11 });
    first.unmount();

    // The request's own address (Via Roma 1) stays, though another one is the default.
    const second = renderRoute(routes, { path: '/dashboard/request-creation?id=6' });
    expect(await screen.findByRole('combobox', { name: 'Indirizzo' })).toHaveValue('10');
    second.unmount();

    // Read-only: shown as it is, without an address.
    renderRoute(routes, { path: '/dashboard/request-creation?id=7' });
    await screen.findByText('Richiesta non modificabile');
    expect(screen.getByRole('combobox', { name: 'Indirizzo' })).toHaveValue('');
  });

  it('asks before leaving with unsaved changes', async () => {
    mockApi({ 'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }) });
    renderRoute(routes, { path: '/dashboard/request-creation' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Note/ }), 'Bozza');

    await userEvent.click(screen.getByRole('link', { name: 'Vai alla home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Attenzione!' });
    expect(
      within(dialog).getByText(
        'Ci sono delle modifiche in attesa di essere salvate, vuoi uscire comunque?',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Bozza');

    await userEvent.click(screen.getByRole('link', { name: 'Vai alla home' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'Si',
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
  });

  it('takes up a new request typed in this tab and not sent: after a reload, until sent or started again', async () => {
    const calls = mockApi({
      'GET /api/v1/user-controller/user-1': () => ({ body: makeProfile() }),
      'POST /v2/requests': () => ({ status: 201, body: makeRequest({ id: 6 }) }),
    });
    const first = renderRoute(routes, { path: '/dashboard/request-creation' });
    await screen.findByRole('combobox', { name: /Servizio/ });
    await chooseOption(/Servizio/, 'Badante');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Luca' }));
    await chooseOption(/Lingue/, 'Inglese');
    await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), 'Mia madre vive sola');
    // The page goes (a reload, the session ended on another device) before it is sent.
    first.unmount();

    const again = renderRoute(routes, { path: '/dashboard/request-creation' });
    expect(
      await screen.findByText('Abbiamo ripreso la richiesta che stavi scrivendo'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Mia madre vive sola');
    expect(screen.getByRole('checkbox', { name: 'Luca' })).toBeChecked();
    // Still not sent: leaving asks first, as for anything typed; «No» to 'Annulla' keeps it all.
    await userEvent.click(screen.getByRole('link', { name: 'Vai alla home' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'No',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Annulla' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Attenzione!' })).getByRole('button', {
        name: 'No',
      }),
    );
    again.unmount();
    const third = renderRoute(routes, { path: '/dashboard/request-creation' });
    expect(
      await screen.findByText('Abbiamo ripreso la richiesta che stavi scrivendo'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('Mia madre vive sola');
    // Started again: an empty form, and nothing taken up next time.
    await userEvent.click(screen.getByRole('button', { name: 'Ricomincia da capo' }));
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('');
    expect(screen.queryByText('Abbiamo ripreso la richiesta che stavi scrivendo')).toBeNull();
    third.unmount();
    renderRoute(routes, { path: '/dashboard/request-creation' });
    await userEvent.type(await screen.findByRole('textbox', { name: /Note/ }), 'Solo il giovedì');
    expect(screen.queryByText('Abbiamo ripreso la richiesta che stavi scrivendo')).toBeNull();

    // Sent: the draft goes with it.
    await chooseOption(/Servizio/, 'Colf');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Luca' }));
    await chooseOption(/Lingue/, 'Inglese');
    await userEvent.click(screen.getByRole('button', { name: 'Invia richiesta' }));
    await screen.findByRole('heading', { name: 'Richiesta #6' });
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      notes: 'Solo il giovedì',
    });
    cleanup();
    renderRoute(routes, { path: '/dashboard/request-creation' });
    expect(await screen.findByRole('textbox', { name: /Note/ })).toHaveValue('');
    expect(screen.queryByText('Abbiamo ripreso la richiesta che stavi scrivendo')).toBeNull();
  });

  it('still works without the profile, after telling the user it could not be read', async () => {
    mockApi({
      'GET /api/v1/user-controller/user-1': () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'x' } },
      }),
    });
    renderRoute(routes, { path: '/dashboard/request-creation' });
    expect(
      await screen.findByText("Errore durante il recupero delle informazioni dell'utente"),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Servizio/ })).toBeInTheDocument();
  });
});
