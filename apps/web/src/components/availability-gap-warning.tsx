import {
  availabilityGapWarning,
  availabilityNotGiven,
} from '@equilibrio/contract/caregiver-matching';
import { Group, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';

/**
 * A caregiver whose weekly availability does not cover the days and time slots the request asks,
 * said on their row (the request's candidates and suggestions, the 'Aggiungi candidati' picker):
 * 'Disponibile solo la sera: la richiesta chiede mattina e pomeriggio' (the contract's
 * `availabilityGapWarning`), calmly: the tutor may still propose them. One who has not given it
 * reads only a muted 'Disponibilità non indicata', the request's ask on hover (and for a screen
 * reader): on every such row, the whole sentence was noise. Nothing when they are free whenever
 * asked.
 */
export function AvailabilityGapWarning({
  wanted,
  availability,
}: {
  /** The request's week-grid cells (`requestedCells`). */
  wanted: readonly string[];
  /** The caregiver's 'Disponibilità settimanale'. */
  availability: readonly string[];
}) {
  const warning = availabilityGapWarning(wanted, availability);
  if (!warning) return null;
  if (availability.length === 0) {
    return (
      <Text size="xs" c="dimmed" title={warning}>
        {availabilityNotGiven}
      </Text>
    );
  }
  return (
    <Group gap={4} wrap="nowrap" align="flex-start">
      <IconCalendarOff
        size={14}
        aria-hidden
        color="var(--mantine-color-sun-8)"
        style={{ flexShrink: 0, marginTop: 2 }}
      />
      <Text size="xs" c="ink.7">
        {warning}
      </Text>
    </Group>
  );
}
