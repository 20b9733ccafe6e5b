import type { SelectProps } from '@mantine/core';
import { Select } from '@/components/lists';
import { boundField, choiceInput, type EmptyValue, type Unbound } from './bound-field';

/**
 * A single choice bound to a form field; no choice is stored as `empty` (null by default). Picking
 * the chosen option again keeps it (Mantine's default emptied it: a quote went out with no
 * contract after a tutor re-picked 'Part-time'); a field that may be emptied says so with its ×
 * (`clearable`). Leaving it takes the option its text picks out, as Enter does ('Milano' and Tab
 * emptied the province, as if nothing had been written); a text no option answers takes none.
 */
export const SelectField = boundField<Omit<SelectProps, Unbound> & { empty?: EmptyValue }>(
  ({ field, error }, { empty, ...props }) => (
    <Select
      allowDeselect={false}
      autoSelectOnBlur
      {...choiceInput(field, empty)}
      {...props}
      error={error}
    />
  ),
);
