import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderRoute } from '@/testing/render';
import { AddressPicker } from './address-picker';

vi.mock('@/lib/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/auth')>()),
  useAuth: () => ({
    status: 'signed-in',
    user: {
      uid: 'u1',
      email: 'a@b.it',
      emailVerified: true,
      isAnonymous: false,
      displayName: null,
    },
  }),
}));

const address = (id: number, street: string, isDefault: boolean) => ({
  id,
  userUID: 'u1',
  active: true,
  street,
  city: 'Milano',
  province: 'MI',
  postalCode: '20121',
  latitude: null,
  longitude: null,
  isDefault,
  zone: 'Milano',
});

function Harness({ onValue }: { onValue: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <AddressPicker
      label="Dove?"
      value={value}
      onChange={(id) => {
        setValue(id);
        onValue(id);
      }}
    />
  );
}

describe('AddressPicker', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('chooses a saved address, or adds one from the modal and selects it', async () => {
    const user = userEvent.setup();
    let saved = [address(1, 'Via Dante 1', true)];
    mockApi({
      'GET /v1/user-address': () => ({ body: saved }),
      'POST /v1/user-address': ({ body }) => {
        const created = { ...(body as ReturnType<typeof address>), id: 5 };
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
        name: 'Via Dante 1, 20121 Milano (MI) · predefinito',
        hidden: true,
      }),
    );
    expect(onValue).toHaveBeenLastCalledWith(1);

    await user.click(screen.getByRole('button', { name: 'Aggiungi nuovo' }));
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
});
