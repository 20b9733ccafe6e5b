import type { AppContext } from '../../context';
import type { Job } from '../../lib/jobs';
import { reconcilePayments } from './payments.service';

/** Settles checkouts whose webhook or return never came (see `reconcilePayments`). */
export function paymentReconcilerJob(ctx: AppContext): Job {
  return { name: 'payment-reconciler', everyMs: 60_000, run: () => reconcilePayments(ctx) };
}
