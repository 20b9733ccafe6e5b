import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { pageOf } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { setWidth } from '@/testing/viewport';
import { inboxSearchToReturnTo } from '../lib/inbox-filters';
import { summaryFixture } from '../testing/fixtures';
import { InboxPage } from './inbox-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

/**
 * The inbox (with the request pages behind it), its list answered by `list` (its tutors and
 * facets too): the router and the 'Cerca' box.
 */
async function searchableInbox(list: Parameters<typeof mockApi>[0][string]) {
  mockApi({
    'GET /v1/backoffice/requests': list,
    'GET /v1/backoffice/tutors': { body: [] },
    'GET /v1/backoffice/requests/facets': { body: { total: 2, statuses: [], provinces: [] } },
  });
  const { router, unmount } = renderRoute(
    [
      { path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> },
      { path: '/backoffice/requests/:requestId', element: <h1>La richiesta</h1> },
    ],
    { path: '/backoffice/requests' },
  );
  return { router, unmount, search: await screen.findByRole('textbox', { name: 'Cerca' }) };
}

describe('the tutors’ inbox', () => {
  it('counts the requests the chosen status leaves, not every status of the other filters', async () => {
    setWidth(1280);
    const calls = mockApi({
      'GET /v1/backoffice/requests': () => ({
        body: pageOf([summaryFixture({ id: 7, status: 'DA PAGARE' })]),
      }),
      // The status counters: every status under the other filters (13 requests in all).
      'GET /v1/backoffice/tutors': {
        body: [
          { uid: 'tutor-1', name: 'Marco', surname: 'Ferri', email: 'marco@example.it' },
          { uid: 'tutor-2', name: 'Giulia', surname: 'Neri', email: 'giulia@example.it' },
        ],
      },
      'GET /v1/backoffice/requests/facets': () => ({
        body: {
          total: 13,
          statuses: [
            { status: 'NUOVA', count: 12 },
            { status: 'DA PAGARE', count: 1 },
          ],
          provinces: ['TO'],
        },
      }),
    });
    renderRoute(
      [{ path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> }],
      {
        path: '/backoffice/requests?status=DA+PAGARE&assignedTo=me',
      },
    );
    expect(await screen.findByText('1 richiesta con questi filtri')).toBeInTheDocument();
    expect(screen.queryByText(/13 richieste/)).not.toBeInTheDocument();
    // Remembered for this tutor's way back from a request, and for nobody else.
    expect(new URLSearchParams(inboxSearchToReturnTo('tutor-1')).get('status')).toBe('DA PAGARE');
    expect(inboxSearchToReturnTo('tutor-2')).toBe('');
    expect(calls.find((c) => c.path === '/v1/backoffice/requests')!.query.getAll('status')).toEqual(
      ['DA PAGARE'],
    );
    // The tutor filter says 'Le mie' and lists only the colleagues.
    const tutorFilter = screen.getByRole('combobox', { name: 'Family tutor' });
    expect(tutorFilter).toHaveValue('Le mie');
    await userEvent.click(tutorFilter);
    await screen.findByRole('option', { name: 'Giulia Neri', hidden: true });
    expect(
      screen.getAllByRole('option', { hidden: true }).map((option) => option.textContent),
    ).toEqual(['Le mie', 'Non assegnate', 'Giulia Neri']);
  });

  it('folds the status chips and the filters where the menu is folded (a desktop zoomed to 200 %: 720 px)', async () => {
    for (const [width, folded] of [
      [720, true],
      [1280, false],
    ] as const) {
      setWidth(width);
      const { unmount } = await searchableInbox({ body: pageOf([summaryFixture({ id: 7 })]) });
      expect(
        screen.queryByRole('group', { name: 'Filtra per stato' }) === null,
        `${width} px`,
      ).toBe(folded);
      unmount();
      vi.restoreAllMocks();
    }
  });

  it('heads the waiting order’s runs by whose turn it is, with their counts', async () => {
    setWidth(1280);
    const page = (content: ReturnType<typeof summaryFixture>[]) => ({ body: pageOf(content) });
    mockApi({
      'GET /v1/backoffice/requests': page([
        summaryFixture({ id: 1, status: 'NUOVA' }),
        // The family's message makes its quote our turn.
        summaryFixture({ id: 23, status: 'INVIATO PREVENTIVO', openAssistance: 1 }),
        summaryFixture({ id: 6, status: 'INVIATO PREVENTIVO' }),
        summaryFixture({ id: 9, status: 'STAND BY' }),
      ]),
      'GET /v1/backoffice/tutors': { body: [] },
      'GET /v1/backoffice/requests/facets': { body: { total: 4, statuses: [], provinces: [] } },
    });
    renderRoute(
      [{ path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> }],
      { path: '/backoffice/requests' },
    );
    const table = await screen.findByRole('table', { name: 'Richieste' });
    const headings = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual([
      'Tocca a noi · 2 richieste',
      'Tocca alla famiglia · 1 richiesta',
      'Nessuna azione in attesa · 1 richiesta',
    ]);
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(4);
    // The keyboard skips the status chips and the filters to the list.
    const skip = screen.getByRole('link', { name: 'Vai all’elenco' });
    expect(skip).toHaveAttribute('href', '#elenco');
    expect(document.getElementById('elenco')).toContainElement(table);
  });

  it('orders by the next appointments when asked, each day under its heading', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-04T10:00:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    setWidth(1280);
    const calls = mockApi({
      'GET /v1/backoffice/requests': ({ query }) => ({
        body: pageOf(
          query.get('sort') === 'planned'
            ? [
                // A family's urgent message first, whatever is planned.
                summaryFixture({
                  id: 8,
                  status: 'SELEZIONE COMPLETATA',
                  openAssistance: 1,
                  openUrgent: 1,
                  openAssistanceSince: '2026-12-04T09:00:00Z',
                }),
                // The outcome of yesterday's interview is due.
                summaryFixture({
                  id: 3,
                  status: 'COLLOQUIO PRENOTATO',
                  interviewAt: '2026-12-03T15:00:00Z',
                  plannedAt: '2026-12-03T15:00:00Z',
                }),
                summaryFixture({
                  id: 4,
                  status: 'INVIATO PREVENTIVO',
                  callBackAt: '2026-12-04T15:00:00Z',
                  plannedAt: '2026-12-04T15:00:00Z',
                }),
                // 00:30 tomorrow in Italy, still today in UTC.
                summaryFixture({
                  id: 6,
                  status: 'SELEZIONE ATTIVA',
                  callBackAt: '2026-12-04T23:30:00Z',
                  plannedAt: '2026-12-04T23:30:00Z',
                }),
                summaryFixture({
                  id: 5,
                  status: 'COLLOQUIO PRENOTATO',
                  interviewAt: '2026-12-05T08:30:00Z',
                  plannedAt: '2026-12-05T08:30:00Z',
                }),
                summaryFixture({
                  id: 9,
                  status: 'COLLOQUIO PRENOTATO',
                  interviewAt: '2026-12-07T16:30:00Z',
                  plannedAt: '2026-12-07T16:30:00Z',
                }),
                summaryFixture({
                  id: 10,
                  status: 'COLLOQUIO PRENOTATO',
                  interviewAt: '2026-12-07T17:30:00Z',
                  plannedAt: '2026-12-07T17:30:00Z',
                }),
                summaryFixture({ id: 1, status: 'NUOVA' }),
              ]
            : [summaryFixture({ id: 1, status: 'NUOVA' })],
          { total: 8 },
        ),
      }),
      'GET /v1/backoffice/tutors': { body: [] },
      'GET /v1/backoffice/requests/facets': { body: { total: 6, statuses: [], provinces: [] } },
    });
    const { router } = renderRoute(
      [{ path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> }],
      { path: '/backoffice/requests' },
    );
    await userEvent.click(await screen.findByRole('combobox', { name: 'Ordina per' }));
    await userEvent.click(
      screen.getByRole('option', { name: 'Appuntamenti e scadenze', hidden: true }),
    );
    const table = await screen.findByRole('table', { name: 'Richieste' });
    await within(table).findByText('Oggi · 1 richiesta');
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Urgenti · 1 richiesta',
      'In ritardo · 1 richiesta',
      'Oggi · 1 richiesta',
      'Domani · 2 richieste',
      'Lunedì 7 dic 2026 · 2 richieste',
      'Nulla in programma · 1 richiesta',
    ]);
    expect(
      calls
        .filter((c) => c.path === '/v1/backoffice/requests')
        .at(-1)!
        .query.get('sort'),
    ).toBe('planned');
    // Kept in the address, as every filter.
    expect(router.state.location.search).toContain('sort=planned');
  });

  it('takes a search of 100 characters at most, and says why a longer one is refused', async () => {
    setWidth(1280);
    mockApi({
      'GET /v1/backoffice/requests': (call) =>
        (call.query.get('q') ?? '').length > 100
          ? {
              status: 400,
              body: {
                error: {
                  code: 'VALIDATION_FAILED',
                  message: 'Alcuni dati non sono validi.',
                  fields: { 'querystring.q': 'Massimo 100 caratteri' },
                },
              },
            }
          : {
              body: pageOf([]),
            },
      'GET /v1/backoffice/tutors': { body: [] },
      'GET /v1/backoffice/requests/facets': { body: { total: 0, statuses: [], provinces: [] } },
    });
    // An address written by hand: the list says what to change, not only that something is wrong.
    renderRoute(
      [{ path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> }],
      { path: `/backoffice/requests?q=${'a'.repeat(101)}` },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Alcuni dati non sono validi. Ricerca: massimo 100 caratteri.',
    );

    // The box itself stops at the limit: a long paste is cut there, and the list answers.
    const search = screen.getByRole('textbox', { name: 'Cerca' });
    await userEvent.clear(search);
    await userEvent.paste('Rossi '.repeat(30));
    expect((search as HTMLInputElement).value).toHaveLength(100);
    expect(await screen.findByText('Nessuna richiesta con questi filtri.')).toBeInTheDocument();
  });

  it('keeps a search just cleared cleared when a status is chosen straight after', async () => {
    setWidth(1280);
    const calls = mockApi({
      'GET /v1/backoffice/requests': { body: pageOf([]) },
      'GET /v1/backoffice/tutors': { body: [] },
      'GET /v1/backoffice/requests/facets': {
        body: { total: 3, statuses: [{ status: 'PAGATO', count: 3 }], provinces: [] },
      },
    });
    const { router } = renderRoute(
      [{ path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> }],
      { path: '/backoffice/requests?q=giulia' },
    );
    const search = await screen.findByRole('textbox', { name: 'Cerca' });
    const chip = await screen.findByRole('button', { name: /^Pagato/ });
    // Emptied, then a chip pressed at once: leaving the box applies the empty search, and the
    // chip's choice builds on it, before the page has drawn the first change (as in a browser,
    // where the address's change is drawn later: here, both events in one act).
    fireEvent.change(search, { target: { value: '' } });
    act(() => {
      fireEvent.blur(search);
      fireEvent.click(chip);
    });
    await waitFor(() => expect(router.state.location.search).toBe('?status=PAGATO'));
    expect(search).toHaveValue('');
    const lastList = () => calls.filter((c) => c.path === '/v1/backoffice/requests').at(-1);
    await waitFor(() => expect(lastList()?.query.get('status')).toBe('PAGATO'));
    expect(lastList()?.query.get('q')).toBeNull();
  });

  it('opens the one request a search finds when Enter is pressed, and only then', async () => {
    setWidth(1280);
    const user = userEvent.setup();
    const { router, search } = await searchableInbox(({ query }) => ({
      body: pageOf(
        query.get('q') === 'esposito'
          ? [summaryFixture({ id: 23 })]
          : [summaryFixture({ id: 7 }), summaryFixture({ id: 8 })],
      ),
    }));
    // Two found: Enter applies the search and stays on the list.
    await user.type(search, 'rossi{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=rossi'));
    expect(router.state.location.pathname).toBe('/backoffice/requests');
    // Typed without Enter, one found: the list shows it, nothing opens by itself.
    await user.clear(search);
    await user.type(search, 'esposito');
    await waitFor(() => expect(router.state.location.search).toBe('?q=esposito'));
    expect(await screen.findByRole('link', { name: '#23' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/backoffice/requests');
    // Enter then: the one request opens.
    await user.type(search, '{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/requests/23'));
  });

  it('forgets an Enter once the tutor types on before its search is read', async () => {
    setWidth(1280);
    const user = userEvent.setup();
    let answer: () => void = () => {};
    const { router, search } = await searchableInbox(({ query }) =>
      query.get('q') === 'esposito'
        ? new Promise((resolve) => {
            answer = () => resolve({ body: pageOf([summaryFixture({ id: 23 })]) });
          })
        : { body: pageOf([summaryFixture({ id: 7 }), summaryFixture({ id: 8 })]) },
    );
    await user.type(search, 'esposito{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=esposito'));
    // She goes on typing while the list is read: the one it finds does not open under her.
    await user.type(search, ' m');
    act(() => answer());
    expect(await screen.findByRole('link', { name: '#23' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/backoffice/requests');
  });

  it('reads a colleague’s link naming the signed-in tutor as her own requests (‘Le mie’)', async () => {
    setWidth(1280);
    const calls = mockApi({
      'GET /v1/backoffice/requests': {
        body: pageOf([]),
      },
      'GET /v1/backoffice/tutors': {
        body: [{ uid: 'tutor-1', name: 'Marco', surname: 'Ferri', email: 'marco@example.it' }],
      },
      'GET /v1/backoffice/requests/facets': {
        body: { total: 0, statuses: [], provinces: [] },
      },
    });
    renderRoute(
      [{ path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> }],
      { path: '/backoffice/requests?assignedTo=tutor-1' },
    );
    expect(await screen.findByRole('combobox', { name: 'Family tutor' })).toHaveValue('Le mie');
    // Said once: no toggle besides the filter.
    expect(screen.queryByRole('radio', { name: 'Le mie' })).not.toBeInTheDocument();
    expect(calls.find((c) => c.path === '/v1/backoffice/requests')!.query.get('assignedTo')).toBe(
      'me',
    );
  });

  it('says a page past the end of the list is gone, not that filters emptied it, and leads to the last one', async () => {
    setWidth(1280);
    const calls = mockApi({
      'GET /v1/backoffice/requests': (call) => {
        const page = Number(call.query.get('page') ?? '0');
        const content = page === 1 ? [summaryFixture({ id: 21, status: 'NUOVA' })] : [];
        return { body: pageOf(content, { page, total: 21 }) };
      },
      'GET /v1/backoffice/tutors': { body: [] },
      'GET /v1/backoffice/requests/facets': { body: { total: 21, statuses: [], provinces: [] } },
    });
    const { router } = renderRoute(
      [{ path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> }],
      { path: '/backoffice/requests?page=5' },
    );
    expect(await screen.findByText(/Questa pagina dell’elenco non c’è più/)).toBeVisible();
    expect(screen.queryByText('Nessuna richiesta con questi filtri.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Vai all’ultima pagina' }));
    const table = await screen.findByRole('table', { name: 'Richieste' });
    expect(within(table).getByText('#21')).toBeVisible();
    // The second and last page: '?page=2' in the address, page 1 for the API.
    expect(router.state.location.search).toBe('?page=2');
    expect(calls.at(-1)?.query.get('page')).toBe('1');
  });

  it('says there is no request yet, with no filter to blame, when the list is empty', async () => {
    setWidth(1280);
    mockApi({
      'GET /v1/backoffice/requests': {
        body: pageOf([]),
      },
      'GET /v1/backoffice/tutors': { body: [] },
      'GET /v1/backoffice/requests/facets': { body: { total: 0, statuses: [], provinces: [] } },
    });
    renderRoute(
      [{ path: '/backoffice/requests', element: <InboxPage companies={[]} myUid="tutor-1" /> }],
      { path: '/backoffice/requests' },
    );
    expect(await screen.findByText('Nessuna richiesta, per ora.')).toBeVisible();
  });
});
