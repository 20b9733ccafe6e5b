import type { PasswordInputProps } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { PasswordField } from '@/components/password-field';
import type { FieldBinding } from './field-binding';

type PasswordTextFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues,
> = Omit<PasswordInputProps, 'name' | 'value' | 'defaultValue' | 'error'> & FieldBinding<T, N, TT>;

/**
 * A password (with its keyboard-reachable show/hide button) bound to a form field, with the
 * field's message under it. `onChange` runs after the field took the new value.
 */
export function PasswordTextField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues = T,
>({ control, name, onChange, ...props }: PasswordTextFieldProps<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PasswordField
          {...field}
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
