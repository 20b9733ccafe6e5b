import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caregiverFixture, pageOf } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { setWide, setWidth } from '@/testing/viewport';
import { CaregiversPage } from './caregivers-page';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
afterEach(() => vi.restoreAllMocks());

const emptyPage = pageOf([]);

describe('the caregiver directory', () => {
  it('keeps its filters and search in the address: back from a profile, the list is as it was', async () => {
    setWide(true);
    const calls = mockApi({ 'GET /v1/backoffice/caregivers': () => ({ body: emptyPage }) });
    const { router } = renderRoute(
      [
        {
          path: '/backoffice/caregivers',
          element: (
            <>
              <Link to="/backoffice/caregivers/cg-martina-rossi">Martina Rossi</Link>
              <CaregiversPage />
            </>
          ),
        },
        { path: '/backoffice/caregivers/:docRef', element: <h1>Profilo</h1> },
      ],
      { path: '/backoffice/caregivers' },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Cerca' }), 'Rossi');
    await waitFor(() => expect(router.state.location.search).toContain('q=Rossi'));
    await userEvent.click(screen.getByLabelText('Stato'));
    await userEvent.click(await screen.findByRole('option', { name: 'Tutti' }));
    await waitFor(() => expect(router.state.location.search).toContain('active=all'));

    await userEvent.click(screen.getByRole('link', { name: 'Martina Rossi' }));
    expect(await screen.findByRole('heading', { name: 'Profilo' })).toBeInTheDocument();
    await router.navigate(-1);

    expect(await screen.findByRole('textbox', { name: 'Cerca' })).toHaveValue('Rossi');
    expect(screen.getByLabelText('Stato')).toHaveValue('Tutti');
    const last = calls.filter((c) => c.path === '/v1/backoffice/caregivers').at(-1)!;
    expect(last.query.get('q')).toBe('Rossi');
    expect(last.query.get('active')).toBeNull();

    // The address changes under the page (the menu's link to the same list): the box follows.
    await router.navigate('/backoffice/caregivers');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cerca' })).toHaveValue(''));
    expect(screen.getByLabelText('Stato')).toHaveValue('Attivi');
  });

  it('clears every filter at once with «Azzera filtri»: the directory as it opens', async () => {
    setWide(true);
    const calls = mockApi({ 'GET /v1/backoffice/caregivers': () => ({ body: emptyPage }) });
    const { router } = renderRoute(<CaregiversPage />, {
      path: '/backoffice/caregivers?q=Rossi&type=BABYSITTER&active=all&page=2',
    });
    expect(await screen.findByRole('textbox', { name: 'Cerca' })).toHaveValue('Rossi');

    await userEvent.click(screen.getByRole('button', { name: 'Azzera filtri' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('textbox', { name: 'Cerca' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Cerca' })).toHaveFocus();
    expect(screen.getByLabelText('Tipo')).toHaveValue('');
    expect(screen.getByLabelText('Stato')).toHaveValue('Attivi');
    expect(screen.getByRole('button', { name: 'Azzera filtri' })).toBeDisabled();
    await waitFor(() => {
      const last = calls.filter((c) => c.path === '/v1/backoffice/caregivers').at(-1)!;
      expect(last.query.toString()).toBe('active=true&page=0&pageSize=20');
    });
  });

  it('shows cards beside the menu on a tablet held sideways (1 024 px), the table on a laptop', async () => {
    const body = pageOf([{ ...caregiverFixture('Martina', 'Rossi'), busyOn: [], commitments: [] }]);
    mockApi({ 'GET /v1/backoffice/caregivers': () => ({ body }) });
    setWidth(1024);
    const { unmount } = renderRoute(<CaregiversPage />);
    expect(await screen.findByRole('link', { name: /Martina Rossi/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    vi.restoreAllMocks();
    mockApi({ 'GET /v1/backoffice/caregivers': () => ({ body }) });
    setWidth(1280);
    renderRoute(<CaregiversPage />);
    expect(await screen.findByRole('table', { name: 'Caregiver' })).toBeInTheDocument();
  });

  it('says each caregiver’s checks in the list: how many, which are missing, the criminal record', async () => {
    setWide(true);
    const row = (name: string, surname: string, extra: object) => ({
      ...caregiverFixture(name, surname),
      busyOn: [],
      commitments: [],
      ...extra,
    });
    mockApi({
      'GET /v1/backoffice/caregivers': () => ({
        body: pageOf([
          row('Martina', 'Rossi', {
            checkKinds: [
              'identity-document',
              'references',
              'agency-interview',
              'criminal-record',
              'first-aid',
            ],
            // Seen today: in force, whenever the test runs.
            criminalRecordOn: new Date().toISOString().slice(0, 10),
          }),
          row('Luca', 'Marino', {
            checkKinds: ['identity-document', 'references'],
            criminalRecordOn: null,
          }),
          // A pet sitter goes to families without it: named as missing, no alarm.
          row('Elena', 'Bruno', {
            type: 'pet-sitter',
            checkKinds: ['identity-document', 'references'],
            criminalRecordOn: null,
          }),
        ]),
      }),
    });
    renderRoute(<CaregiversPage />);
    const table = await screen.findByRole('table', { name: 'Caregiver' });
    expect(within(table).getByRole('columnheader', { name: 'Verifiche' })).toBeVisible();
    const rowOf = (name: string) =>
      within(table).getByRole('link', { name }).closest('tr') as HTMLElement;
    expect(rowOf('Martina Rossi')).toHaveTextContent('Verifiche complete');
    expect(within(rowOf('Martina Rossi')).queryByText(/Casellario/)).toBeNull();
    expect(rowOf('Luca Marino')).toHaveTextContent('Verifiche: 2 su 5');
    expect(within(rowOf('Luca Marino')).getByText('Casellario da registrare')).toBeVisible();
    expect(rowOf('Elena Bruno')).toHaveTextContent(
      'Verifiche: 2 su 5 (mancano: colloquio, casellario, primo soccorso)',
    );
    expect(within(rowOf('Elena Bruno')).queryByText(/Casellario/)).toBeNull();
  });

  it('says, when no active caregiver matches, that one just created is deactivated and where to find it', async () => {
    setWide(true);
    mockApi({ 'GET /v1/backoffice/caregivers': () => ({ body: emptyPage }) });
    renderRoute([{ path: '/backoffice/caregivers', element: <CaregiversPage /> }], {
      path: '/backoffice/caregivers?q=Giada',
    });
    expect(
      await screen.findByText(
        'Nessun caregiver attivo con questi filtri. Un caregiver appena creato resta disattivato finché non lo attivi: scegli «Tutti» in Stato per vederlo.',
      ),
    ).toBeVisible();
  });

  it.each([
    ['a wide screen', true],
    ['a phone', false],
  ])('says on %s who is already held on an open request, and who is free', async (_, wide) => {
    setWide(wide);
    mockApi({
      'GET /v1/backoffice/caregivers': {
        body: pageOf([
          { ...caregiverFixture('Martina', 'Rossi'), docRef: 'cg-martina', busyOn: [9, 12] },
          { ...caregiverFixture('Luca', 'Marino'), docRef: 'cg-luca', busyOn: [] },
        ]),
      },
    });
    renderRoute(<CaregiversPage />);
    const row = async (name: string) =>
      (await screen.findByRole('link', { name })).closest(wide ? 'tr' : 'li') as HTMLElement;
    expect(within(await row('Martina Rossi')).getByText('Scelto su #9, #12')).toBeVisible();
    expect(within(await row('Luca Marino')).queryByText(/Scelto su/)).toBeNull();
  });
});

describe('the caregiver directory’s count', () => {
  it('says how many match, with the filters or in all, and nothing over an empty list', async () => {
    setWide(true);
    mockApi({
      'GET /v1/backoffice/caregivers': ({ query }) => ({
        body: query.get('q')
          ? emptyPage
          : pageOf([caregiverFixture('Martina', 'Rossi')], { size: 1, total: 23 }),
      }),
    });
    renderRoute(<CaregiversPage />, { path: '/backoffice/caregivers' });
    // 'Attivi', chosen at first, is a filter too.
    expect(await screen.findByRole('status')).toHaveTextContent('23 caregiver con questi filtri');
    await userEvent.click(screen.getByLabelText('Stato'));
    await userEvent.click(await screen.findByRole('option', { name: 'Tutti' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('23 caregiver in tutto'),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Cerca' }), 'Nessuno');
    // Seen in the list's frame, and heard as the filter empties it.
    expect(await screen.findByText('Nessun caregiver con questi filtri.')).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('Nessun risultato.');
  });
});
