import type { RequestStatus } from '@equilibrio/contract/enums';
import { backofficeStatusTable } from '@equilibrio/contract/status-display';
import type { Db } from '../../db/client';
import { closePayment, findOpenPayment } from './payments.queries';

/** Why a checkout was closed when its request stopped waiting for the payment (tutors read it). */
export const noLongerPayableReason = (status: RequestStatus) =>
  `La richiesta non era più in attesa di pagamento: è passata allo stato «${backofficeStatusTable[status].label}».`;

/**
 * A request that stops waiting for its payment — paused, closed, its hold expired — closes its
 * open checkout in the same transaction as the move: the sandbox's page takes no money on it any
 * more, and the reconciliation job expires it at the provider from now on. A payment that still
 * slips through there (in the minute before) is flagged for a refund, as before. Called by the
 * workflow's one status change (`transitionRequest`) for every move out of DA PAGARE but the
 * payment's own.
 */
export async function closeCheckoutOfUnpayable(
  tx: Db,
  requestId: number,
  status: RequestStatus,
  now: Date,
) {
  const open = await findOpenPayment(tx, requestId);
  if (!open) return;
  await closePayment(tx, open.id, {
    status: 'canceled',
    failureReason: noLongerPayableReason(status),
    closedAt: now,
    providerClosedAt: null,
    nextCheckAt: now,
  });
}
