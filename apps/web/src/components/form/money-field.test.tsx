import { euroAmountMessages } from '@equilibrio/contract/italian-format';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { renderRoute } from '@/testing/render';
import { MoneyField } from './money-field';

const schema = z.object({ amount: z.number('Indica l’importo').nullable() });

function Form({ onValue }: { onValue: (value: number | null) => void }) {
  const form = useSchemaForm(schema, { defaultValues: { amount: null } });
  onValue(form.watch('amount'));
  return (
    <form>
      <MoneyField control={form.control} name="amount" label="Importo (€)" />
      <input aria-label="Altro" />
    </form>
  );
}

function setUp() {
  const seen: { value: number | null } = { value: null };
  renderRoute(<Form onValue={(v) => (seen.value = v)} />);
  return { seen, input: screen.getByRole('textbox', { name: 'Importo (€)' }) };
}

describe('a money field', () => {
  it('reads amounts the Italian way: a dot groups thousands, a comma starts the cents', async () => {
    const { seen, input } = setUp();
    await userEvent.type(input, '1.200');
    // Twelve hundred — not 1,20 as Mantine's default once made it.
    expect(seen.value).toBe(1200);

    await userEvent.clear(input);
    await userEvent.type(input, '12.345,67');
    expect(seen.value).toBe(12345.67);

    await userEvent.clear(input);
    await userEvent.type(input, '9,5');
    expect(seen.value).toBe(9.5);
    await userEvent.tab();
    expect(input).toHaveValue('9,50');
  });

  it('reads "164.5" as 164,50 €, says so while typing and writes it so when left', async () => {
    const { seen, input } = setUp();
    await userEvent.type(input, '164.5');
    // It was 1.645,00 €: the dot read as a grouping of thousands.
    expect(seen.value).toBe(164.5);
    expect(screen.getByText('Verrà salvato: 164,50 €')).toBeVisible();
    await userEvent.tab();
    expect(input).toHaveValue('164,50');
    expect(screen.queryByText(/Verrà salvato/)).toBeNull();

    await userEvent.clear(input);
    await userEvent.type(input, '1.645');
    expect(seen.value).toBe(1645);
    expect(screen.getByText('Verrà salvato: 1.645,00 €')).toBeVisible();
  });

  it('names what it cannot read once the field is left, and holds no amount for it', async () => {
    const { seen, input } = setUp();
    await userEvent.type(input, '1.2345');
    await userEvent.tab();
    expect(await screen.findByText(euroAmountMessages.unreadable)).toBeVisible();
    expect(seen.value).toBeNaN();
    expect(input).toHaveValue('1.2345');

    await userEvent.clear(input);
    await userEvent.type(input, '12,345');
    await userEvent.tab();
    expect(await screen.findByText(euroAmountMessages.tooManyDecimals)).toBeVisible();

    await userEvent.clear(input);
    expect(seen.value).toBeNull();
  });
});
