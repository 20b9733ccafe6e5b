import { z } from 'zod';
import { ConfigError } from './config-error';
import { booleanFlag } from './env-values';

/** The payment provider and Stripe's keys. */
export const paymentsEnv = z.object({
  PAYMENTS_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  PAYMENTS_SANDBOX_IN_PRODUCTION: booleanFlag.default(false),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  /** Another Stripe API address (stripe-mock, a test double); defaults to https://api.stripe.com. */
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
});
type PaymentsEnv = z.infer<typeof paymentsEnv>;

/**
 * How customers pay (spec §4 "Payment"): the built-in sandbox checkout, Stripe Checkout, or
 * nothing — production without Stripe keys and without the explicit sandbox opt-in.
 */
export type PaymentsConfig =
  | { provider: 'sandbox'; stripe: StripeConfig | undefined }
  | { provider: 'stripe'; stripe: StripeConfig }
  | { provider: 'disabled'; stripe: undefined };

export type StripeConfig = {
  secretKey: string;
  webhookSecret: string;
  /** Only to point the client at stripe-mock or a test double. */
  apiUrl: string | undefined;
};

export function paymentsConfig(env: PaymentsEnv, isProduction: boolean): PaymentsConfig {
  const hasKey = env.STRIPE_SECRET_KEY !== undefined;
  if (hasKey !== (env.STRIPE_WEBHOOK_SECRET !== undefined)) {
    throw new ConfigError(
      `Invalid configuration — ${hasKey ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together`,
    );
  }
  const stripe: StripeConfig | undefined = hasKey
    ? {
        secretKey: env.STRIPE_SECRET_KEY!,
        webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
        apiUrl: env.STRIPE_API_URL,
      }
    : undefined;
  const provider = env.PAYMENTS_PROVIDER ?? (stripe ? 'stripe' : 'sandbox');
  if (provider === 'stripe') {
    if (!stripe) {
      throw new ConfigError(
        'Invalid configuration — STRIPE_SECRET_KEY: required (with STRIPE_WEBHOOK_SECRET) when PAYMENTS_PROVIDER=stripe',
      );
    }
    return { provider, stripe };
  }
  if (isProduction && !env.PAYMENTS_SANDBOX_IN_PRODUCTION) {
    // Asked for explicitly: a mistake worth stopping for. By default: no payments at all.
    if (env.PAYMENTS_PROVIDER === 'sandbox') {
      throw new ConfigError(
        'Invalid configuration — PAYMENTS_PROVIDER: the sandbox checkout is not available in production (set PAYMENTS_SANDBOX_IN_PRODUCTION=true to allow it)',
      );
    }
    return { provider: 'disabled', stripe: undefined };
  }
  return { provider: 'sandbox', stripe };
}
