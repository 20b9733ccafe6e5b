import type { RequestStatus } from '@equilibrio/contract/enums';
import { toRequestStatus } from '@equilibrio/contract/status-display';

/**
 * The quote's badge (spec §4 "Quote"): 'Preventivo accettato' (success) once the quote is
 * accepted — accepted on the page a moment ago, or the request in PREVENTIVO ACCETTATO; for
 * INVIATO PREVENTIVO and every other status (the spec's "default") 'In attesa di conferma'
 * (warning).
 */
export function quoteBadge(status: string, justAccepted: boolean) {
  const known: RequestStatus | undefined = toRequestStatus(status);
  return justAccepted || known === 'PREVENTIVO ACCETTATO'
    ? ({ label: 'Preventivo accettato', kind: 'success' } as const)
    : ({ label: 'In attesa di conferma', kind: 'warning' } as const);
}
