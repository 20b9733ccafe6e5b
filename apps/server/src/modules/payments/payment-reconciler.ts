import type { PaymentProvider } from '@equilibrio/contract/payments';
import type { AppContext } from '../../context';
import type { Job } from '../../lib/jobs';
import { findRequestStatuses } from './payment-request.queries';
import { claimPaymentsToReconcile } from './payments.queries';

import { expireAtProvider, type PaymentOutcome, settlePayment } from './settle-payment';

const MINUTE = 60_000;
/** A checkout the provider never answered for is given up after this long. */
const ABANDONED_CREATION_MS = 15 * MINUTE;

const RECONCILE_BATCH = 50;

/**
 * The reconciliation job: asks the provider about open checkouts that are due (no webhook
 * arrived, the browser never came back) and applies the answer. Checkouts of requests that can
 * no longer be paid (the hold expired, the request was closed) are expired at the provider, so
 * a late payment becomes unlikely; one that still slips through is flagged for a refund. So are
 * canceled checkouts (replaced, no longer needed) until the provider confirms the expiry.
 * Safe on several processes: the claim skips rows another process holds and moves their next
 * check, and applying an outcome twice changes nothing.
 */
export async function reconcilePayments(ctx: AppContext): Promise<number> {
  const now = ctx.clock.now();
  const claimed = await claimPaymentsToReconcile(ctx.db, now, RECONCILE_BATCH);
  if (claimed.length === 0) return 0;
  const statuses = await findRequestStatuses(
    ctx.db,
    claimed.map((row) => row.requestId),
  );
  let changed = 0;
  for (const row of claimed) {
    try {
      if (row.status === 'canceled') {
        const result = await expireAtProvider(ctx, row, 'reconciliation');
        if (result?.changed) changed += 1;
        continue;
      }
      let outcome: PaymentOutcome | null = null;
      const provider = ctx.payments.get(row.provider as PaymentProvider);
      if (!row.providerRef) {
        // The provider never answered the creation; the customer's next click makes a new one.
        if (now.getTime() - row.createdAt.getTime() > ABANDONED_CREATION_MS) {
          outcome = { state: 'failed', reason: 'Il checkout non è stato creato dal fornitore.' };
        }
      } else if (!provider) {
        ctx.log.warn(
          { paymentId: row.id, provider: row.provider },
          'payment provider not configured',
        );
      } else {
        const checkout = { providerRef: row.providerRef, expiresAt: row.expiresAt };
        outcome =
          statuses.get(row.requestId) === 'DA PAGARE'
            ? await provider.getCheckoutState(checkout, now)
            : await provider.expireCheckout(checkout, now);
      }
      if (!outcome) continue;
      const result = await settlePayment(ctx, row.id, outcome, 'reconciliation');
      if (result?.changed) changed += 1;
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: row.id }, 'payment reconciliation failed, will retry');
    }
  }
  if (changed > 0) ctx.log.info({ changed }, 'payments reconciled');
  return changed;
}

/** Settles checkouts whose webhook or return never came (see `reconcilePayments`). */
export function paymentReconcilerJob(ctx: AppContext): Job {
  return { name: 'payment-reconciler', everyMs: 60_000, run: () => reconcilePayments(ctx) };
}
