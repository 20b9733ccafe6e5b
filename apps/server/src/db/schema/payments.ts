import type { PaymentStatus } from '@equilibrio/contract/payments';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { instant, serialId, timestamps } from './columns';
import { requests } from './requests';
import { customerUid } from './users';

/**
 * A checkout for a request (spec §4 "Payment"): one row per attempt at a payment provider.
 * `status` moves open → paid | failed | canceled | expired, and paid is final. The amount is
 * computed on the server from the quote when the checkout is created.
 */
export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    requestId: integer('request_id')
      .notNull()
      .references(() => requests.id),
    customerUid: customerUid(),
    /** sandbox | stripe */
    provider: text('provider').notNull(),
    /**
     * The provider's id of the checkout: the Stripe Checkout Session id, or the sandbox's
     * unguessable reference (it authorises the sandbox page). Null until the provider answered.
     */
    providerRef: text('provider_ref'),
    amountCents: integer('amount_cents').notNull(),
    /** What the amount is made of when the checkout opened (the quote's products), in cents. */
    lineItems: jsonb('line_items')
      .$type<{ name: string; description: string | null; amountCents: number }[]>()
      .notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status').$type<PaymentStatus>().notNull().default('open'),
    /** Sent to the provider with the creation call, so a retried creation is one checkout. */
    idempotencyKey: text('idempotency_key').notNull(),
    checkoutUrl: text('checkout_url'),
    /** When the provider stops accepting the checkout. */
    expiresAt: instant('expires_at').notNull(),
    /** Why a checkout failed (Italian, shown to tutors), e.g. a declined card. */
    failureReason: text('failure_reason'),
    /**
     * Paid, but the request could not take it (hold expired, already paid): a tutor refunds. It
     * stays true once the refund is made (the fact that the payment was not applied); the refund
     * is still owed while `refundedAt` is null.
     */
    refundRequired: boolean('refund_required').notNull().default(false),
    refundReason: text('refund_reason'),
    /**
     * How much of it goes back, when less than the whole payment: a tutor closing a request whose
     * selection had started refunds only the part of the service not done (terms §6). Null: the
     * whole amount (`refundCents` reads the amount to refund).
     */
    refundAmountCents: integer('refund_amount_cents'),
    /** When a tutor recorded the refund as made at the provider, who (a tutor's uid), and why. */
    refundedAt: instant('refunded_at'),
    refundedByUid: text('refunded_by_uid'),
    /** The tutor's short note on the refund (never shown to the family; erased with the account). */
    refundNote: text('refund_note'),
    /** The reconciliation job asks the provider about open checkouts from this time on. */
    nextCheckAt: instant('next_check_at').notNull(),
    checks: integer('checks').notNull().default(0),
    paidAt: instant('paid_at'),
    /** When the checkout ended without payment (failed, canceled, expired). */
    closedAt: instant('closed_at'),
    /**
     * When the provider was known to take no more money on the checkout (it reported it closed,
     * or answered our request to expire it). A canceled checkout without it (replaced, or no
     * longer needed) is expired at the provider by the reconciliation job until it is set.
     */
    providerClosedAt: instant('provider_closed_at'),
    ...timestamps(),
  },
  (table) => [
    index('payments_request_idx').on(table.requestId, table.id),
    uniqueIndex('payments_idempotency_key').on(table.idempotencyKey),
    uniqueIndex('payments_provider_ref_key')
      .on(table.provider, table.providerRef)
      .where(sql`${table.providerRef} is not null`),
    // One open checkout per request: a second "Effettua pagamento" reuses it.
    uniqueIndex('payments_one_open_per_request')
      .on(table.requestId)
      .where(sql`${table.status} = 'open'`),
    // The reconciliation job's scan.
    index('payments_open_check_idx').on(table.nextCheckAt).where(sql`${table.status} = 'open'`),
    // Its scan of canceled checkouts still to expire at the provider.
    index('payments_expire_check_idx')
      .on(table.nextCheckAt)
      .where(
        sql`${table.status} = 'canceled' and ${table.providerClosedAt} is null and ${table.providerRef} is not null`,
      ),
    check('payments_provider_check', sql`${table.provider} in ('sandbox', 'stripe')`),
    check(
      'payments_status_check',
      sql`${table.status} in ('open', 'paid', 'failed', 'canceled', 'expired')`,
    ),
    check('payments_amount_check', sql`${table.amountCents} > 0`),
    check('payments_currency_check', sql`${table.currency} ~ '^[a-z]{3}$'`),
    check('payments_paid_check', sql`(${table.status} = 'paid') = (${table.paidAt} is not null)`),
    check(
      'payments_refund_check',
      sql`not ${table.refundRequired} or (${table.status} = 'paid' and ${table.refundReason} is not null)`,
    ),
    check(
      'payments_refund_amount_check',
      sql`${table.refundAmountCents} is null or (${table.refundRequired} and ${table.refundAmountCents} > 0 and ${table.refundAmountCents} <= ${table.amountCents})`,
    ),
    // A refund is recorded only for a payment to refund, always with when and by whom.
    check(
      'payments_refunded_check',
      sql`(${table.refundedAt} is null and ${table.refundedByUid} is null and ${table.refundNote} is null) or (${table.refundRequired} and ${table.refundedAt} is not null and ${table.refundedByUid} is not null)`,
    ),
  ],
);
