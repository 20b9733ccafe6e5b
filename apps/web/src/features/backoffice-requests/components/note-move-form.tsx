import { noteText } from '@equilibrio/contract/backoffice-moves';
import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormActions } from '@/components/form/form-actions';
import { FormError } from '@/components/form/form-error';
import { GrowTextarea } from '@/components/form/grow-textarea';
import { maxLengthOf } from '@/components/form/max-length';
import { missingFieldsText } from '@/components/form/missing-fields';
import { useReportDirty } from '@/components/form/use-form-failure';
import type { ButtonStyle } from '@/config/theme';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { historyNoteHint } from './history-note';

/**
 * What a move's form still waits for, by the labels the form shows: choices to make (`choose`)
 * and fields to write (`fill`).
 */
type MoveWaitsFor = { choose?: string[]; fill?: string[] };

/**
 * The form of a move that takes a note: a line on what happens, the note (required when the
 * table says so) and the confirm button, greyed with what it waits for said under it.
 */
export function NoteMoveForm({
  explanation,
  confirmLabel,
  confirmLook = 'primary',
  cancelLabel,
  noteRequired,
  noteLabel = 'Nota per lo storico',
  noteName = noteLabel,
  onSubmit,
  onCancel,
  onDirtyChange,
  waitsFor = {},
  dirty: held = false,
  children,
}: {
  explanation: string;
  confirmLabel: string;
  confirmLook?: ButtonStyle;
  /** The cancel button's words, when 'Annulla' would read as the move itself. */
  cancelLabel?: string;
  noteRequired: boolean;
  noteLabel?: string;
  /** How the line under the confirm names the note, when its label is no name ('Scrivi il…'). */
  noteName?: string;
  onSubmit: (note: string) => Promise<void>;
  onCancel: () => void;
  /** Told whether a note is written (a GuardedModal then asks before it is lost). */
  onDirtyChange?: (dirty: boolean) => void;
  /** What else the form asks (`children`) and is not answered yet: until then it cannot be sent. */
  waitsFor?: MoveWaitsFor;
  /** Whatever else the form asks holds an answer (the dialog then asks before losing it). */
  dirty?: boolean;
  children?: React.ReactNode;
}) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const once = useOneAtATime();
  const toChoose = waitsFor.choose ?? [];
  const toFill = [
    ...(waitsFor.fill ?? []),
    ...(noteRequired && note.trim() === '' ? [noteName] : []),
  ];
  const missing = toChoose.length > 0 || toFill.length > 0;
  const dirty = note.trim() !== '' || held;
  useReportDirty(dirty, onDirtyChange);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (missing) return;
        void once(async () => {
          setBusy(true);
          setError(null);
          try {
            await onSubmit(note.trim());
          } catch (err) {
            setError((err as Error).message);
          } finally {
            setBusy(false);
          }
        });
      }}
    >
      <Stack gap="md">
        <Text size="sm">{explanation}</Text>
        {children}
        <GrowTextarea
          label={noteLabel}
          description={
            noteRequired
              ? `Campo obbligatorio: resta nello storico della richiesta. ${historyNoteHint}`
              : `Campo facoltativo. ${historyNoteHint}`
          }
          required={noteRequired}
          autosize
          minRows={3}
          maxLength={maxLengthOf(noteText)}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
          data-autofocus
        />
        <FormError message={error} />
        <FormActions
          onCancel={onCancel}
          {...(cancelLabel ? { cancelLabel } : {})}
          submitLabel={confirmLabel}
          submitLook={confirmLook}
          loading={busy}
          disabled={missing}
          // The form kit's words ('Da scegliere: Motivo. Da compilare: …').
          waitingWords={missingFieldsText({ toChoose, toFill, toFix: [], toTick: [] })}
        />
      </Stack>
    </form>
  );
}
