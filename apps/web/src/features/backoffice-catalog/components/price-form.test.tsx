import type { PriceInput } from '@equilibrio/contract/backoffice-catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { PriceForm } from './price-form';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

describe('the price form', () => {
  it('takes euro and sends cents; "Altre province" is the default row', async () => {
    const onSubmit = vi.fn(async (_input: PriceInput) => {});
    renderRoute(<PriceForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Provincia' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Altre province (prezzo di base)' }),
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Importo (€)' }), '149,9');
    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        province: null,
        productType: 'SERVICE',
        amountCents: 14990,
      }),
    );
  });

  it('edits an amount only, and shows the server’s refusal under the field it concerns', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Alcuni dati non sono validi.', {
        province:
          'Esiste già un prezzo “Servizio” per TO: modificalo invece di aggiungerne un altro',
      });
    });
    renderRoute(
      <PriceForm
        initial={{ province: 'TO', productType: 'SERVICE', amountCents: 16400 }}
        lockSlot
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Importo (€)' })).toHaveValue('164,00 €');
    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    expect(await screen.findByText(/Esiste già un prezzo “Servizio” per TO/)).toBeVisible();
  });

  it('asks before saving a price of zero', async () => {
    const onSubmit = vi.fn(async (_input: PriceInput) => {});
    renderRoute(
      <PriceForm
        initial={{ province: 'TO', productType: 'SERVICE', amountCents: 10900 }}
        lockSlot
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const amount = screen.getByRole('textbox', { name: 'Importo (€)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Prezzo a zero' });
    expect(dialog).toHaveTextContent('la famiglia non paga nulla per "Servizio"');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correggi' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Prezzo a zero' })).getByRole('button', {
        name: 'Salva a zero',
      }),
    );
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        province: 'TO',
        productType: 'SERVICE',
        amountCents: 0,
      }),
    );
  });
});
