import { and, asc, eq, exists, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistanceMessages } from '../../db/schema/assistance';
import { caregiverSelections, caregivers } from '../../db/schema/caregivers';
import { b2bCompanies, services } from '../../db/schema/catalog';
import { accountEvents, identityUsers } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { npsScores } from '../../db/schema/nps';
import { payments } from '../../db/schema/payments';
import { dependants, userAddresses } from '../../db/schema/people';
import { consentRecords } from '../../db/schema/privacy';
import { requestDependants, requestEvents, requests } from '../../db/schema/requests';
import { interviewAppointments, serviceRounds } from '../../db/schema/service-records';
import { users } from '../../db/schema/users';

// Every query here reads or changes the rows of ONE customer: the `uid` scopes each of them
// (directly, or through the customer's requests). They serve the data export, the account
// erasure and the retention job, which by nature touch every table holding customer data.

/** The customer's requests, as a subquery (their ids). */
const requestIdsOf = (db: Db, uid: string) =>
  db.select({ id: requests.id }).from(requests).where(eq(requests.customerUid, uid));

// ── Export ───────────────────────────────────────────────────────────────────────────────────

export async function findProfile(db: Db, uid: string) {
  const [row] = await db
    .select({
      uid: users.uid,
      email: users.email,
      name: users.name,
      surname: users.surname,
      phone: users.phone,
      photoUrl: users.photoUrl,
      contactPreference: users.contactPreference,
      fiscalCode: users.fiscalCode,
      vatNumber: users.vatNumber,
      fiscalAddress: users.fiscalAddress,
      useDefaultAddress: users.useDefaultAddress,
      companyId: b2bCompanies.id,
      companyName: b2bCompanies.name,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .leftJoin(b2bCompanies, eq(b2bCompanies.id, users.b2bCompanyId))
    .where(eq(users.uid, uid))
    .limit(1);
  return row;
}

/** Every dependant, archived ones included (they are kept for the history of closed requests). */
export async function listAllDependants(db: Db, uid: string) {
  return db
    .select({
      id: dependants.id,
      name: dependants.name,
      birthDate: dependants.birthDate,
      gender: dependants.gender,
      handicap: dependants.handicap,
      type: dependants.type,
      createdAt: dependants.createdAt,
      archivedAt: dependants.archivedAt,
    })
    .from(dependants)
    .where(eq(dependants.userUid, uid))
    .orderBy(asc(dependants.id));
}

export async function listAllAddresses(db: Db, uid: string) {
  return db
    .select({
      id: userAddresses.id,
      street: userAddresses.street,
      city: userAddresses.city,
      province: userAddresses.province,
      postalCode: userAddresses.postalCode,
      latitude: userAddresses.latitude,
      longitude: userAddresses.longitude,
      isDefault: userAddresses.isDefault,
      createdAt: userAddresses.createdAt,
    })
    .from(userAddresses)
    .where(eq(userAddresses.userUid, uid))
    .orderBy(asc(userAddresses.id));
}

export async function listAllRequests(db: Db, uid: string) {
  return db
    .select({
      id: requests.id,
      status: requests.status,
      businessLine: requests.businessLine,
      needs: requests.needs,
      message: requests.message,
      languages: requests.languages,
      street: requests.street,
      city: requests.city,
      province: requests.province,
      postalCode: requests.postalCode,
      welfare: requests.welfare,
      companyId: b2bCompanies.id,
      companyName: b2bCompanies.name,
      serviceId: services.id,
      serviceName: services.name,
      requestDetail: requests.requestDetail,
      source: requests.source,
      contactDate: requests.contactDate,
      createdAt: requests.createdAt,
      updatedAt: requests.updatedAt,
    })
    .from(requests)
    .leftJoin(b2bCompanies, eq(b2bCompanies.id, requests.companyId))
    .leftJoin(services, eq(services.id, requests.serviceId))
    .where(eq(requests.customerUid, uid))
    .orderBy(asc(requests.id));
}

export async function listRequestDependantLinks(db: Db, uid: string) {
  return db
    .select({ requestId: requestDependants.requestId, dependantId: requestDependants.dependantId })
    .from(requestDependants)
    .where(inArray(requestDependants.requestId, requestIdsOf(db, uid)))
    .orderBy(asc(requestDependants.requestId), asc(requestDependants.dependantId));
}

export async function listRequestHistory(db: Db, uid: string) {
  return db
    .select({
      requestId: requestEvents.requestId,
      fromStatus: requestEvents.fromStatus,
      toStatus: requestEvents.toStatus,
      actorRole: requestEvents.actorRole,
      note: requestEvents.note,
      createdAt: requestEvents.createdAt,
    })
    .from(requestEvents)
    .where(inArray(requestEvents.requestId, requestIdsOf(db, uid)))
    .orderBy(asc(requestEvents.requestId), asc(requestEvents.id));
}

/** Each disabling and re-enabling of the account, oldest first. */
export async function listAccountStatusHistory(db: Db, uid: string) {
  return db
    .select({
      action: accountEvents.action,
      reason: accountEvents.reason,
      actorUid: accountEvents.actorUid,
      createdAt: accountEvents.createdAt,
    })
    .from(accountEvents)
    .where(eq(accountEvents.uid, uid))
    .orderBy(asc(accountEvents.id));
}

/** The caregivers the customer was shown (published candidates and choices). */
export async function listShownCaregivers(db: Db, uid: string) {
  return db
    .select({
      requestId: caregiverSelections.requestId,
      name: caregivers.name,
      surname: caregivers.surname,
      type: caregivers.type,
      phase: caregiverSelections.phase,
      chosenAt: caregiverSelections.chosenAt,
      acceptedAt: caregiverSelections.acceptedAt,
      endedAt: caregiverSelections.endedAt,
    })
    .from(caregiverSelections)
    .innerJoin(caregivers, eq(caregivers.id, caregiverSelections.caregiverId))
    .where(
      and(
        inArray(caregiverSelections.requestId, requestIdsOf(db, uid)),
        eq(caregiverSelections.published, true),
      ),
    )
    .orderBy(asc(caregiverSelections.requestId), asc(caregiverSelections.id));
}

export async function listInterviews(db: Db, uid: string) {
  return db
    .select({
      requestId: interviewAppointments.requestId,
      scheduledAt: interviewAppointments.scheduledAt,
      place: interviewAppointments.place,
      videoLink: interviewAppointments.videoLink,
      notes: interviewAppointments.notes,
    })
    .from(interviewAppointments)
    .where(inArray(interviewAppointments.requestId, requestIdsOf(db, uid)))
    .orderBy(asc(interviewAppointments.requestId), asc(interviewAppointments.id));
}

export async function listServiceRounds(db: Db, uid: string) {
  return db
    .select({
      requestId: serviceRounds.requestId,
      eventType: serviceRounds.eventType,
      caregiverName: serviceRounds.caregiverName,
      startDate: serviceRounds.startDate,
      endDate: serviceRounds.endDate,
      hoursWorked: serviceRounds.hoursWorked,
      paymentStatus: serviceRounds.paymentStatus,
    })
    .from(serviceRounds)
    .where(inArray(serviceRounds.requestId, requestIdsOf(db, uid)))
    .orderBy(asc(serviceRounds.requestId), asc(serviceRounds.startDate), asc(serviceRounds.id));
}

export async function listAssistance(db: Db, uid: string) {
  return db
    .select({
      requestId: assistanceMessages.requestId,
      type: assistanceMessages.type,
      message: assistanceMessages.message,
      createdAt: assistanceMessages.createdAt,
      handledAt: assistanceMessages.handledAt,
    })
    .from(assistanceMessages)
    .where(eq(assistanceMessages.userUid, uid))
    .orderBy(asc(assistanceMessages.id));
}

export async function listNpsScores(db: Db, uid: string) {
  return db
    .select({
      score: npsScores.score,
      notes: npsScores.notes,
      email: npsScores.email,
      createdAt: npsScores.createdAt,
    })
    .from(npsScores)
    .where(eq(npsScores.userUid, uid))
    .orderBy(asc(npsScores.id));
}

export async function listPayments(db: Db, uid: string) {
  return db
    .select({
      id: payments.id,
      requestId: payments.requestId,
      provider: payments.provider,
      providerRef: payments.providerRef,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      lineItems: payments.lineItems,
      failureReason: payments.failureReason,
      refundRequired: payments.refundRequired,
      createdAt: payments.createdAt,
      paidAt: payments.paidAt,
    })
    .from(payments)
    .where(eq(payments.customerUid, uid))
    .orderBy(asc(payments.id));
}

export async function listConsents(db: Db, uid: string) {
  return db
    .select({
      document: consentRecords.document,
      version: consentRecords.version,
      contentHash: consentRecords.contentHash,
      source: consentRecords.source,
      requestId: consentRecords.requestId,
      acceptedAt: consentRecords.acceptedAt,
    })
    .from(consentRecords)
    .where(eq(consentRecords.userUid, uid))
    .orderBy(asc(consentRecords.id));
}

/** Emails sent (or waiting to be sent) to these addresses. */
export async function listEmailsTo(db: Db, addresses: string[]) {
  if (addresses.length === 0) return [];
  return db
    .select({
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, addresses))
    .orderBy(asc(mailOutbox.id));
}

// ── Erasure ──────────────────────────────────────────────────────────────────────────────────

/** Locks the profile row: erasures of one account and its personal-area writes never interleave. */
export async function lockProfile(db: Db, uid: string) {
  const [row] = await db
    .select({ uid: users.uid, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.uid, uid))
    .for('update');
  return row;
}

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

/** The checkout of the customer still open at the payment provider, if any. */
export async function findOpenPayment(db: Db, uid: string) {
  const [row] = await db
    .select({ id: payments.id, requestId: payments.requestId })
    .from(payments)
    .where(and(eq(payments.customerUid, uid), eq(payments.status, 'open')))
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

export async function deleteRequestDependantLinks(db: Db, uid: string) {
  await db
    .delete(requestDependants)
    .where(inArray(requestDependants.requestId, requestIdsOf(db, uid)));
}

export async function deleteDependantsOf(db: Db, uid: string) {
  await db.delete(dependants).where(eq(dependants.userUid, uid));
}

export async function deleteAddressesOf(db: Db, uid: string) {
  await db.delete(userAddresses).where(eq(userAddresses.userUid, uid));
}

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
      idempotencyKey: null,
      requestDetail: sql`case when ${requests.requestDetail} is null then null else (select coalesce(jsonb_object_agg(entry.key, entry.value), '{}'::jsonb) from jsonb_each(${requests.requestDetail}) as entry where entry.key in (${kept})) end`,
      updatedAt: now,
    })
    .where(eq(requests.customerUid, uid));
}

