import type { MultiSelectProps } from '@mantine/core';
import { MultiSelect } from '@/components/lists';
import { boundField, type Unbound } from './bound-field';

/** Several choices (a list) bound to a form field. */
export const MultiSelectField = boundField<Omit<MultiSelectProps, Unbound>>(
  ({ field, error }, props) => <MultiSelect {...field} {...props} error={error} />,
);
