import { and, asc, eq, inArray } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { caregiverSelections, caregivers } from '../../db/schema/caregivers';
import { b2bCompanies, services } from '../../db/schema/catalog';
import { accountEvents } from '../../db/schema/identity';
import { mailOutbox } from '../../db/schema/mail';
import { npsScores } from '../../db/schema/nps';
import { payments } from '../../db/schema/payments';
import { dependants, userAddresses } from '../../db/schema/people';
import { consentRecords } from '../../db/schema/privacy';
import { requestDependants, requestEvents, requestNotes, requests } from '../../db/schema/requests';
import { caregiverReviews } from '../../db/schema/reviews';
import { interviewAppointments, serviceRounds } from '../../db/schema/service-records';
import { users } from '../../db/schema/users';
import {
  addressPlaceColumns,
  columnsOf,
  reviewColumns,
  userCompanyColumns,
  userProfileColumns,
} from '../../db/selections';
import { ofRequests, ownedBy, requestIdsOf, type Whose } from './privacy.queries';

// Reads of the data export: every row of ONE customer (see privacy.queries.ts). Most tables are
// read the same way (some of their columns, the customer's rows, oldest first): `exportRead`
// says which columns and how a row names its customer, once per table.

/**
 * One table's read: the columns `keys`, the rows `whose(db, uid)` picks (the customer's own, or
 * those of the customer's requests), in the order of `orderBy`.
 */
function exportRead<T extends PgTable, const K extends keyof T['_']['columns'] & string>(
  table: T,
  keys: readonly K[],
  whose: Whose,
  orderBy: PgColumn[],
) {
  const columns = columnsOf(table, keys);
  return (db: Db, uid: string) =>
    db
      .select(columns)
      .from(table as PgTable)
      .where(whose(db, uid))
      .orderBy(...orderBy.map((column) => asc(column)));
}

export async function findProfile(db: Db, uid: string) {
  const [row] = await db
    .select({
      ...userProfileColumns,
      ...userCompanyColumns,
      ...columnsOf(users, ['createdAt', 'updatedAt', 'deletedAt']),
    })
    .from(users)
    .leftJoin(b2bCompanies, eq(b2bCompanies.id, users.b2bCompanyId))
    .where(eq(users.uid, uid))
    .limit(1);
  return row;
}

/** Every dependant, archived ones included (they are kept for the history of closed requests). */
export const listAllDependants = exportRead(
  dependants,
  ['id', 'name', 'birthDate', 'gender', 'handicap', 'type', 'createdAt', 'archivedAt'],
  ownedBy(dependants.userUid),
  [dependants.id],
);

export async function listAllAddresses(db: Db, uid: string) {
  return db
    .select({ id: userAddresses.id, ...addressPlaceColumns, createdAt: userAddresses.createdAt })
    .from(userAddresses)
    .where(eq(userAddresses.userUid, uid))
    .orderBy(asc(userAddresses.id));
}

export async function listAllRequests(db: Db, uid: string) {
  return db
    .select({
      ...columnsOf(requests, [
        'id',
        'status',
        'businessLine',
        'needs',
        'message',
        'languages',
        'street',
        'city',
        'province',
        'postalCode',
        'welfare',
        'schedule',
        'guaranteeRenewalOffAt',
      ]),
      ...userCompanyColumns,
      serviceId: services.id,
      serviceName: services.name,
      ...columnsOf(requests, ['requestDetail', 'source', 'contactDate', 'createdAt', 'updatedAt']),
    })
    .from(requests)
    .leftJoin(b2bCompanies, eq(b2bCompanies.id, requests.companyId))
    .leftJoin(services, eq(services.id, requests.serviceId))
    .where(eq(requests.customerUid, uid))
    .orderBy(asc(requests.id));
}

export const listRequestDependantLinks = exportRead(
  requestDependants,
  ['requestId', 'dependantId'],
  ofRequests(requestDependants.requestId),
  [requestDependants.requestId, requestDependants.dependantId],
);

export const listRequestHistory = exportRead(
  requestEvents,
  ['requestId', 'fromStatus', 'toStatus', 'actorRole', 'note', 'createdAt'],
  ofRequests(requestEvents.requestId),
  [requestEvents.requestId, requestEvents.id],
);

/** The family tutors' calls and notes about the customer's requests. */
export const listRequestNotesAbout = exportRead(
  requestNotes,
  ['requestId', 'kind', 'text', 'callBackAt', 'createdAt'],
  ofRequests(requestNotes.requestId),
  [requestNotes.requestId, requestNotes.id],
);

/** Each disabling and re-enabling of the account, oldest first. */
export const listAccountStatusHistory = exportRead(
  accountEvents,
  ['action', 'reason', 'actorUid', 'createdAt'],
  ownedBy(accountEvents.uid),
  [accountEvents.id],
);

/** The caregivers the customer was shown (published candidates and choices). */
export async function listShownCaregivers(db: Db, uid: string) {
  return db
    .select({
      requestId: caregiverSelections.requestId,
      ...columnsOf(caregivers, ['name', 'surname', 'type']),
      ...columnsOf(caregiverSelections, [
        'phase',
        'chosenAt',
        'acceptedAt',
        'endedAt',
        'endedReason',
      ]),
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

export const listInterviews = exportRead(
  interviewAppointments,
  ['requestId', 'scheduledAt', 'place', 'videoLink', 'notes'],
  ofRequests(interviewAppointments.requestId),
  [interviewAppointments.requestId, interviewAppointments.id],
);

export const listServiceRounds = exportRead(
  serviceRounds,
  [
    'requestId',
    'eventType',
    'caregiverName',
    'startDate',
    'endDate',
    'hoursWorked',
    'paymentStatus',
  ],
  ofRequests(serviceRounds.requestId),
  [serviceRounds.requestId, serviceRounds.startDate, serviceRounds.id],
);

export const listNpsScores = exportRead(
  npsScores,
  ['score', 'notes', 'email', 'createdAt'],
  ownedBy(npsScores.userUid),
  [npsScores.id],
);

/** The customer's reviews of caregivers, with the caregiver's name. */
export async function listCaregiverReviews(db: Db, uid: string) {
  return db
    .select({
      ...reviewColumns,
      ...columnsOf(caregivers, ['name', 'surname']),
    })
    .from(caregiverReviews)
    .innerJoin(caregivers, eq(caregivers.id, caregiverReviews.caregiverId))
    .where(eq(caregiverReviews.userUid, uid))
    .orderBy(asc(caregiverReviews.id));
}

export const listPayments = exportRead(
  payments,
  [
    'id',
    'requestId',
    'provider',
    'providerRef',
    'amountCents',
    'currency',
    'status',
    'lineItems',
    'failureReason',
    'refundRequired',
    'refundAmountCents',
    'refundedAt',
    'refundNote',
    'createdAt',
    'paidAt',
  ],
  ownedBy(payments.customerUid),
  [payments.id],
);

export const listConsents = exportRead(
  consentRecords,
  ['document', 'version', 'contentHash', 'source', 'requestId', 'acceptedAt'],
  ownedBy(consentRecords.userUid),
  [consentRecords.id],
);

/** Emails sent (or waiting to be sent) to these addresses. */
export async function listEmailsTo(db: Db, addresses: string[]) {
  if (addresses.length === 0) return [];
  return db
    .select(columnsOf(mailOutbox, ['subject', 'text', 'createdAt', 'sentAt']))
    .from(mailOutbox)
    .where(inArray(mailOutbox.to, addresses))
    .orderBy(asc(mailOutbox.id));
}
