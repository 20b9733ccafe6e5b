import { NumberInput, type NumberInputProps } from '@mantine/core';
import { boundField, type Unbound } from './bound-field';

/** A number bound to a form field: null when emptied, never negative unless allowed. */
export const NumberField = boundField<Omit<NumberInputProps, Unbound>>(
  ({ field, error }, props) => (
    <NumberInput
      {...field}
      min={0}
      allowNegative={false}
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? null : Number(value))}
      {...props}
      error={error}
    />
  ),
);
