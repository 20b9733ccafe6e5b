import type { RequestStatus } from '@equilibrio/contract/enums';
import { toRequestStatus } from '@equilibrio/contract/status-display';

/**
 * The quote's badge (spec §4 "Quote"): 'Preventivo accettato' (success) once the quote is
 * accepted — on the page a moment ago or ever before (`accepted`: the request says when; the
 * selection, the payment and the service that follow keep it accepted), or the request in
 * PREVENTIVO ACCETTATO; for INVIATO PREVENTIVO and every status of a quote never accepted (the
 * spec's "default") 'In attesa di conferma' (warning). A family who paid never reads that their
 * quote waits for them.
 */
export function quoteBadge(status: string, accepted: boolean) {
  const known: RequestStatus | undefined = toRequestStatus(status);
  return accepted || known === 'PREVENTIVO ACCETTATO'
    ? ({ label: 'Preventivo accettato', kind: 'success' } as const)
    : ({ label: 'In attesa di conferma', kind: 'warning' } as const);
}
