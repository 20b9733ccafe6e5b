import { setPasswordSchema } from '@equilibrio/contract/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { NewPasswordField } from './new-password-field';
import { useSchemaForm } from './use-schema-form';

function Form() {
  const form = useSchemaForm(setPasswordSchema, {
    defaultValues: { password: '', confirmPassword: '' },
  });
  return (
    <form>
      <NewPasswordField control={form.control} name="password" label="Password" />
    </form>
  );
}

const ruleState = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => `${item.textContent}`);

describe('a new password’s rules', () => {
  it('are all shown from the start and ticked one by one as the password meets them', async () => {
    renderRoute(<Form />);
    const input = screen.getByLabelText('Password', { selector: 'input' });
    expect(ruleState()).toEqual([
      'Almeno 8 caratteri: non ancora.',
      'Un simbolo tra !@#$%^&*(),.?":{}|<>: non ancora.',
      'Una lettera maiuscola: non ancora.',
      'Un numero: non ancora.',
    ]);
    // Read with the field: a screen reader hears what is missing when it reaches the field.
    // Each rule a sentence of its own: not «non ancoraUn simbolo» read in one breath.
    expect(input).toHaveAccessibleDescription(/Almeno 8 caratteri: non ancora\.\s?Un simbolo/);

    await userEvent.type(input, 'Mario');
    expect(ruleState()).toEqual([
      'Almeno 8 caratteri: non ancora.',
      'Un simbolo tra !@#$%^&*(),.?":{}|<>: non ancora.',
      'Una lettera maiuscola: sì.',
      'Un numero: non ancora.',
    ]);

    await userEvent.type(input, '!2026');
    expect(ruleState().every((rule) => rule.endsWith(': sì.'))).toBe(true);
  });
});
