// Opening a request's checkout: the amount from the quote, one checkout per request at a time,
// a replaced one expired at its provider before the new one is handed out.
import { randomUUID } from 'node:crypto';
import type { ServiceSummary } from '@equilibrio/contract/catalog';
import type { RequestStatus } from '@equilibrio/contract/enums';
import {
  type CheckoutResult,
  type PaymentRedirectStatus,
  paymentResultPath,
} from '@equilibrio/contract/payments';
import { quoteBreakdown } from '@equilibrio/contract/quote-costs';
import { statusDisplayTable } from '@equilibrio/contract/status-display';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { quotedProducts } from '../catalog/catalog-services.service';
import { lockRequest, requestNotFound, transitionRequest } from '../workflow/workflow.service';
import { checkoutLines } from './payment-costs';
import { PaymentProviderError } from './payment-provider';
import { findHeldChoice, findRequestForCheckout } from './payment-request.queries';
import {
  closePayment,
  findOpenPayment,
  findPaymentById,
  findSettledPayment,
  insertPayment,
  type PaymentRow,
  setPaymentCheckout,
} from './payments.queries';
import { expireReplaced } from './settle-payment';

const MINUTE = 60_000;
/** Stripe accepts a checkout expiry between 30 minutes and 24 hours from its creation. */
const CHECKOUT_MIN_MS = 31 * MINUTE;
const CHECKOUT_MAX_MS = 24 * 60 * MINUTE - 5 * MINUTE;
/** An open checkout this close to its expiry is replaced rather than handed out again. */
const REUSE_MARGIN_MS = 2 * MINUTE;
/** The reconciliation job first asks about a checkout this long after it opened. */
const FIRST_CHECK_MS = 5 * MINUTE;
/** A replaced checkout whose expiry at the provider failed is tried again from this long after. */
const EXPIRE_RETRY_MS = MINUTE;
/** Why a checkout was closed when a new one took its place (tutors read it; the page tells). */
export const REPLACED_REASON = 'Sostituito da un nuovo checkout.';
const CURRENCY = 'eur';

const notPayable = (status: RequestStatus) =>
  new AppError(
    'INVALID_STATE',
    status === 'PAGATO'
      ? 'La richiesta risulta già pagata.'
      : `Il pagamento non è disponibile: la richiesta è nello stato «${statusDisplayTable[status].label}».`,
  );

const holdExpired = () =>
  new AppError(
    'INVALID_STATE',
    'Il profilo scelto non è più riservato per te (sono passate 24 ore): scegli di nuovo il caregiver per procedere con il pagamento.',
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
export const homeResultUrl = (
  ctx: AppContext,
  requestId: number,
  status: PaymentRedirectStatus,
  options?: { paidBefore?: boolean },
) => `${ctx.config.publicUrl}${paymentResultPath(requestId, status, options)}`;

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
 * What a request's checkout charges: the quote's prices (kept with it; the catalogue's for the
 * request's province for an older quote), as the quote page sums them (spec §9), split into the
 * quote's lines —
 * the selection, then the first 30 days of the NO PROBLEM guarantee (the contract's
 * `quoteBreakdown`, one vocabulary with the quote). Reads through `ctx.db` (pass a
 * transaction's ctx to read inside it).
 */
export async function quoteCharge(
  ctx: AppContext,
  request: {
    serviceId: number;
    province: string | null;
    quotedProducts: ServiceSummary['products'] | null;
  },
) {
  const breakdown = quoteBreakdown({ products: await quotedProducts(ctx, request) });
  return { amountCents: breakdown.payNow.totalCents, lineItems: checkoutLines(breakdown) };
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
        mailFacts: { paidBefore: true },
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
  if (prepared.settled) {
    return { checkoutURL: homeResultUrl(ctx, requestId, 'succeeded', { paidBefore: true }) };
  }
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
