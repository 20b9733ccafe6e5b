import type { BackofficeCandidate } from '@equilibrio/contract/backoffice';
import { Text } from '@mantine/core';
import { useState } from 'react';
import { GrowTextarea } from '@/components/form/grow-textarea';
import { toast } from '@/components/toast';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { errorMessage } from '@/lib/form-errors';
import { useSetCandidateReason } from '../api/set-candidate-reason';

/**
 * 'Perché te lo proponiamo': the tutor's one line for the family, saved when the field is left
 * (leaving the page or reloading before asks first); read-only once the candidates are no longer
 * editable.
 */
export function CandidateReason({
  requestId,
  candidate,
  editable,
}: {
  requestId: number;
  candidate: BackofficeCandidate;
  editable: boolean;
}) {
  const [value, setValue] = useState(candidate.reason ?? '');
  /** The reason last sent (undefined: none since the page read it), saved or on its way. */
  const [sent, setSent] = useState<string | null | undefined>(undefined);
  const stored = sent === undefined ? (candidate.reason ?? null) : sent;
  const save = useSetCandidateReason();
  const name = `${candidate.caregiver.name} ${candidate.caregiver.surname}`;
  if (!editable) {
    return candidate.reason ? (
      <Text size="xs" c="ink.6">
        Perché te lo proponiamo: {candidate.reason}
      </Text>
    ) : null;
  }
  // Written and not yet saved (the field not left yet): leaving the page or reloading asks first.
  const unsaved = (value.trim() || null) !== stored;
  // Grows with the text: up to 200 characters, all of them readable while they are written.
  return (
    <>
      {unsaved ? <UnsavedChangesGuard when /> : null}
      <GrowTextarea
        autosize
        minRows={1}
        maxRows={4}
        size="xs"
        mt={4}
        label="Perché te lo proponiamo"
        aria-label={`Perché proponiamo ${name}`}
        placeholder="Poche parole per la famiglia"
        maxLength={200}
        w={{ base: 220, sm: 380 }}
        value={value}
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={() => {
          const reason = value.trim() || null;
          if (reason === stored) return;
          setSent(reason);
          save.mutate(
            { requestId, docRef: candidate.caregiver.docRef, reason },
            {
              onSuccess: () => toast.success('Motivazione salvata'),
              onError: (error) => {
                setSent(undefined);
                toast.error(errorMessage(error));
              },
            },
          );
        }}
      />
    </>
  );
}
