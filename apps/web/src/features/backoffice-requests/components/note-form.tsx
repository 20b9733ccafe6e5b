import {
  callBackLimitDays,
  callBackProblem,
  requestNoteInputSchema,
  type WrittenNoteKind,
} from '@equilibrio/contract/backoffice';
import { Group, Text } from '@mantine/core';
import { z } from 'zod';
import { DateField } from '@/components/form/date-field';
import { DialogForm } from '@/components/form/dialog-form';
import { TextareaField } from '@/components/form/textarea-field';
import { heldTime, TimeField } from '@/components/form/time-field';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { submitShowingErrors } from '@/lib/form-errors';
import { italianDateTimeToIso, italianDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';

/**
 * What a tutor writes; a call may say when to call the family back (a day and an hour). A time
 * typed in part is the time field's own refusal ('Ora incompleta…').
 */
const formSchema = z
  .object({
    text: requestNoteInputSchema.shape.text,
    callBackDay: z.string().nullable(),
    callBackTime: z.string(),
  })
  .superRefine((value, ctx) => {
    const time = value.callBackTime.trim();
    if (!value.callBackDay && !time) return;
    if (!value.callBackDay) {
      ctx.addIssue({ code: 'custom', path: ['callBackDay'], message: 'Indica il giorno' });
    } else if (!time) {
      ctx.addIssue({ code: 'custom', path: ['callBackTime'], message: 'Indica l’ora (es. 15:30)' });
    } else if (heldTime(time)) {
      const problem = callBackProblem(italianDateTimeToIso(value.callBackDay, time), pageNow());
      if (problem) ctx.addIssue({ code: 'custom', path: ['callBackDay'], message: problem });
    }
  });

/** What the dialog of each kind says. */
export const noteTexts: Record<
  WrittenNoteKind,
  { button: string; title: string; label: string; placeholder: string; saved: string }
> = {
  call: {
    button: 'Registra chiamata',
    title: 'Registra una chiamata',
    label: 'Com’è andata la chiamata',
    placeholder: 'Es. Sentita la mamma: preferisce il pomeriggio. Richiamare giovedì.',
    saved: 'Chiamata registrata',
  },
  note: {
    button: 'Aggiungi nota',
    title: 'Aggiungi una nota',
    label: 'Nota',
    placeholder: 'Es. Chiede una babysitter che parli inglese.',
    saved: 'Nota aggiunta',
  },
};

/**
 * A tutor's call or note on the request: one text (`kind` is chosen by the button that opened
 * it). Said plainly: the family does not see it in the portal, but receives it in a copy of their
 * data.
 */
export function NoteForm({
  kind,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  kind: WrittenNoteKind;
  /** The text, and for a call the agreed moment to call back (null: none). */
  onSubmit: (text: string, callBackAt: string | null) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const form = useSchemaForm(formSchema, {
    defaultValues: { text: '', callBackDay: null, callBackTime: '' },
  });
  const texts = noteTexts[kind];
  const submit = submitShowingErrors(form, formSchema, async (values) => {
    try {
      await onSubmit(
        values.text,
        values.callBackDay
          ? italianDateTimeToIso(values.callBackDay, values.callBackTime.trim())
          : null,
      );
    } catch (error) {
      // The API names the moment 'callBackAt'; the form shows it under the day.
      const refused = error instanceof ApiError ? error.fields?.['body.callBackAt'] : undefined;
      if (!refused) throw error;
      form.setError('callBackDay', { message: refused }, { shouldFocus: true });
    }
  });
  const now = pageNow().getTime();
  const today = italianDay(new Date(now));
  const lastDay = italianDay(new Date(now + callBackLimitDays * 86_400_000));
  return (
    <DialogForm
      form={form}
      onSubmit={submit}
      onCancel={onCancel}
      onDirtyChange={onDirtyChange}
      submitLabel="Salva"
      gap="sm"
    >
      <TextareaField
        control={form.control}
        name="text"
        label={texts.label}
        placeholder={texts.placeholder}
        required
        autosize
        minRows={3}
        maxRows={10}
        data-autofocus
      />
      {kind === 'call' ? (
        <>
          <Group grow align="flex-start" gap="sm">
            <DateField
              control={form.control}
              name="callBackDay"
              label="Da richiamare il"
              description="Facoltativo"
              minDate={today}
              maxDate={lastDay}
              clearable
            />
            <TimeField
              control={form.control}
              name="callBackTime"
              label="Alle"
              description="Ora, es. 15:30"
            />
          </Group>
          <Text size="xs" c="ink.5">
            Nell’elenco delle richieste, fino ad allora passa dopo quelle da fare; all’ora indicata
            torna tra queste.
          </Text>
        </>
      ) : null}
      <Text size="xs" c="ink.5">
        Solo per il team: la famiglia non la vede nel portale (la riceve solo se chiede una copia
        dei suoi dati).
      </Text>
    </DialogForm>
  );
}
