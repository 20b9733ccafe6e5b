import type { RequestStatus } from '@equilibrio/contract/enums';
import {
  type BackofficeStatusDisplay,
  backofficeStatusTable,
  type StatusActor,
} from '@equilibrio/contract/status-display';
import type { MantineColor } from '@mantine/core';

/** The back office's label and who acts, per status: the contract's table. */
export const statusInfo: Record<RequestStatus, BackofficeStatusDisplay> = backofficeStatusTable;

/** A status's name in a sentence, in «» as every button and hint writes it: «Stand-by». */
export const quotedStatus = (status: RequestStatus) => `«${statusInfo[status].label}»`;

/** The status badge's colour by who has to move: the tutors, the family, or nobody. */
export const actorColor: Record<StatusActor, { color: MantineColor; variant: 'filled' | 'light' }> =
  {
    tutor: { color: 'secondary', variant: 'filled' },
    family: { color: 'sun.5', variant: 'filled' },
    nobody: { color: 'gray', variant: 'light' },
  };

/** A request no family tutor follows yet: the inbox's rows and the request page's 'Family tutor'. */
export const UNASSIGNED = 'Non assegnata';
