import { availabilityGapWarning } from '@equilibrio/contract/caregiver-matching';
import { Group, Text } from '@mantine/core';
import { IconCalendarOff } from '@tabler/icons-react';

/**
 * A caregiver whose weekly availability does not cover the days and time slots the request asks,
 * said on their row (the request's candidates and suggestions, the 'Aggiungi candidati' picker):
 * 'Disponibile solo la sera: la richiesta chiede mattina e pomeriggio' (the contract's
 * `availabilityGapWarning`), calmly: the tutor may still propose them. Nothing when they are
 * free whenever asked.
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
