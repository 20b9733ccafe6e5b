import type { TextareaProps } from '@mantine/core';
import { boundField, textInput, type Unbound } from './bound-field';
import { GrowTextarea } from './grow-textarea';

/** A multi-line text bound to a form field. */
export const TextareaField = boundField<Omit<TextareaProps, Unbound | 'styles'>>(
  ({ field, error }, { onChange, ...props }) => (
    <GrowTextarea {...textInput(field, onChange)} {...props} error={error} />
  ),
);
