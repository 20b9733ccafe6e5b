import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentProps, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { SideDrawer } from '@/components/side-drawer';
import { caregiverFixture, pageOf } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { CaregiverPickerPanel } from './caregiver-picker-panel';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const caregiver = (name: string, surname: string, checkKinds: string[]) => ({
  ...caregiverFixture(name, surname),
  hasCv: true,
  busyOn: [],
  checkKinds,
  // The day of the certificate seen, as the list brings it with the check (a recent one).
  criminalRecordOn: checkKinds.includes('criminal-record')
    ? new Date().toISOString().slice(0, 10)
    : null,
});

/** The list of caregivers the API finds, whatever the search. */
const mockCaregivers = (found: object[]) =>
  mockApi({ 'GET /v1/backoffice/caregivers': { body: pageOf(found) } });

/** The picker for a babysitter in TO with nobody excluded, unless `props` say otherwise. */
const renderPicker = (props: Partial<ComponentProps<typeof CaregiverPickerPanel>> = {}) =>
  renderRoute(
    <CaregiverPickerPanel
      caregiverType="babysitter"
      province="TO"
      excluded={[]}
      onPick={async () => {}}
      {...props}
    />,
  );

/** The picker in its panel, with nobody to find. */
function renderEmptyPanel(onClose = () => {}) {
  mockCaregivers([]);
  renderRoute(
    <SideDrawer opened onClose={onClose} title="Aggiungi candidati">
      <CaregiverPickerPanel
        caregiverType="babysitter"
        province="TO"
        language={null}
        excluded={[]}
        onPick={async () => {}}
      />
    </SideDrawer>,
  );
}

describe('the caregiver picker', () => {
  it('says which checks each caregiver lacks, and a missing criminal record out loud', async () => {
    mockCaregivers([
      caregiver('Martina', 'Rossi', [
        'identity-document',
        'references',
        'agency-interview',
        'criminal-record',
        'first-aid',
      ]),
      caregiver('Luca', 'Marino', ['identity-document', 'references']),
    ]);
    renderPicker();
    const luca = (await screen.findByText('Luca Marino')).closest('li')!;
    expect(within(luca).getByText('Casellario da registrare')).toBeVisible();
    expect(luca).toHaveTextContent(
      'Verifiche: 2 su 5 (mancano: colloquio, casellario, primo soccorso)',
    );
    const martina = screen.getByText('Martina Rossi').closest('li')!;
    expect(within(martina).queryByText('Casellario da registrare')).toBeNull();
    expect(martina).toHaveTextContent('Verifiche complete');
  });
});

describe('the caregiver picker, out of the area', () => {
  it("says 'Fuori zona' of a caregiver from another province who does not work in the request's", async () => {
    const from = (name: string, province: string, workProvinces: string[] = []) => ({
      ...caregiver(name, 'Rossi', []),
      docRef: `cg-${name.toLowerCase()}`,
      province,
      workProvinces,
    });
    mockCaregivers([from('Marta', 'MI'), from('Giulia', 'MI', ['TO']), from('Anna', 'TO')]);
    renderPicker();
    const row = async (name: string) => (await screen.findByText(name)).closest('li')!;
    expect(within(await row('Marta Rossi')).getByText('Fuori zona · MI')).toBeVisible();
    expect(within(await row('Giulia Rossi')).queryByText(/Fuori zona/)).toBeNull();
    expect(within(await row('Anna Rossi')).queryByText(/Fuori zona/)).toBeNull();
  });
});

