import type { SelectProps } from '@mantine/core';
import { Select } from '@/components/lists';
import { boundField, choiceInput, type EmptyValue, type Unbound } from './bound-field';

/**
 * A single choice bound to a form field; no choice is stored as `empty` (null by default). Picking
 * the chosen option again keeps it (Mantine's default emptied it: a quote went out with no
 * contract after a tutor re-picked 'Part-time'); a field that may be emptied says so with its ×
 * (`clearable`). Leaving a searchable one takes the option its typed text picks out (`Select`).
 */
export const SelectField = boundField<Omit<SelectProps, Unbound> & { empty?: EmptyValue }>(
  ({ field, error }, { empty, ...props }) => (
    <Select allowDeselect={false} {...choiceInput(field, empty)} {...props} error={error} />
  ),
);
