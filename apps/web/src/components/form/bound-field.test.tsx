import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
    const user = userEvent.setup();
    const onSave = vi.fn();
    renderRoute(<Form onSave={onSave} />);
    const field = screen.getByRole('textbox', { name: 'Partita IVA' });
    const save = screen.getByRole('button', { name: 'Salva' });
    await user.type(field, '123');
    // The press starts on the button: the field loses the focus while the button is held.
    await user.pointer({ keys: '[MouseLeft>]', target: save });
    expect(field).not.toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    // Nothing moved under the finger: the field's message waits for the press to end.
    expect(screen.queryByText('Partita IVA non valida')).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: save });
    await waitFor(() => expect(onSave).toHaveBeenCalledOnce());
    expect(await screen.findByText('Partita IVA non valida')).toBeInTheDocument();
  });
});