describe('the caregiver picker on a request', () => {
  it('says calmly who is not free when the request asks', async () => {
    const weekdays = ['mon', 'tue', 'wed', 'thu', 'fri'];
    const free = (name: string, surname: string, slots: string[]) => ({
      ...caregiver(name, surname, ['criminal-record']),
      availability: weekdays.flatMap((day) => slots.map((slot) => `${day}-${slot}`)),
    });
    mockCaregivers([
      free('María', 'Fernández', ['eve']),
      free('Sofia', 'Ricci', ['mor', 'aft']),
      free('Luca', 'Marino', ['eve']),
      free('Irina', 'Kovalenko', []),
      // Free whenever asked, but held on #7 on Tuesday afternoons (and Saturdays).
      {
        ...free('Chiara', 'Esposito', ['mor', 'aft']),
        busyOn: [7],
        commitments: [{ requestId: 7, cells: ['tue-aft', 'sat-mor'] }],
      },
    ]);
    renderPicker({
      wantedCells: weekdays.flatMap((day) => [`${day}-mor`, `${day}-aft`]),
      excluded: ['cg-luca'],
    });
    const warning = 'Disponibile solo la sera: la richiesta chiede mattina e pomeriggio';
    const row = async (name: string) => (await screen.findByText(name)).closest('li')!;
    expect(within(await row('María Fernández')).getByText(warning)).toBeVisible();
    expect(within(await row('Sofia Ricci')).queryByText(warning)).toBeNull();
    // Already on the request: its row there says it.
    expect(within(await row('Luca Marino')).queryByText(warning)).toBeNull();
    // No availability given: one short muted line, the request's ask on hover.
    const irina = within(await row('Irina Kovalenko'));
    expect(irina.getByText('Disponibilità non indicata')).toHaveAttribute(
      'title',
      'Disponibilità non indicata: la richiesta chiede lun–ven mattina e pomeriggio',
    );
    expect(irina.queryByText(/la richiesta chiede/)).toBeNull();
    // Held elsewhere at some of the times asked: which, and where.
    const chiara = within(await row('Chiara Esposito'));
    expect(chiara.getByText('Orari richiesti già occupati su #7: mar pomeriggio')).toBeVisible();
    expect(chiara.queryByText(/richiesta chiede/)).toBeNull();
    expect(within(await row('Sofia Ricci')).queryByText(/già occupati/)).toBeNull();
  });

  it('opens, in its panel, on the search box: the keyboard starts there, not on the ×', async () => {
    renderEmptyPanel();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Cerca' })).toHaveFocus());
  });

  it('empties its search box by Escape, and closes by the next one', async () => {
    const onClose = vi.fn();
    renderEmptyPanel(onClose);
    const search = screen.getByRole('textbox', { name: 'Cerca' });
    await waitFor(() => expect(search).toHaveFocus());
    await userEvent.type(search, 'Rossi');
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveValue('');
    expect(search).toHaveFocus();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('starts filtered on the language the request asks, and says how to widen an empty search', async () => {
    const calls = mockCaregivers([]);
    renderPicker({ language: 'english' });
    expect(await screen.findByText(/Nessun caregiver con questi filtri\./)).toBeVisible();
    const search = calls.find((call) => call.path === '/v1/backoffice/caregivers')!;
    expect(search.query.get('language')).toBe('english');
    expect(search.query.get('province')).toBe('TO');
    // Each filter is taken off by a press of its own.
    screen.getByRole('button', { name: 'Cerca senza la provincia TO' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(calls.at(-1)!.query.get('province')).toBeNull());
    // Its button gone with the empty list, the keyboard goes on from the search box.
    expect(screen.getByRole('textbox', { name: 'Cerca' })).toHaveFocus();
    expect(calls.at(-1)!.query.get('language')).toBe('english');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Cerca senza la lingua inglese' }),
    );
    await waitFor(() => expect(calls.at(-1)!.query.get('language')).toBeNull());
    expect(screen.queryByRole('button', { name: /Cerca senza/ })).toBeNull();
  });

  it('says nobody new is found when the search finds only those already on the request, and how to widen it', async () => {
    const leaving = caregiver('María', 'Fernández', ['criminal-record']);
    const other = caregiver('Ana', 'Popescu', ['criminal-record']);
    const calls = mockApi({
      'GET /v1/backoffice/caregivers': (call) => {
        const content = call.query.get('language') ? [leaving] : [leaving, other];
        return { body: pageOf(content) };
      },
    });
    renderPicker({
      caregiverType: 'badante',
      province: 'MI',
      language: 'spanish',
      excluded: [leaving.docRef],
    });
    expect(await screen.findByText(/Nessun altro caregiver con questi filtri\./)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cerca senza la lingua spagnolo' }));
    await waitFor(() => expect(calls.at(-1)!.query.get('language')).toBeNull());
    expect(await screen.findByText('Ana Popescu')).toBeVisible();
    expect(screen.queryByText(/Nessun altro caregiver/)).toBeNull();
  });
});

describe('the caregiver picker, by keyboard', () => {
  it('keeps the keyboard on a caregiver’s row while adding and once added, then on to the next', async () => {
    mockCaregivers([caregiver('Martina', 'Rossi', []), caregiver('Luca', 'Marino', [])]);
    let finish = () => {};
    const picked: string[] = [];
    function Picker() {
      const [excluded, setExcluded] = useState<string[]>([]);
      return (
        <CaregiverPickerPanel
          caregiverType="babysitter"
          province="TO"
          excluded={excluded}
          onPick={(docRef) =>
            new Promise<void>((resolve) => {
              finish = () => {
                picked.push(docRef);
                setExcluded((before) => [...before, docRef]);
                resolve();
              };
            })
          }
        />
      );
    }
    renderRoute(<Picker />);
    const add = await screen.findByRole('button', { name: 'Aggiungi Martina Rossi' });
    add.focus();
    await userEvent.keyboard('{Enter}');
    // Busy, said and greyed, but still where the keyboard is; a second press adds nothing more.
    await waitFor(() => expect(add).toHaveAttribute('aria-busy', 'true'));
    expect(add).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    act(() => finish());
    const added = await screen.findByRole('button', { name: 'Martina Rossi già aggiunto' });
    expect(added).toHaveAttribute('aria-disabled', 'true');
    expect(added).toHaveFocus();
    expect(picked).toEqual([caregiverFixture('Martina', 'Rossi').docRef]);
    await userEvent.keyboard('{Enter}');
    expect(picked).toHaveLength(1);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Aggiungi Luca Marino' })).toHaveFocus();
  });
});
