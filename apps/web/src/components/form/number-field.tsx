import { NumberInput, type NumberInputProps } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding';

type NumberFieldProps<T extends FieldValues, N extends FieldPath<T>, TT extends FieldValues> = Omit<
  NumberInputProps,
  'name' | 'value' | 'defaultValue' | 'error' | 'onChange'
> &
  FieldBinding<T, N, TT>;

/**
 * A number bound to a form field (null when emptied; never negative unless allowed), with the
 * field's message under it.
 */
export function NumberField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues = T,
>({ control, name, ...props }: NumberFieldProps<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          name={field.name}
          min={0}
          allowNegative={false}
          value={field.value ?? ''}
          onChange={(value) => field.onChange(value === '' ? null : Number(value))}
          onBlur={field.onBlur}
          {...props}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
