import type { PasswordInputProps } from '@mantine/core';
import { PasswordField } from '@/components/password-field';
import { boundField, textInput, type Unbound } from './bound-field';

/** A password (show/hide reachable by keyboard) bound to a form field. */
export const PasswordTextField = boundField<Omit<PasswordInputProps, Unbound>>(
  ({ field, error }, { onChange, ...props }) => (
    <PasswordField {...textInput(field, onChange)} {...props} error={error} />
  ),
);
