import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { lockRow } from '../../db/locks';
import { assistanceMessages } from '../../db/schema/assistance';
import { mailOutbox } from '../../db/schema/mail';
import { npsScores } from '../../db/schema/nps';
import { payments } from '../../db/schema/payments';
import { dependants, userAddresses } from '../../db/schema/people';
import { requestDependants, requestEvents, requestNotes, requests } from '../../db/schema/requests';
import { caregiverReviews } from '../../db/schema/reviews';
import { interviewAppointments } from '../../db/schema/service-records';
import { users } from '../../db/schema/users';
import { checkoutMayTakeMoney } from '../../db/selections';
import { ofRequests, ownedBy, requestIdsOf, type Whose } from './privacy.queries';

// Changes of the account erasure: the rows of ONE customer (see privacy.queries.ts).

// ── Erasure ──────────────────────────────────────────────────────────────────────────────────

/**
 * Locks the profile row: erasures of one account and its personal-area writes never interleave.
 * With its welfare programme (what a hand-over reads of the account it locks).
 */
export const lockProfile = (db: Db, uid: string) =>
  lockRow(
    db,
    users,
    { uid: users.uid, deletedAt: users.deletedAt, b2bCompanyId: users.b2bCompanyId },
    eq(users.uid, uid),
  );

/**
 * Locks every request of the customer (a payment or a caregiver choice racing the erasure waits
 * and then finds the request closed) and answers their ids and statuses.
 */
export async function lockRequestsOf(db: Db, uid: string) {
  return db
    .select({ id: requests.id, status: requests.status })
    .from(requests)
    .where(eq(requests.customerUid, uid))
    .orderBy(asc(requests.id))
    .for('update');
}

/**
 * A checkout of the customer that may still take money at the payment provider (open, or closed
 * here and not yet expired there), if any.
 */
export async function findOpenPayment(db: Db, uid: string) {
  const [row] = await db
    .select({ id: payments.id, requestId: payments.requestId, status: payments.status })
    .from(payments)
    .where(and(eq(payments.customerUid, uid), checkoutMayTakeMoney))
    .limit(1);
  return row;
}

export async function countPayments(db: Db, uid: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.customerUid, uid));
  return row?.count ?? 0;
}

export async function clearRequestEventNotes(db: Db, uid: string) {
  await db
    .update(requestEvents)
    .set({ note: null })
    .where(inArray(requestEvents.requestId, requestIdsOf(db, uid)));
}

/** Deletes the customer's rows of one table (`whose`: see privacy.queries.ts). */
const deleteRows = (table: PgTable, whose: Whose) => async (db: Db, uid: string) => {
  await db.delete(table).where(whose(db, uid));
};

export const deleteRequestNotesAbout = deleteRows(requestNotes, ofRequests(requestNotes.requestId));

export const deleteRequestDependantLinks = deleteRows(
  requestDependants,
  ofRequests(requestDependants.requestId),
);
export const deleteDependantsOf = deleteRows(dependants, ownedBy(dependants.userUid));
export const deleteAddressesOf = deleteRows(userAddresses, ownedBy(userAddresses.userUid));

/**
 * The quote keys kept on an erased customer's request: the commercial terms its payments were
 * computed from. Everything else (children, animals, health-related service flags, languages,
 * experience) describes the family and goes.
 */
export const keptQuoteKeys = [
  'serviceStart',
  'serviceEnd',
  'contract',
  'netHourCost',
  'packageFlatCost',
  'taxisitter',
] as const;

/** Free texts, address snapshots and the family's quote details of every request go. */
export async function anonymiseRequestsOf(db: Db, uid: string, now: Date) {
  const kept = sql.raw(keptQuoteKeys.map((key) => `'${key}'`).join(', '));
  await db
    .update(requests)
    .set({
      message: null,
      street: null,
      city: null,
      postalCode: null,
      addressId: null,
      schedule: null,
      idempotencyKey: null,
      requestDetail: sql`case when ${requests.requestDetail} is null then null else (select coalesce(jsonb_object_agg(entry.key, entry.value), '{}'::jsonb) from jsonb_each(${requests.requestDetail}) as entry where entry.key in (${kept})) end`,
      updatedAt: now,
    })
    .where(eq(requests.customerUid, uid));
}

export const deleteInterviewsOf = deleteRows(
  interviewAppointments,
  ofRequests(interviewAppointments.requestId),
);
/** The stored attachments of the account's conversations (deleted once the erasure commits). */
export async function assistanceAttachmentsOf(db: Db, uid: string) {
  const rows = await db
    .select({ key: assistanceMessages.attachmentKey })
    .from(assistanceMessages)
    .where(and(eq(assistanceMessages.userUid, uid), isNotNull(assistanceMessages.attachmentKey)));
  return rows.map((row) => row.key);
}

export const deleteAssistanceOf = deleteRows(
  assistanceMessages,
  ownedBy(assistanceMessages.userUid),
);
/** The family's reviews of caregivers (see the data registry: they go with the account). */
export const deleteCaregiverReviewsOf = deleteRows(
  caregiverReviews,
  ownedBy(caregiverReviews.userUid),
);

/** The scores stay for the statistics; the email and the free-text suggestions go. */
export async function anonymiseNpsScoresOf(db: Db, uid: string) {
  await db.update(npsScores).set({ email: null, notes: null }).where(eq(npsScores.userUid, uid));
}

/**
 * The checkout links die with the account (the sandbox page is authorised by its link), and so do
 * the tutors' notes on refunds (free text that may describe the family); when it was refunded stays.
 */
export async function anonymisePaymentsOf(db: Db, uid: string, now: Date) {
  await db
    .update(payments)
    .set({ checkoutUrl: null, refundNote: null, updatedAt: now })
    .where(eq(payments.customerUid, uid));
}

/**
 * Deletes the emails to these addresses and every email whose subject or text mentions one of
 * the identifiers (the tutors' notifications name the customer). Case-insensitive.
 */
export async function deleteEmailsAbout(db: Db, addresses: string[], identifiers: string[]) {
  const mentions = identifiers.map(
    (value) =>
      sql`(strpos(lower(${mailOutbox.subject}), ${value.toLowerCase()}) > 0 or strpos(lower(${mailOutbox.text}), ${value.toLowerCase()}) > 0)`,
  );
  const conditions = [
    ...(addresses.length > 0 ? [inArray(mailOutbox.to, addresses)] : []),
    ...mentions,
  ];
  if (conditions.length === 0) return;
  await db.delete(mailOutbox).where(or(...conditions));
}

/** The profile stays (requests and payments point at it), emptied of every personal field. */
export async function anonymiseProfile(db: Db, uid: string, now: Date) {
  await db
    .update(users)
    .set({
      email: null,
      name: null,
      surname: null,
      phone: null,
      photoUrl: null,
      contactPreference: null,
      fiscalCode: null,
      vatNumber: null,
      fiscalAddress: null,
      useDefaultAddress: false,
      b2bCompanyId: null,
      deletedAt: now,
      updatedAt: now,
    })
    .where(eq(users.uid, uid));
}
