import { paymentResultPath } from '@equilibrio/contract/payments';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import type { CheckoutState } from './payment-provider';
import { findPaymentByRef, noteDeclinedCard } from './payments.queries';
import { settleCheckout, settlePayment } from './settle-payment';
import { WebhookSignatureError } from './stripe.provider';

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
  if (event.kind === 'declined') {
    // Said to the tutors on the payment while it stays open (a later success clears it).
    await noteDeclinedCard(
      ctx.db,
      { id: event.paymentId, provider: 'stripe' },
      event,
      ctx.clock.now(),
    );
    return { received: true };
  }
  const result = await settleCheckout(ctx, 'stripe', event.sessionId, event.state, 'webhook');
  if (!result) ctx.log.warn({ eventId: event.eventId }, 'webhook for an unknown checkout session');
  return { received: true };
}
