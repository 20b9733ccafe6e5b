import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { DateField } from './date-field';

function Form({ onValue }: { onValue: (value: string | null) => void }) {
  const form = useForm<{ birthDate: string | null }>({ defaultValues: { birthDate: null } });
  onValue(form.watch('birthDate'));
  return (
    <form>
      <DateField control={form.control} name="birthDate" label="Data di nascita" />
      <button type="button">Altro</button>
    </form>
  );
}

describe('a date field', () => {
  it('says when a typed day does not exist, instead of emptying the field in silence', async () => {
    let value: string | null = 'unset';
    renderRoute(<Form onValue={(v) => (value = v)} />);
    const input = screen.getByRole('textbox', { name: 'Data di nascita' });
    await userEvent.type(input, '31/02/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(
      await screen.findByText('«31/02/1990» non è una data valida: scrivila come gg/mm/aaaa'),
    ).toBeVisible();
    expect(value).toBeNull();

    // A real day clears the message and is taken.
    await userEvent.clear(input);
    await userEvent.type(input, '28/02/1990');
    await userEvent.click(screen.getByRole('button', { name: 'Altro' }));
    expect(screen.queryByText(/non è una data valida/)).toBeNull();
    expect(value).toBe('1990-02-28');
  });
});
