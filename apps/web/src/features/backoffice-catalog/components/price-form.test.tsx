import type { PriceInput } from '@equilibrio/contract/backoffice-catalog';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { describe, expect, it, type Mock, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { renderRoute } from '@/testing/render';
import { PriceForm } from './price-form';

vi.mock('@/lib/auth', () => import('@/testing/fake-auth'));

const amountBox = () => screen.getByRole('textbox', { name: 'Importo (€)' });
const save = () => userEvent.click(screen.getByRole('button', { name: 'Salva prezzo' }));

/** The form with a spy as its submit; `props` add to (or replace) it. */
function renderPriceForm(props: Partial<ComponentProps<typeof PriceForm>> = {}) {
  const onSubmit = vi.fn(async (_input: PriceInput) => {});
  renderRoute(<PriceForm onSubmit={onSubmit} onCancel={() => {}} {...props} />);
  return onSubmit;
}

/** Editing the amount of the existing TO price (its slot locked). */
const renderTorinoPrice = (amountCents: number) =>
  renderPriceForm({
    initial: { province: 'TO', productType: 'SERVICE', amountCents },
    lockSlot: true,
  });

/** Replaces the amount with `text` and presses save. */
async function saveAmount(text: string) {
  await userEvent.clear(amountBox());
  await userEvent.type(amountBox(), text);
  await save();
}

async function answer(dialogName: string, button: string) {
  await userEvent.click(
    within(await screen.findByRole('dialog', { name: dialogName })).getByRole('button', {
      name: button,
    }),
  );
}

/** The service price sent (`last`: by the latest call). */
const expectSaved = (onSubmit: Mock, province: string | null, amountCents: number, last?: 'last') =>
  waitFor(() => {
    const sent = { province, productType: 'SERVICE', amountCents };
    if (last) expect(onSubmit).toHaveBeenLastCalledWith(sent);
    else expect(onSubmit).toHaveBeenCalledWith(sent);
  });

describe('the price form', () => {
  it('takes euro and sends cents; "Altre province" is the default row', async () => {
    const onSubmit = renderPriceForm();
    // Its dialog opens on the first thing it asks, not on the amount below it.
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toHaveAttribute('data-autofocus');
    expect(amountBox()).not.toHaveAttribute('data-autofocus');
    await userEvent.click(screen.getByRole('combobox', { name: 'Provincia' }));
    await userEvent.click(
      await screen.findByRole('option', { name: 'Altre province (prezzo di base)' }),
    );
    await userEvent.type(amountBox(), '149,9');
    await save();
    await expectSaved(onSubmit, null, 14990);
  });

  it('edits an amount only, and shows the server’s refusal under the field it concerns', async () => {
    renderPriceForm({
      initial: { province: 'TO', productType: 'SERVICE', amountCents: 16400 },
      lockSlot: true,
      onSubmit: vi.fn(async () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Alcuni dati non sono validi.', {
          province:
            'Esiste già un prezzo «Selezione del caregiver» per TO: modificalo invece di aggiungerne un altro',
        });
      }),
    });
    expect(screen.getByRole('combobox', { name: 'Provincia' })).toBeDisabled();
    expect(amountBox()).toHaveValue('164,00');
    // Only the amount can change: the dialog opens on it.
    expect(amountBox()).toHaveAttribute('data-autofocus');
    await save();
    expect(
      await screen.findByText(/Esiste già un prezzo «Selezione del caregiver» per TO/),
    ).toBeVisible();
  });

  it('asks before saving a price of zero', async () => {
    const onSubmit = renderTorinoPrice(10900);
    await saveAmount('0');
    const dialog = await screen.findByRole('dialog', { name: 'Prezzo a zero' });
    expect(dialog).toHaveTextContent('la famiglia non paga nulla per «Selezione del caregiver»');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Correggi' }));
    expect(onSubmit).not.toHaveBeenCalled();

    await save();
    await answer('Prezzo a zero', 'Salva a zero');
    await expectSaved(onSubmit, 'TO', 0);
  });

  it('names a negative amount instead of dropping its sign, and one above 10.000,00 €', async () => {
    const onSubmit = renderTorinoPrice(14300);
    await saveAmount('-5');
    expect(await screen.findByText('L’importo non può essere negativo')).toBeVisible();

    await saveAmount('99999999');
    expect(await screen.findByText('Importo troppo alto: al massimo 10.000,00 €')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks before a price changes by more than half, and saves it only when confirmed', async () => {
    const onSubmit = renderTorinoPrice(14300);
    await saveAmount('5');
    const question = await screen.findByRole('dialog', { name: 'Confermi il nuovo prezzo?' });
    expect(question).toHaveTextContent('Il prezzo passa da 143,00 € a 5,00 €');
    await userEvent.click(within(question).getByRole('button', { name: 'Correggi' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(amountBox()).toHaveFocus());

    // A change within half of the price is saved without asking.
    await saveAmount('150');
    await expectSaved(onSubmit, 'TO', 15000);

    await saveAmount('300');
    await answer('Confermi il nuovo prezzo?', 'Salva il nuovo prezzo');
    await expectSaved(onSubmit, 'TO', 30000, 'last');
  });

  it('reads "164.5" typed for a new price as 164,50 €, not 1.645,00 €', async () => {
    const onSubmit = renderPriceForm({
      initial: { province: 'NA', productType: 'SERVICE' },
      otherPrices: [
        { province: null, productType: 'SERVICE', amountCents: 14900 },
        { province: 'TO', productType: 'SERVICE', amountCents: 16400 },
      ],
    });
    const amount = amountBox();
    // A new row starts empty (it said 0,00 €, and what was typed went after it).
    expect(amount).toHaveValue('');
    await userEvent.type(amount, '164.5');
    expect(screen.getByText('Verrà salvato: 164,50 €')).toBeVisible();
    await save();
    await expectSaved(onSubmit, 'NA', 16450);
    expect(amount).toHaveValue('164,50');
    // Near the service's other prices: saved without a question.
    expect(screen.queryByRole('dialog', { name: 'Confermi il nuovo prezzo?' })).toBeNull();
  });

  it('asks before a new price far from every other price of its product, naming them', async () => {
    const onSubmit = renderPriceForm({
      initial: { province: 'NA', productType: 'SERVICE' },
      otherPrices: [
        { province: null, productType: 'SERVICE', amountCents: 14900 },
        { province: 'TO', productType: 'SERVICE', amountCents: 16400 },
        // Another product's price is no comparison.
        { province: null, productType: 'SUBSCRIPTION', amountCents: 150000 },
      ],
    });
    await userEvent.type(amountBox(), '1.645');
    await save();
    const question = await screen.findByRole('dialog', { name: 'Confermi il nuovo prezzo?' });
    expect(question).toHaveTextContent(
      'Il prezzo «Selezione del caregiver» per Napoli (NA) sarà 1.645,00 €, lontano dagli altri prezzi «Selezione del caregiver» di questo servizio (da 149,00 € a 164,00 €).',
    );
    await userEvent.click(within(question).getByRole('button', { name: 'Correggi' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await waitFor(() => expect(amountBox()).toHaveFocus());

    await save();
    await answer('Confermi il nuovo prezzo?', 'Salva il nuovo prezzo');
    await expectSaved(onSubmit, 'NA', 164500);
  });
});
