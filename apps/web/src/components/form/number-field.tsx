import { NumberInput, type NumberInputProps } from '@mantine/core';
import { boundField, type Unbound } from './bound-field';

/**
 * A number bound to a form field: null when emptied. Written the Italian way ('12,5': a pasted
 * '2,5' was read as 25; amounts in euro take `MoneyField`), and never changed in silence: a number
 * above `max` stays as typed for the form's rule to name (clamped on blur, 85 became 60), and so
 * does a negative one (its sign was dropped: '-4' hours were saved as 4), which every form's rule
 * refuses by name ('Il valore non può essere negativo').
 */
export const NumberField = boundField<Omit<NumberInputProps, Unbound>>(
  ({ field, error }, props) => (
    <NumberInput
      {...field}
      min={0}
      decimalSeparator=","
      clampBehavior="none"
      value={field.value ?? ''}
      onChange={(value) => field.onChange(value === '' ? null : Number(value))}
      {...props}
      error={error}
    />
  ),
);
