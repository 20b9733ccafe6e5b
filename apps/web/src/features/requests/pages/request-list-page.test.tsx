import { statusFilterOptions } from '@equilibrio/contract/status-display';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { setWide } from '@/testing/viewport';
import { makePage, makeRequest } from '../testing/fixtures';
import { RequestListPage } from './request-list-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/** The calls for the list itself (the page also reads the unread replies). */
const listCalls = (calls: ReturnType<typeof mockApi>) =>
  calls.filter((call) => call.path === '/v2/requests/user-1/requests');

const twelve = Array.from({ length: 12 }, (_, i) =>
  makeRequest({ id: 100 - i, status: i % 2 ? 'DA_PAGARE' : 'NUOVA' }),
);

describe('request list page', () => {
  beforeEach(() => signInAs());
  afterEach(() => vi.restoreAllMocks());

  it('shows a table with the spec’s columns, 10 per page from page 0, and pages on', async () => {
    setWide(true);
    const api = mockApi({
      'GET /v2/requests/user-1/requests': ({ query }) => {
        const page = Number(query.get('page'));
        return { body: makePage(twelve.slice(page * 10, page * 10 + 10), { page, total: 12 }) };
      },
    });
    renderRoute([{ path: '/dashboard/request-list', element: <RequestListPage /> }], {
      path: '/dashboard/request-list',
    });

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Numero richiesta', 'Richiesta', 'Stato', 'Data', 'Azioni']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('#100')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Babysitter')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Nuova')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Da pagare')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('05 mar, 25')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Apri la richiesta #100' })).toHaveAttribute(
      'href',
      '/dashboard/request-detail/100',
    );
    expect(
      within(rows[0]!).getByRole('link', { name: 'Duplica la richiesta #100' }),
    ).toHaveAttribute('href', '/dashboard/request-creation?id=100&duplicate=true');
    expect(listCalls(api)[0]!.query.get('page')).toBe('0');
    expect(listCalls(api)[0]!.query.get('pageSize')).toBe('10');
    expect(listCalls(api)[0]!.query.has('active')).toBe(false);

    // The next page opens at its top, not where the page buttons are.
    const scrolled = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(listCalls(api).at(-1)!.query.get('page')).toBe('1');
    expect(scrolled).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('tells a screen reader how many requests are shown, in a short line, not the whole table', async () => {
    setWide(true);
    mockApi({
      'GET /v2/requests/user-1/requests': ({ query }) => {
        const page = Number(query.get('page'));
        return { body: makePage(twelve.slice(page * 10, page * 10 + 10), { page, total: 12 }) };
      },
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderRoute([{ path: '/dashboard/request-list', element: <RequestListPage /> }], {
      path: '/dashboard/request-list',
    });
    const table = await screen.findByRole('table');
    expect(screen.getByText('10 di 12 richieste, pagina 1 di 2')).toHaveAttribute('role', 'status');
    // The table is read when the family goes to it, never all at once as it changes.
    expect(table.closest('[aria-live], [role="status"], [role="log"], [role="alert"]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pagina 2' }));
    expect(await screen.findByText('2 di 12 richieste, pagina 2 di 2')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('says a page past the end is gone, not that the family has no request, and leads back', async () => {
    setWide(true);
    mockApi({
      'GET /v2/requests/user-1/requests': ({ query }) => {
        const page = Number(query.get('page'));
        return { body: makePage(twelve.slice(page * 10, page * 10 + 10), { page, total: 12 }) };
      },
    });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderRoute(
      [{ path: '/dashboard/request-list', element: <RequestListPage /> }],
      { path: '/dashboard/request-list?pagina=9' },
    );
    expect(await screen.findByText(/Questa pagina dell’elenco non c’è più/)).toBeVisible();
    expect(screen.queryByText('Non hai ancora nessuna richiesta.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Vai all’ultima pagina' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(3));
    expect(router.state.location.search).toBe('?pagina=2');
  });

  it('filters on the server by every status of the chosen label', async () => {
    setWide(true);
    const api = mockApi({
      'GET /v2/requests/user-1/requests': ({ query }) => ({
        body: makePage(
          query.getAll('status').length
            ? [makeRequest({ id: 3, status: 'DA RICHIAMARE' })]
            : twelve.slice(0, 10),
        ),
      }),
    });
    renderRoute([{ path: '/dashboard/request-list', element: <RequestListPage /> }], {
      path: '/dashboard/request-list',
    });
    const filter = await screen.findByRole('combobox', { name: 'Stato' });
    expect(filter).toHaveValue('Tutte');
    await screen.findByRole('table');

    await userEvent.click(filter);
    const listbox = within(document.getElementById(filter.getAttribute('aria-controls')!)!);
    const labels = listbox.getAllByRole('option', { hidden: true }).map((o) => o.textContent);
    // The contract's filter options (their order and labels: status-display.test.ts), after 'Tutte'.
    expect(labels).toEqual(['Tutte', ...statusFilterOptions.map((option) => option.label)]);
    await userEvent.click(listbox.getByRole('option', { name: 'Nuova', hidden: true }));

    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByText('1 richiesta nello stato «Nuova»')).toHaveAttribute('role', 'status');
    expect(listCalls(api).at(-1)!.query.getAll('status')).toEqual(['NUOVA', 'DA RICHIAMARE']);
    expect(listCalls(api).at(-1)!.query.get('page')).toBe('0');
  });

  it('shows cards on small screens', async () => {
    setWide(false);
    mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        body: makePage([
          {
            ...twelve[0]!,
            dependants: [
              { id: 1, name: 'Sofia', birthDate: '2022-06-15', gender: 'FEMALE', type: 'PERSON' },
              { id: 2, name: 'Luca', birthDate: '2020-01-10', gender: 'MALE', type: 'PERSON' },
            ],
          },
          twelve[1]!,
        ]),
      }),
    });
    renderRoute([{ path: '/dashboard/request-list', element: <RequestListPage /> }], {
      path: '/dashboard/request-list',
    });
    expect(await screen.findByRole('heading', { name: 'Richiesta #100' })).toBeInTheDocument();
    // Whom the request is for, by name: two babysitter requests read apart.
    expect(screen.getByText('Per:').parentElement).toHaveTextContent('Per: Sofia · Luca');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { name: /^Richiesta #/ })).toHaveLength(2);
    // Each card says where its request stands, and what comes next.
    const trackers = screen.getAllByRole('list', { name: 'Avanzamento della richiesta' });
    expect(trackers).toHaveLength(2);
    expect(trackers[0]!.querySelector('[aria-current="step"]')).toHaveTextContent('Richiesta');
    expect(screen.getAllByTestId('next-step')[0]).toHaveTextContent(/^Prossimo passo: /);
  });

  it('says on a phone card when the booked interview is, with its weekday', async () => {
    setWide(false);
    mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        body: makePage([
          makeRequest({
            id: 7,
            status: 'COLLOQUIO PRENOTATO',
            interviewAt: '2030-12-12T16:30:00.000Z',
          }),
        ]),
      }),
    });
    renderRoute([{ path: '/dashboard/request-list', element: <RequestListPage /> }], {
      path: '/dashboard/request-list',
    });
    await screen.findByRole('heading', { name: 'Richiesta #7' });
    // Rome's time, as the request's interview card writes it.
    expect(screen.getByTestId('next-step').textContent).toBe(
      'Prossimo passo: il colloquio tra te e il caregiver, giovedì 12 dic 2030, ore 17:30.',
    );
  });

  it.each([
    ['on a phone, in its card', false],
    ['on a wide screen, in its row', true],
  ])(
    'says the tutor’s unread replies of a request %s, as Home does, leading to them',
    async (_, wide) => {
      setWide(wide);
      mockApi({
        'GET /v2/requests/user-1/requests': () => ({ body: makePage(twelve.slice(0, 2)) }),
        'GET /v1/messages/unread': () => ({
          body: { total: 2, requests: [{ requestId: 99, unread: 2 }] },
        }),
      });
      renderRoute([{ path: '/dashboard/request-list', element: <RequestListPage /> }], {
        path: '/dashboard/request-list',
      });
      const link = await screen.findByRole('link', { name: 'Nuovi messaggi dal family tutor (2)' });
      expect(link).toHaveAttribute('href', '/dashboard/request-detail/99#messaggi');
      // In request 99's card or row, and only there.
      const holder = link.closest(wide ? 'tr' : 'li')!;
      expect(holder).toHaveTextContent(wide ? '#99' : 'Richiesta #99');
      expect(screen.getAllByRole('link', { name: /Nuovi messaggi/ })).toHaveLength(1);
    },
  );

  it('reports one request with an unknown status in its row and shows the others', async () => {
    setWide(true);
    mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        body: makePage([makeRequest({ id: 1, status: 'BOH' }), makeRequest({ id: 2 })]),
      }),
    });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderRoute([{ path: '/dashboard/request-list', element: <RequestListPage /> }], {
      path: '/dashboard/request-list',
    });
    expect(
      await screen.findByText(/Stato della richiesta non riconosciuto \(BOH\)/),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('#2')).toBeInTheDocument();
    expect(within(table).getByText('Nuova')).toBeInTheDocument();
    // The known request's tracker in its Stato cell; none for the unknown status.
    expect(
      within(table).getAllByRole('list', { name: 'Avanzamento della richiesta' }),
    ).toHaveLength(1);
  });

  it('leaves the list empty with the spec’s toast when loading fails', async () => {
    setWide(true);
    mockApi({
      'GET /v2/requests/user-1/requests': () => ({
        status: 503,
        body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'x' } },
      }),
    });
    renderRoute([{ path: '/dashboard/request-list', element: <RequestListPage /> }], {
      path: '/dashboard/request-list',
    });
    expect(
      await screen.findByText(
        "Errore durante il caricamento delle richieste, aggiornare la pagina per riprovare. Se il problema persiste contattare l'assistenza.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('Non è stato possibile caricare le richieste.')).toBeInTheDocument();
  });
});
