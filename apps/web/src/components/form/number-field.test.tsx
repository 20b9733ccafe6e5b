import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppForm } from '@/components/form/use-app-form';
import { renderRoute } from '@/testing/render';
import { euroAmount, NumberField } from './number-field';

function Form({ onValue }: { onValue: (value: number | null) => void }) {
  const form = useAppForm<{ amount: number | null; hours: number | null }>({
    defaultValues: { amount: null, hours: null },
  });
  onValue(form.watch('amount'));
  return (
    <form>
      <NumberField control={form.control} name="amount" label="Importo (€)" {...euroAmount} />
      <NumberField control={form.control} name="hours" label="Ore lavorate" decimalScale={1} />
    </form>
  );
}

describe('a number field', () => {
  it('reads numbers the Italian way: a dot groups thousands, a comma starts the decimals', async () => {
    let value: number | null = null;
    renderRoute(<Form onValue={(v) => (value = v)} />);
    const input = screen.getByRole('textbox', { name: 'Importo (€)' });
    await userEvent.type(input, '1.200');
    // Twelve hundred, shown grouped — not 1,20 as the dot once made it.
    expect(value).toBe(1200);
    expect(input).toHaveValue('1.200');

    await userEvent.clear(input);
    await userEvent.type(input, '12.345,67');
    expect(value).toBe(12345.67);
    expect(input).toHaveValue('12.345,67');

    await userEvent.clear(input);
    await userEvent.type(input, '9,5');
    expect(value).toBe(9.5);
  });

  it('keeps a dot a decimal point where no amount is typed (hours)', async () => {
    renderRoute(<Form onValue={() => {}} />);
    const hours = screen.getByRole('textbox', { name: 'Ore lavorate' });
    await userEvent.type(hours, '7.5');
    expect(hours).toHaveValue('7,5');
  });
});
