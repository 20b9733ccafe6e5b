import { NPS_NOTES_MAX } from '@equilibrio/contract/nps';
import { Alert, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AppButton } from '@/components/app-button';
import { GrowTextarea } from '@/components/form/grow-textarea';
import { toast } from '@/components/toast';
import { UnsavedChangesGuard } from '@/components/unsaved-changes-guard';
import { useCurrentUser } from '@/lib/current-user';
import { markNpsAnswered } from '../api/get-nps-status';
import { useSubmitNpsScore } from '../api/submit-nps-score';
import { npsMessages } from '../messages';
import { npsColor } from '../nps-colors';
import classes from './nps-widget.module.css';

const scores = Array.from({ length: 11 }, (_, score) => score);

type Props = {
  /** The id of the text that asks the question (names the scale). */
  labelledBy: string;
  email: string | null;
  onSent: () => void;
};

/**
 * The NPS answer (spec §5, §8): a 0–10 scale (required, arrow keys move along it), optional
 * suggestions, 'Invia'; the spec's toast on success, its inline error and toast on failure.
 * Shared by the widget and the inline cards; once sent, nobody asks again for 90 days.
 */
export function NpsForm({ labelledBy, email, onSent }: Props) {
  const [score, setScore] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const submit = useSubmitNpsScore();
  const scaleId = useId();
  const queryClient = useQueryClient();
  const { uid } = useCurrentUser();

  const send = () => {
    if (score === null) return;
    submit.mutate(
      {
        id: null,
        score,
        email,
        notes: notes.trim() ? notes.trim() : null,
      },
      {
        onSuccess: (saved) => {
          toast.success(npsMessages.success);
          markNpsAnswered(queryClient, uid, saved.timestamp);
          setScore(null);
          setNotes('');
          onSent();
        },
      },
    );
  };

  const onScaleKey = (event: React.KeyboardEvent, current: number) => {
    const next =
      event.key === 'ArrowRight' || event.key === 'ArrowUp'
        ? Math.min(10, current + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowDown'
          ? Math.max(0, current - 1)
          : null;
    if (next === null) return;
    event.preventDefault();
    setScore(next);
    document.getElementById(`${scaleId}-score-${next}`)?.focus();
  };

  return (
    <Stack gap="sm">
      <UnsavedChangesGuard when={notes.trim() !== '' && !submit.isPending} />
      <div
        role="radiogroup"
        aria-labelledby={labelledBy}
        aria-required="true"
        className={classes.scale}
      >
        {scores.map((value) => {
          const { background, text } = npsColor(value);
          const checked = score === value;
          return (
            <UnstyledButton
              key={value}
              id={`${scaleId}-score-${value}`}
              role="radio"
              aria-checked={checked}
              aria-label={`${value} su 10`}
              tabIndex={checked || (score === null && value === 0) ? 0 : -1}
              className={classes.score}
              data-checked={checked || undefined}
              style={{ background, color: text }}
              onClick={() => setScore(value)}
              onKeyDown={(event) => onScaleKey(event, value)}
            >
              {value}
            </UnstyledButton>
          );
        })}
      </div>
      {/* Each end under its own end of the scale, even on two lines each (large text). */}
      <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
        <Text size="xs" c="dimmed">
          Per niente probabile
        </Text>
        <Text size="xs" c="dimmed" ta="right">
          Estremamente probabile
        </Text>
      </Group>
      <GrowTextarea
        label="Suggerimenti (facoltativo)"
        placeholder="Cosa possiamo migliorare?"
        rows={3}
        maxLength={NPS_NOTES_MAX}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
      />
      {submit.isError ? (
        <Alert color="danger" variant="light" role="alert" p="xs">
          {npsMessages.failure}
        </Alert>
      ) : null}
      <AppButton onClick={send} disabled={score === null} loading={submit.isPending}>
        Invia
      </AppButton>
    </Stack>
  );
}
