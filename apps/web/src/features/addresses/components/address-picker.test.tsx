import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '@/testing/fake-auth';
import { type SavedAddress, savedAddress } from '@/testing/fixtures';
import { mockApi } from '@/testing/mock-fetch';
import { renderRoute } from '@/testing/render';
import { setWidth } from '@/testing/viewport';
import { AddressPicker } from './address-picker';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));
beforeEach(() => signInAs({ uid: 'u1', email: 'a@b.it', displayName: null }));

const milano = { city: 'Milano', province: 'MI', postalCode: '20121' };

function Harness({
  onValue,
  description,
  kept,
}: {
  onValue: (id: number | null) => void;
  description?: string;
  kept?: string;
}) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <AddressPicker
      label="Dove?"
      description={description}
      kept={kept}
      value={value}
      onChange={(id) => {
        setValue(id);
        onValue(id);
      }}
    />
  );
}

/** Opens the 'Nuovo indirizzo' modal of a picker with no address saved yet. */
async function openNewAddressDialog() {
  const user = userEvent.setup();
  mockApi({ 'GET /v1/user-address': () => ({ body: [] }) });
  renderRoute(<Harness onValue={vi.fn()} />);
  await user.click(screen.getByRole('button', { name: 'Aggiungi nuovo indirizzo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nuovo indirizzo' });
  return { user, dialog };
}

/** Answers the 'Attenzione!' question of throwing a typed address away. */
async function answerWarning(user: UserEvent, name: 'Si' | 'No') {
  const question = await screen.findByRole('dialog', { name: 'Attenzione!' });
  await user.click(within(question).getByRole('button', { name }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull());
}

async function expectNewAddressDialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Nuovo indirizzo' })).toBeNull());
}

describe('AddressPicker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('chooses a saved address, or adds one from the modal and selects it', async () => {
    const user = userEvent.setup();
    let saved = [savedAddress(1, 'Via Dante 1', true, milano)];
    mockApi({
      'GET /v1/user-address': () => ({ body: saved }),
      'POST /v1/user-address': ({ body }) => {
        const created = { ...(body as SavedAddress), id: 5 };
        saved = [...saved, created];
        return { status: 201, body: created };
      },
    });
    const onValue = vi.fn();
    renderRoute(<Harness onValue={onValue} />);
    const select = screen.getByRole('combobox', { name: 'Dove?' });
    await user.click(select);
    await user.click(
      await screen.findByRole('option', {
        name: 'Via Dante 1, 20121 Milano (MI) predefinito',
        hidden: true,
      }),
    );
    expect(onValue).toHaveBeenLastCalledWith(1);
    // The field shows the address alone: 'predefinito' is the list's badge, not cut text.
    expect(select).toHaveValue('Via Dante 1, 20121 Milano (MI)');

    await user.click(screen.getByRole('button', { name: 'Aggiungi nuovo indirizzo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo indirizzo' });
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Inserisci indirizzo*' }),
      'Via Roma 2',
    );
    await user.type(within(dialog).getByRole('textbox', { name: 'Città*' }), 'Milano');
    await user.type(within(dialog).getByRole('textbox', { name: 'CAP*' }), '20122');
    await user.click(within(dialog).getByRole('combobox', { name: 'Provincia*' }));
    await user.click(await screen.findByRole('option', { name: 'Milano (MI)', hidden: true }));
    await user.click(within(dialog).getByRole('button', { name: 'Salva indirizzo' }));

    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith(5));
    await waitFor(() => expect(select).toHaveValue('Via Roma 2, 20122 Milano (MI)'));
  });

  it('shows an address kept from a request as the field’s choice until a saved one is chosen, and offers it again', async () => {
    const user = userEvent.setup();
    mockApi({
      'GET /v1/user-address': () => ({ body: [savedAddress(1, 'Via Dante 1', true, milano)] }),
    });
    const onValue = vi.fn();
    const kept = 'Via Cola di Rienzo 140, 00192 Roma (RM) (dalla richiesta #13)';
    renderRoute(<Harness onValue={onValue} kept={kept} />);
    const select = screen.getByRole('combobox', { name: 'Dove?' });
    // Not the empty field's 'Scegli un indirizzo': the address the request keeps.
    await waitFor(() => expect(select).toHaveValue(kept));

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /^Via Dante 1/, hidden: true }));
    expect(onValue).toHaveBeenLastCalledWith(1);
    expect(select).toHaveValue('Via Dante 1, 20121 Milano (MI)');
    // Taken back: the empty value again, which the kept address stands for.
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: kept, hidden: true }));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(select).toHaveValue(kept);
  });

  it('on a phone, writes out whole below the field only an address too long for it', async () => {
    setWidth(390);
    const user = userEvent.setup();
    mockApi({
      'GET /v1/user-address': () => ({
        body: [
          savedAddress(1, 'Via Po 12', true, {
            city: 'Torino',
            province: 'TO',
            postalCode: '10123',
          }),
          savedAddress(2, 'Corso Buenos Aires 45', false, milano),
        ],
      }),
    });
    renderRoute(<Harness onValue={vi.fn()} />);
    const select = screen.getByRole('combobox', { name: 'Dove?' });
    await user.click(select);
    await user.click(await screen.findByRole('option', { name: /^Via Po 12/, hidden: true }));
    expect(select).toHaveValue('Via Po 12, 10123 Torino (TO)');
    expect(select).not.toHaveAccessibleDescription();
    await user.click(select);
    await user.click(
      await screen.findByRole('option', { name: /^Corso Buenos Aires/, hidden: true }),
    );
    expect(select).toHaveAccessibleDescription('Corso Buenos Aires 45, 20121 Milano (MI)');
  });

  it('on a phone, writes out a long address before the words the form gives the field', async () => {
    setWidth(390);
    const user = userEvent.setup();
    mockApi({
      'GET /v1/user-address': () => ({
        body: [savedAddress(2, 'Corso Buenos Aires 45', false, milano)],
      }),
    });
    renderRoute(<Harness onValue={vi.fn()} description="Dove si svolge il servizio." />);
    const select = screen.getByRole('combobox', { name: 'Dove?' });
    expect(select).toHaveAccessibleDescription('Dove si svolge il servizio.');
    await user.click(select);
    await user.click(
      await screen.findByRole('option', { name: /^Corso Buenos Aires/, hidden: true }),
    );
    expect(select).toHaveAccessibleDescription(
      'Corso Buenos Aires 45, 20121 Milano (MI) Dove si svolge il servizio.',
    );
  });

  it('asks before a stray Escape or the × throws a half-typed address away', async () => {
    const { user, dialog } = await openNewAddressDialog();
    const street = within(dialog).getByRole('textbox', { name: 'Inserisci indirizzo*' });
    await user.type(street, 'Via Roma 2');
    await user.keyboard('{Escape}');
    await answerWarning(user, 'No');
    expect(screen.getByRole('dialog', { name: 'Nuovo indirizzo' })).toBeInTheDocument();
    expect(street).toHaveValue('Via Roma 2');

    await user.click(dialog.querySelector<HTMLButtonElement>('.mantine-Modal-close')!);
    await answerWarning(user, 'Si');
    await expectNewAddressDialogClosed();
  });

  it("asks before its own 'Annulla' throws a typed address away: 'No' keeps it", async () => {
    const { user, dialog } = await openNewAddressDialog();
    const street = within(dialog).getByRole('textbox', { name: 'Inserisci indirizzo*' });
    await user.type(street, 'Via Roma 2');

    const answer = async (name: 'Si' | 'No') => {
      await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
      await answerWarning(user, name);
    };
    await answer('No');
    expect(screen.getByRole('dialog', { name: 'Nuovo indirizzo' })).toBeInTheDocument();
    expect(street).toHaveValue('Via Roma 2');

    await answer('Si');
    await expectNewAddressDialogClosed();
  });

  it("closes at once on 'Annulla' when nothing was typed", async () => {
    const { user, dialog } = await openNewAddressDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla' }));
    await expectNewAddressDialogClosed();
    expect(screen.queryByRole('dialog', { name: 'Attenzione!' })).toBeNull();
  });
});
