import { Select, type SelectProps } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { EmptyValue, FieldBinding } from './field-binding';

type SelectFieldProps<T extends FieldValues, N extends FieldPath<T>, TT extends FieldValues> = Omit<
  SelectProps,
  'name' | 'value' | 'defaultValue' | 'error' | 'onChange'
> &
  FieldBinding<T, N, TT> & {
    /** What no choice is stored as (null unless the field keeps ''). */
    empty?: EmptyValue;
  };

/** A single choice bound to a form field, with the field's message under it. */
export function SelectField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues = T,
>({ control, name, empty = null, ...props }: SelectFieldProps<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          ref={field.ref}
          name={field.name}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? empty)}
          onBlur={field.onBlur}
          {...props}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
