import { type MantineSpacing, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ButtonStyle } from '@/config/theme';
import { keepFormOnEnter } from './enter-keeps-form';
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
  cancelLabel,
  start,
  submitLabel,
  submitLook,
  onDirtyChange,
  gap = 'md',
  enterSubmits = true,
  children,
}: {
  form: UseFormReturn<T, unknown, TT>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel: () => void;
  /** The cancel button's words ('Annulla' unless told). */
  cancelLabel?: string;
  /** An action of its own at the start of the buttons' row ('Cancella turno'). */
  start?: ReactNode;
  submitLabel: ReactNode;
  /** The submit button's look ('danger' for an action that takes something away). */
  submitLook?: ButtonStyle;
  /** Told whether anything was changed (a GuardedModal then asks before it is lost). */
  onDirtyChange?: (dirty: boolean) => void;
  gap?: MantineSpacing;
  /**
   * false: Enter in a field does not send the form (only its button does) — for a long form whose
   * sending emails the family, where an Enter after the last amount typed sent it half filled.
   */
  enterSubmits?: boolean;
  children: ReactNode;
}) {
  const { errors, isSubmitting, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);
  return (
    <form onSubmit={onSubmit} noValidate onKeyDown={enterSubmits ? undefined : keepFormOnEnter}>
      <Stack gap={gap}>
        {children}
        <FormError message={errors.root?.message} />
        <FormActions
          onCancel={onCancel}
          cancelLabel={cancelLabel}
          start={start}
          loading={isSubmitting}
          submitLabel={submitLabel}
          submitLook={submitLook}
        />
      </Stack>
    </form>
  );
}
