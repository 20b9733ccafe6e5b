import { randomUUID } from 'node:crypto';
import { quoteTotals } from '@equilibrio/contract/catalog';
import type { RequestStatus } from '@equilibrio/contract/enums';
import {
  type BackofficePayment,
  type CheckoutResult,
  type PaymentProvider,
  type PaymentRedirectStatus,
  paymentResultPath,
  paymentStatusLabels,
} from '@equilibrio/contract/payments';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { getServiceSummary } from '../catalog/catalog-services.service';
import { formatAmount } from '../workflow/workflow.mail';
import {
  lockRequest,
  mailCustomer,
  mailTutors,
  requestNotFound,
  transitionRequest,
} from '../workflow/workflow.service';
import {
  type CheckoutLineItem,
  type CheckoutState,
  PaymentProviderError,
} from './payment-provider';
import { paymentMailTemplates } from './payments.mail';
import {
  claimPaymentsToReconcile,
  closePayment,
  findHeldChoice,
  findOpenPayment,
  findPaymentById,
  findPaymentByRef,
  findRequestForCheckout,
  findRequestStatuses,
  findServiceNameOfRequest,
  findSettledPayment,
  insertPayment,
  listRequestPayments,
  lockPayment,
  markPaymentPaid,
  markProviderClosed,
  type PaymentRow,
  setPaymentCheckout,
} from './payments.queries';
import { WebhookSignatureError } from './stripe.provider';

const MINUTE = 60_000;
/** Stripe accepts a checkout expiry between 30 minutes and 24 hours from its creation. */
const CHECKOUT_MIN_MS = 31 * MINUTE;
const CHECKOUT_MAX_MS = 24 * 60 * MINUTE - 5 * MINUTE;
/** An open checkout this close to its expiry is replaced rather than handed out again. */
const REUSE_MARGIN_MS = 2 * MINUTE;
/** The reconciliation job first asks about a checkout this long after it opened. */
const FIRST_CHECK_MS = 5 * MINUTE;
/** A checkout the provider never answered for is given up after this long. */
const ABANDONED_CREATION_MS = 15 * MINUTE;
/** A replaced checkout whose expiry at the provider failed is tried again from this long after. */
const EXPIRE_RETRY_MS = MINUTE;
/** Why a checkout was closed when a new one took its place (tutors read it; the page tells). */
export const REPLACED_REASON = 'Sostituito da un nuovo checkout.';
const CURRENCY = 'eur';

const providerLabels: Record<PaymentProvider, string> = {
  sandbox: 'checkout di prova',
  stripe: 'Stripe',
};

/** A checkout's outcome as the service applies it: the provider's word, or the customer's cancel. */
export type PaymentOutcome = CheckoutState | { state: 'canceled'; reason: string | null };

/** Who reports an outcome (logged); the sandbox page is the sandbox provider itself. */
type OutcomeSource = 'webhook' | 'return' | 'reconciliation' | 'sandbox' | 'replacement';

export type SettleResult = {
  paymentId: number;
  requestId: number;
  status: PaymentRow['status'];
  refundRequired: boolean;
  /** false when the outcome was already applied (a repeated webhook, a racing return). */
  changed: boolean;
};

const notPayable = (status: RequestStatus) =>
  new AppError(
    'INVALID_STATE',
    status === 'PAGATO'
      ? 'La richiesta risulta già pagata.'
      : `Il pagamento non è disponibile: la richiesta è nello stato "${status}".`,
  );

const holdExpired = () =>
  new AppError(
    'INVALID_STATE',
    'La prenotazione del profilo è scaduta: scegli di nuovo il caregiver per procedere con il pagamento.',
  );

const noAmount = () =>
  new AppError(
    'CONFLICT',
    'Il preventivo di questa richiesta non ha un importo da pagare: contatta il tuo family tutor.',
  );

const providerUnavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'Il servizio di pagamento non risponde, riprova tra qualche minuto.',
  );

/** Where the browser lands after a checkout: Home with the payment modal (spec §2). */
export const homeResultUrl = (ctx: AppContext, requestId: number, status: PaymentRedirectStatus) =>
  `${ctx.config.publicUrl}${paymentResultPath(requestId, status)}`;

/**
 * How long a new checkout stays payable: until the caregiver's hold ends, but never less than
 * the 30 minutes Stripe requires nor more than its 24 hours. A payment completed after the hold
 * ended is still recorded, and flagged for a refund (see `settlePayment`).
 */
export function checkoutExpiry(holdExpiresAt: Date, now: Date) {
  const at = Math.min(
    Math.max(holdExpiresAt.getTime(), now.getTime() + CHECKOUT_MIN_MS),
    now.getTime() + CHECKOUT_MAX_MS,
  );
  return new Date(at);
}

/**
 * What a request's checkout charges: the linked service's products for the request's province
 * (or the default ones), as the quote page sums them (spec §9), split into checkout lines —
 * the service, then the NO PROBLEM coverage. Reads through `ctx.db` (pass a transaction's ctx
 * to read inside it).
 */
