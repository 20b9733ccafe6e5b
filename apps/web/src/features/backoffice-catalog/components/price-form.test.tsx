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
    // Its dialog opens on the first thing it asks, not on the amount below it.
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveAttribute('data-autofocus');
    expect(screen.getByRole('textbox', { name: 'Importo (€)' })).not.toHaveAttribute(
      'data-autofocus',
    );
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
          'Esiste già un prezzo «Selezione del caregiver» per TO: modificalo invece di aggiungerne un altro',
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
    expect(screen.getByRole('textbox', { name: 'Importo (€)' })).toHaveValue('164,00');
    // Only the amount can change: the dialog opens on it.
    expect(screen.getByRole('textbox', { name: 'Importo (€)' })).toHaveAttribute('data-autofocus');
    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    expect(
      await screen.findByText(/Esiste già un prezzo «Selezione del caregiver» per TO/),
    ).toBeVisible();
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
    expect(dialog).toHaveTextContent('la famiglia non paga nulla per «Selezione del caregiver»');
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

  it('names a negative amount instead of dropping its sign, and one above 10.000,00 €', async () => {
    const onSubmit = vi.fn(async (_input: PriceInput) => {});
    renderRoute(
      <PriceForm
        initial={{ province: 'TO', productType: 'SERVICE', amountCents: 14300 }}
        lockSlot
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const amount = screen.getByRole('textbox', { name: 'Importo (€)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '-5');
    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    expect(await screen.findByText('L’importo non può essere negativo')).toBeVisible();

    await userEvent.clear(amount);
    await userEvent.type(amount, '99999999');
    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    expect(await screen.findByText('Importo troppo alto: al massimo 10.000,00 €')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks before a price changes by more than half, and saves it only when confirmed', async () => {
    const onSubmit = vi.fn(async (_input: PriceInput) => {});
    renderRoute(
      <PriceForm
        initial={{ province: 'TO', productType: 'SERVICE', amountCents: 14300 }}
        lockSlot
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const amount = screen.getByRole('textbox', { name: 'Importo (€)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    const question = await screen.findByRole('dialog', { name: 'Confermi il nuovo prezzo?' });
    expect(question).toHaveTextContent('Il prezzo passa da 143,00 € a 5,00 €');
    await userEvent.click(within(question).getByRole('button', { name: 'Correggi' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(amount).toHaveFocus());

    // A change within half of the price is saved without asking.
    await userEvent.clear(amount);
    await userEvent.type(amount, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        province: 'TO',
        productType: 'SERVICE',
        amountCents: 15000,
      }),
    );

    await userEvent.clear(amount);
    await userEvent.type(amount, '300');
    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confermi il nuovo prezzo?' })).getByRole(
        'button',
        { name: 'Salva il nuovo prezzo' },
      ),
    );
    await waitFor(() =>
      expect(onSubmit).toHaveBeenLastCalledWith({
        province: 'TO',
        productType: 'SERVICE',
        amountCents: 30000,
      }),
    );
  });

  it('reads "164.5" typed for a new price as 164,50 €, not 1.645,00 €', async () => {
    const onSubmit = vi.fn(async (_input: PriceInput) => {});
    renderRoute(
      <PriceForm
        initial={{ province: 'NA', productType: 'SERVICE' }}
        otherPrices={[
          { province: null, productType: 'SERVICE', amountCents: 14900 },
          { province: 'TO', productType: 'SERVICE', amountCents: 16400 },
        ]}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const amount = screen.getByRole('textbox', { name: 'Importo (€)' });
    // A new row starts empty (it said 0,00 €, and what was typed went after it).
    expect(amount).toHaveValue('');
    await userEvent.type(amount, '164.5');
    expect(screen.getByText('Verrà salvato: 164,50 €')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        province: 'NA',
        productType: 'SERVICE',
        amountCents: 16450,
      }),
    );
    expect(amount).toHaveValue('164,50');
    // Near the service's other prices: saved without a question.
    expect(screen.queryByRole('dialog', { name: 'Confermi il nuovo prezzo?' })).toBeNull();
  });

  it('asks before a new price far from every other price of its product, naming them', async () => {
    const onSubmit = vi.fn(async (_input: PriceInput) => {});
    renderRoute(
      <PriceForm
        initial={{ province: 'NA', productType: 'SERVICE' }}
        otherPrices={[
          { province: null, productType: 'SERVICE', amountCents: 14900 },
          { province: 'TO', productType: 'SERVICE', amountCents: 16400 },
          // Another product's price is no comparison.
          { province: null, productType: 'SUBSCRIPTION', amountCents: 150000 },
        ]}
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const amount = screen.getByRole('textbox', { name: 'Importo (€)' });
    await userEvent.type(amount, '1.645');
    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    const question = await screen.findByRole('dialog', { name: 'Confermi il nuovo prezzo?' });
    expect(question).toHaveTextContent(
      'Il prezzo «Selezione del caregiver» per Napoli (NA) sarà 1.645,00 €, lontano dagli altri prezzi «Selezione del caregiver» di questo servizio (da 149,00 € a 164,00 €).',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Correggi' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(amount).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Confermi il nuovo prezzo?' })).getByRole(
        'button',
        { name: 'Salva il nuovo prezzo' },
      ),
    );
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        province: 'NA',
        productType: 'SERVICE',
        amountCents: 164500,
      }),
    );
  });
});
