import {
  availabilityGapWarning,
  availabilityNotGiven,
} from '@equilibrio/contract/availability-words';
import { type Commitment, commitmentNote } from '@equilibrio/contract/caregiver-matching';
import { Text } from '@mantine/core';
import { IconCalendarOff, IconCalendarUser } from '@tabler/icons-react';
import { RowNote } from './row-note';

/**
 * A caregiver whose weekly availability does not cover the days and time slots the request asks,
 * said on their row (the request's candidates and suggestions, the 'Aggiungi candidati' picker):
 * 'Disponibile solo la sera: la richiesta chiede mattina e pomeriggio' (the contract's
 * `availabilityGapWarning`), calmly: the tutor may still propose them. One who has not given it
 * reads only a muted 'Disponibilità non indicata', the request's ask on hover (and for a screen
 * reader): on every such row, the whole sentence was noise. With `commitments` (every row: the
 * candidates, the suggestions, the picker), the times asked that another open request already
 * holds them to follow:
 * 'Orari richiesti già occupati su #6: lun, mer, ven pomeriggio' (`commitmentNote`, in the
 * danger colour: the family could choose someone who cannot come). Nothing when they are free
 * whenever asked.
 */
export function AvailabilityGapWarning({
  wanted,
  availability,
  commitments = [],
  clashOnly = false,
}: {
  /** The request's week-grid cells (`requestedCells`). */
  wanted: readonly string[];
  /** The caregiver's 'Disponibilità settimanale'. */
  availability: readonly string[];
  /** The other open requests they are held on, with the cells each asks. */
  commitments?: readonly Commitment[];
  /** Only the clash with their other requests (a caregiver the family has paid for: chosen). */
  clashOnly?: boolean;
}) {
  const warning = clashOnly ? null : availabilityGapWarning(wanted, availability);
  const note = commitmentNote(wanted, commitments);
  return (
    <>
      {!warning ? null : availability.length === 0 ? (
        <Text size="xs" c="dimmed" title={warning}>
          {availabilityNotGiven}
        </Text>
      ) : (
        <RowNote icon={IconCalendarOff}>{warning}</RowNote>
      )}
      {note ? (
        // Times the request asks that another family already has: the family could choose
        // someone who cannot come.
        <RowNote icon={IconCalendarUser} tone="danger">
          {note}
        </RowNote>
      ) : null}
    </>
  );
}
