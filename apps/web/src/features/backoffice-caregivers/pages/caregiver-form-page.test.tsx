import { type CheckKind, latestCheckDays } from '@equilibrio/contract/caregiver-checks';
import { vettingAtAGlance } from '@equilibrio/contract/criminal-record';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { caregiverFixture, torino } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { CaregiverFormPage } from './caregiver-form-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
afterEach(() => vi.restoreAllMocks());

/** The new-caregiver form with its name, type and the 'Attivo' switch on; answers the calls. */
async function newActiveCaregiver(recordedChecks: readonly never[] | undefined) {
  const calls = mockApi({
    'POST /v1/backoffice/caregivers': () => ({ status: 500, body: {} }),
  });
  renderRoute(<CaregiverFormPage docRef={null} recordedChecks={recordedChecks} />);
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(/^Tipo/));
  await user.click(await screen.findByRole('option', { name: 'Colf' }));
  await user.type(screen.getByLabelText(/^Nome/), 'Elisa');
  await user.type(screen.getByLabelText(/^Cognome/), 'Ferri');
  await user.click(screen.getByLabelText(/^Attivo/));
  await user.click(screen.getByRole('button', { name: 'Crea caregiver' }));
  return { calls, user };
}

/** Elisa Ferri's saved profile (`caregiver`) opened, its save answered with what was sent. */
function openSaved(caregiver: object) {
  const calls = mockApi({
    'GET /v1/backoffice/caregivers/cg-elisa': { body: { ...caregiver, busyOn: [], places: [] } },
    'PUT /v1/backoffice/caregivers/cg-elisa': ({ body }) => ({
      body: { ...caregiver, ...(body as object) },
    }),
  });
  renderRoute(<CaregiverFormPage docRef="cg-elisa" recordedChecks={[]} />);
  return { calls, user: userEvent.setup() };
}

