import { randomBytes } from 'node:crypto';
import type { CheckoutState, PaymentProviderAdapter } from './payment-provider';

/** Where the sandbox checkout page lives (the SPA fallback leaves this prefix to the server). */
export const SANDBOX_CHECKOUT_PREFIX = '/checkout/sandbox/';

/** 192 random bits, URL-safe: the reference is the only key to the sandbox page. */
export const newSandboxRef = () => randomBytes(24).toString('base64url');

/**
 * The built-in checkout: a page served by this server (see sandbox-checkout.routes.ts) that
 * takes the usual test card numbers and never moves money. Its checkouts live only in the
 * payments table, so the state of an open one is decided by its expiry alone.
 */
export function createSandboxProvider(publicUrl: string): PaymentProviderAdapter {
  const stateAt = (expiresAt: Date, now: Date): CheckoutState =>
    now.getTime() >= expiresAt.getTime() ? { state: 'expired' } : { state: 'open' };
  return {
    name: 'sandbox',
    createCheckout: async () => {
      const providerRef = newSandboxRef();
      return { providerRef, checkoutUrl: `${publicUrl}${SANDBOX_CHECKOUT_PREFIX}${providerRef}` };
    },
    getCheckoutState: async (payment, now) => stateAt(payment.expiresAt, now),
    // The page refuses any checkout whose row is no longer open: closing the row is enough.
    expireCheckout: async () => ({ state: 'expired' }),
  };
}
