import type { PaymentProvider } from '@equilibrio/contract/payments';

/** One line of the checkout (the quote's products), in cents. */
export type CheckoutLineItem = { name: string; description: string | null; amountCents: number };

/** What a provider needs to open a checkout for a payment row. */
export type NewCheckout = {
  paymentId: number;
  requestId: number;
  /** Sent with the creation call: a retried creation answers the same checkout. */
  idempotencyKey: string;
  amountCents: number;
  currency: string;
  lineItems: CheckoutLineItem[];
  customerEmail: string | null;
  /** The provider stops accepting the checkout at this time. */
  expiresAt: Date;
};

export type CreatedCheckout = { providerRef: string; checkoutUrl: string };

/**
 * What the provider says about a checkout. `processing`: completed by the customer, the money
 * not yet confirmed (delayed payment methods); an answer will follow. `paid` carries the amount
 * the provider took (null when it did not say): one other than the checkout's is not applied.
 */
export type CheckoutState =
  | { state: 'open' }
  | { state: 'processing' }
  | { state: 'paid'; amountCents: number | null; currency: string | null }
  | { state: 'failed'; reason: string }
  | { state: 'expired' };

/**
 * A payment provider: the built-in sandbox or Stripe Checkout. The payments service owns the
 * rules (amount, ownership, the workflow); a provider only opens checkouts and reports on them.
 */
export type PaymentProviderAdapter = {
  name: PaymentProvider;
  createCheckout(input: NewCheckout): Promise<CreatedCheckout>;
  /** The checkout's state at the provider (the return URL and the reconciliation job ask). */
  getCheckoutState(
    payment: { providerRef: string; expiresAt: Date },
    now: Date,
  ): Promise<CheckoutState>;
  /**
   * Stops the checkout from taking money (Stripe: POST /v1/checkout/sessions/{id}/expire);
   * answers its state afterwards: expired, or what it had become (it may have been paid).
   * Throws PaymentProviderError when the provider could not be asked.
   */
  expireCheckout(
    payment: { providerRef: string; expiresAt: Date },
    now: Date,
  ): Promise<CheckoutState>;
};

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}
