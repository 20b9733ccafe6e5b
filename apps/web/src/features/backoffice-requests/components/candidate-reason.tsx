import type { BackofficeCandidate } from '@equilibrio/contract/backoffice';
import { candidateReasonInputSchema } from '@equilibrio/contract/backoffice-moves';
import { fullName } from '@equilibrio/contract/people';
import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { GrowTextarea } from '@/components/form/grow-textarea';
import { maxLengthOf } from '@/components/form/max-length';
import { toast } from '@/components/toast';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { errorMessage } from '@/lib/form-errors';
import { useSetCandidateReason } from '../api/set-candidate-reason';

/** After this pause in typing the reason saves itself (and when the field is left). */
const AUTOSAVE_MS = 1500;

/**
 * 'Perché te lo proponiamo': the tutor's one line for the family, saved a moment after typing
 * stops and when the field is left (leaving the page or reloading before asks first), with its
 * state under the field; read-only once the candidates are no longer editable.
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
  /** Saved since the page read it: the field says so until the next change. */
  const [savedOnce, setSavedOnce] = useState(false);
  /** The text whose save was refused: not tried again by itself until it changes. */
  const [refused, setRefused] = useState<string | null>(null);
  const name = fullName(candidate.caregiver.name, candidate.caregiver.surname);
  // Written and not yet saved: leaving the page or reloading asks first.
  const unsaved = (value.trim() || null) !== stored;

  const commit = () => {
    const reason = value.trim() || null;
    // One save at a time: the one under way ends first, then what was typed meanwhile is sent.
    if (reason === stored || save.isPending) return;
    const text = value;
    setSent(reason);
    save.mutate(
      { requestId, docRef: candidate.caregiver.docRef, reason },
      {
        onSuccess: () => setSavedOnce(true),
        onError: (error) => {
          setSent(undefined);
          setRefused(text);
          toast.error(errorMessage(error));
        },
      },
    );
  };
  const commitLater = useRef(commit);
  commitLater.current = commit;
  useEffect(() => {
    if (!editable || !unsaved || save.isPending || value === refused) return;
    const timer = setTimeout(() => commitLater.current(), AUTOSAVE_MS);
    return () => clearTimeout(timer);
  }, [editable, unsaved, value, save.isPending, refused]);

  if (!editable) {
    return candidate.reason ? (
      <Text size="xs" c="ink.6">
        Perché te lo proponiamo: {candidate.reason}
      </Text>
    ) : null;
  }
  const state = unsaved
    ? 'Da salvare…'
    : save.isPending
      ? 'Salvataggio…'
      : savedOnce
        ? stored
          ? 'Salvato: la famiglia lo leggerà sulla scheda.'
          : 'Salvato: la scheda non ha più una motivazione.'
        : undefined;
  // Grows with the text: up to the contract's limit (200 characters), all of them readable while they are written.
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
        maxLength={maxLengthOf(candidateReasonInputSchema.shape.reason)}
        w={{ base: 220, sm: 380 }}
        description={state}
        descriptionProps={{ 'aria-live': 'polite' }}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setSavedOnce(false);
        }}
        onBlur={commit}
      />
    </>
  );
}
