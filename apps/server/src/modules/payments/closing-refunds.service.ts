import {
  closeRefundDecisionMessage,
  refundAboveAmountMessage,
} from '@equilibrio/contract/backoffice-moves';
import { formatMoney } from '@equilibrio/contract/money-format';
import type { Db } from '../../db/client';
import { AppError, fieldError } from '../../lib/app-error';
import { findGuaranteeRenewalOffAt, findRequestPaidAt } from './payment-request.queries';
import {
  flagPaymentForRefund,
  lockPayment,
  lockSettledPayments,
  type PaymentRow,
  setRefundAmount,
} from './payments.queries';

/** Whether the family paid for the request (a payment taken, not refunded): a move's emails say
 * no new charge then (new profiles for a substitution). */
export const requestPaid = async (db: Db, requestId: number) =>
  (await findRequestPaidAt(db, requestId)) !== null;

/** Whether the request's NO PROBLEM guarantee still renews (the family did not switch it off). */
export const guaranteeRenewalOn = async (db: Db, requestId: number) =>
  (await findGuaranteeRenewalOffAt(db, requestId)) === null;

/**
 * A payment that paid a request being closed (the tutor decides on it; a deleted account's close
 * only tells it): its number and amount, as the history and emails say it.
 */
export type DecidedPayment = { id: number; amountCents: number; currency: string };

/** A payment given back only in part at a close: what it paid, and what goes back. */
export type RefundPart = DecidedPayment & { refundCents: number };

/** The history's line of a payment given back in part at a close. */
export const refundPartActivity = (part: RefundPart) =>
  `Pagamento n. ${part.id}: da rimborsare ${formatMoney(part.refundCents, part.currency)} dei ${formatMoney(part.amountCents, part.currency)} pagati (la parte del servizio già svolta resta pagata)`;

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
  input: {
    requestId: number;
    refund: boolean | undefined;
    reason: string;
    now: Date;
    /** How much of each payment goes back when not all (`refundPartsAtClosing`). */
    refundAmounts?: readonly { paymentId: number; amountCents: number }[];
  },
): Promise<{ refund: boolean; payments: DecidedPayment[]; parts: RefundPart[] } | null> {
  const settled = await settledPaymentsAtClosing(tx, input.requestId);
  if (settled.length === 0) return null;
  if (input.refund === undefined) {
    throw new AppError('VALIDATION_FAILED', closeRefundDecisionMessage, {
      refund: closeRefundDecisionMessage,
    });
  }
  if (!input.refund) return { refund: false, payments: settled, parts: [] };
  for (const payment of settled) {
    await flagPaymentForRefund(tx, payment.id, { refundReason: input.reason, at: input.now });
  }
  const parts = await refundPartsAtClosing(tx, settled, input.refundAmounts ?? []);
  return { refund: true, payments: settled, parts };
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

/**
 * What the refunds of the payments given back at a close come to: each whole, or the part the
 * tutor decided (`parts`), with what was paid when that is less.
 */
export function refundsTotal(payments: readonly DecidedPayment[], parts: readonly RefundPart[]) {
  const paid = paymentsTotal(payments);
  if (!paid) return null;
  const amountCents = payments.reduce(
    (sum, p) => sum + (parts.find((part) => part.id === p.id)?.refundCents ?? p.amountCents),
    0,
  );
  return amountCents === paid.amountCents
    ? paid
    : { amountCents, currency: paid.currency, paidCents: paid.amountCents };
}

/** What payments come to together (one currency: every payment of a request is in euro). */
export const paymentsTotal = (payments: readonly DecidedPayment[]) =>
  payments.length > 0
    ? {
        amountCents: payments.reduce((sum, p) => sum + p.amountCents, 0),
        currency: payments[0]!.currency,
      }
    : null;

/**
 * The amount to give back of a payment to refund, checked against it: more than nothing (the
 * contract's `refundAmountSchema`) and never more than the family paid — else 400 naming `field`
 * with `refundAboveAmountMessage`. The whole payment is said as null (`refundCents` reads it).
 */
export function checkedRefundAmount(
  payment: Pick<PaymentRow, 'amountCents' | 'currency'>,
  amountCents: number,
  field: string,
): number | null {
  if (amountCents > payment.amountCents) {
    throw fieldError(
      field,
      refundAboveAmountMessage(formatMoney(payment.amountCents, payment.currency)),
    );
  }
  return amountCents === payment.amountCents ? null : amountCents;
}

/**
 * The amounts a tutor closing a request with a refund decided to give back, payment by payment
 * (terms §6: after the selection started the family pays only the part done): each payment must
 * be one of those this close just flagged for a refund (`flagged`: not one owed before for
 * another reason), named once, the amount within what it paid (400 naming `refundAmounts`). In
 * the close's transaction, its request locked. Answers the payments given back in part, for the
 * history.
 */
export async function refundPartsAtClosing(
  tx: Db,
  flagged: readonly DecidedPayment[],
  amounts: readonly { paymentId: number; amountCents: number }[],
): Promise<RefundPart[]> {
  const parts: RefundPart[] = [];
  const named = new Set<number>();
  for (const { paymentId, amountCents } of amounts) {
    if (named.has(paymentId)) {
      throw fieldError(
        'refundAmounts',
        `Il pagamento n. ${paymentId} è indicato due volte: scrivi una volta sola quanto rimborsare.`,
      );
    }
    const payment = flagged.some((p) => p.id === paymentId)
      ? await lockPayment(tx, paymentId)
      : null;
    if (!payment?.refundRequired || payment.refundedAt !== null) {
      throw fieldError(
        'refundAmounts',
        `Il pagamento n. ${paymentId} non è tra quelli da rimborsare di questa richiesta.`,
      );
    }
    named.add(paymentId);
    const refundAmountCents = checkedRefundAmount(payment, amountCents, 'refundAmounts');
    await setRefundAmount(tx, payment.id, refundAmountCents);
    if (refundAmountCents !== null) {
      parts.push({
        id: payment.id,
        amountCents: payment.amountCents,
        refundCents: refundAmountCents,
        currency: payment.currency,
      });
    }
  }
  return parts;
}
