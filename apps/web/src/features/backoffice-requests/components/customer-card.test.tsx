import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savedAddress, torino } from '@/testing/fixtures';
import { type ApiCall, mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import type { RequestWorkspace } from '../api/get-request';
import { summaryFixture, workspaceFixture } from '../testing/fixtures';
import { CustomerCard } from './customer-card';
import { RequestCards, RequestTable } from './request-rows';

const erased = {
  uid: 'c1',
  name: null,
  surname: null,
  email: null,
  phone: null,
  contactPreference: null,
  company: null,
  deleted: true,
  account: null,
  waitingForOwner: false,
  notificationPreference: 'NONE' as const,
  otherRequests: [],
};

describe('a customer who deleted their account, in the back office', () => {
  it('reads as “Account eliminato” on the request page, with no contact to use', () => {
    renderRoute(
      <CustomerCard
        request={workspaceFixture({
          status: "NON PIU' INTERESSATO",
          message: null,
          address: null,
          customer: erased,
        })}
      />,
    );
    expect(screen.getByText('Account eliminato')).toBeInTheDocument();
    expect(screen.getByText(/ha eliminato il suo account/)).toBeInTheDocument();
    expect(screen.queryByText('Preferisce:')).not.toBeInTheDocument();
    expect(screen.queryByText(/ricevere email/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads as “Account eliminato” in the inbox, table and cards', () => {
    const rows = [
      summaryFixture({
        id: 7,
        customer: { uid: 'c1', name: null, surname: null, email: null, deleted: true },
      }),
      summaryFixture({ id: 8 }),
    ];
    const now = new Date('2030-01-02T09:00:00Z');
    renderRoute(
      <>
        <RequestTable rows={rows} now={now} />
        <RequestCards rows={rows} now={now} />
      </>,
    );
    expect(screen.getAllByText('Account eliminato')).toHaveLength(1);
    expect(screen.getByText('#7 · Account eliminato')).toBeInTheDocument();
    expect(screen.getAllByText('Paola Verdi').length).toBeGreaterThan(0);
  });
});

describe('the service’s address told on the phone', () => {
  it('is written in from the customer card while the request may change, and not after', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /v1/places/autocomplete': (call: ApiCall) => ({
        body: {
          predictions: call.query.get('input')?.startsWith('Tor') ? [torino.prediction] : [],
        },
      }),
      'GET /v1/places/details': { body: torino.details },
      'PUT /v1/backoffice/requests/42/address': { status: 204 },
    });
    const { unmount } = renderRoute(
      <CustomerCard request={workspaceFixture({ id: 42, status: 'NUOVA', address: null })} />,
    );
    expect(screen.getByText('Non indicato')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Scrivi l’indirizzo' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Indirizzo del servizio · richiesta #42',
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Inserisci indirizzo*' }),
      'Via Po 12',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Città*' }), 'Tor');
    const suggestions = await screen.findByRole('listbox', {
      name: 'Suggerimenti per Città',
      hidden: true,
    });
    await user.click(
      await within(suggestions).findByRole('option', { name: /Torino/, hidden: true }),
    );
    const cap = within(dialog).getByRole('textbox', { name: 'CAP*' });
    // Torino has several CAPs: none is written in for the tutor.
    await within(dialog).findByText(/Torino ha più CAP/);
    expect(cap).toHaveValue('');
    // A CAP Torino is not known to have is saved only once confirmed, as in the family's forms.
    await user.type(cap, '20124');
    await user.click(within(dialog).getByRole('button', { name: 'Salva indirizzo' }));
    expect(
      await within(dialog).findByText(
        'Il CAP 20124 non corrisponde a Torino: correggilo, o conferma che è giusto.',
      ),
    ).toBeVisible();
    await waitFor(() => expect(cap).toHaveFocus());
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(cap);
    await user.type(cap, '10121');
    await user.click(within(dialog).getByRole('button', { name: 'Salva indirizzo' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        street: 'Via Po 12',
        city: 'Torino',
        province: 'TO',
        postalCode: '10121',
      }),
    );
    unmount();

    // Once the quote is out its prices were read for the address: no button.
    renderRoute(
      <CustomerCard request={workspaceFixture({ id: 42, status: 'INVIATO PREVENTIVO' })} />,
    );
    expect(screen.queryByRole('button', { name: /indirizzo/ })).not.toBeInTheDocument();
  });
});

describe('a request sent with the address of another account', () => {
  it('tells the tutor it waits for the owner to sign in, and that no email reaches them before', () => {
    const request = workspaceFixture();
    renderRoute(
      <CustomerCard
        request={workspaceFixture({ customer: { ...request.customer, waitingForOwner: true } })}
      />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'paola@example.it è l’indirizzo di un account già registrato',
    );
    expect(screen.getByRole('note')).toHaveTextContent('nessuna email');
  });
});

