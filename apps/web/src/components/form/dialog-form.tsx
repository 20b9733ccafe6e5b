import { type MantineSpacing, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ConfirmOptions } from '@/components/confirm';
import { confirm } from '@/components/confirm';
import type { ButtonStyle } from '@/config/theme';
import { enterAsksThenSends, keepFormOnEnter } from './enter-keeps-form';
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
   * false: Enter in a field does not send the form (only its button does). A question: Enter in
   * a field sends the form once the user answers yes to it — for a form whose sending emails the
   * family, where an Enter after the last amount typed sent it before the tutor was done.
   */
  enterSubmits?: boolean | ConfirmOptions;
  children: ReactNode;
}) {
  const { errors, isSubmitting, isDirty } = form.formState;
  useReportDirty(isDirty, onDirtyChange);
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      data-asks-first={typeof enterSubmits === 'object' ? '' : undefined}
      onKeyDown={
        enterSubmits === true
          ? undefined
          : enterSubmits === false
            ? keepFormOnEnter
            : enterAsksThenSends(
                () => form.trigger(),
                () => confirm(enterSubmits),
              )
      }
    >
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
