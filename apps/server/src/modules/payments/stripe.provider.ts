import { paymentCancelledPath } from '@equilibrio/contract/payments';
import Stripe from 'stripe';
import type { StripeConfig } from '../../config/payments';
import {
  type CheckoutState,
  type PaymentProviderAdapter,
  PaymentProviderError,
} from './payment-provider';

/** Where Stripe sends the browser after a completed checkout; the server verifies it there. */
export const STRIPE_RETURN_PATH = '/v1/payments/return';

export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/**
 * A webhook event that concerns one of our checkouts (null for events we do not use): a
 * session's state, or a card declined inside Stripe Checkout (the session stays open and the
 * family may try another card; `payment_intent.payment_failed`, its intent naming our payment).
 */
export type StripeWebhookOutcome =
  | { kind: 'session'; eventId: string; sessionId: string; state: CheckoutState }
  | { kind: 'declined'; eventId: string; paymentId: number; last4: string | null; reason: string };

/**
 * Stripe's decline codes (and error codes) in the family's and the tutors' words; the bank's
 * own words for a lost or stolen card are not repeated (Stripe's advice too).
 */
const secureCheckFailed = 'La banca chiedeva una conferma (3D Secure) che non è stata completata.';
const declineReasons: Record<string, string> = {
  insufficient_funds: 'La carta è stata rifiutata: fondi insufficienti.',
  expired_card: 'La carta è stata rifiutata: carta scaduta.',
  incorrect_cvc: 'La carta è stata rifiutata: codice di sicurezza (CVC) errato.',
  incorrect_number: 'La carta è stata rifiutata: numero della carta errato.',
  authentication_required: secureCheckFailed,
  payment_intent_authentication_failure: secureCheckFailed,
  processing_error: 'Errore della banca durante il pagamento.',
};
const genericDecline = 'La carta è stata rifiutata dalla banca emittente.';

/** Why Stripe refused a payment attempt, in Italian. */
export const declineReasonOfStripe = (code: string | null | undefined) =>
  (code ? declineReasons[code] : undefined) ?? genericDecline;

export type StripeProvider = PaymentProviderAdapter & {
  name: 'stripe';
  /** Verifies the signature over the raw bytes and reads the event. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): StripeWebhookOutcome | null;
};

const asyncFailed = 'Il pagamento non è stato autorizzato dalla banca.';

/**
 * How far a webhook's signed timestamp may be from our clock, either way (Stripe's library only
 * refuses old ones): 5 minutes.
 */
export const WEBHOOK_TOLERANCE_S = 300;

/** The `t=` of a `Stripe-Signature` header, read as Stripe's library reads it (the last one). */
function signedAt(header: string) {
  let timestamp = Number.NaN;
  for (const item of header.split(',')) {
    const [key, value] = item.split('=');
    if (key === 't') timestamp = Number.parseInt(value ?? '', 10);
  }
  return timestamp;
}

/** A paid session, with the amount Stripe took. */
const paidState = (session: Stripe.Checkout.Session): CheckoutState => ({
  state: 'paid',
  amountCents: session.amount_total ?? null,
  currency: session.currency ?? null,
});

/** What a Checkout Session's fields mean for us. */
export function stateOfSession(session: Stripe.Checkout.Session): CheckoutState {
  if (session.status === 'expired') return { state: 'expired' };
  if (session.status === 'complete') {
    return session.payment_status === 'paid' || session.payment_status === 'no_payment_required'
      ? paidState(session)
      : { state: 'processing' };
  }
  return { state: 'open' };
}

function clientOptions(config: StripeConfig): Stripe.StripeConfig {
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!config.apiUrl) return base;
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    ...base,
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
  };
}

/**
 * Stripe Checkout: a hosted page in Italian for the quote's line items in EUR. The success URL
 * carries the session id so the return is verified with Stripe before anything changes; the
 * cancel URL leads straight to Home's "Pagamento fallito" (the session stays open until it
 * expires, and a new "Effettua pagamento" answers the same one).
 */
