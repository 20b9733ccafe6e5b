import { Group, type GroupProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { AppButton } from '@/components/app-button';
import type { ButtonStyle } from '@/config/theme';

type FormActionsProps = {
  submitLabel: ReactNode;
  submitLook?: ButtonStyle;
  /** The save is under way: the submit button spins. */
  loading?: boolean;
  disabled?: boolean;
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

/** The row under a form: 'Annulla' and the submit button, at the end of the row. */
export function FormActions({
  submitLabel,
  submitLook,
  loading,
  disabled,
  onCancel,
  cancelLabel = 'Annulla',
  start,
  gap = 'sm',
  ...group
}: FormActionsProps) {
  const buttons = (
    <>
      {onCancel ? (
        <AppButton look="dark-outline" type="button" onClick={onCancel}>
          {cancelLabel}
        </AppButton>
      ) : null}
      <AppButton look={submitLook} type="submit" loading={loading} disabled={disabled}>
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
