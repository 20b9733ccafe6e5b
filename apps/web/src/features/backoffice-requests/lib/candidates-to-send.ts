import type { BackofficeCandidate } from '@equilibrio/contract/backoffice';
import { lacksCriminalRecord } from '@equilibrio/contract/caregiver-profile';

/** The candidates 'Invia profili al cliente' would send: added, not shown yet, not dropped. */
export const candidatesToSend = (candidates: readonly BackofficeCandidate[]) =>
  candidates.filter((candidate) => !candidate.published && !candidate.endedAt);

/** The caregiver with the checks they passed: what the contract's rule of who may be sent reads. */
export const vettedAs = (candidate: BackofficeCandidate) => ({
  ...candidate.caregiver,
  checkKinds: candidate.checkKinds,
});

/**
 * A candidate to send who holds the profiles back: a babysitter or badante whose criminal
 * record is not recorded (the contract's `lacksCriminalRecord`; the API refuses the same).
 */
export const heldBack = (candidate: BackofficeCandidate) =>
  candidatesToSend([candidate]).length > 0 && lacksCriminalRecord(vettedAs(candidate));
