import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { DependantPicker } from './dependant-picker';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
beforeEach(() => signInAs({ uid: 'u1', email: 'a@b.it', displayName: null }));

const kid = (id: number, name: string) => ({
  id,
  userUID: 'u1',
  name,
  birthDate: '2020-05-15',
  gender: 'MALE',
  handicap: false,
  type: 'PERSON',
});

/** The picker as the request form holds it: inside the request's own form. */
function Harness({
  onValue,
  onOuterSubmit = () => {},
}: {
  onValue: (ids: number[]) => void;
  onOuterSubmit?: () => void;
}) {
  const [value, setValue] = useState<number[]>([1]);
  return (
    <form
      aria-label="Richiesta"
      onSubmit={(event) => {
        event.preventDefault();
        onOuterSubmit();
      }}
    >
      <DependantPicker
        label="Per chi è il servizio?"
        value={value}
        onChange={(ids) => {
          setValue(ids);
          onValue(ids);
        }}
      />
    </form>
  );
}

describe('DependantPicker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('adds a new dependant from the modal and selects it', async () => {
    const user = userEvent.setup();
    let saved = [kid(1, 'Luca')];
    const calls = mockApi({
      'GET /v1/dependents': () => ({ body: saved }),
      'POST /v1/dependents/': ({ body }) => {
        const created = { ...(body as ReturnType<typeof kid>), id: 2 };
        saved = [...saved, created];
        return { status: 201, body: created };
      },
    });
    const onValue = vi.fn();
    const onOuterSubmit = vi.fn();
    renderRoute(<Harness onValue={onValue} onOuterSubmit={onOuterSubmit} />);
    expect(await screen.findAllByText(/^Luca \(/)).not.toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Aggiungi nuovo assistito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo assistito' });
    const pick = async (label: string, option: string) => {
      await user.click(within(dialog).getByRole('combobox', { name: label }));
      await user.click(await screen.findByRole('option', { name: option, hidden: true }));
    };
    await pick('Tipo*', 'Bambino');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome*' }), 'Marta');
    await pick('Mese di nascita*', 'Maggio');
    await user.type(within(dialog).getByRole('textbox', { name: 'Anno di nascita*' }), '2020');
    await pick('Sesso*', 'Femmina');
    // A double tap saves one assistito, not two.
    await user.dblClick(within(dialog).getByRole('button', { name: 'Salva assistito' }));

    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith([1, 2]));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findAllByText(/^Marta \(/)).toHaveLength(1);
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    // Saving in the modal never submits the request form behind it (issue 21, item 1).
    expect(onOuterSubmit).not.toHaveBeenCalled();
  });

  const withDog = () =>
    mockApi({
      'GET /v1/dependents': { body: [kid(1, 'Luca'), { ...kid(2, 'Pepe'), type: 'DOG' }] },
    });

  it('offers only the assistiti the service is for', async () => {
    const user = userEvent.setup();
    withDog();
    renderRoute(
      <DependantPicker label="Assistiti" value={[]} onChange={vi.fn()} line="BABYSITTER" />,
    );
    expect(
      await screen.findByText(
        'La babysitter si prende cura di persone: gli animali non si possono scegliere. Se in casa c’è un animale, scrivilo nelle note.',
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Assistiti' }));
    // An animal says it is one.
    expect(
      await screen.findByRole('option', { name: /^Pepe \(cane, \d+ anni\)$/, hidden: true }),
    ).toHaveAttribute('data-combobox-disabled', 'true');
    // A person says which one: the same words as the request pages and the back office.
    expect(
      screen.getByRole('option', { name: /^Luca \(bambino, \d+ anni\)$/, hidden: true }),
    ).not.toHaveAttribute('data-combobox-disabled');
  });

  it('adds an assistito for a badante as a person, «Anziano» to start with, never an animal', async () => {
    const user = userEvent.setup();
    mockApi({ 'GET /v1/dependents': { body: [] } });
    renderRoute(<DependantPicker label="Assistiti" value={[]} onChange={vi.fn()} line="NURSE" />);
    await user.click(await screen.findByRole('button', { name: 'Aggiungi nuovo assistito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo assistito' });
    const kind = within(dialog).getByRole('combobox', { name: 'Tipo*' });
    expect(kind).toHaveValue('Anziano');
    // The one asking may be the one assisted (a badante, a colf for oneself).
    expect(kind).toHaveAccessibleDescription('Cerchi aiuto per te? Puoi inserire i tuoi dati.');
    await user.click(kind);
    const offered = (await screen.findAllByRole('option', { hidden: true })).map(
      (option) => option.textContent,
    );
    expect(offered).toEqual(['Bambino', 'Anziano']);
  });

  it("asks a colf's household, people and animals alike", async () => {
    const user = userEvent.setup();
    withDog();
    renderRoute(<DependantPicker label="Assistiti" value={[]} onChange={vi.fn()} line="COLF" />);
    expect(
      await screen.findByText('La colf lavora in casa: scegli chi ci vive, persone e animali.'),
    ).toBeVisible();
    await user.click(screen.getByRole('combobox', { name: 'Assistiti' }));
    for (const name of [/^Pepe \(cane, \d+ anni\)$/, /^Luca \(bambino, \d+ anni\)$/]) {
      expect(await screen.findByRole('option', { name, hidden: true })).not.toHaveAttribute(
        'data-combobox-disabled',
      );
    }
  });

  it('asks, without refusing, when a chosen person seems the other service’s age', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00Z'), toFake: ['Date'] });
    mockApi({
      'GET /v1/dependents': {
        body: [
          { ...kid(1, 'Sofia'), birthDate: '2022-06-15', gender: 'FEMALE' },
          { ...kid(2, 'Rosa'), birthDate: '1947-05-15', gender: 'FEMALE' },
        ],
      },
    });
    const show = (value: number[], line: 'NURSE' | 'BABYSITTER') =>
      renderRoute(
        <DependantPicker label="Assistiti" value={value} onChange={vi.fn()} line={line} />,
      );
    let view = show([1], 'NURSE');
    expect(await screen.findByText('Sofia ha 4 anni: forse cerchi una babysitter?')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Assistiti' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    view.unmount();
    view = show([2], 'BABYSITTER');
    expect(await screen.findByText('Rosa ha 79 anni: forse cerchi una badante?')).toBeVisible();
    view.unmount();
    show([2], 'NURSE');
    expect(await screen.findByRole('combobox', { name: 'Assistiti' })).toBeVisible();
    await waitFor(() => expect(screen.getByText(/Scegli|Rosa/)).toBeInTheDocument());
    expect(screen.queryByText(/forse cerchi/)).toBeNull();
    vi.useRealTimers();
  });

  it('says nothing of the rule to a family whose assistiti all fit', async () => {
    mockApi({ 'GET /v1/dependents': { body: [kid(1, 'Luca')] } });
    renderRoute(
      <DependantPicker label="Assistiti" value={[]} onChange={vi.fn()} line="BABYSITTER" />,
    );
    expect(await screen.findByRole('combobox', { name: 'Assistiti' })).toBeVisible();
    expect(screen.queryByText(/si prende cura di/)).toBeNull();
  });

  it('names a chosen one the service is not for (the service changed after)', async () => {
    withDog();
    renderRoute(
      <DependantPicker label="Assistiti" value={[1, 2]} onChange={vi.fn()} line="BABYSITTER" />,
    );
    expect(
      await screen.findByText(
        'La babysitter si prende cura di persone: togli gli animali dagli assistiti.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Assistiti' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });
});
