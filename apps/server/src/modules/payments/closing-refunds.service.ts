import { closeRefundDecisionMessage } from '@equilibrio/contract/backoffice-moves';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { flagPaymentForRefund, lockSettledPayments } from './payments.queries';

/**
 * A payment that paid a request being closed (the tutor decides on it; a deleted account's close
 * only tells it): its number and amount, as the history and emails say it.
 */
export type DecidedPayment = { id: number; amountCents: number; currency: string };

/**
 * The tutor's decision, at a request's close, on the family's payments that pay for it (settled):
 * required when there is one (400 naming `refund` without it: the money would be forgotten);
 * `refund` true flags each for a refund, with `reason` — the same flag as a payment that arrived
 * too late, so the tutors' red banner, 'Rimborso eseguito' and the family's email follow. In the
 * close's transaction, its request locked (then the payments, as `settlePayment` does). null when
 * the family paid nothing.
 */
export async function decideRefundAtClosing(
  tx: Db,
  input: { requestId: number; refund: boolean | undefined; reason: string; now: Date },
): Promise<{ refund: boolean; payments: DecidedPayment[] } | null> {
  const settled = await settledPaymentsAtClosing(tx, input.requestId);
  if (settled.length === 0) return null;
  if (input.refund === undefined) {
    throw new AppError('VALIDATION_FAILED', closeRefundDecisionMessage, {
      refund: closeRefundDecisionMessage,
    });
  }
  if (input.refund) {
    for (const payment of settled) {
      await flagPaymentForRefund(tx, payment.id, { refundReason: input.reason, at: input.now });
    }
  }
  return { refund: input.refund, payments: settled };
}

/**
 * The family's payments that pay for a request the system closes because the family deleted its
 * account (nobody decides a refund then: the tutors are told the amounts). In the close's
 * transaction, its request locked.
 */
export async function settledPaymentsAtClosing(
  tx: Db,
  requestId: number,
): Promise<DecidedPayment[]> {
  const settled = await lockSettledPayments(tx, requestId);
  return settled.map(({ id, amountCents, currency }) => ({ id, amountCents, currency }));
}

/** What payments come to together (one currency: every payment of a request is in euro). */
export const paymentsTotal = (payments: readonly DecidedPayment[]) =>
  payments.length > 0
    ? {
        amountCents: payments.reduce((sum, p) => sum + p.amountCents, 0),
        currency: payments[0]!.currency,
      }
    : null;
