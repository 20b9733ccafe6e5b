import type { RequestStatus } from '@equilibrio/contract/enums';
import { isClosedStatus, toRequestStatus } from '@equilibrio/contract/status-display';

/** Spec §4: in these the quote gives way to the "tutor is selecting" message. */
const selectingStatuses: readonly RequestStatus[] = ['PREVENTIVO ACCETTATO', 'SELEZIONE ATTIVA'];

/**
 * Whether the quote page says the family tutor is selecting: in the selection's statuses, or
 * accepted on the page a moment ago (`justAccepted`) while the request still reads as before.
 * Once the request moves on (the profiles published, a pause), what it says now wins.
 */
export function quoteAwaitsSelection(status: string, justAccepted: boolean) {
  const known = toRequestStatus(status);
  if (known === undefined) return justAccepted;
  return selectingStatuses.includes(known) || (justAccepted && known === 'INVIATO PREVENTIVO');
}

/**
 * The quote's badge (spec §4 "Quote"): 'Preventivo accettato' (success) once the quote is
 * accepted — on the page a moment ago or ever before (`accepted`: the request says when; the
 * selection, the payment and the service that follow keep it accepted), or the request in
 * PREVENTIVO ACCETTATO; for INVIATO PREVENTIVO and every open status of a quote never accepted
 * (the spec's "default") 'In attesa di conferma' (warning). A family who paid never reads that
 * their quote waits for them, nor one whose request was closed before accepting it: 'Non
 * accettato' (neutral) — nothing waits any more; nor one whose request the tutor paused before
 * it was accepted: 'In pausa' (neutral) — it cannot be accepted until the request resumes.
 */
export function quoteBadge(status: string, accepted: boolean) {
  const known: RequestStatus | undefined = toRequestStatus(status);
  if (accepted || known === 'PREVENTIVO ACCETTATO') {
    return { label: 'Preventivo accettato', kind: 'success' } as const;
  }
  if (known === 'STAND BY') return { label: 'In pausa', kind: 'closed' } as const;
  return isClosedStatus(status)
    ? ({ label: 'Non accettato', kind: 'closed' } as const)
    : ({ label: 'In attesa di conferma', kind: 'warning' } as const);
}
