import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { assistanceMessages } from '../../db/schema/assistance';
import { caregiverSelections, caregivers } from '../../db/schema/caregivers';
import { b2bCompanies, services } from '../../db/schema/catalog';
import { accountEvents } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { npsScores } from '../../db/schema/nps';
import { payments } from '../../db/schema/payments';
import { dependants, userAddresses } from '../../db/schema/people';
import { consentRecords } from '../../db/schema/privacy';
import { requestDependants, requestEvents, requests } from '../../db/schema/requests';
import { interviewAppointments, serviceRounds } from '../../db/schema/service-records';
import { users } from '../../db/schema/users';
import { addressPlaceColumns, userCompanyColumns, userProfileColumns } from '../../db/selections';
import { requestIdsOf } from './privacy.queries';

// Reads of the data export: every row of ONE customer (see privacy.queries.ts).

// ── Export ───────────────────────────────────────────────────────────────────────────────────

export async function findProfile(db: Db, uid: string) {
  const [row] = await db
    .select({
      ...userProfileColumns,
      ...userCompanyColumns,
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
      ...addressPlaceColumns,
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
      schedule: requests.schedule,
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
