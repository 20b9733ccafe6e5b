import { Group, type GroupProps, Stack } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { AppButton } from '@/components/app-button';
import type { ButtonStyle } from '@/config/theme';
import {
  type FieldLabels,
  MissingFieldsHint,
  missingFieldsText,
  useMissingFields,
} from './missing-fields';

type FormActionsProps<T extends FieldValues> = {
  submitLabel: ReactNode;
  submitLook?: ButtonStyle;
  /** The save is under way: the submit button spins. */
  loading?: boolean;
  disabled?: boolean;
  /**
   * The form whose validity greys the submit, and its fields' labels: while it is invalid, a
   * line under the buttons says which fields it still waits for ('Da compilare: Servizio e
   * Assistiti.'), and the submit names it. `active: false` (a form shown read-only): no line.
   */
  // biome-ignore lint/suspicious/noExplicitAny: any form's control, whatever it sends
  waitsFor?: { control: Control<T, any, any>; labels: FieldLabels<T>; active?: boolean };
  /** 'Annulla' (left out without it). */
  onCancel?: () => void;
  /**
   * The cancel button's words, when 'Annulla' would read as an action of the form itself (a
   * round's dialog, where cancelling the round is one): 'Chiudi'.
   */
  cancelLabel?: string;
  /** An action at the start of the row (e.g. 'Elimina'); the buttons then sit at the end. */
  start?: ReactNode;
} & Omit<GroupProps, 'children' | 'justify'>;

/**
 * The row under a form: 'Annulla' and the submit button, at the end of the row; with
 * `waitsFor`, what the greyed submit waits for under it.
 */
export function FormActions<T extends FieldValues = FieldValues>({
  waitsFor,
  ...props
}: FormActionsProps<T>) {
  return waitsFor ? <WaitingActions waitsFor={waitsFor} {...props} /> : <ActionsRow {...props} />;
}

/** The row and the line under it: only this renders again as the form's values change. */
function WaitingActions<T extends FieldValues>({
  waitsFor: { control, labels, active = true },
  mt,
  ...props
}: FormActionsProps<T> & Required<Pick<FormActionsProps<T>, 'waitsFor'>>) {
  const words = missingFieldsText(useMissingFields(control, labels, active));
  const hintId = useId();
  return (
    <Stack gap={6} mt={mt}>
      <ActionsRow {...props} describedBy={words ? hintId : undefined} />
      <MissingFieldsHint id={hintId} words={words} ta="right" />
    </Stack>
  );
}

function ActionsRow({
  submitLabel,
  submitLook,
  loading,
  disabled,
  onCancel,
  cancelLabel = 'Annulla',
  start,
  gap = 'sm',
  describedBy,
  ...group
}: Omit<FormActionsProps<FieldValues>, 'waitsFor'> & { describedBy?: string }) {
  const buttons = (
    <>
      {onCancel ? (
        <AppButton look="dark-outline" type="button" onClick={onCancel}>
          {cancelLabel}
        </AppButton>
      ) : null}
      <AppButton
        look={submitLook}
        type="submit"
        loading={loading}
        disabled={disabled}
        aria-describedby={describedBy}
      >
        {submitLabel}
      </AppButton>
    </>
  );
  if (start === undefined) {
    return (
      <Group justify="flex-end" gap={gap} {...group}>
        {buttons}
      </Group>
    );
  }
  return (
    <Group justify="space-between" gap={gap} {...group}>
      {start ?? <span />}
      <Group gap={gap}>{buttons}</Group>
    </Group>
  );
}
