import { Checkbox, type CheckboxProps, Switch, type SwitchProps } from '@mantine/core';
import { Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding';

type Unbound = 'name' | 'value' | 'defaultValue' | 'checked' | 'defaultChecked' | 'onChange';

/** A checkbox bound to a yes/no form field, with the field's message under it. */
export function CheckboxField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues = T,
>({ control, name, ...props }: Omit<CheckboxProps, Unbound | 'error'> & FieldBinding<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Checkbox
          ref={field.ref}
          name={field.name}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          {...props}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}

/** A switch bound to a yes/no form field. */
export function SwitchField<
  T extends FieldValues,
  N extends FieldPath<T>,
  TT extends FieldValues = T,
>({ control, name, ...props }: Omit<SwitchProps, Unbound> & FieldBinding<T, N, TT>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          ref={field.ref}
          name={field.name}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          {...props}
        />
      )}
    />
  );
}
