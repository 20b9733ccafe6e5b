import { Group, type GroupProps, Stack } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { AppButton } from '@/components/app-button';
import type { ButtonStyle } from '@/config/theme';
import {
  type FieldLabels,
  type MissingFields,
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
   * `say`: the form's own words for some of what it waits for (null: nothing to add), instead
   * of `missingFieldsText`.
   */
  waitsFor?: {
    // biome-ignore lint/suspicious/noExplicitAny: any form's control, whatever it sends
    control: Control<T, any, any>;
    labels: FieldLabels<T>;
    active?: boolean;
    say?: (missing: MissingFields | null) => string | null;
  };
  /**
   * The submit alone, as wide as the form (the public pages' forms: 'Accedi', 'Invia
   * richiesta'); the line under it centred. Without it, a row of buttons at the end.
   */
  fullWidth?: boolean;
  /**
   * What the greyed submit waits for, in the form's own words (a form not built on
   * react-hook-form: a move's dialog), said under the buttons as `waitsFor` says it.
   */
  waitingWords?: string | null;
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
  waitingWords,
  ...props
}: FormActionsProps<T>) {
  if (waitsFor) return <WaitingActions waitsFor={waitsFor} {...props} />;
  if (waitingWords !== undefined) return <ActionsWithHint words={waitingWords} {...props} />;
  return <ActionsRow {...props} />;
}

/** The row and the line under it: only this renders again as the form's values change. */
function WaitingActions<T extends FieldValues>({
  waitsFor: { control, labels, active = true, say = missingFieldsText },
  ...props
}: FormActionsProps<T> & Required<Pick<FormActionsProps<T>, 'waitsFor'>>) {
  return <ActionsWithHint words={say(useMissingFields(control, labels, active))} {...props} />;
}

/** The row, and under it what the greyed submit waits for (`words`; nothing to say: null or ''). */
function ActionsWithHint({
  words,
  mt,
  ...props
}: Omit<FormActionsProps<FieldValues>, 'waitsFor' | 'waitingWords'> & { words: string | null }) {
  const hintId = useId();
  return (
    <Stack gap={6} mt={mt} data-form-actions>
      <ActionsRow {...props} describedBy={words ? hintId : undefined} />
      <MissingFieldsHint id={hintId} words={words} ta={props.fullWidth ? 'center' : 'right'} />
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
  fullWidth,
  ...group
}: Omit<FormActionsProps<FieldValues>, 'waitsFor' | 'waitingWords'> & { describedBy?: string }) {
  if (fullWidth) {
    return (
      <AppButton
        look={submitLook}
        type="submit"
        size="md"
        fullWidth
        loading={loading}
        disabled={disabled}
        aria-describedby={describedBy}
        mt={group.mt}
      >
        {submitLabel}
      </AppButton>
    );
  }
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
      <Group justify="flex-end" gap={gap} data-form-actions {...group}>
        {buttons}
      </Group>
    );
  }
  return (
    <Group justify="space-between" gap={gap} data-form-actions {...group}>
      {start ?? <span />}
      {/* At the end even when a narrow row wraps it under the start's action (a phone). */}
      <Group gap={gap} ml="auto">
        {buttons}
      </Group>
    </Group>
  );
}
