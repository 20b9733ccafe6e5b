import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '@/testing/render';
import { MultiSelect } from './lists';
import { PickerWithAdd } from './picker-with-add';

/** A required picker of several choices, as 'Assistiti' on the request form. */
function Assistiti({ required }: { required: boolean }) {
  return (
    <PickerWithAdd
      picker={{ required }}
      defaultLabel="Assistiti"
      field={(fieldProps) => (
        <MultiSelect {...fieldProps} data={['Luca', 'Nonna Pia']} placeholder="Scegli" />
      )}
      modalTitle="Nuovo assistito"
      addName="Aggiungi nuovo assistito"
      uid={undefined}
      form={() => null}
    />
  );
}

describe('a picker with «Aggiungi nuovo»', () => {
  it('says a required list is required on the box a screen reader lands on', () => {
    renderRoute(<Assistiti required />);
    // The label's asterisk is hidden from a screen reader: the field says it instead.
    expect(screen.getByRole('combobox', { name: /Assistiti/ })).toHaveAttribute(
      'aria-required',
      'true',
    );
  });

  it('says nothing of the kind for an optional one', () => {
    renderRoute(<Assistiti required={false} />);
    expect(screen.getByRole('combobox', { name: /Assistiti/ })).not.toHaveAttribute(
      'aria-required',
    );
  });
});