export function createStripeProvider(config: StripeConfig, publicUrl: string): StripeProvider {
  const stripe = new Stripe(config.secretKey, clientOptions(config));

  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new PaymentProviderError(`Stripe ${what} failed: ${message}`, { cause: error });
    }
  };

  return {
    name: 'stripe',
    createCheckout: async (input) => {
      const session = await call('checkout.sessions.create', () =>
        stripe.checkout.sessions.create(
          {
            mode: 'payment',
            locale: 'it',
            currency: input.currency,
            allowed_payment_method_types: ['card'],
            line_items: input.lineItems
              .filter((item) => item.amountCents > 0)
              .map((item) => ({
                quantity: 1,
                price_data: {
                  currency: input.currency,
                  unit_amount: item.amountCents,
                  product_data: {
                    name: item.name,
                    ...(item.description ? { description: item.description } : {}),
                  },
                },
              })),
            ...(input.customerEmail ? { customer_email: input.customerEmail } : {}),
            client_reference_id: String(input.requestId),
            metadata: { paymentId: String(input.paymentId), requestId: String(input.requestId) },
            payment_intent_data: {
              description: `Equilibrio — richiesta #${input.requestId}`,
              metadata: { paymentId: String(input.paymentId), requestId: String(input.requestId) },
            },
            success_url: `${publicUrl}${STRIPE_RETURN_PATH}?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${publicUrl}${paymentCancelledPath(input.requestId)}`,
            expires_at: Math.floor(input.expiresAt.getTime() / 1000),
          },
          { idempotencyKey: input.idempotencyKey },
        ),
      );
      if (!session.url) throw new PaymentProviderError('Stripe answered a session without a URL');
      return { providerRef: session.id, checkoutUrl: session.url };
    },
    getCheckoutState: async (payment) =>
      stateOfSession(
        await call('checkout.sessions.retrieve', () =>
          stripe.checkout.sessions.retrieve(payment.providerRef),
        ),
      ),
    expireCheckout: async (payment) => {
      try {
        return stateOfSession(
          await call('checkout.sessions.expire', () =>
            stripe.checkout.sessions.expire(payment.providerRef),
          ),
        );
      } catch (error) {
        // Only open sessions can be expired (Stripe answers 400): it completed or expired
        // meanwhile. Ask which. Any other failure is the provider's: the caller retries.
        if (!((error as Error).cause instanceof Stripe.errors.StripeInvalidRequestError)) {
          throw error;
        }
        return stateOfSession(
          await call('checkout.sessions.retrieve', () =>
            stripe.checkout.sessions.retrieve(payment.providerRef),
          ),
        );
      }
    },
    parseWebhook: (rawBody, signature) => {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature ?? '',
          config.webhookSecret,
          WEBHOOK_TOLERANCE_S,
        );
      } catch (error) {
        throw new WebhookSignatureError((error as Error).message);
      }
      // The library refuses old timestamps only; one far ahead could be replayed for longer.
      if (!(signedAt(signature ?? '') <= Date.now() / 1000 + WEBHOOK_TOLERANCE_S)) {
        throw new WebhookSignatureError('Timestamp too far in the future');
      }
      switch (event.type) {
        case 'payment_intent.payment_failed': {
          const intent = event.data.object;
          const paymentId = Number(intent.metadata?.paymentId);
          if (!Number.isSafeInteger(paymentId) || paymentId <= 0) return null;
          const error = intent.last_payment_error;
          const method = typeof error?.payment_method === 'object' ? error.payment_method : null;
          return {
            kind: 'declined',
            eventId: event.id,
            paymentId,
            last4: method?.card?.last4 ?? null,
            reason: declineReasonOfStripe(error?.decline_code ?? error?.code),
          };
        }
        case 'checkout.session.completed':
          return {
            kind: 'session',
            eventId: event.id,
            sessionId: event.data.object.id,
            state: stateOfSession(event.data.object),
          };
        case 'checkout.session.async_payment_succeeded':
          return {
            kind: 'session',
            eventId: event.id,
            sessionId: event.data.object.id,
            state: paidState(event.data.object),
          };
        case 'checkout.session.async_payment_failed':
          return {
            kind: 'session',
            eventId: event.id,
            sessionId: event.data.object.id,
            state: { state: 'failed', reason: asyncFailed },
          };
        case 'checkout.session.expired':
          return {
            kind: 'session',
            eventId: event.id,
            sessionId: event.data.object.id,
            state: { state: 'expired' },
          };
        default:
          return null;
      }
    },
  };
}
