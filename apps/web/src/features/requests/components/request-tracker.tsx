import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconPlayerPauseFilled, IconX } from '@tabler/icons-react';
import { journeySteps, PAYMENT_STEP, type RequestJourney } from '../lib/request-journey';
import classes from './request-tracker.module.css';

/** `stopped`: the step a closed request was closed at (those after it will not come). */
type StepState = 'done' | 'current' | 'paused' | 'stopped' | 'todo';

function stepState(journey: RequestJourney, index: number): StepState {
  if (journey.current === null) return 'todo';
  if (index < journey.current) return 'done';
  // Paid before, choosing again: the payment is made, ahead of the step the new choice is at.
  if (index === PAYMENT_STEP && index > journey.current && journey.paid && journey.state === 'open')
    return 'done';
  if (index > journey.current) return 'todo';
  if (journey.state === 'closed') return 'stopped';
  return journey.state === 'paused' ? 'paused' : 'current';
}

/** Read after a step's name by screen readers (the current one is `aria-current="step"`). */
const stateWords: Record<StepState, string> = {
  // Agrees with 'passo' (a step's name may be feminine: 'Richiesta').
  done: ' (passo completato)',
  current: '',
  paused: ' (in pausa)',
  stopped: ' (richiesta chiusa a questo passo)',
  todo: '',
};

/**
 * The caption of the compact tracker: 'Passo 3 di 6 · Selezione profili'; closed, where it
 * stopped: 'Chiusa al passo 2 di 6 · Preventivo'.
 */
export function trackerCaption(journey: RequestJourney) {
  const at =
    journey.current === null
      ? null
      : `${journey.current + 1} di ${journeySteps.length} · ${journeySteps[journey.current]}`;
  if (journey.state === 'closed') return at ? `Chiusa al passo ${at}` : 'Richiesta chiusa';
  if (journey.state === 'paused') return at ? `In pausa · Passo ${at}` : 'In pausa';
  return at ? `Passo ${at}` : '';
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
  const compact = variant === 'compact';
  const list = (
    <ol
      className={`${classes.list} ${compact ? classes.bar : classes.steps}`}
      aria-label="Avanzamento della richiesta"
      data-testid="request-tracker"
      data-closed={journey.state === 'closed' || undefined}
    >
      {journeySteps.map((name, index) => {
        const state = stepState(journey, index);
        return (
          <li
            key={name}
            className={compact ? classes.segment : classes.step}
            data-state={state}
            aria-current={state === 'current' || state === 'paused' ? 'step' : undefined}
          >
            {compact ? null : <StepMarker state={state} number={index + 1} />}
            <StepName name={name} state={state} hidden={compact} />
          </li>
        );
      })}
    </ol>
  );
  if (!compact) return list;
  return (
    <Stack gap={4}>
      {list}
      <Text size="xs" c="ink.6" aria-hidden>
        {trackerCaption(journey)}
      </Text>
    </Stack>
  );
}

function StepMarker({ state, number }: { state: StepState; number: number }) {
  return (
    <span className={classes.marker} aria-hidden>
      {state === 'done' ? (
        <IconCheck size={14} stroke={3} />
      ) : state === 'paused' ? (
        <IconPlayerPauseFilled size={12} />
      ) : state === 'stopped' ? (
        <IconX size={12} stroke={3} />
      ) : (
        number
      )}
    </span>
  );
}

/** The step's name (only for screen readers on the compact bar) and its state in words. */
function StepName({ name, state, hidden }: { name: string; state: StepState; hidden: boolean }) {
  if (hidden) {
    return (
      <VisuallyHidden>
        {name}
        {stateWords[state]}
      </VisuallyHidden>
    );
  }
  return (
    <span>
      {name}
      {stateWords[state] ? <VisuallyHidden>{stateWords[state]}</VisuallyHidden> : null}
    </span>
  );
}
