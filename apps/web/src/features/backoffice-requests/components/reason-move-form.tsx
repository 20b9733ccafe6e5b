import {
  familyMessageLimit,
  familyMessageProblem,
  otherReasonNoteMessage,
  type StandByReason,
  type SubstitutionReason,
  standByReasonLabels,
  standByResumeDayTexts,
  standByResumeLimitDays,
  standByResumeProblem,
  substitutionReasonLabels,
} from '@equilibrio/contract/backoffice-moves';
import { isoDayAfter } from '@equilibrio/contract/italian-format';
import { Stack } from '@mantine/core';
import { useState } from 'react';
import { z } from 'zod';
import { DateField } from '@/components/form/date-field';
import { GrowTextarea } from '@/components/form/grow-textarea';
import { useSchemaForm } from '@/components/form/use-schema-form';
import { ApiError } from '@/lib/api-client';
import { italianDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';
import { historyNoteHint } from './history-note';
import { MoveChoice } from './move-choice';
import { NoteMoveForm } from './note-move-form';

/** The contract's rule for a 'Riprendi entro il' day, by the page's clock (the API's by its own). */
const resumeProblem = (day: string) => standByResumeProblem(day, italianDay(pageNow()));

const resumeSchema = z.object({
  resumeBy: z
    .string()
    .nullable()
    .superRefine((day, ctx) => {
      const problem = day ? resumeProblem(day) : null;
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
});

const reasonsOf = {
  substitutionAsked: substitutionReasonLabels,
  standBy: standByReasonLabels,
} as const;

/**
 * 'Avvia sostituzione' and 'Metti in stand-by': why (short choices; 'Altro' asks the note), and
 * for a pause an optional 'Riprendi entro il' day. The reason stays in the history.
 */
export function ReasonMoveForm({
  kind,
  explanation,
  confirmLabel,
  onSubmit,
  onCancel,
  onDirtyChange,
}: {
  kind: 'substitutionAsked' | 'standBy';
  explanation: string;
  confirmLabel: string;
  onSubmit: (
    note: string,
    reasoned: { reason: string; resumeBy?: string | null; familyMessage?: string | null },
  ) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [reason, setReason] = useState<SubstitutionReason | StandByReason | ''>('');
  /** A pause waiting for the family's information: what to ask them (written to them with it). */
  const [familyMessage, setFamilyMessage] = useState('');
  const [familyMessageError, setFamilyMessageError] = useState<string>();
  const asksFamily = kind === 'standBy' && reason === 'WAITING_FAMILY';
  const form = useSchemaForm(resumeSchema, { defaultValues: { resumeBy: null } });
  const resumeBy = form.watch('resumeBy');
  const labels: Record<string, string> = reasonsOf[kind];
  const reasonLabel =
    kind === 'standBy' ? 'Perché la metti in stand-by' : 'Perché serve un sostituto';
  // By the calendar: at 00:30 of the night the clocks go back, 24 hours on is still today.
  const today = italianDay(pageNow());
  const tomorrow = isoDayAfter(today);
  const lastDay = isoDayAfter(today, standByResumeLimitDays);
  const submit = async (note: string) => {
    if (kind !== 'standBy') return onSubmit(note, { reason });
    // A day typed wrong, or out of the rule: said under the field, nothing sent.
    if (!(await form.trigger('resumeBy', { shouldFocus: true }))) return;
    try {
      await onSubmit(note, {
        reason,
        resumeBy: form.getValues('resumeBy') || null,
        ...(asksFamily ? { familyMessage: familyMessage.trim() } : {}),
      });
    } catch (error) {
      // The API checks the day by its clock, and the message: a refusal goes under its field.
      const fields = error instanceof ApiError ? error.fields : undefined;
      const refusedMessage = fields?.['body.familyMessage'];
      if (refusedMessage) setFamilyMessageError(refusedMessage);
      const refused = fields?.['body.resumeBy'];
      if (refused) form.setError('resumeBy', { message: refused }, { shouldFocus: true });
      if (!refused && !refusedMessage) throw error;
    }
  };
  return (
    <NoteMoveForm
      explanation={explanation}
      confirmLabel={confirmLabel}
      noteRequired={reason === 'OTHER'}
      noteLabel={reason === 'OTHER' ? otherReasonNoteMessage : 'Nota per lo storico'}
      noteName="Motivo nella nota"
      waitsFor={{
        // The hint names what is missing ('Da scegliere: Motivo.'), not the field's question.
        choose: reason === '' ? ['Motivo'] : [],
        fill:
          asksFamily && familyMessageProblem(reason, familyMessage)
            ? ['Messaggio per la famiglia']
            : [],
      }}
      dirty={reason !== '' || Boolean(resumeBy) || familyMessage.trim() !== ''}
      onDirtyChange={onDirtyChange}
      onCancel={onCancel}
      onSubmit={submit}
    >
      <Stack gap="sm">
        <MoveChoice
          label={reasonLabel}
          description={
            // The family never reads the reason, but this one changes its email (workflow.mail's
            // substitutionMeanwhile): the caregiver is not serving until the substitute starts.
            kind === 'substitutionAsked' && reason === 'CAREGIVER_UNAVAILABLE'
              ? 'Resta nello storico della richiesta. La famiglia leggerà che il caregiver non può proseguire il servizio (o iniziarlo, se non è ancora cominciato).'
              : // Nor this one: the family reads that the pause waits for their information,
                // and the message asked below says which.
                asksFamily
                ? 'Resta nello storico della richiesta. La famiglia leggerà che aspetti da lei alcune informazioni: scrivile quali nel messaggio qui sotto.'
                : `Resta nello storico della richiesta. ${historyNoteHint}`
          }
          value={reason === '' ? null : reason}
          onChange={setReason}
          options={Object.entries(labels).map(([value, label]) => ({
            value: value as SubstitutionReason | StandByReason,
            label,
          }))}
        />
        {kind === 'standBy' ? (
          <DateField
            control={form.control}
            name="resumeBy"
            label="Riprendi entro il"
            description={`Facoltativo. ${standByResumeDayTexts.tutor(null)} ${
              asksFamily
                ? standByResumeDayTexts.tutorOnFamily
                : 'La famiglia sa entro quando la riprenderai.'
            }`}
            minDate={tomorrow}
            maxDate={lastDay}
            rangeMessage={resumeProblem}
            clearable
          />
        ) : null}
        {/* After the day, not between the reasons and it: the field appears with this reason,
            and a keyboard going on from the reasons to the day typed the day into it. */}
        {asksFamily ? (
          <GrowTextarea
            label="Messaggio per la famiglia"
            description="La famiglia lo riceve nei messaggi della richiesta e per email, e può risponderti lì."
            placeholder="Per esempio: per riprendere la ricerca ci servono le date delle vacanze. Ce le scrivi appena le sai?"
            required
            autosize
            minRows={3}
            maxLength={familyMessageLimit}
            value={familyMessage}
            error={familyMessageError}
            onChange={(event) => {
              setFamilyMessage(event.currentTarget.value);
              setFamilyMessageError(undefined);
            }}
          />
        ) : null}
      </Stack>
    </NoteMoveForm>
  );
}
