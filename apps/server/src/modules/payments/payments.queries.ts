import { shortDateTime } from '@equilibrio/contract/italian-format';
import type { PaymentProvider, PaymentStatus } from '@equilibrio/contract/payments';
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/payments';
import { requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { checkoutMayTakeMoney, columnsOf, refundCents, settledPayment } from '../../db/selections';

const paymentColumns = {
  id: payments.id,
  requestId: payments.requestId,
  customerUid: payments.customerUid,
  provider: payments.provider,
  providerRef: payments.providerRef,
  amountCents: payments.amountCents,
  lineItems: payments.lineItems,
  currency: payments.currency,
  status: payments.status,
  idempotencyKey: payments.idempotencyKey,
  checkoutUrl: payments.checkoutUrl,
  expiresAt: payments.expiresAt,
  failureReason: payments.failureReason,
  refundRequired: payments.refundRequired,
  refundReason: payments.refundReason,
  /** The amount to give back when it is refunded (`refundCents`). */
  refundCents,
  refundedAt: payments.refundedAt,
  refundedByUid: payments.refundedByUid,
  refundNote: payments.refundNote,
  paidAt: payments.paidAt,
  closedAt: payments.closedAt,
  providerClosedAt: payments.providerClosedAt,
  createdAt: payments.createdAt,
};

export type PaymentRow = Omit<
  Awaited<ReturnType<typeof selectPayments>>[number],
  'provider' | 'status'
> & { provider: PaymentProvider; status: PaymentStatus };

function selectPayments(db: Db) {
  return db.select(paymentColumns).from(payments);
}

const typed = (row: Awaited<ReturnType<typeof selectPayments>>[number] | undefined) =>
  row as PaymentRow | undefined;

export async function findOpenPayment(db: Db, requestId: number) {
  const [row] = await selectPayments(db).where(
    and(eq(payments.requestId, requestId), eq(payments.status, 'open')),
  );
  return typed(row);
}

/** The request's latest payment that was taken and not flagged for a refund. */
export async function findSettledPayment(db: Db, requestId: number) {
  const [row] = await selectPayments(db)
    .where(and(eq(payments.requestId, requestId), settledPayment))
    .orderBy(desc(payments.id))
    .limit(1);
  return typed(row);
}

/**
 * The request's payments that pay for it (taken, not flagged for a refund), oldest first, locked
 * until the end of the transaction. Lock the request first.
 */
export async function lockSettledPayments(db: Db, requestId: number) {
  const rows = await selectPayments(db)
    .where(and(eq(payments.requestId, requestId), settledPayment))
    .orderBy(asc(payments.id))
    .for('update');
  return rows as PaymentRow[];
}

/** Flags a payment that paid its request for a refund (the request is being closed). */
export async function flagPaymentForRefund(
  db: Db,
  paymentId: number,
  values: { refundReason: string; at: Date },
) {
  await db
    .update(payments)
    .set({ refundRequired: true, refundReason: values.refundReason, updatedAt: values.at })
    .where(and(eq(payments.id, paymentId), settledPayment));
}

/** Sets how much of a payment to refund goes back (null: the whole); the caller checked it. */
export async function setRefundAmount(db: Db, paymentId: number, refundAmountCents: number | null) {
  await db
    .update(payments)
    .set({ refundAmountCents })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.refundRequired, true),
        isNull(payments.refundedAt),
      ),
    );
}

export async function insertPayment(
  db: Db,
  values: {
    requestId: number;
    customerUid: string;
    provider: PaymentProvider;
    amountCents: number;
    lineItems: { name: string; description: string | null; amountCents: number }[];
    currency: string;
    idempotencyKey: string;
    expiresAt: Date;
    nextCheckAt: Date;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(payments)
    .values({ ...values, status: 'open', updatedAt: values.createdAt })
    .returning(paymentColumns);
  return typed(row)!;
}

/** Stores the provider's checkout once: the first answer wins, a racing one changes nothing. */
export async function setPaymentCheckout(
  db: Db,
  paymentId: number,
  values: { providerRef: string; checkoutUrl: string; updatedAt: Date },
) {
  const [row] = await db
    .update(payments)
    .set(values)
    .where(and(eq(payments.id, paymentId), isNull(payments.providerRef)))
    .returning(paymentColumns);
  return typed(row);
}

export async function findPaymentById(db: Db, paymentId: number) {
  const [row] = await selectPayments(db).where(eq(payments.id, paymentId));
  return typed(row);
}

export async function findPaymentByRef(db: Db, provider: PaymentProvider, providerRef: string) {
  const [row] = await selectPayments(db).where(
    and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)),
  );
  return typed(row);
}

/** The payment row, locked until the end of the transaction. Lock its request first. */
export async function lockPayment(db: Db, paymentId: number) {
  const [row] = await selectPayments(db).where(eq(payments.id, paymentId)).for('update');
  return typed(row);
}

export async function markPaymentPaid(
  db: Db,
  paymentId: number,
  values: { paidAt: Date; refundRequired: boolean; refundReason: string | null },
) {
  await db
    .update(payments)
    // A card declined before this payment no longer matters (on an open checkout, failureReason
    // is the last decline); a closed one paid late keeps why it had closed.
    .set({
      ...values,
      status: 'paid',
      closedAt: null,
      failureReason: sql`case when ${payments.status} = 'open' then null else ${payments.failureReason} end`,
      updatedAt: values.paidAt,
    })
    .where(eq(payments.id, paymentId));
}

