import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppForm } from '@/components/form/use-app-form';
import { renderRoute } from '@/testing/render';
import { NumberField } from './number-field';

function Form({ onValue }: { onValue: (value: number | null) => void }) {
  const form = useAppForm<{ hours: number | null }>({ defaultValues: { hours: null } });
  onValue(form.watch('hours'));
  return (
    <form>
      <NumberField control={form.control} name="hours" label="Ore lavorate" decimalScale={1} />
    </form>
  );
}

describe('a number field', () => {
  it('reads a comma as the decimal mark, and keeps a dot one where no amount is typed (hours)', async () => {
    let value: number | null = null;
    renderRoute(<Form onValue={(v) => (value = v)} />);
    const hours = screen.getByRole('textbox', { name: 'Ore lavorate' });
    await userEvent.type(hours, '7.5');
    expect(hours).toHaveValue('7,5');
    expect(value).toBe(7.5);

    await userEvent.clear(hours);
    await userEvent.type(hours, '12,5');
    expect(value).toBe(12.5);
  });
});