export async function quoteCharge(
  ctx: AppContext,
  request: { id: number; serviceId: number; serviceName: string | null; province: string | null },
) {
  const summary = await getServiceSummary(ctx, request.serviceId, request.province);
  const totals = quoteTotals(summary.products);
  const lineItems: CheckoutLineItem[] = [
    {
      name: `Servizio ${request.serviceName ?? ''}`.trim(),
      description: `Ricerca e selezione del caregiver — richiesta #${request.id}`,
      amountCents: totals.serviceCents,
    },
    {
      name: 'Garanzia NO PROBLEM — 30 giorni',
      description:
        'Sostituzione del caregiver se qualcosa non va; si rinnova ogni 30 giorni e puoi disattivare il rinnovo quando vuoi.',
      amountCents: totals.coverageCents,
    },
  ].filter((item) => item.amountCents > 0);
  return { amountCents: totals.totalCents, lineItems };
}

/**
 * POST /v1/payments/user-request-payment: opens (or hands out again) the checkout of a DA
 * PAGARE request of the customer. The amount comes from the quote, never from the client.
 *
 * The provider is called outside any transaction: the payment row is created (or found) under
 * the request's row lock, so two racing calls share one row and one idempotency key, and the
 * provider answers both with the same checkout.
 */
export async function startCheckout(
  ctx: AppContext,
  uid: string,
  requestId: number,
): Promise<CheckoutResult> {
  const request = await findRequestForCheckout(ctx.db, requestId, uid);
  if (!request) throw requestNotFound();
  if (request.status !== 'DA PAGARE') throw notPayable(request.status);
  const provider = ctx.payments.active;
  if (!provider) {
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Il pagamento online non è disponibile al momento: contatta il tuo family tutor.',
    );
  }
  if (request.serviceId === null) throw noAmount();
  const charge = await quoteCharge(ctx, { ...request, serviceId: request.serviceId });
  if (charge.amountCents <= 0) throw noAmount();

  const prepared = await ctx.db.transaction(async (tx) => {
    const locked = await lockRequest(tx, requestId, { role: 'customer', uid });
    if (locked.status !== 'DA PAGARE') throw notPayable(locked.status);
    if (locked.serviceId !== request.serviceId) throw noAmount();
    const now = ctx.clock.now();
    const open = await findOpenPayment(tx, requestId);

    // A checkout closed here may still take money at the provider: it is expired there
    // after the commit (and by the reconciliation job until the provider confirms).
    const cancel = async (payment: PaymentRow, failureReason: string) => {
      await closePayment(tx, payment.id, {
        status: 'canceled',
        failureReason,
        closedAt: now,
        providerClosedAt: null,
        nextCheckAt: new Date(now.getTime() + EXPIRE_RETRY_MS),
      });
      return payment;
    };

    // Paid before (an interview failed, a substitution): the payment covers the new choice.
    const settled = await findSettledPayment(tx, requestId);
    if (settled) {
      const replaced = open
        ? await cancel(open, 'Non più necessario: la richiesta era già pagata.')
        : null;
      await transitionRequest(ctx, tx, {
        requestId,
        action: 'confirmPayment',
        actor: { role: 'provider' },
        note: `Nessun nuovo addebito: vale il pagamento n. ${settled.id} già ricevuto.`,
      });
      return { settled: true, replaced } as const;
    }

    const hold = await findHeldChoice(tx, requestId);
    if (!hold?.holdExpiresAt || hold.holdExpiresAt.getTime() <= now.getTime()) {
      throw holdExpired();
    }
    let replaced: PaymentRow | null = null;
    if (open) {
      const reusable =
        open.provider === provider.name &&
        open.amountCents === charge.amountCents &&
        open.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS;
      if (reusable) return { settled: false, payment: open, replaced } as const;
      if (open.expiresAt.getTime() <= now.getTime()) {
        // Past its expiry the provider takes no more money on it.
        await closePayment(tx, open.id, {
          status: 'expired',
          failureReason: REPLACED_REASON,
          closedAt: now,
          providerClosedAt: now,
        });
      } else {
        replaced = await cancel(open, REPLACED_REASON);
      }
    }
    const payment = await insertPayment(tx, {
      requestId,
      customerUid: uid,
      provider: provider.name,
      amountCents: charge.amountCents,
      lineItems: charge.lineItems,
      currency: CURRENCY,
      idempotencyKey: `eq-payment-${randomUUID()}`,
      expiresAt: checkoutExpiry(hold.holdExpiresAt, now),
      nextCheckAt: new Date(now.getTime() + FIRST_CHECK_MS),
      createdAt: now,
    });
    return { settled: false, payment, replaced } as const;
  });

  // Before the new checkout is handed out, the one it replaces stops taking money.
  if (prepared.replaced) await expireReplaced(ctx, prepared.replaced);
  if (prepared.settled) return { checkoutURL: homeResultUrl(ctx, requestId, 'succeeded') };
  const { payment } = prepared;
  if (payment.checkoutUrl) return { checkoutURL: payment.checkoutUrl };

  let created: Awaited<ReturnType<typeof provider.createCheckout>>;
  try {
    created = await provider.createCheckout({
      paymentId: payment.id,
      requestId,
      idempotencyKey: payment.idempotencyKey,
      amountCents: payment.amountCents,
      currency: payment.currency,
      lineItems: payment.lineItems,
      customerEmail: request.customerEmail,
      expiresAt: payment.expiresAt,
    });
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    ctx.log.error({ err: error, paymentId: payment.id }, 'checkout creation failed');
    throw providerUnavailable();
  }
  const stored =
    (await setPaymentCheckout(ctx.db, payment.id, { ...created, updatedAt: ctx.clock.now() })) ??
    (await findPaymentById(ctx.db, payment.id));
  if (!stored?.checkoutUrl) throw providerUnavailable();
  return { checkoutURL: stored.checkoutUrl };
}

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
      reason: `Pagamento ricevuto su un checkout già chiuso (stato "${paymentStatusLabels[payment.status]}"): da rimborsare.`,
      clause:
        'il pagamento è stato fatto su un checkout non più valido (sostituito da uno nuovo o già chiuso)',
    };
  }
  if (status === 'DA PAGARE') return null;
  const clause =
    'la richiesta non era più in attesa di pagamento (per esempio perché la prenotazione del profilo era scaduta)';
  if (status === 'INVIATO CV') {
    return {
      reason:
        'Pagamento arrivato dopo la scadenza della prenotazione del profilo (richiesta tornata allo stato "INVIATO CV"): da rimborsare.',
      clause,
    };
  }
  if (['PAGATO', 'COLLOQUIO PRENOTATO', 'SELEZIONE COMPLETATA', 'IN ATTESA'].includes(status)) {
    return {
      reason: `Secondo pagamento per una richiesta già pagata (stato "${status}"): da rimborsare.`,
      clause,
    };
  }
  return {
    reason: `Pagamento arrivato con la richiesta nello stato "${status}": da rimborsare.`,
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
      const facts = {
        payment: {
          amountCents: outcome.amountCents ?? payment.amountCents,
          currency: (outcome.currency ?? payment.currency).toLowerCase(),
          serviceName: await findServiceNameOfRequest(tx, payment.requestId),
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
async function expireAtProvider(
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
async function expireReplaced(ctx: AppContext, payment: PaymentRow) {
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

/**
 * GET /v1/payments/return?session_id=: Stripe's success URL. The session's state is asked of
 * Stripe (the URL alone proves nothing), applied, and the browser sent to Home's modal (the
 * answer is the path to redirect to, on this origin).
 */
export async function completeStripeReturn(ctx: AppContext, sessionId: string) {
  const stripe = ctx.payments.stripe;
  const payment = stripe ? await findPaymentByRef(ctx.db, 'stripe', sessionId) : undefined;
  if (!stripe || !payment?.providerRef) {
    throw new AppError('NOT_FOUND', 'Pagamento non trovato.');
  }
  if (payment.status === 'paid') return paymentResultPath(payment.requestId, 'succeeded');
  let state: CheckoutState;
  try {
    state = await stripe.getCheckoutState(
      { providerRef: payment.providerRef, expiresAt: payment.expiresAt },
      ctx.clock.now(),
    );
  } catch (error) {
    // Stripe only sends the browser here after a completed checkout; the webhook or the
    // reconciliation job will apply it as soon as Stripe answers.
    ctx.log.warn({ err: error, paymentId: payment.id }, 'could not verify a checkout return');
    return paymentResultPath(payment.requestId, 'succeeded');
  }
  await settlePayment(ctx, payment.id, state, 'return');
  const succeeded = state.state === 'paid' || state.state === 'processing';
  return paymentResultPath(payment.requestId, succeeded ? 'succeeded' : 'failed');
}

/** POST /v1/payments/webhooks/stripe: a signed event from Stripe, applied once. */
export async function handleStripeWebhook(
  ctx: AppContext,
  rawBody: Buffer,
  signature: string | undefined,
) {
  const stripe = ctx.payments.stripe;
  if (!stripe) throw new AppError('NOT_FOUND', 'Risorsa non trovata.');
  let event: ReturnType<typeof stripe.parseWebhook>;
  try {
    event = stripe.parseWebhook(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) {
      ctx.log.warn({ reason: error.message }, 'rejected a webhook with a bad signature');
      throw new AppError('BAD_REQUEST', 'Firma del webhook non valida.');
    }
    throw error;
  }
  if (!event) return { received: true };
  const result = await settleCheckout(ctx, 'stripe', event.sessionId, event.state, 'webhook');
  if (!result) ctx.log.warn({ eventId: event.eventId }, 'webhook for an unknown checkout session');
  return { received: true };
}

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