/**
 * A card declined on a checkout that stays open (the family may try another): said to the
 * tutors, who otherwise read only 'In corso' while the family is stuck.
 */
export async function noteDeclinedCard(
  db: Db,
  payment: { id: number; provider: string },
  decline: { last4: string | null; reason: string },
  at: Date,
) {
  const card = decline.last4 ? `, carta che termina con ${decline.last4}` : '';
  await db
    .update(payments)
    .set({
      failureReason: `Ultimo tentativo rifiutato (${shortDateTime(at)}${card}): ${decline.reason}`,
      updatedAt: at,
    })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.provider, payment.provider),
        eq(payments.status, 'open'),
      ),
    );
}

/**
 * Closes an open checkout. `providerClosedAt`: when the provider is known to take no more money
 * on it (it reported the close); left unset, a canceled checkout is expired at the provider by
 * the reconciliation job, from `nextCheckAt` on.
 */
export async function closePayment(
  db: Db,
  paymentId: number,
  values: {
    status: Exclude<PaymentStatus, 'open' | 'paid'>;
    failureReason: string | null;
    closedAt: Date;
    providerClosedAt: Date | null;
    nextCheckAt?: Date;
  },
) {
  await db
    .update(payments)
    .set({ ...values, updatedAt: values.closedAt })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'open')));
}

/** Records that the provider takes no more money on a closed checkout (once). */
export async function markProviderClosed(db: Db, paymentId: number, at: Date) {
  await db
    .update(payments)
    .set({ providerClosedAt: at, updatedAt: at })
    .where(and(eq(payments.id, paymentId), isNull(payments.providerClosedAt)));
}

/**
 * Claims the payments due for a check with the provider — open ones, and canceled ones still to
 * expire there — and moves their next check later (doubling, at most an hour apart, and soon
 * after the checkout expires), in one statement. Rows another process is claiming are skipped
 * (FOR UPDATE SKIP LOCKED), so each check runs once.
 */
export async function claimPaymentsToReconcile(db: Db, now: Date, limit: number) {
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(checkoutMayTakeMoney, lte(payments.nextCheckAt, now)))
    .orderBy(asc(payments.nextCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  const at = sql`${now.toISOString()}::timestamptz`;
  const backoff = sql`least(120 * power(2, ${payments.checks}), 3600) * interval '1 second'`;
  return db
    .update(payments)
    .set({
      checks: sql`${payments.checks} + 1`,
      // Doubling from 2 minutes up to an hour; before the expiry, never later than just after it.
      nextCheckAt: sql`greatest(${at} + interval '1 minute', case when ${payments.expiresAt} > ${at} then least(${at} + ${backoff}, ${payments.expiresAt} + interval '1 minute') else ${at} + ${backoff} end)`,
    })
    .where(inArray(payments.id, due))
    .returning({
      id: payments.id,
      requestId: payments.requestId,
      status: payments.status,
      provider: payments.provider,
      providerRef: payments.providerRef,
      expiresAt: payments.expiresAt,
      createdAt: payments.createdAt,
    });
}

/** A payment as the tutors read it: with the name of the tutor who recorded its refund. */
function selectTutorPayments(db: Db) {
  return db
    .select({
      ...paymentColumns,
      refunder: columnsOf(users, ['name', 'surname', 'email']),
    })
    .from(payments)
    .leftJoin(users, eq(users.uid, payments.refundedByUid));
}

export type TutorPaymentRow = PaymentRow & {
  refunder: { name: string | null; surname: string | null; email: string | null } | null;
};

/** A request's payments, newest first (the tutor's request page). */
export async function listRequestPayments(db: Db, requestId: number) {
  const rows = await selectTutorPayments(db)
    .where(eq(payments.requestId, requestId))
    .orderBy(desc(payments.id));
  return rows as TutorPaymentRow[];
}

/** One payment as `listRequestPayments` reads it. */
export async function findTutorPayment(db: Db, paymentId: number) {
  const [row] = await selectTutorPayments(db).where(eq(payments.id, paymentId));
  return row as TutorPaymentRow | undefined;
}

/**
 * Records the refund of a payment to refund as made, by a tutor. The caller holds the payment's
 * lock and has checked it is owed; the condition keeps a second record from ever replacing one.
 */
export async function markPaymentRefunded(
  db: Db,
  paymentId: number,
  values: {
    refundedAt: Date;
    refundedByUid: string;
    refundNote: string | null;
    /** The amount given back, when the tutor corrected it (null: the whole; the caller checked it). */
    refundAmountCents?: number | null;
  },
) {
  await db
    .update(payments)
    .set({ ...values, updatedAt: values.refundedAt })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.refundRequired, true),
        isNull(payments.refundedAt),
      ),
    );
}

/** What the sandbox checkout page shows, by the checkout's reference. */
export async function findSandboxCheckout(db: Db, providerRef: string) {
  const [row] = await db
    .select({
      payment: paymentColumns,
      request: {
        id: requests.id,
        status: requests.status,
        businessLine: requests.businessLine,
        city: requests.city,
        province: requests.province,
      },
    })
    .from(payments)
    .innerJoin(requests, eq(requests.id, payments.requestId))
    .where(and(eq(payments.provider, 'sandbox'), eq(payments.providerRef, providerRef)));
  if (!row) return undefined;
  return {
    ...row,
    payment: row.payment as PaymentRow,
    request: { ...row.request, status: row.request.status },
  };
}
