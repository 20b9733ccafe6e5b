import { TextInput, type TextInputProps } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding';

type TextFieldProps<T extends FieldValues, N extends FieldPath<T>, TT extends FieldValues> = Omit<
  TextInputProps,
  'name' | 'value' | 'defaultValue' | 'error'
> &
  FieldBinding<T, N, TT>;

/**
 * A text input bound to a form field, with the field's message under it. `onChange` runs after
 * the field took the new value.
 */
export function TextField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues = T,
>({ control, name, onChange, ...props }: TextFieldProps<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextInput
          {...field}
          value={field.value ?? ''}
          onChange={(event) => {
            field.onChange(event);
            onChange?.(event);
          }}
          {...props}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
