import { NPS_NOTES_MAX } from '@equilibrio/contract/nps';
import {
  Affix,
  Alert,
  CloseButton,
  Group,
  Paper,
  Stack,
  Text,
  Textarea,
  Transition,
  UnstyledButton,
} from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { AppButton } from '@/components/app-button';
import { toast } from '@/components/toast';
import { useSubmitNpsScore } from '../api/submit-nps-score';
import { npsMessages } from '../messages';
import { npsColor } from '../nps-colors';
import classes from './nps-widget.module.css';

const scores = Array.from({ length: 11 }, (_, score) => score);

type Props = {
  email: string | null;
  /** Changes on every navigation: the panel closes (spec: widgets re-initialised). */
  resetKey?: string;
};

/**
 * The satisfaction widget fixed bottom right on every dashboard page (spec §2, §5, §8): a
 * 0–10 score (required) and optional suggestions.
 */
export function NpsWidget({ email, resetKey }: Props) {
  const [opened, setOpened] = useState(false);
  const [score, setScore] = useState<number | null>(null);
  const [notes, setNotes] = useState('');
  const submit = useSubmitNpsScore();
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (resetKey !== undefined) setOpened(false);
  }, [resetKey]);

  const close = () => {
    setOpened(false);
    submit.reset();
    toggleRef.current?.focus();
  };

  const send = () => {
    if (score === null) return;
    submit.mutate(
      {
        id: null,
        score,
        email,
        timestamp: new Date().toISOString(),
        notes: notes.trim() ? notes.trim() : null,
      },
      {
        onSuccess: () => {
          toast.success(npsMessages.success);
          setScore(null);
          setNotes('');
          close();
        },
      },
    );
  };

  // Arrow keys move along the scale, like a radio group.
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
    document.getElementById(`${panelId}-score-${next}`)?.focus();
  };

  return (
    <Affix position={{ bottom: 16, right: 16 }} zIndex={150}>
      <Stack align="flex-end" gap="sm">
        <Transition mounted={opened} transition="slide-up" duration={200}>
          {(style) => (
            <Paper
              id={panelId}
              style={style}
              shadow="lg"
              radius="md"
              p="md"
              withBorder
              w={{ base: 'calc(100vw - 32px)', xs: 380 }}
              role="dialog"
              aria-labelledby={titleId}
              onKeyDown={(event) => {
                if (event.key === 'Escape') close();
              }}
            >
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start" wrap="nowrap">
                  <Text fw={700} id={titleId}>
                    {npsMessages.question}
                  </Text>
                  <CloseButton aria-label="Chiudi il questionario" onClick={close} />
                </Group>
                <div
                  role="radiogroup"
                  aria-labelledby={titleId}
                  aria-required="true"
                  className={classes.scale}
                >
                  {scores.map((value) => {
                    const { background, text } = npsColor(value);
                    const checked = score === value;
                    return (
                      <UnstyledButton
                        key={value}
                        id={`${panelId}-score-${value}`}
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
                <Group justify="space-between" gap={4}>
                  <Text size="xs" c="dimmed">
                    Per niente probabile
                  </Text>
                  <Text size="xs" c="dimmed">
                    Estremamente probabile
                  </Text>
                </Group>
                <Textarea
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
            </Paper>
          )}
        </Transition>
        <AppButton
          ref={toggleRef}
          look="dark"
          radius="xl"
          size="md"
          leftSection={<IconMoodSmile size={20} aria-hidden />}
          onClick={() => (opened ? close() : setOpened(true))}
          aria-expanded={opened}
          aria-controls={opened ? panelId : undefined}
          className={classes.toggle}
        >
          {opened ? 'Chiudi' : 'Valuta Equilibrio'}
        </AppButton>
      </Stack>
    </Affix>
  );
}
