import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPlayerPauseFilled } from '@tabler/icons-react';
import { journeySteps, type RequestJourney } from '../lib/request-journey';
import classes from './request-tracker.module.css';

type StepState = 'done' | 'current' | 'paused' | 'todo';

function stepState(journey: RequestJourney, index: number): StepState {
  if (journey.current === null) return 'todo';
  if (index < journey.current) return 'done';
  if (index > journey.current) return 'todo';
  return journey.state === 'paused' ? 'paused' : 'current';
}

/** Read after a step's name by screen readers (the current one is `aria-current="step"`). */
const stateWords: Record<StepState, string> = {
  done: ' (completato)',
  current: '',
  paused: ' (in pausa)',
  todo: '',
};

/** The caption of the compact tracker: 'Passo 3 di 6 · Selezione profili'. */
export function trackerCaption(journey: RequestJourney) {
  if (journey.state === 'closed') return 'Richiesta chiusa';
  const step =
    journey.current === null
      ? null
      : `Passo ${journey.current + 1} di ${journeySteps.length} · ${journeySteps[journey.current]}`;
  if (journey.state === 'paused') return step ? `In pausa · ${step}` : 'In pausa';
  return step ?? '';
}

type Props = {
  journey: RequestJourney;
  /** `compact`: a thin bar with a caption (cards); `full`: the named steps (request pages). */
  variant: 'compact' | 'full';
};

/**
 * Where the request stands on the journey Richiesta → … → Servizio: an ordered list of the six
 * steps, the current one marked `aria-current="step"`, the ones behind it said completed.
 */
export function RequestTracker({ journey, variant }: Props) {
  if (variant === 'compact') {
    return (
      <Stack gap={4}>
        <ol
          className={`${classes.list} ${classes.bar}`}
          aria-label="Avanzamento della richiesta"
          data-testid="request-tracker"
        >
          {journeySteps.map((name, index) => {
            const state = stepState(journey, index);
            return (
              <li
                key={name}
                className={classes.segment}
                data-state={state}
                aria-current={state === 'current' || state === 'paused' ? 'step' : undefined}
              >
                <VisuallyHidden>
                  {name}
                  {stateWords[state]}
                </VisuallyHidden>
              </li>
            );
          })}
        </ol>
        <Text size="xs" c="ink.6" aria-hidden>
          {trackerCaption(journey)}
        </Text>
      </Stack>
    );
  }
  return (
    <ol
      className={`${classes.list} ${classes.steps}`}
      aria-label="Avanzamento della richiesta"
      data-testid="request-tracker"
    >
      {journeySteps.map((name, index) => {
        const state = stepState(journey, index);
        return (
          <li
            key={name}
            className={classes.step}
            data-state={state}
            aria-current={state === 'current' || state === 'paused' ? 'step' : undefined}
          >
            <span className={classes.marker} aria-hidden>
              {state === 'done' ? (
                <IconCheck size={14} stroke={3} />
              ) : state === 'paused' ? (
                <IconPlayerPauseFilled size={12} />
              ) : (
                index + 1
              )}
            </span>
            <span>
              {name}
              {stateWords[state] ? <VisuallyHidden>{stateWords[state]}</VisuallyHidden> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
