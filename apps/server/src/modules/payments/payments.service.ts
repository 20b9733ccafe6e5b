import { type BackofficePayment, personRef } from '@equilibrio/contract/backoffice';
import { shortDateTime, withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { announceRequestListChange } from '../requests/request-list-cache';
import { formatAmount } from '../workflow/mail-facts';
import { isCustomerErased, recordActivity } from '../workflow/request-activity.service';
import { takeIfUnassigned } from '../workflow/request-assignment.service';
import { mailCustomer } from '../workflow/request-mails.service';
import { lockRequest } from '../workflow/workflow.service';
import { checkedRefundAmount } from './closing-refunds.service';
import { findServiceNameOfRequest } from './payment-request.queries';
import { paymentMailTemplates, type RefundMadeFacts } from './payments.mail';
import {
  findPaymentById,
  findTutorPayment,
  listRequestPayments,
  lockPayment,
  markPaymentRefunded,
  type TutorPaymentRow,
} from './payments.queries';

/** A payment as the tutor's request page shows it. */
function toTutorPayment(row: TutorPaymentRow): BackofficePayment {
  return {
    id: row.id,
    provider: row.provider,
    providerRef: row.providerRef,
    amountCents: row.amountCents,
    currency: row.currency,
    status: row.status,
    failureReason: row.failureReason,
    refundRequired: row.refundRequired,
    refundReason: row.refundReason,
    refundCents: row.refundCents,
    refunded: row.refundedAt
      ? {
          at: row.refundedAt.toISOString(),
          by: personRef(
            row.refundedByUid,
            row.refunder?.name ?? null,
            row.refunder?.surname ?? null,
            row.refunder?.email ?? null,
          ),
          note: row.refundNote,
        }
      : null,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    closedAt: row.closedAt?.toISOString() ?? null,
  };
}

/** The request's payments for the tutor's request page, newest first. */
export async function listPaymentsForTutor(
  ctx: AppContext,
  requestId: number,
): Promise<BackofficePayment[]> {
  return (await listRequestPayments(ctx.db, requestId)).map(toTutorPayment);
}

/** Who recorded a refund and when, as the refusal of a second record says it. */
function recordedRefund(row: TutorPaymentRow) {
  const { name, surname, email } = row.refunder ?? {};
  const who = fullName(name, surname) || email || 'un altro family tutor';
  return `da ${who} ${withDayArticle('il', shortDateTime(row.refundedAt!))}`;
}

/**
 * POST /v1/backoffice/payments/{paymentId}/refunded: the tutor made the refund of a payment to
 * refund at the provider and records it. In one transaction (the request locked, then the
 * payment, as `settlePayment` does): the payment says when and by whom, the request's history
 * says so, and the family is emailed that the money is on its way back. The payment keeps
 * `refundRequired` (it never paid the request). 404 for an unknown payment; 409 for one that
 * is not to refund, or whose refund is already recorded.
 */
export async function recordRefundMade(
  ctx: AppContext,
  tutorUid: string,
  paymentId: number,
  input: { note?: string | null; amountCents?: number } | null | undefined,
): Promise<BackofficePayment> {
  const note = input?.note?.trim() || null;
  const corrected = input?.amountCents;
  await ctx.db.transaction(async (tx) => {
    const found = await findPaymentById(tx, paymentId);
    if (!found) throw new AppError('NOT_FOUND', 'Pagamento non trovato.');
    const request = await lockRequest(tx, found.requestId);
    const payment = (await lockPayment(tx, paymentId))!;
    if (!payment.refundRequired) {
      throw new AppError(
        'CONFLICT',
        'Questo pagamento non è da rimborsare: non c’è nessun rimborso da registrare.',
      );
    }
    if (payment.refundedAt) {
      const recorded = (await findTutorPayment(tx, paymentId))!;
      throw new AppError(
        'CONFLICT',
        `Il rimborso di questo pagamento è già stato registrato ${recordedRefund(recorded)}.`,
      );
    }
    // What was given back: the amount decided, or the tutor's correction of it (within the paid).
    const refundAmountCents =
      corrected === undefined ? undefined : checkedRefundAmount(payment, corrected, 'amountCents');
    const refundCents =
      refundAmountCents === undefined
        ? payment.refundCents
        : (refundAmountCents ?? payment.amountCents);
    const now = ctx.clock.now();
    await takeIfUnassigned(ctx, tx, request, tutorUid);
    await markPaymentRefunded(tx, payment.id, {
      refundedAt: now,
      refundedByUid: tutorUid,
      // The family erased its account: the fact stays with the anonymised payment, no note.
      refundNote: (await isCustomerErased(tx, request.customerUid)) ? null : note,
      ...(refundAmountCents === undefined ? {} : { refundAmountCents }),
    });
    // The family's request lists say what is still owed back: their cached pages go.
    await announceRequestListChange(tx, request.customerUid);
    const amount = formatAmount(refundCents, payment.currency);
    const of =
      refundCents === payment.amountCents
        ? ''
        : ` dei ${formatAmount(payment.amountCents, payment.currency)} pagati`;
    await recordActivity(ctx, tx, {
      requestId: request.id,
      customerUid: request.customerUid,
      byUid: tutorUid,
      text: `Rimborso di ${amount}${of} eseguito (pagamento n. ${payment.id})${note ? `: ${note}` : ''}`,
    });
    const facts = {
      payment: {
        amountCents: refundCents,
        currency: payment.currency,
        serviceName: await findServiceNameOfRequest(tx, request.id),
      },
      refundOf: { paidCents: payment.amountCents, paidAt: payment.paidAt },
    } satisfies Partial<RefundMadeFacts>;
    await mailCustomer(ctx, tx, request, paymentMailTemplates.refundMadeCustomer, facts);
    ctx.log.info(
      { paymentId, requestId: request.id, tutorUid },
      'refund of a payment that could not be applied recorded as made',
    );
  });
  return toTutorPayment((await findTutorPayment(ctx.db, paymentId))!);
}
