import { MultiSelect, type MultiSelectProps } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding';

type MultiSelectFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues,
> = Omit<MultiSelectProps, 'name' | 'value' | 'defaultValue' | 'error' | 'onChange'> &
  FieldBinding<T, N, TT>;

/** Several choices bound to a form field (a list), with the field's message under it. */
export function MultiSelectField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues = T,
>({ control, name, ...props }: MultiSelectFieldProps<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          ref={field.ref}
          name={field.name}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          {...props}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
