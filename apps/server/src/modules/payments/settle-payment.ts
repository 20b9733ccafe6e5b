import { costSentences } from '@equilibrio/contract/cost-sentences';
import type { RequestStatus } from '@equilibrio/contract/enums';
import { type PaymentProvider, paymentStatusLabels } from '@equilibrio/contract/payments';
import { backofficeStatusTable } from '@equilibrio/contract/status-display';
import { paidStatuses } from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import { announceRequestListChange } from '../requests/request-list-cache';
import { formatAmount, formatItalianDateTime } from '../workflow/mail-facts';
import { mailCustomer, mailTutors } from '../workflow/request-mails.service';
import { lockRequest, transitionRequest } from '../workflow/workflow.service';
import { paymentCosts } from './payment-costs';
import { type CheckoutState, PaymentProviderError } from './payment-provider';
import { findServiceNameOfRequest } from './payment-request.queries';
import { paymentMailTemplates } from './payments.mail';
import {
  closePayment,
  findPaymentById,
  findPaymentByRef,
  lockPayment,
  markPaymentPaid,
  markProviderClosed,
  type PaymentRow,
} from './payments.queries';

const providerLabels: Record<PaymentProvider, string> = {
  sandbox: 'checkout di prova',
  stripe: 'Stripe',
};

/** A checkout's outcome as the service applies it: the provider's word, or the customer's cancel. */
export type PaymentOutcome = CheckoutState | { state: 'canceled'; reason: string | null };

/** Who reports an outcome (logged); the sandbox page is the sandbox provider itself. */
export type OutcomeSource = 'webhook' | 'return' | 'reconciliation' | 'sandbox' | 'replacement';

export type SettleResult = {
  paymentId: number;
  requestId: number;
  status: PaymentRow['status'];
  refundRequired: boolean;
  /** false when the outcome was already applied (a repeated webhook, a racing return). */
  changed: boolean;
};

/** A reason as part of a sentence: 'Sostituito da …' → 'sostituito da …' (no final stop). */
const inSentence = (reason: string) =>
  reason.charAt(0).toLowerCase() + reason.slice(1).replace(/\.$/, '');

/** Why a payment is recorded for a refund (`reason`, for tutors) and what the emails say. */
type RefundCase = { reason: string; clause: string };

/**
 * Whether a paid report can be applied to the request, or why it is to be refunded instead: an
 * amount other than the checkout's, a checkout already closed (replaced, expired, canceled), or
 * a request no longer waiting for its payment. null: it pays the request.
 */
function refundCaseFor(
  payment: PaymentRow,
  paid: Extract<CheckoutState, { state: 'paid' }>,
  status: RequestStatus,
): RefundCase | null {
  const currency = (paid.currency ?? payment.currency).toLowerCase();
  if (paid.amountCents === null) {
    return {
      reason: `Il fornitore non ha indicato l’importo pagato (il checkout chiedeva ${formatAmount(payment.amountCents, payment.currency)}): da verificare e rimborsare.`,
      clause: 'non abbiamo potuto verificarne l’importo',
    };
  }
  if (paid.amountCents !== payment.amountCents || currency !== payment.currency) {
    return {
      reason: `Importo pagato (${formatAmount(paid.amountCents, currency)}) diverso da quello del checkout (${formatAmount(payment.amountCents, payment.currency)}): da rimborsare.`,
      clause: 'l’importo pagato non corrisponde a quello dovuto per la richiesta',
    };
  }
  if (payment.status !== 'open') {
    return {
      reason: `Pagamento ricevuto su un checkout già chiuso (stato «${paymentStatusLabels[payment.status]}»)${payment.failureReason ? `, ${inSentence(payment.failureReason)}` : ''}: da rimborsare.`,
      clause:
        'il pagamento è stato fatto su una pagina di pagamento non più valida (sostituita da una nuova o già chiusa)',
    };
  }
  if (status === 'DA PAGARE') return null;
  const clause =
    'la richiesta non era più in attesa di pagamento (per esempio perché il profilo scelto non era più riservato)';
  if (status === 'INVIATO CV') {
    return {
      reason: `Pagamento arrivato dopo la scadenza della riserva del profilo (richiesta tornata allo stato «${backofficeStatusTable['INVIATO CV'].label}»): da rimborsare.`,
      clause,
    };
  }
  if (paidStatuses.includes(status)) {
    return {
      reason: `Secondo pagamento per una richiesta già pagata (stato «${backofficeStatusTable[status].label}»): da rimborsare.`,
      clause,
    };
  }
  return {
    reason: `Pagamento arrivato con la richiesta nello stato «${backofficeStatusTable[status].label}»: da rimborsare.`,
    clause,
  };
}

/**
 * The one step that applies a checkout's outcome, whoever reports it (webhook, return URL,
 * reconciliation job, sandbox page, the expiry of a replaced checkout). It locks the request and
 * then the payment row, so racing reports queue up and every one after the first finds the work
 * done:
 * - paid, checkout open, the checkout's amount, request DA PAGARE → DA PAGARE → PAGATO
 *   (workflow transition, receipt emails);
 * - paid otherwise (another amount, a checkout already closed, a request no longer DA PAGARE)
 *   → recorded as paid and flagged for a refund by a tutor; the request does not move. The
 *   sandbox page is its own provider: a closed sandbox checkout takes no money at all;
 * - failed / expired / canceled → the open checkout is closed; the request stays as it is. For
 *   a checkout closed already, the provider's word that it takes no money is recorded.
 * A paid payment never changes again.
 */
