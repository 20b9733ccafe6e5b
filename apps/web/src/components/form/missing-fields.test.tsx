import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { renderRoute } from '@/testing/render';
import { CheckboxField } from './check-field';
import { DateField } from './date-field';
import { FormActions } from './form-actions';
import { TextField } from './text-field';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({
  name: z.string().trim().min(1, 'Questo campo è obbligatorio'),
  email: z.email('Formato email non corretto'),
  notes: z.string(),
  terms: z.boolean().refine(Boolean, 'Devi accettare i termini'),
});
type Values = z.infer<typeof schema>;
const labels = {
  name: 'Nome',
  email: 'Email',
  notes: 'Note',
  terms: { tick: 'accetta i termini' },
};

function Form({ readOnly = false }: { readOnly?: boolean }) {
  const form = useSchemaForm(schema, {
    defaultValues: { name: '', email: '', notes: '', terms: false },
  });
  return (
    <form aria-label="Prova">
      <TextField control={form.control} name="name" label="Nome" required />
      <TextField control={form.control} name="email" label="Email" required />
      <TextField control={form.control} name="notes" label="Note" />
      <CheckboxField control={form.control} name="terms" label="Accetto i termini" required />
      <FormActions<Values>
        submitLabel="Salva"
        disabled={readOnly || !form.formState.isValid}
        waitsFor={{ control: form.control, labels, active: !readOnly }}
      />
    </form>
  );
}

describe('the line under a greyed submit', () => {
  it('names the fields still to fill, then those to correct, and goes once the form is valid', async () => {
    const user = userEvent.setup();
    renderRoute(<Form />);
    const save = await screen.findByRole('button', { name: 'Salva' });
    expect(save).toBeDisabled();
    // Untouched fields count too: the family sees at once what the button waits for; a box to
    // tick is no field to fill, it is said as what to do.
    const all = 'Da compilare: Nome e Email. Accetta i termini.';
    expect(await screen.findByText(all)).toBeVisible();
    expect(save).toHaveAccessibleDescription(all);

    await user.click(screen.getByRole('checkbox', { name: /^Accetto i termini/ }));
    await user.type(screen.getByRole('textbox', { name: /^Nome/ }), 'Anna');
    expect(await screen.findByText('Da compilare: Email.')).toBeVisible();

    // A value the form refuses is not 'to fill': it is to correct.
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'anna@');
    expect(await screen.findByText('Da correggere: Email.')).toBeVisible();
    expect(save).toHaveAccessibleDescription('Da correggere: Email.');

    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'esempio.it');
    await waitFor(() => expect(save).toBeEnabled());
    // Hidden, its room kept: a page scrolled to its end does not shrink under the thumb.
    expect(screen.getByText('Da correggere: Email.')).not.toBeVisible();
    expect(save).not.toHaveAttribute('aria-describedby');
  });

  it('asks to correct an optional date typed but not read, not to fill it in', async () => {
    const user = userEvent.setup();
    const dated = z.object({ start: z.string().nullable() });
    function DatedForm() {
      const form = useSchemaForm(dated, { defaultValues: { start: null } });
      return (
        <form aria-label="Prova">
          <DateField control={form.control} name="start" label="Data di inizio" />
          <FormActions<z.infer<typeof dated>>
            submitLabel="Salva"
            disabled={!form.formState.isValid}
            waitsFor={{ control: form.control, labels: { start: 'Data di inizio' } }}
          />
        </form>
      );
    }
    renderRoute(<DatedForm />);
    const save = await screen.findByRole('button', { name: 'Salva' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.type(screen.getByRole('textbox', { name: 'Data di inizio' }), '31/02/2020');
    await user.tab();
    expect(await screen.findByText('Da correggere: Data di inizio.')).toBeVisible();
    expect(screen.queryByText(/Da compilare/)).toBeNull();
  });

  it('says nothing on a form shown read-only', async () => {
    const user = userEvent.setup();
    renderRoute(<Form readOnly />);
    const save = await screen.findByRole('button', { name: 'Salva' });
    await user.type(screen.getByRole('textbox', { name: 'Note' }), 'Una nota');
    expect(save).toBeDisabled();
    expect(screen.queryByText(/^Da (compilare|correggere)/)).toBeNull();
    expect(save).not.toHaveAttribute('aria-describedby');
  });
});
