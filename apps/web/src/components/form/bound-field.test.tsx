import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderRoute } from '@/testing/render';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ vat: z.string().regex(/^\d{11}$/, 'Partita IVA non valida') });

function Form({ onSave }: { onSave: () => void }) {
  const form = useSchemaForm(schema, { defaultValues: { vat: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSave, onSave)}>
      <TextField control={form.control} name="vat" label="Partita IVA" />
      <button type="submit">Salva</button>
    </form>
  );
}

describe('a kit field’s blur', () => {
  it('is checked only once the press that caused it is over: the press on "Salva" counts', async () => {
    vi.useFakeTimers();
    try {
      const onSave = vi.fn();
      renderRoute(<Form onSave={onSave} />);
      const field = screen.getByRole('textbox', { name: 'Partita IVA' });
      const save = screen.getByRole('button', { name: 'Salva' });
      fireEvent.change(field, { target: { value: '123' } });
      // The press starts on the button: the field loses the focus while the button is held.
      fireEvent.pointerDown(save);
      fireEvent.blur(field);
      await vi.advanceTimersByTimeAsync(200);
      // Nothing moved under the finger: the field's message waits for the press to end.
      expect(screen.queryByText('Partita IVA non valida')).toBeNull();
      fireEvent.pointerUp(save);
      fireEvent.click(save);
      await vi.advanceTimersByTimeAsync(10);
      expect(onSave).toHaveBeenCalledOnce();
      expect(screen.getByText('Partita IVA non valida')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});
