import {
  otherReasonNoteMessage,
  type StandByReason,
  type SubstitutionReason,
  standByReasonLabels,
  substitutionReasonLabels,
} from '@equilibrio/contract/backoffice-moves';
import { Radio, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { NoteMoveForm } from './note-move-form';

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
  onSubmit: (note: string, reasoned: { reason: string; resumeBy?: string | null }) => Promise<void>;
  onCancel: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const [reason, setReason] = useState<SubstitutionReason | StandByReason | ''>('');
  const [resumeBy, setResumeBy] = useState('');
  const labels: Record<string, string> = reasonsOf[kind];
  return (
    <NoteMoveForm
      explanation={explanation}
      confirmLabel={confirmLabel}
      noteRequired={reason === 'OTHER'}
      noteLabel={reason === 'OTHER' ? otherReasonNoteMessage : 'Nota per lo storico'}
      ready={reason !== ''}
      dirty={reason !== '' || resumeBy !== ''}
      onDirtyChange={onDirtyChange}
      onCancel={onCancel}
      onSubmit={(note) =>
        onSubmit(note, {
          reason,
          ...(kind === 'standBy' ? { resumeBy: resumeBy || null } : {}),
        })
      }
    >
      <Stack gap="sm">
        <Radio.Group
          label={kind === 'standBy' ? 'Perché la metti in stand-by' : 'Perché serve un sostituto'}
          description={
            // The family never reads the reason, but this one changes its email (workflow.mail's
            // substitutionMeanwhile): the caregiver is not serving until the substitute starts.
            kind === 'substitutionAsked' && reason === 'CAREGIVER_UNAVAILABLE'
              ? 'Resta nello storico della richiesta. La famiglia leggerà che il caregiver non può più proseguire il servizio.'
              : 'Resta nello storico della richiesta; la famiglia non lo vede.'
          }
          required
          value={reason}
          onChange={(value) => setReason(value as SubstitutionReason | StandByReason)}
        >
          <Stack gap="xs" mt="xs">
            {Object.entries(labels).map(([value, label]) => (
              <Radio key={value} value={value} label={label} />
            ))}
          </Stack>
        </Radio.Group>
        {kind === 'standBy' ? (
          <TextInput
            type="date"
            label="Riprendi entro il"
            description="Facoltativo: da quel giorno la richiesta torna tra quelle da seguire, e la famiglia sa quando riprenderà."
            value={resumeBy}
            onChange={(event) => setResumeBy(event.currentTarget.value)}
          />
        ) : null}
      </Stack>
    </NoteMoveForm>
  );
}
