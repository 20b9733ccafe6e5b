import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppForm } from '@/components/form/use-app-form';
import { parseItalianTime } from '@/lib/format-datetime';
import { renderRoute } from '@/testing/render';
import { heldTime, TimeField, timeProblem } from './time-field';

function Form({ onSave }: { onSave: (time: string) => void }) {
  const form = useAppForm<{ time: string }>({ defaultValues: { time: '' }, mode: 'onTouched' });
  return (
    <form onSubmit={form.handleSubmit((values) => onSave(values.time))}>
      <TimeField control={form.control} name="time" label="Ora" />
      <button type="submit">Salva</button>
    </form>
  );
}

describe('a time field', () => {
  it('reads a time the 24-hour way, with or without its colon', () => {
    expect(parseItalianTime('15:30')).toBe('15:30');
    expect(parseItalianTime('9.30')).toBe('09:30');
    expect(parseItalianTime('0930')).toBe('09:30');
    expect(parseItalianTime('930')).toBe('09:30');
    expect(parseItalianTime(' 0:05 ')).toBe('00:05');
    for (const wrong of ['15', '9:3', '24:00', '12:60', '3:00 PM', '15:30:00', 'alle 3']) {
      expect(parseItalianTime(wrong)).toBeNull();
    }
  });

  it('refuses a time of no day (25:00, 23:60) and one typed in part, each with its reason', () => {
    for (const impossible of ['25:00', '23:60', '25:99', '2599']) {
      expect(timeProblem(impossible)).toBe(
        'Ora non valida: le ore vanno da 00 a 23 e i minuti da 00 a 59',
      );
    }
    for (const incomplete of ['15', '9:3', '3:00 PM']) {
      expect(timeProblem(incomplete)).toBe('Ora incompleta: scrivila come 15:30');
    }
    expect(timeProblem('23:59')).toBeNull();
    expect(timeProblem('')).toBeNull();
  });

  it('holds a time only when it is one: nothing typed and a refused text hold none', () => {
    expect(heldTime('09:30')).toBe('09:30');
    expect(heldTime('23:59')).toBe('23:59');
    for (const none of ['', null, undefined, '9:3', '25:00', '15']) {
      expect(heldTime(none)).toBeNull();
    }
  });

  it('refuses a time typed in part: an error on the field that stops the submit, never none', async () => {
    const saved: string[] = [];
    renderRoute(<Form onSave={(time) => saved.push(time)} />);
    const input = screen.getByRole('textbox', { name: 'Ora' });
    // A text input: no AM/PM to fill, whatever the browser's language.
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, '9:3');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Ora incompleta: scrivila come 15:30')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveValue('9:3');
    expect(saved).toEqual([]);

    // Completed, it is taken and written hh:mm once the field is left.
    await userEvent.type(input, '0');
    await userEvent.tab();
    expect(input).toHaveValue('09:30');
    await waitFor(() => expect(screen.queryByText(/Ora incompleta/)).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(saved).toEqual(['09:30']));

    // Emptied, it holds no time (and says nothing: an optional time may be left out).
    await userEvent.clear(input);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(saved).toEqual(['09:30', '']));
  });
});
