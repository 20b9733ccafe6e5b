import type { BackofficeCandidate } from '@equilibrio/contract/backoffice';
import { criminalRecordState, lacksCriminalRecord } from '@equilibrio/contract/criminal-record';
import { italianDay } from '@/lib/format-datetime';
import { pageNow } from '@/lib/server-clock';

/** Until when the family's unpaid choice is held (an ISO instant), if one is; null otherwise. */
export const heldChoiceUntil = (candidates: readonly BackofficeCandidate[]) =>
  candidates.find((c) => c.holdExpiresAt && !c.acceptedAt && !c.endedAt)?.holdExpiresAt ?? null;

/** A candidate 'Invia profili alla famiglia' would send: added, not shown yet, not dropped. */
export const isToSend = (candidate: BackofficeCandidate) =>
  !candidate.published && !candidate.endedAt;

/** The candidates 'Invia profili alla famiglia' would send (`isToSend`). */
export const candidatesToSend = (candidates: readonly BackofficeCandidate[]) =>
  candidates.filter(isToSend);

/** The caregiver with their latest criminal record: what the contract's rule of who may be sent reads. */
export const vettedAs = (candidate: BackofficeCandidate) => ({
  ...candidate.caregiver,
  criminalRecordOn: candidate.criminalRecordOn,
});

/** Italy's day on the server's clock: the day the API's rule of who may be sent counts from. */
export const vettingDay = () => italianDay(pageNow());

/**
 * A candidate to send who holds the profiles back: a babysitter or badante whose criminal
 * record is not recorded, or only one older than six months (the contract's
 * `lacksCriminalRecord`; the API refuses the same).
 */
export const heldBack = (candidate: BackofficeCandidate, today = vettingDay()) =>
  isToSend(candidate) && lacksCriminalRecord(vettedAs(candidate), today);

/** Of those, one whose criminal record is recorded but expired (the rest have none). */
export const heldBackByExpired = (candidate: BackofficeCandidate, today = vettingDay()) =>
  heldBack(candidate, today) && criminalRecordState(vettedAs(candidate), today) === 'expired';