describe('the family’s choice of emails on the customer card', () => {
  const choosing = (notificationPreference: 'ALL' | 'ACTIONS' | 'NONE') => {
    const request = workspaceFixture();
    return workspaceFixture({ customer: { ...request.customer, notificationPreference } });
  };

  it('tells the tutor a family that wants no email sees her moves and messages only in its area', () => {
    renderRoute(<CustomerCard request={choosing('NONE')} />);
    expect(
      screen.getByText(/La famiglia ha scelto di non ricevere email sulle sue richieste/),
    ).toHaveTextContent('Se deve saperlo subito, avvisala per telefono.');
    // A payment's reminders are not among the emails that always go: not to be counted on.
    expect(screen.getByText(/La famiglia ha scelto di non ricevere email/)).toHaveTextContent(
      'ma non i promemoria di pagamento',
    );
  });

  it('tells the tutor her messages do not reach by email a family that wants only its turns', () => {
    renderRoute(<CustomerCard request={choosing('ACTIONS')} />);
    expect(screen.getByText(/La famiglia riceve email solo quando tocca a lei/)).toHaveTextContent(
      'i tuoi messaggi di solito non le arrivano per email',
    );
  });

  it('says nothing of a family that gets every email', () => {
    renderRoute(<CustomerCard request={choosing('ALL')} />);
    expect(screen.queryByText(/email (sulle sue richieste|solo quando)/)).not.toBeInTheDocument();
  });
});

describe('the family’s other requests on the customer card', () => {
  const withOthers = (otherRequests: RequestWorkspace['customer']['otherRequests']) => {
    const request = workspaceFixture({ id: 23, type: 'Badante' });
    return workspaceFixture({ ...request, customer: { ...request.customer, otherRequests } });
  };

  it('lists each with its service, place and status, a link to its page', () => {
    renderRoute(
      <CustomerCard
        request={withOthers([
          { id: 22, status: 'INVIATO CV', type: 'Babysitter', city: 'Bologna', province: 'BO' },
          { id: 9, status: 'NON RISPONDE', type: 'Colf', city: null, province: null },
        ])}
      />,
    );
    const list = screen.getByRole('list', { name: 'Altre richieste della famiglia' });
    const [babysitter, colf] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(babysitter).getByRole('link', { name: 'Richiesta #22' })).toHaveAttribute(
      'href',
      '/backoffice/requests/22',
    );
    expect(babysitter).toHaveTextContent('Babysitter · Bologna (BO)');
    expect(babysitter).toHaveTextContent('Inviato CV');
    expect(within(colf).getByRole('link', { name: 'Richiesta #9' })).toHaveAttribute(
      'href',
      '/backoffice/requests/9',
    );
    expect(colf).toHaveTextContent('Colf');
    expect(colf).toHaveTextContent('Non risponde');
  });

  it('says nothing of them when the family has no other request', () => {
    renderRoute(<CustomerCard request={withOthers([])} />);
    expect(screen.queryByText('Altre richieste della famiglia')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Richiesta #/ })).not.toBeInTheDocument();
  });
});

describe('the assistiti on the customer card', () => {
  afterEach(() => vi.useRealTimers());

  it('read as on the family’s pages: kind and age, what the kind cannot say', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T10:00:00Z') });
    const who = { gender: 'FEMALE', handicap: false, type: 'PERSON' } as const;
    renderRoute(
      <CustomerCard
        request={workspaceFixture({
          dependants: [
            { ...who, id: 1, name: 'Sofia', birthDate: '2022-05-15' },
            { ...who, id: 2, name: 'Rosa', birthDate: '1941-02-15', handicap: true },
            { ...who, id: 3, name: 'Pepe', birthDate: '2026-04-15', type: 'DOG', gender: 'MALE' },
            { ...who, id: 4, name: 'Micia', birthDate: '2019-12-15', type: 'CAT' },
            { ...who, id: 5, name: 'Alex', birthDate: '2018-06-15', gender: 'OTHER' },
          ],
        })}
      />,
    );
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([
      'Sofia · bambina, 4 anni',
      'Rosa · anziana, 85 anni · esigenze particolari',
      'Pepe · cane, 8 mesi',
      'Micia · gatta, 7 anni',
      'Alex · bambino, 8 anni, sesso: altro',
    ]);
    expect(screen.queryByText(/Persona/)).not.toBeInTheDocument();
  });

  it('fills the dialog from one of the family’s saved addresses, still editable', async () => {
    const user = userEvent.setup();
    const calls = mockApi({
      'GET /v1/backoffice/requests/42/family-addresses': {
        body: [
          savedAddress(4, 'Via Dante 1', false, {
            city: 'Milano',
            province: 'MI',
            postalCode: '20122',
          }),
          savedAddress(5, 'Via Po 12', true),
        ],
      },
      'GET /v1/places/autocomplete': { body: { predictions: [] } },
      'PUT /v1/backoffice/requests/42/address': { status: 204 },
    });
    renderRoute(
      <CustomerCard request={workspaceFixture({ id: 42, status: 'NUOVA', address: null })} />,
    );
    await user.click(screen.getByRole('button', { name: 'Scrivi l’indirizzo' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Indirizzo del servizio · richiesta #42',
    });
    await user.click(
      await within(dialog).findByRole('combobox', { name: 'Indirizzi salvati dalla famiglia' }),
    );
    await user.click(
      await screen.findByRole('option', { name: 'Via Dante 1, 20122 Milano (MI)', hidden: true }),
    );
    const street = within(dialog).getByRole('textbox', { name: 'Inserisci indirizzo*' });
    await waitFor(() => expect(street).toHaveValue('Via Dante 1'));
    expect(within(dialog).getByRole('textbox', { name: 'CAP*' })).toHaveValue('20122');
    await user.clear(street);
    await user.type(street, 'Via Dante 3');
    await user.click(within(dialog).getByRole('button', { name: 'Salva indirizzo' }));
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
        street: 'Via Dante 3',
        city: 'Milano',
        province: 'MI',
        postalCode: '20122',
      }),
    );
  });
});