export async function deleteInterviewsOf(db: Db, uid: string) {
  await db
    .delete(interviewAppointments)
    .where(inArray(interviewAppointments.requestId, requestIdsOf(db, uid)));
}

export async function deleteAssistanceOf(db: Db, uid: string) {
  await db.delete(assistanceMessages).where(eq(assistanceMessages.userUid, uid));
}

/** The scores stay for the statistics; the email and the free-text suggestions go. */
export async function anonymiseNpsScoresOf(db: Db, uid: string) {
  await db.update(npsScores).set({ email: null, notes: null }).where(eq(npsScores.userUid, uid));
}

/** The checkout links die with the account (the sandbox page is authorised by its link). */
export async function anonymisePaymentsOf(db: Db, uid: string, now: Date) {
  await db
    .update(payments)
    .set({ checkoutUrl: null, updatedAt: now })
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

// ── Retention ────────────────────────────────────────────────────────────────────────────────

/**
 * One anonymous account (never completed with a password) inactive since before `inactiveSince`,
 * locked with SKIP LOCKED so several processes share the work and each account is handled once.
 * Accounts with a checkout open or a caregiver held are skipped until that is over.
 */
export async function claimAbandonedAnonymousAccount(db: Db, inactiveSince: Date) {
  const [row] = await db
    .select({ uid: identityUsers.uid })
    .from(identityUsers)
    .where(
      and(
        isNull(identityUsers.passwordHash),
        eq(identityUsers.role, 'customer'),
        lt(identityUsers.lastRefreshAt, inactiveSince),
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(payments)
            .where(and(eq(payments.customerUid, identityUsers.uid), eq(payments.status, 'open'))),
        )}`,
        sql`not ${exists(
          db
            .select({ one: sql`1` })
            .from(requests)
            .where(
              and(eq(requests.customerUid, identityUsers.uid), eq(requests.status, 'DA PAGARE')),
            ),
        )}`,
      ),
    )
    .orderBy(asc(identityUsers.lastRefreshAt))
    .limit(1)
    .for('update', { of: identityUsers, skipLocked: true });
  return row;
}

/**
 * Deletes the customer's requests with everything hanging from them (history, selections,
 * rounds, interviews, assistance, links to dependants: foreign keys cascade; consents lose the
 * request), then the profile with its dependants, addresses, assistance and consents.
 * Only for accounts without payments (payments are kept by law and point at both).
 */
export async function purgeCustomer(db: Db, uid: string) {
  await db.delete(requests).where(eq(requests.customerUid, uid));
  await db.delete(users).where(eq(users.uid, uid));
}
