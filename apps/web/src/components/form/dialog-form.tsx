import { type MantineSpacing, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { FormActions } from './form-actions';
import { FormError } from './form-error';

/** A form in a dialog or panel: its fields, then its own error and 'Annulla' with the submit. */
export function DialogForm({
  onSubmit,
  error,
  onCancel,
  loading,
  submitLabel,
  gap = 'md',
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's own message (`errors.root`). */
  error: string | undefined;
  onCancel: () => void;
  loading: boolean;
  submitLabel: ReactNode;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        {children}
        <FormError message={error} />
        <FormActions onCancel={onCancel} loading={loading} submitLabel={submitLabel} />
      </Stack>
    </form>
  );
}
