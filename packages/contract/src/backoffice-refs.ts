// The people and payments the back office's reads name: a person, a customer, a tutor's note, a payment.
import { z } from 'zod';
import { paymentProviders, paymentStatuses } from './payments';
import { requestNoteKinds } from './request-notes';

export const personRefSchema = z.object({
  uid: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/** A tutor's note on a request (request-notes.ts): who wrote it, when, and what. */
export const requestNoteSchema = z.object({
  id: z.number().int(),
  kind: z.enum(requestNoteKinds),
  text: z.string(),
  /**
   * The tutor who wrote it, or the customer for the activity of their own edit of the request;
   * null once that account is gone.
   */
  author: personRefSchema.nullable(),
  /** A call's agreed moment to call the family back. */
  callBackAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RequestNote = z.infer<typeof requestNoteSchema>;

/** A person of a joined row (author, assignee, handler): null when the row names nobody. */
export const personRef = (
  uid: string | null,
  name: string | null,
  surname: string | null,
  email: string | null,
): PersonRef | null => (uid ? { uid, name, surname, email } : null);

/** A payment as the family tutor sees it on the request page (GET /v1/backoffice/requests/{id}). */
export const backofficePaymentSchema = z.object({
  id: z.number().int(),
  provider: z.enum(paymentProviders),
  /** The provider's checkout id (Stripe Checkout Session id), to find it in the provider's dashboard. */
  providerRef: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  failureReason: z.string().nullable(),
  /**
   * To refund: paid when the request could no longer take it (hold expired, already paid), or
   * given back by the tutor who closed the request. It stays true once refunded (the payment no
   * longer pays the request); `refunded` says it was.
   */
  refundRequired: z.boolean(),
  refundReason: z.string().nullable(),
  /**
   * How much goes back once refunded: what the tutor decided at the close (less than
   * `amountCents` when part of the service was done), else the whole payment.
   */
  refundCents: z.number().int(),
  /** The refund a tutor recorded as made at the provider (POST …/payments/{id}/refunded). */
  refunded: z
    .object({ at: z.string(), by: personRefSchema.nullable(), note: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type BackofficePayment = z.infer<typeof backofficePaymentSchema>;

/**
 * A payment that pays for its request: taken, and not flagged for a refund (refunded since or
 * not, that one does not pay it: it never could, or it is given back at closing). The server's
 * `settledPayment` is this rule in SQL.
 */
export const isSettledPayment = (payment: Pick<BackofficePayment, 'status' | 'refundRequired'>) =>
  payment.status === 'paid' && !payment.refundRequired;

/** A payment whose refund is still owed: flagged for a refund, and none recorded yet. */
export const isRefundOwed = (payment: Pick<BackofficePayment, 'refundRequired' | 'refunded'>) =>
  payment.refundRequired && payment.refunded === null;

/**
 * The customer of a request. `deleted`: the customer erased their account (GDPR art. 17) — name,
 * email and phone are null and the back office shows 'Account eliminato'.
 */
export const customerRefSchema = personRefSchema.extend({ deleted: z.boolean() });
export type CustomerRef = z.infer<typeof customerRefSchema>;