export async function settlePayment(
  ctx: AppContext,
  paymentId: number,
  outcome: PaymentOutcome,
  source: OutcomeSource,
): Promise<SettleResult | null> {
  const unchanged = (payment: PaymentRow): SettleResult => ({
    paymentId,
    requestId: payment.requestId,
    status: payment.status,
    refundRequired: payment.refundRequired,
    changed: false,
  });
  if (outcome.state === 'open' || outcome.state === 'processing') {
    const payment = await findPaymentById(ctx.db, paymentId);
    return payment ? unchanged(payment) : null;
  }
  return ctx.db.transaction(async (tx) => {
    const found = await findPaymentById(tx, paymentId);
    if (!found) return null;
    const request = await lockRequest(tx, found.requestId);
    const payment = (await lockPayment(tx, paymentId))!;
    const changed = (status: PaymentRow['status'], refundRequired = false): SettleResult => ({
      ...unchanged(payment),
      status,
      refundRequired,
      changed: true,
    });
    const now = ctx.clock.now();

    if (outcome.state === 'paid') {
      if (payment.status === 'paid') return unchanged(payment);
      if (source === 'sandbox' && payment.status !== 'open') return unchanged(payment);
      const refund = refundCaseFor(payment, outcome, request.status);
      const costs = await paymentCosts(ctx, tx, payment);
      const facts = {
        ...(costs.welfare ? { welfare: costs.welfare } : {}),
        payment: {
          amountCents: outcome.amountCents ?? payment.amountCents,
          currency: (outcome.currency ?? payment.currency).toLowerCase(),
          serviceName: await findServiceNameOfRequest(tx, payment.requestId),
          // What the family quotes to the tutor, or to its company's welfare office.
          reference: `Pagamento n. ${payment.id} — ${formatItalianDateTime(now)}.`,
          costs: costSentences(costs, { paid: true }),
          ...(refund
            ? { refund: { clause: refund.clause, stillToPay: request.status === 'DA PAGARE' } }
            : {}),
        },
      };
      if (!refund) {
        await transitionRequest(ctx, tx, {
          requestId: request.id,
          action: 'confirmPayment',
          actor: { role: 'provider' },
          note: `Pagamento di ${formatAmount(payment.amountCents, payment.currency)} ricevuto (${providerLabels[payment.provider]}, pagamento n. ${payment.id}).`,
          effects: () =>
            markPaymentPaid(tx, payment.id, {
              paidAt: now,
              refundRequired: false,
              refundReason: null,
            }),
          mailFacts: facts,
        });
        ctx.log.info({ paymentId, requestId: request.id, source }, 'payment confirmed');
        return changed('paid');
      }
      await markPaymentPaid(tx, payment.id, {
        paidAt: now,
        refundRequired: true,
        refundReason: refund.reason,
      });
      // The family's list says a refund is owed (its cached pages hear of it now).
      await announceRequestListChange(tx, request.customerUid);
      await mailCustomer(ctx, tx, request, paymentMailTemplates.latePaymentCustomer, facts);
      await mailTutors(ctx, tx, request, paymentMailTemplates.refundRequiredTutor, facts);
      ctx.log.warn(
        {
          paymentId,
          requestId: request.id,
          requestStatus: request.status,
          paymentStatus: payment.status,
          source,
          refundReason: refund.reason,
        },
        'payment received that could not be applied to the request: refund required',
      );
      return changed('paid', true);
    }

    if (payment.status !== 'open') {
      if (outcome.state === 'expired' || outcome.state === 'failed') {
        await markProviderClosed(tx, payment.id, now);
      }
      return unchanged(payment);
    }
    await closePayment(tx, payment.id, {
      status: outcome.state,
      failureReason:
        outcome.state === 'failed'
          ? outcome.reason
          : outcome.state === 'canceled'
            ? outcome.reason
            : 'Il checkout è scaduto senza pagamento.',
      closedAt: now,
      providerClosedAt: now,
    });
    return changed(outcome.state);
  });
}

/**
 * Stops a closed checkout from taking money at its provider and applies the answer through
 * `settlePayment`: expired → recorded, never asked again; found paid meanwhile → recorded and
 * flagged for a refund; still processing → asked again later. Throws PaymentProviderError when
 * the provider could not be asked (the reconciliation job tries again).
 */
export async function expireAtProvider(
  ctx: AppContext,
  payment: Pick<PaymentRow, 'id' | 'providerRef' | 'expiresAt'> & { provider: string },
  source: OutcomeSource,
) {
  const provider = ctx.payments.get(payment.provider as PaymentProvider);
  if (!payment.providerRef) return null;
  if (!provider) {
    ctx.log.warn(
      { paymentId: payment.id, provider: payment.provider },
      'payment provider not configured',
    );
    return null;
  }
  const outcome = await provider.expireCheckout(
    { providerRef: payment.providerRef, expiresAt: payment.expiresAt },
    ctx.clock.now(),
  );
  return settlePayment(ctx, payment.id, outcome, source);
}

/** Expires a replaced checkout at once; when the provider fails, the reconciliation job retries. */
export async function expireReplaced(ctx: AppContext, payment: PaymentRow) {
  try {
    await expireAtProvider(ctx, payment, 'replacement');
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.warn(
      { err: error, paymentId: payment.id },
      'could not expire a replaced checkout, the reconciliation job will retry',
    );
  }
}

/** `settlePayment` for a checkout known by the provider's reference; null when it is not ours. */
export async function settleCheckout(
  ctx: AppContext,
  provider: PaymentProvider,
  providerRef: string,
  outcome: PaymentOutcome,
  source: OutcomeSource,
) {
  const payment = await findPaymentByRef(ctx.db, provider, providerRef);
  if (!payment) return null;
  return settlePayment(ctx, payment.id, outcome, source);
}
