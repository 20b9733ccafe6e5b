import type { PaymentProvider } from '@equilibrio/contract/payments';
import type { Config } from '../../config';
import type { PaymentProviderAdapter } from './payment-provider';
import { createSandboxProvider } from './sandbox.provider';
import { createStripeProvider, type StripeProvider } from './stripe.provider';

/**
 * The configured providers: `active` opens new checkouts (PAYMENTS_PROVIDER; null when payments
 * are disabled); `stripe` stays available for webhooks and reconciliation whenever its keys are
 * set, so checkouts opened before a switch are still settled.
 */
export type PaymentProviders = {
  active: PaymentProviderAdapter | null;
  /** Whether the sandbox checkout page is served (PAYMENTS_PROVIDER=sandbox). */
  sandboxPage: boolean;
  stripe: StripeProvider | null;
  /** The provider of an existing payment; the sandbox always answers (its state is its expiry). */
  get(name: PaymentProvider): PaymentProviderAdapter | null;
};

export function createPaymentProviders(config: Config): PaymentProviders {
  const { payments, publicUrl } = config;
  const sandbox = createSandboxProvider(publicUrl);
  const stripe = payments.stripe ? createStripeProvider(payments.stripe, publicUrl) : null;
  const active =
    payments.provider === 'sandbox' ? sandbox : payments.provider === 'stripe' ? stripe : null;
  return {
    active,
    sandboxPage: payments.provider === 'sandbox',
    stripe,
    get: (name) => (name === 'sandbox' ? sandbox : stripe),
  };
}
