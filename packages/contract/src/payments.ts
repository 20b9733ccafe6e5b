import { z } from 'zod';

/** Who runs the checkout: the built-in sandbox (default) or Stripe Checkout (production). */
export const paymentProviders = ['sandbox', 'stripe'] as const;
export type PaymentProvider = (typeof paymentProviders)[number];

/** A checkout's life: open until paid, failed (declined), canceled or expired; paid is final. */
export const paymentStatuses = ['open', 'paid', 'failed', 'canceled', 'expired'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  open: 'In corso',
  paid: 'Pagato',
  failed: 'Non riuscito',
  canceled: 'Annullato',
  expired: 'Scaduto',
};

/** POST /v1/payments/user-request-payment body (spec §7). The amount is never sent. */
export const userRequestPaymentInputSchema = z.object({
  requestId: z.coerce
    .number('Richiesta non valida')
    .int('Richiesta non valida')
    .positive('Richiesta non valida')
    .max(2_147_483_647, 'Richiesta non valida'),
});
export type UserRequestPaymentInput = z.infer<typeof userRequestPaymentInputSchema>;

/** Its answer: the browser goes to `checkoutURL` (spec §4 "Payment"). */
export const checkoutResultSchema = z.object({ checkoutURL: z.string() });
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/**
 * Where the browser lands after the checkout: Home opens the payment modal for these query
 * parameters (spec §2 Home: 'Pagamento effettuato con successo!' or 'Pagamento fallito').
 */
export const paymentRedirectStatuses = ['succeeded', 'failed'] as const;
export type PaymentRedirectStatus = (typeof paymentRedirectStatuses)[number];

/** Home's extra parameter when a new choice on a request paid before was confirmed (no charge). */
export const PAID_BEFORE_PARAM = 'paid_before';

export const paymentResultPath = (
  requestId: number,
  status: PaymentRedirectStatus,
  { paidBefore = false } = {},
) =>
  `/dashboard/home?payment=${requestId}&redirect_status=${status}${paidBefore ? `&${PAID_BEFORE_PARAM}=1` : ''}`;

/**
 * Where the browser lands when the family leaves the checkout on purpose ('Annulla e torna a
 * Equilibrio', Stripe's back link): the request's page, which says that nothing was charged and
 * that it can pay from there when it wants — not Home's 'Pagamento fallito', which a cancel is not.
 */
export const PAYMENT_CANCELLED_PARAM = 'pagamento';
export const PAYMENT_CANCELLED_VALUE = 'annullato';
export const paymentCancelledPath = (requestId: number) =>
  `/dashboard/request-detail/${requestId}?${PAYMENT_CANCELLED_PARAM}=${PAYMENT_CANCELLED_VALUE}`;

/** Home's query: `payment` is the request id; any redirect_status but 'succeeded' is a failure. */
export const paymentResultQuerySchema = z.object({
  payment: z.coerce.number().int().positive(),
  redirect_status: z.string(),
});
