import type { CheckKind } from '@equilibrio/contract/caregiver-checks';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { italianDay } from '@/lib/format-datetime';
import { caregiverFixture } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { SuggestionsPanel } from './suggestions-panel';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const suggestion = (
  name: string,
  surname: string,
  criminalRecordOn: string | null,
  type: 'babysitter' | 'pet-sitter' = 'babysitter',
  checkKinds: CheckKind[] = ['references'],
) => ({
  caregiver: {
    ...caregiverFixture(name, surname),
    type,
    availability: [] as string[],
    busyOn: [] as number[],
    commitments: [] as { requestId: number; cells: string[] }[],
    criminalRecordOn,
    checkKinds,
  },
  score: 10,
  reasons: ['Stessa provincia'],
});

const checksHref = (docRef: string) => `/backoffice/caregivers/${docRef}#verifiche`;

/** The panel of request 42, asking Italian (and `wantedCells`); its rows, by the caregiver's name. */
async function renderPanel(wantedCells: string[] = []) {
  renderRoute(
    <SuggestionsPanel
      requestId={42}
      askedLanguages={['italian']}
      wantedCells={wantedCells}
      checksHrefOf={checksHref}
      onPropose={async () => {}}
      onSearchAll={() => {}}
    />,
  );
  const list = await screen.findByRole('list', { name: 'Caregiver suggeriti' });
  return (name: string) =>
    within(list).getByText(name, { exact: false }).closest('li') as HTMLElement;
}

describe('the suggestions for a request', () => {
  it('says the proposed ones are not suggested again when none is left, with the way to the directory', async () => {
    mockApi({ 'GET /v1/backoffice/requests/42/suggestions': { body: [] } });
    const searchAll = vi.fn();
    const panel = (proposed: boolean) => (
      <SuggestionsPanel
        requestId={42}
        proposed={proposed}
        askedLanguages={[]}
        wantedCells={[]}
        checksHrefOf={checksHref}
        onPropose={vi.fn()}
        onSearchAll={searchAll}
      />
    );
    const said = (text: string) => (_: string, element: Element | null) =>
      element?.tagName === 'P' && element.textContent === text;
    const { unmount } = renderRoute(panel(false));
    expect(
      await screen.findByText(
        said('Nessun caregiver della zona corrisponde: cerca nella rubrica.'),
      ),
    ).toBeVisible();
    unmount();
    renderRoute(panel(true));
    expect(
      await screen.findByText(
        said(
          'Nessun altro caregiver della zona corrisponde oltre a quelli già proposti: cerca nella rubrica.',
        ),
      ),
    ).toBeVisible();
    // Not a dead end: 'cerca nella rubrica' opens it ('Aggiungi candidati').
    await userEvent.click(screen.getByRole('button', { name: 'cerca nella rubrica' }));
    expect(searchAll).toHaveBeenCalledOnce();
  });

  it('says up front which babysitter lacks the criminal record or has an expired one', async () => {
    mockApi({
      'GET /v1/backoffice/requests/42/suggestions': {
        body: [
          suggestion('Luca', 'Marino', null),
          suggestion('Sofia', 'Ricci', '2015-01-01'),
          suggestion('Martina', 'Rossi', italianDay(new Date())),
          suggestion('Davide', 'Greco', null, 'pet-sitter'),
        ],
      },
    });
    const row = await renderPanel();
    const then =
      'Puoi proporlo, ma per inviare il profilo alla famiglia va registrato nella sua scheda.';
    expect(
      within(row('Luca Marino')).getByText(`Manca il casellario giudiziale. ${then}`),
    ).toBeVisible();
    expect(
      within(row('Sofia Ricci')).getByText(
        `Casellario scaduto: quello registrato è dell’1 gennaio 2015, ne serve uno degli ultimi 6 mesi. ${then}`,
      ),
    ).toBeVisible();
    // Seen today; a pet sitter needs none.
    expect(within(row('Martina Rossi')).queryByText(/casellario/i)).toBeNull();
    expect(within(row('Davide Greco')).queryByText(/casellario/i)).toBeNull();
  });

  it('says at which of the asked times a caregiver is already committed on another request', async () => {
    const held = suggestion('Martina', 'Rossi', italianDay(new Date()));
    held.caregiver.availability = ['mon-aft', 'tue-aft', 'wed-aft', 'thu-aft', 'fri-aft'];
    held.caregiver.busyOn = [6];
    held.caregiver.commitments = [{ requestId: 6, cells: ['mon-aft', 'wed-aft', 'fri-aft'] }];
    const free = suggestion('Luca', 'Marino', italianDay(new Date()));
    free.caregiver.availability = held.caregiver.availability;
    mockApi({ 'GET /v1/backoffice/requests/42/suggestions': { body: [free, held] } });
    const row = await renderPanel(['mon-aft', 'tue-aft', 'wed-aft', 'thu-aft', 'fri-aft']);
    expect(within(row('Martina Rossi')).getByText('Scelto su #6')).toBeVisible();
    expect(
      within(row('Martina Rossi')).getByText(
        'Orari richiesti già occupati su #6: lun, mer, ven pomeriggio',
      ),
    ).toBeVisible();
    expect(within(row('Luca Marino')).queryByText(/già occupati/)).toBeNull();
  });

  it('says which babysitter’s references are not verified yet, with the way to record them', async () => {
    const today = italianDay(new Date());
    mockApi({
      'GET /v1/backoffice/requests/42/suggestions': {
        body: [
          suggestion('Luca', 'Marino', today, 'babysitter', ['criminal-record']),
          suggestion('Martina', 'Rossi', today),
          suggestion('Davide', 'Greco', today, 'pet-sitter', []),
          // Held back by the criminal record first: that is what is said.
          suggestion('Sofia', 'Ricci', null, 'babysitter', []),
        ],
      },
    });
    const row = await renderPanel();
    expect(within(row('Luca Marino')).getByText(/^Referenze da verificare/)).toBeVisible();
    expect(
      within(row('Luca Marino')).getByRole('link', { name: 'Registrale nella sua scheda' }),
    ).toHaveAttribute('href', checksHref('cg-luca'));
    expect(within(row('Martina Rossi')).queryByText(/Referenze/)).toBeNull();
    expect(within(row('Davide Greco')).queryByText(/Referenze/)).toBeNull();
    expect(within(row('Sofia Ricci')).queryByText(/Referenze/)).toBeNull();
    expect(within(row('Sofia Ricci')).getByText(/^Manca il casellario giudiziale/)).toBeVisible();
  });
});
