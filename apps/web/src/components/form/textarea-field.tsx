import { Textarea, type TextareaProps } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding';

type TextareaFieldProps<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues,
> = Omit<TextareaProps, 'name' | 'value' | 'defaultValue' | 'error'> & FieldBinding<T, N, TT>;

/** A multi-line text bound to a form field, with the field's message under it. */
export function TextareaField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues = T,
>({ control, name, onChange, ...props }: TextareaFieldProps<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Textarea
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
