import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useAppForm } from '@/components/form/use-app-form';
import { provinceOptions } from '@/lib/provinces';
import { renderRoute } from '@/testing/render';
import { SelectField } from './select-field';

/** A form with a province: `onValue` hears its value, `onSet` gets how code sets it. */
function Form({
  onValue,
  onSet,
}: {
  onValue: (value: string) => void;
  onSet?: (set: (code: string) => void) => void;
}) {
  const form = useAppForm<{ province: string; city: string }>({
    defaultValues: { province: '', city: '' },
  });
  onValue(form.watch('province'));
  onSet?.((code) => form.setValue('province', code));
  return (
    <form>
      <SelectField
        control={form.control}
        name="province"
        empty=""
        label="Provincia"
        searchable
        data={provinceOptions}
      />
      <input aria-label="Città" {...form.register('city')} />
    </form>
  );
}

/** The form rendered: its province box, its value, how code sets it, and a user to type. */
function renderForm() {
  let value = '';
  let setProvince: (code: string) => void = () => {};
  const user = userEvent.setup();
  renderRoute(<Form onValue={(v) => (value = v)} onSet={(set) => (setProvince = set)} />);
  const province = screen.getByRole('combobox', { name: 'Provincia' });
  /** Types `text` in the province, then the keyboard leaves it. */
  const typeAndLeave = async (text: string) => {
    await user.type(province, text);
    await user.tab();
  };
  return {
    user,
    province,
    typeAndLeave,
    value: () => value,
    setProvince: (code: string) => setProvince(code),
  };
}

describe('a searchable choice', () => {
  // «Milano» typed and Tab: the field was emptied, as if nothing had been written.
  it('takes the option its text picks out when the keyboard leaves it', async () => {
    const { province, typeAndLeave, value } = renderForm();
    await typeAndLeave('Milano');
    expect(screen.getByRole('textbox', { name: 'Città' })).toHaveFocus();
    expect(province).toHaveValue('Milano (MI)');
    expect(value()).toBe('MI');
  });

  it('keeps the choice made when the keyboard only passes through', async () => {
    const { user, province, typeAndLeave, value } = renderForm();
    await typeAndLeave('Torino');
    expect(value()).toBe('TO');
    await user.click(province);
    await user.tab();
    expect(province).toHaveValue('Torino (TO)');
    expect(value()).toBe('TO');
  });

  it('takes an option by its code, and none for a text that names several', async () => {
    const { user, province, typeAndLeave, value } = renderForm();
    await typeAndLeave('Reggio');
    expect(value()).toBe('');
    await user.clear(province);
    await typeAndLeave('mi');
    expect(value()).toBe('MI');
  });

  // Leaving picked the list's first option (Agrigento) when the text was erased, or the field
  // was set by code and the keyboard went through it.
  it('keeps its choice when its text is erased, or set by code, and the keyboard leaves it', async () => {
    const { user, province, value, setProvince } = renderForm();
    act(() => setProvince('TO'));
    await waitFor(() => expect(province).toHaveValue('Torino (TO)'));
    await user.tab();
    expect(province).toHaveFocus();
    await user.tab();
    expect(value()).toBe('TO');

    await user.clear(province);
    await user.tab();
    expect(value()).toBe('TO');
    expect(province).toHaveValue('Torino (TO)');
  });

  it('takes nothing for a text no option answers', async () => {
    const { typeAndLeave, value } = renderForm();
    await typeAndLeave('Zzz');
    expect(value()).toBe('');
  });
});