describe('switching a caregiver on', () => {
  it('asks first while the agency’s checks are missing, and saves nothing on Annulla', async () => {
    const { calls, user } = await newActiveCaregiver([]);
    const ask = await screen.findByRole('dialog', {
      name: 'Attivare il caregiver senza verifiche?',
    });
    expect(ask).toHaveTextContent(/Mancano: Documento d.identità/);
    // A new caregiver has no page of checks yet: where they go, once created.
    expect(ask).toHaveTextContent(
      'Le verifiche si registrano sulla sua scheda, dopo averlo creato.',
    );
    // The safe answer is the filled button; going ahead is the outlined, risky one.
    const cancel = screen.getByRole('button', { name: 'Annulla' });
    expect(cancel).toHaveAttribute('data-variant', 'filled');
    expect(screen.getByRole('button', { name: 'Attiva comunque' })).toHaveAttribute(
      'data-variant',
      'outline',
    );
    await user.click(cancel);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    // Not switched on after all: the switch says so, and the form what happened.
    expect(screen.getByLabelText(/^Attivo/)).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il caregiver non è stato creato e «Attivo» è di nuovo spento',
    );

    await user.click(screen.getByLabelText(/^Attivo/));
    await user.click(screen.getByRole('button', { name: 'Crea caregiver' }));
    await user.click(await screen.findByRole('button', { name: 'Attiva comunque' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });

  it('asks first when the criminal record on file is more than six months old', async () => {
    const caregiver = { ...caregiverFixture('Elisa', 'Ferri'), active: false };
    const calls = mockApi({
      'GET /v1/backoffice/caregivers/cg-elisa': { body: { ...caregiver, busyOn: [], places: [] } },
      'PUT /v1/backoffice/caregivers/cg-elisa': ({ body }) => ({
        body: { ...caregiver, ...(body as object) },
      }),
    });
    const seen = (kind: CheckKind, checkedOn: string) => ({ kind, checkedOn });
    renderRoute(
      <CaregiverFormPage
        docRef="cg-elisa"
        recordedChecks={[
          seen('identity-document', '2026-11-01'),
          seen('references', '2026-11-01'),
          seen('agency-interview', '2026-11-01'),
          seen('first-aid', '2026-11-01'),
          seen('criminal-record', '2025-01-01'),
        ]}
      />,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^Attivo/));
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    const ask = await screen.findByRole('dialog', {
      name: 'Attivare il caregiver senza una verifica?',
    });
    expect(ask).toHaveTextContent(
      'Manca: Casellario giudiziale in corso di validità (quello registrato è scaduto).',
    );
    await user.click(screen.getByRole('button', { name: 'Annulla' }));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('asks all the same while the checks are not known', async () => {
    const { calls, user } = await newActiveCaregiver(undefined);
    const ask = await screen.findByRole('dialog', { name: 'Attivare il caregiver?' });
    expect(ask).toHaveTextContent('Non è stato possibile leggere le sue verifiche');
    await user.click(screen.getByRole('button', { name: 'Attiva comunque' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
  });

  it('tells a new caregiver starts off, and an existing one only the record rule', async () => {
    const caregiver = { ...caregiverFixture('Elisa', 'Ferri'), active: true };
    mockApi({
      'GET /v1/backoffice/caregivers/cg-elisa': { body: { ...caregiver, busyOn: [], places: [] } },
    });
    const created = renderRoute(<CaregiverFormPage docRef={null} recordedChecks={[]} />);
    expect(await screen.findByLabelText(/^Attivo/)).toHaveAccessibleDescription(
      /^Un nuovo caregiver parte spento: attivalo dopo le verifiche\. I profili di babysitter/,
    );
    created.unmount();
    renderRoute(<CaregiverFormPage docRef="cg-elisa" recordedChecks={[]} />);
    const active = await screen.findByLabelText(/^Attivo/);
    expect(active).toHaveAccessibleDescription(/^I profili di babysitter/);
    expect(screen.queryByText(/Un nuovo caregiver parte spento/)).toBeNull();
  });

  it('leaves a caregiver off when the question is dismissed, other changes still to save', async () => {
    const caregiver = { ...caregiverFixture('Elisa', 'Ferri'), active: false };
    const calls = mockApi({
      'GET /v1/backoffice/caregivers/cg-elisa': { body: { ...caregiver, busyOn: [], places: [] } },
      'PUT /v1/backoffice/caregivers/cg-elisa': { body: caregiver },
    });
    renderRoute(<CaregiverFormPage docRef="cg-elisa" recordedChecks={[]} />);
    const user = userEvent.setup();
    const active = await screen.findByLabelText(/^Attivo/);
    await user.type(screen.getByLabelText(/^Telefono/), '3331234567');
    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await screen.findByRole('dialog', { name: 'Attivare il caregiver senza verifiche?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(active).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Nulla è stato salvato e «Attivo» è di nuovo spento: le altre modifiche sono ancora da salvare.',
    );
    // Saved now, the caregiver stays off, with the phone number.
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      active: false,
      phone: '3331234567',
    });
  });

  it('asks before switching off a caregiver proposed to a family still choosing', async () => {
    const caregiver = { ...caregiverFixture('Elisa', 'Ferri'), active: true };
    const proposed = (requestId: number, requestStatus: string) => ({
      requestId,
      requestStatus,
      family: { name: 'Giulia', surname: 'Bianchi', deleted: false },
      place: 'proposed',
      selectedAt: '2026-11-03T09:00:00.000Z',
      endedAt: null,
    });
    const calls = mockApi({
      'GET /v1/backoffice/caregivers/cg-elisa': {
        body: {
          ...caregiver,
          busyOn: [],
          // A closed request's proposal is nobody's choice any more: not named.
          places: [proposed(6, 'INVIATO CV'), proposed(3, "NON PIU' INTERESSATO")],
        },
      },
      'PUT /v1/backoffice/caregivers/cg-elisa': ({ body }) => ({
        body: { ...caregiver, ...(body as object) },
      }),
    });
    renderRoute(<CaregiverFormPage docRef="cg-elisa" recordedChecks={[]} />);
    const user = userEvent.setup();
    const active = await screen.findByLabelText(/^Attivo/);
    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    const ask = await screen.findByRole('dialog', { name: 'Disattivare il caregiver?' });
    expect(ask).toHaveTextContent(
      'È tra i profili proposti sulla richiesta #6: la famiglia non vedrà più il profilo tra quelli da scegliere.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Annulla' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(active).toBeChecked();

    await user.click(active);
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await user.click(await screen.findByRole('button', { name: 'Disattiva' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({ active: false });
  });

  it('keeps the caregiver’s email for the tutors, refusing a wrong one under its field', async () => {
    const { calls, user } = openSaved({
      ...caregiverFixture('Elisa', 'Ferri'),
      email: 'elisa@example.it',
    });
    const email = await screen.findByLabelText(/^Email/);
    expect(email).toHaveValue('elisa@example.it');
    expect(email).toHaveAccessibleDescription('Solo per i family tutor: la famiglia non la vede.');
    await user.clear(email);
    await user.type(email, 'elisa.ferri@example');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Formato email non corretto')).toBeVisible();
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await user.type(email, '.it');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Caregiver aggiornato')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      email: 'elisa.ferri@example.it',
    });
  });

  // A tutor typing a language and pressing Enter: the list ignored the letters, the highlighted
  // first option (a language already chosen) was taken away, and the caregiver saved without it.
  it('adds a language typed by keyboard, keeping those chosen', async () => {
    const { calls, user } = openSaved({
      ...caregiverFixture('Elisa', 'Ferri'),
      languages: ['italian'],
    });
    const languages = await screen.findByLabelText(/^Lingue parlate/, { selector: 'input' });
    await user.click(languages);
    await user.keyboard('ingl{Enter}');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Caregiver aggiornato')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')!.body).toMatchObject({
      languages: ['italian', 'english'],
    });
  });

  it('says nothing else waits when only the switch had been turned on', async () => {
    const caregiver = { ...caregiverFixture('Elisa', 'Ferri'), active: false };
    mockApi({
      'GET /v1/backoffice/caregivers/cg-elisa': { body: { ...caregiver, busyOn: [], places: [] } },
    });
    renderRoute(<CaregiverFormPage docRef="cg-elisa" recordedChecks={[]} />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^Attivo/));
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await screen.findByRole('dialog', { name: 'Attivare il caregiver senza verifiche?' });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nulla è stato salvato: il caregiver resta disattivato.',
    );
  });
});

describe('two tabs on one caregiver', () => {
  it('refuses a save over a version changed meanwhile, keeps the typed text, and saves after a reload', async () => {
    const loaded = {
      ...caregiverFixture('Valentina', 'Colombo'),
      docRef: 'cg-valentina',
      phone: '+39 333 000 2222',
      description: 'Educatrice',
      updatedAt: '2030-01-01T09:00:00.000Z',
    };
    // Tab A saved a new phone number meanwhile.
    const savedByA = {
      ...loaded,
      phone: '+39 333 999 0000',
      updatedAt: '2030-01-01T09:05:00.000Z',
    };
    let current = loaded;
    const message =
      'Questa scheda è stata modificata l’1 gen 2030, 10:05, dopo che l’hai aperta (da un altro family tutor o in un’altra finestra): le tue modifiche non sono state salvate, per non cancellare le sue.';
    const calls = mockApi({
      'GET /v1/backoffice/caregivers/cg-valentina': () => ({
        body: { ...current, busyOn: [], places: [] },
      }),
      'PUT /v1/backoffice/caregivers/cg-valentina': ({ query, body }) =>
        query.get('updatedAt') === savedByA.updatedAt
          ? { body: { ...savedByA, ...(body as object), updatedAt: '2030-01-01T09:10:00.000Z' } }
          : { status: 409, body: { error: { code: 'RECORD_CHANGED', message } } },
    });
    renderRoute(<CaregiverFormPage docRef="cg-valentina" recordedChecks={[]} />);
    const user = userEvent.setup();
    const description = await screen.findByLabelText(/^Descrizione/);
    current = savedByA;
    await user.type(description, ', parla inglese');
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));

    // Refused: said, with the way out; what the tutor typed is still there, nothing said saved.
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('Quello che hai scritto è ancora nel modulo');
    expect(calls.find((call) => call.method === 'PUT')!.query.get('updatedAt')).toBe(
      loaded.updatedAt,
    );
    expect(description).toHaveValue('Educatrice, parla inglese');
    expect(screen.queryByText('Caregiver aggiornato')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Ricarica la scheda' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/^Scheda ricaricata/);
    // A's phone shows; the typed description stays.
    await waitFor(() => expect(screen.getByLabelText(/^Telefono/)).toHaveValue('+39 333 999 0000'));
    expect(description).toHaveValue('Educatrice, parla inglese');

    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    expect(await screen.findByText('Caregiver aggiornato')).toBeVisible();
    const saved = calls.filter((call) => call.method === 'PUT').at(-1)!;
    expect(saved.query.get('updatedAt')).toBe(savedByA.updatedAt);
    expect(saved.body).toMatchObject({
      phone: '+39 333 999 0000',
      description: 'Educatrice, parla inglese',
    });
  });
});

describe('the caregiver’s profile across fields', () => {
  it('refuses experience beyond the working life and a comune of another province, under their fields', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    // Born 12 May 2004 (22 years old), 40 years of experience; Torino as the province, Milano as
    // the comune: both were saved.
    const caregiver = {
      ...caregiverFixture('Elisa', 'Ferri'),
      birthDate: '2004-05-12',
      yearsOfExperience: 40,
      province: 'TO',
      comune: '015146',
      comuneName: 'Milano (MI)',
    };
    const { calls, user } = openSaved(caregiver);
    const years = await screen.findByRole('textbox', { name: 'Anni di esperienza' });
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    const tooMany =
      'Troppi anni di esperienza per l’età: a 22 anni al massimo 8 (si contano dai 14 anni)';
    expect(await screen.findByText(tooMany)).toBeVisible();
    expect(years).toHaveAccessibleDescription(tooMany);
    const otherProvince =
      'Questo comune è in provincia di Milano (MI), non di Torino (TO): correggi la provincia o il comune';
    expect(screen.getByText(otherProvince)).toBeVisible();
    expect(
      screen.getByRole('combobox', { name: 'Comune di residenza' }),
    ).toHaveAccessibleDescription(otherProvince);
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    // Corrected: 8 years, the province of Milano.
    await user.clear(years);
    await user.type(years, '8');
    await user.click(screen.getByRole('combobox', { name: 'Provincia' }));
    await user.click(await screen.findByRole('option', { name: 'Milano (MI)' }));
    await user.click(screen.getByRole('button', { name: 'Salva modifiche' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({
        yearsOfExperience: 8,
        province: 'MI',
        comune: '015146',
      }),
    );
  });
});

describe('the caregiver’s checks at a glance, in the header', () => {
  const today = '2026-12-01';
  const recorded = (kinds: CheckKind[]) =>
    latestCheckDays(kinds.map((kind) => ({ kind, checkedOn: today })));
  const vettedFour: CheckKind[] = [
    'identity-document',
    'references',
    'agency-interview',
    'criminal-record',
  ];
  const header = async (kinds: CheckKind[], busyOn: number[] = []) => {
    mockApi({
      'GET /v1/backoffice/caregivers/cg-elisa': {
        body: { ...caregiverFixture('Elisa', 'Ferri'), busyOn, places: [] },
      },
    });
    return renderRoute(
      <CaregiverFormPage
        docRef="cg-elisa"
        recordedChecks={kinds.map((kind) => ({ kind, checkedOn: today }))}
        vetting={vettingAtAGlance('badante', recorded(kinds), today)}
      />,
    );
  };

  it('says «Verifiche complete» only once the first-aid course is done too', async () => {
    const { unmount } = await header(vettedFour);
    expect(await screen.findByText('Verifiche: 4 su 5')).toBeVisible();
    expect(screen.getByTitle('manca: primo soccorso')).toHaveTextContent('Verifiche: 4 su 5');
    expect(screen.queryByText('Verifiche complete')).toBeNull();
    unmount();
    await header([...vettedFour, 'first-aid']);
    expect(await screen.findByText('Verifiche complete')).toBeVisible();
  });
  it('says which open requests hold the caregiver, each a link to it, and nothing when free', async () => {
    const { unmount } = await header(vettedFour, [7, 12]);
    const held = await screen.findByText(/^Scelto su/);
    expect(held).toHaveTextContent('Scelto su #7, #12');
    expect(within(held).getByRole('link', { name: '#7' })).toHaveAttribute(
      'href',
      '/backoffice/requests/7',
    );
    expect(within(held).getByRole('link', { name: '#12' })).toHaveAttribute(
      'href',
      '/backoffice/requests/12',
    );
    unmount();
    await header(vettedFour);
    expect(await screen.findByText('Verifiche: 4 su 5')).toBeVisible();
    expect(screen.queryByText(/Scelto su/)).toBeNull();
  });
});

describe('the caregiver’s requests', () => {
  const place = (requestId: number, overrides: object = {}) => ({
    requestId,
    requestStatus: 'SELEZIONE COMPLETATA',
    family: { name: 'Giulia', surname: 'Bianchi', deleted: false },
    place: 'confirmed',
    selectedAt: '2026-11-03T09:00:00.000Z',
    endedAt: null,
    ...overrides,
  });
  const page = (places: object[], active = true) => {
    mockApi({
      'GET /v1/backoffice/caregivers/cg-elisa': {
        body: { ...caregiverFixture('Elisa', 'Ferri'), active, busyOn: [], places },
      },
    });
    return renderRoute(<CaregiverFormPage docRef="cg-elisa" recordedChecks={[]} />);
  };

  it('lists each request with its family, its status and the place, and offers no delete', async () => {
    page([
      place(12),
      place(7, {
        requestStatus: "NON PIU' INTERESSATO",
        family: { name: null, surname: null, deleted: true },
        place: 'INTERVIEW_FAILED',
        selectedAt: '2026-10-08T09:00:00.000Z',
        endedAt: '2026-10-11T09:00:00.000Z',
      }),
    ]);
    const section = await screen.findByRole('region', { name: 'Richieste' });
    const lines = within(section).getAllByRole('listitem');
    expect(lines[0]).toHaveTextContent('#12 · Giulia Bianchi');
    expect(lines[0]).toHaveTextContent(
      'Stato: Selezione completata · tra i candidati dal 3 nov 2026',
    );
    expect(lines[0]).toHaveTextContent('Scelto, pagamento ricevuto');
    expect(within(lines[0]!).getByRole('link', { name: '#12 · Giulia Bianchi' })).toHaveAttribute(
      'href',
      '/backoffice/requests/12',
    );
    expect(lines[1]).toHaveTextContent('#7 · Account eliminato');
    expect(lines[1]).toHaveTextContent('dall’8 ott 2026 all’11 ott 2026');
    expect(lines[1]).toHaveTextContent('Colloquio non riuscito');
    // Part of those requests' history: switched off, never deleted.
    expect(screen.queryByRole('button', { name: 'Elimina dalla rubrica' })).toBeNull();
    expect(screen.getByText(/per non proporlo più, spegni «Attivo» e salva/)).toBeVisible();
  });

  it('shows the first five, then all on request', async () => {
    page([1, 2, 3, 4, 5, 6, 7].map((id) => place(id, { place: 'proposed' })));
    const section = await screen.findByRole('region', { name: 'Richieste' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    await userEvent.click(within(section).getByRole('button', { name: 'Mostra tutte (7)' }));
    expect(within(section).getAllByRole('listitem')).toHaveLength(7);
  });

  it('a profile never proposed says so and may be deleted, with words that fit anyone', async () => {
    const calls = mockApi({
      'GET /v1/backoffice/caregivers/cg-elisa': {
        body: { ...caregiverFixture('Elisa', 'Ferri'), busyOn: [], places: [] },
      },
      'DELETE /v1/backoffice/caregivers/cg-elisa': { status: 204, body: null },
    });
    renderRoute(<CaregiverFormPage docRef="cg-elisa" recordedChecks={[]} />);
    expect(
      await screen.findByText('Il profilo non è ancora stato proposto a nessuna famiglia.'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Elimina dalla rubrica' }));
    const dialog = await screen.findByRole('dialog', { name: 'Eliminare il profilo?' });
    expect(dialog).toHaveTextContent('Il profilo di Elisa Ferri sarà eliminato dalla rubrica');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Elimina dalla rubrica' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.method === 'DELETE' && c.path === '/v1/backoffice/caregivers/cg-elisa'),
      ).toBe(true),
    );
  });
});

describe('a caregiver already in the directory', () => {
  it('says so and links their profile instead of creating a second one', async () => {
    const message =
      'Elisa Ferri è già nella rubrica, con lo stesso numero di telefono: apri il suo profilo e aggiornalo invece di crearne un altro.';
    mockApi({
      'POST /v1/backoffice/caregivers': {
        status: 409,
        body: { error: { code: 'CONFLICT', message, existing: 'cg-elisa-ferri-3fa9' } },
      },
    });
    renderRoute(<CaregiverFormPage docRef={null} recordedChecks={[]} />);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(/^Tipo/));
    await user.click(await screen.findByRole('option', { name: 'Colf' }));
    await user.type(screen.getByLabelText(/^Nome/), 'Elisa');
    await user.type(screen.getByLabelText(/^Cognome/), 'Ferri');
    await user.click(screen.getByRole('button', { name: 'Crea caregiver' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(
      within(alert).getByRole('link', { name: 'Apri il profilo già nella rubrica' }),
    ).toHaveAttribute('href', '/backoffice/caregivers/cg-elisa-ferri-3fa9');
  });
});

describe('the comune of residence', () => {
  it('gives its province when none is chosen yet', async () => {
    mockApi({
      'GET /v1/places/autocomplete': () => ({ body: { predictions: [torino.prediction] } }),
    });
    renderRoute(<CaregiverFormPage docRef={null} recordedChecks={[]} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Comune di residenza'), 'Tor');
    await screen.findByRole('option', { name: 'Torino (TO)', hidden: true });
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveValue('Torino (TO)'),
    );
  });
});

describe('the CV of a caregiver', () => {
  it('starts hidden from families for a new caregiver, until checked; an existing one keeps its choice', async () => {
    const calls = mockApi({
      'POST /v1/backoffice/caregivers': () => ({ status: 500, body: {} }),
    });
    const created = renderRoute(<CaregiverFormPage docRef={null} recordedChecks={[]} />);
    const user = userEvent.setup();
    expect(await screen.findByLabelText(/^CV nascosto alle famiglie/)).toBeChecked();
    await user.click(await screen.findByLabelText(/^Tipo/));
    await user.click(await screen.findByRole('option', { name: 'Colf' }));
    await user.type(screen.getByLabelText(/^Nome/), 'Elisa');
    await user.type(screen.getByLabelText(/^Cognome/), 'Ferri');
    await user.click(screen.getByRole('button', { name: 'Crea caregiver' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      resumeHidden: true,
    });
    created.unmount();

    openSaved({ ...caregiverFixture('Elisa', 'Ferri'), resumeHidden: false });
    expect(await screen.findByLabelText(/^CV nascosto alle famiglie/)).not.toBeChecked();
  });
});
