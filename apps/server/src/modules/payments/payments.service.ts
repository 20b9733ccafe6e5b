import type { BackofficePayment } from '@equilibrio/contract/payments';
import type { AppContext } from '../../context';
import { listRequestPayments } from './payments.queries';

/** The request's payments for the tutor's request page, newest first. */
export async function listPaymentsForTutor(
  ctx: AppContext,
  requestId: number,
): Promise<BackofficePayment[]> {
  const rows = await listRequestPayments(ctx.db, requestId);
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    providerRef: row.providerRef,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    failureReason: row.failureReason,
    refundRequired: row.refundRequired,
    refundReason: row.refundReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  }));
}
