import { Textarea, type TextareaProps } from '@mantine/core';
import { boundField, textInput, type Unbound } from './bound-field';

/** A multi-line text bound to a form field. */
export const TextareaField = boundField<Omit<TextareaProps, Unbound>>(
  ({ field, error }, { onChange, ...props }) => (
    <Textarea {...textInput(field, onChange)} {...props} error={error} />
  ),
);
