import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UseFormProps } from 'react-hook-form';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { useSchemaForm } from './use-schema-form';

// What the form hands react-hook-form, render after render.
const useFormOptions: Pick<UseFormProps, 'values' | 'defaultValues'>[] = [];
vi.mock('react-hook-form', async (importOriginal) => {
  const library = await importOriginal<typeof import('react-hook-form')>();
  return {
    ...library,
    useForm: ((options) => {
      useFormOptions.push(options ?? {});
      return library.useForm(options);
    }) as typeof library.useForm,
  };
});
beforeEach(() => {
  useFormOptions.length = 0;
});

const schema = z.object({ name: z.string(), city: z.string() });
type Values = z.infer<typeof schema>;

function Form({ values, renders }: { values?: Values; renders: { count: number } }) {
  const form = useSchemaForm(schema, {
    ...(values ? { values } : { defaultValues: { name: 'Lucia', city: 'Torino' } }),
    resetOptions: { keepDirtyValues: true },
  });
  renders.count++;
  return (
    <form>
      <label>
        Nome
        <input {...form.register('name')} />
      </label>
      <label>
        Città
        <input {...form.register('city')} />
      </label>
      <output>{form.formState.isDirty ? 'modificato' : 'come salvato'}</output>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('shows the first values at once, as defaults: nothing to apply again after the render', () => {
    // Given `values`, react-hook-form applies them in an effect after the first render, and every
    // field renders again (in the app's build, where the library's own update after mounting is
    // left out, that is one long task right after a drawn page is adopted).
    const renders = { count: 0 };
    render(<Form values={{ name: 'Lucia', city: 'Torino' }} renders={renders} />);
    expect(screen.getByLabelText('Nome')).toHaveValue('Lucia');
    expect(screen.getByRole('status')).toHaveTextContent('come salvato');
    expect(useFormOptions.map((options) => options.values)).toEqual(
      useFormOptions.map(() => undefined),
    );
    expect(useFormOptions[0]?.defaultValues).toEqual({ name: 'Lucia', city: 'Torino' });
  });

  it('follows values that change, keeping what the user typed', async () => {
    const renders = { count: 0 };
    const view = render(<Form values={{ name: 'Lucia', city: 'Torino' }} renders={renders} />);
    await userEvent.clear(screen.getByLabelText('Nome'));
    await userEvent.type(screen.getByLabelText('Nome'), 'Lucia Maria');

    view.rerender(<Form values={{ name: 'Lucia', city: 'Milano' }} renders={renders} />);
    await act(async () => {});
    expect(await screen.findByDisplayValue('Milano')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveValue('Lucia Maria');
    expect(useFormOptions.at(-1)?.values).toEqual({ name: 'Lucia', city: 'Milano' });
  });
});
