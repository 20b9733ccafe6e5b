import { type MantineSpacing, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ButtonStyle } from '@/config/theme';
import { FormActions } from './form-actions';
import { FormError } from './form-error';
import { useReportDirty } from './use-form-failure';

/**
 * A form in a dialog or panel: its fields, then the form's own error (`errors.root`) and
 * 'Annulla' with the submit button (spinning while `form` submits).
 */
export function DialogForm<T extends FieldValues, TT extends FieldValues>({
  form,
  onSubmit,
  onCancel,
  submitLabel,
  submitLook,
  onDirtyChange,
  gap = 'md',
  children,
}: {
  form: UseFormReturn<T, unknown, TT>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  submitLabel: ReactNode;
  /** The submit button's look ('danger' for an action that takes something away). */
  submitLook?: ButtonStyle;
  /** Told whether anything was changed (a GuardedModal then asks before it is lost). */
  onDirtyChange?: (dirty: boolean) => void;
  gap?: MantineSpacing;
  children: ReactNode;
}) {
  const { errors, isSubmitting, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap={gap}>
        {children}
        <FormError message={errors.root?.message} />
        <FormActions
          onCancel={onCancel}
          loading={isSubmitting}
          submitLabel={submitLabel}
          submitLook={submitLook}
        />
      </Stack>
    </form>
  );
}
