import { isActiveStatus, type RequestStatus } from '@equilibrio/contract/enums';
import { toRequestStatus } from '@equilibrio/contract/status-display';

/** A request closed (a status the app knows, and not active): nothing more happens to it. */
export function requestClosed(status: string) {
  const known = toRequestStatus(status);
  return known !== undefined && !isActiveStatus(known);
}

/**
 * The quote's badge (spec §4 "Quote"): 'Preventivo accettato' (success) once the quote is
 * accepted — on the page a moment ago or ever before (`accepted`: the request says when; the
 * selection, the payment and the service that follow keep it accepted), or the request in
 * PREVENTIVO ACCETTATO; for INVIATO PREVENTIVO and every open status of a quote never accepted
 * (the spec's "default") 'In attesa di conferma' (warning). A family who paid never reads that
 * their quote waits for them, nor one whose request was closed before accepting it: 'Non
 * accettato' (neutral) — nothing waits any more.
 */
export function quoteBadge(status: string, accepted: boolean) {
  const known: RequestStatus | undefined = toRequestStatus(status);
  if (accepted || known === 'PREVENTIVO ACCETTATO') {
    return { label: 'Preventivo accettato', kind: 'success' } as const;
  }
  return requestClosed(status)
    ? ({ label: 'Non accettato', kind: 'closed' } as const)
    : ({ label: 'In attesa di conferma', kind: 'warning' } as const);
}
