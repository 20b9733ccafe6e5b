import { TextInput, type TextInputProps } from '@mantine/core';
import { boundField, textInput, type Unbound } from './bound-field';

/** A text input bound to a form field; `onChange` runs after the field took the new value. */
export const TextField = boundField<Omit<TextInputProps, Unbound>>(
  ({ field, error }, { onChange, ...props }) => (
    <TextInput {...textInput(field, onChange)} {...props} error={error} />
  ),
);

/** An email address field: its label, example, keyboard and autofill (login, sign-up). */
export const emailInput = {
  type: 'email',
  label: 'Email',
  placeholder: 'nome@esempio.it',
  autoComplete: 'email',
  inputMode: 'email',
} as const;
