import type { SelectProps } from '@mantine/core';
import { Select } from '@/components/lists';
import { boundField, choiceInput, type EmptyValue, type Unbound } from './bound-field';

/** A single choice bound to a form field; no choice is stored as `empty` (null by default). */
export const SelectField = boundField<Omit<SelectProps, Unbound> & { empty?: EmptyValue }>(
  ({ field, error }, { empty, ...props }) => (
    <Select {...choiceInput(field, empty)} {...props} error={error} />
  ),
);
