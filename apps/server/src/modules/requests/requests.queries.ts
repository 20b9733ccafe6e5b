import { closedStatuses, type RequestStatus } from '@equilibrio/contract/enums';
import type { RequestDependant } from '@equilibrio/contract/requests';
import { statusesFamilyActsOn } from '@equilibrio/contract/status-display';
import { and, count, desc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { param, prepared } from '../../db/prepared';
import { caregiverSelections } from '../../db/schema/caregivers';
import { b2bCompanies, companyServices, services } from '../../db/schema/catalog';
import { payments } from '../../db/schema/payments';
import { dependants } from '../../db/schema/people';
import { requestDependants, requestEvents, requests } from '../../db/schema/requests';
import { interviewAppointments } from '../../db/schema/service-records';
import { users } from '../../db/schema/users';
import {
  currentInterviewFirst,
  openOtherProfilesAskAt,
  openSubstitutionAskAt,
  refundCents,
  refundMade,
  refundOwed,
  requestPaidAt,
  requestPlaceColumns,
  settledPayment,
  standByFamilyAnswered,
  standByWaitsForFamily,
  unpaidChoice,
  userContactColumns,
  welfareCompanyName,
} from '../../db/selections';

/**
 * The columns of a request as the API shows it, in one row: the customer's company and the
 * linked service by join, the dependant ids aggregated by a correlated sub-select on the
 * request_dependants primary key — so a page of requests is one query, never one per row.
 */
/** The request's assigned family tutor (a left join on `requests.assignedTutorUid`). */
const familyTutor = alias(users, 'family_tutor');
/** The move that closed a request, and the pause it was closed from, if it was. */
const closing = alias(requestEvents, 'closing');
const pausing = alias(requestEvents, 'pausing');

const requestColumns = {
  id: requests.id,
  customerUid: requests.customerUid,
  status: requests.status,
  ...requestPlaceColumns,
  schedule: requests.schedule,
  serviceId: services.id,
  serviceCustomerType: services.customerType,
  companyId: b2bCompanies.id,
  companyName: b2bCompanies.name,
  companyLogoUrl: b2bCompanies.logoUrl,
  welfareCompanyName,
  requestDetail: requests.requestDetail,
  quotedProducts: requests.quotedProducts,
  quoteSentAt: requests.quoteSentAt,
  statusBeforeStandBy: requests.statusBeforeStandBy,
  standByResumeBy: requests.standByResumeBy,
  standByWaitsForFamily,
  standByFamilyAnswered,
  /**
   * Once closed, the status its last closing move left — through a pause, the status it was
   * paused in: how far the request got (null while open).
   */
  statusBeforeClosing: sql<RequestStatus | null>`(
    select case when ${closing.fromStatus} = 'STAND BY' then (
      select ${pausing.fromStatus} from ${requestEvents} as "pausing"
      where ${pausing.requestId} = ${closing.requestId} and ${pausing.toStatus} = 'STAND BY'
        and ${pausing.id} < ${closing.id}
      order by ${pausing.id} desc limit 1
    ) else ${closing.fromStatus} end
    from ${requestEvents} as "closing"
    where ${closing.requestId} = ${requests.id}
      and ${inArray(requests.status, [...closedStatuses])}
      and ${inArray(closing.toStatus, [...closedStatuses])}
    order by ${closing.id} desc limit 1
  )`.as('status_before_closing'),
  contactDate: requests.contactDate,
  createdAt: requests.createdAt,
  updatedAt: requests.updatedAt,
  termsUpdatedAt: requests.termsUpdatedAt,
  dependantIds: sql<number[]>`coalesce((
    select array_agg(${requestDependants.dependantId} order by ${requestDependants.dependantId})
    from ${requestDependants}
    where ${requestDependants.requestId} = ${requests.id}
  ), '{}'::int[])`.as('dependant_ids'),
  /** Until when the caregiver the customer chose is held for the payment (one at most: a unique index). */
  holdExpiresAt: sql<Date | null>`(
    select ${caregiverSelections.holdExpiresAt} from ${caregiverSelections}
    where ${caregiverSelections.requestId} = ${requests.id} and ${unpaidChoice}
  )`
    .mapWith(caregiverSelections.holdExpiresAt)
    .as('hold_expires_at'),
  /**
   * While COLLOQUIO PRENOTATO: when the interview with the caregiver is — its latest appointment
   * (a move is a new row; one called off is removed), from the request's index, so a page of
   * requests stays one query.
   */
  interviewAt: sql<Date | null>`(
    select ${interviewAppointments.scheduledAt} from ${interviewAppointments}
    where ${interviewAppointments.requestId} = ${requests.id}
      and ${requests.status} = 'COLLOQUIO PRENOTATO'
    order by ${currentInterviewFirst} limit 1
  )`
    .mapWith(interviewAppointments.scheduledAt)
    .as('interview_at'),
  quoteAcceptedAt: sql<Date | null>`(
    select max(${requestEvents.createdAt}) from ${requestEvents}
    where ${requestEvents.requestId} = ${requests.id}
      and ${requestEvents.toStatus} = 'PREVENTIVO ACCETTATO'
  )`
    .mapWith(requestEvents.createdAt)
    .as('quote_accepted_at'),
  /** When the family paid for the selection, if ever (`requestPaidAt`). */
  paidAt: requestPaidAt.as('paid_at'),
  /** The family switched off the guarantee's renewal (its page's 'Garanzia NO PROBLEM'): when. */
  guaranteeRenewalOffAt: requests.guaranteeRenewalOffAt,
  /** What those payments came to, in cents: the request page's 'Pagamento'. */
  paidCents: sql<number | null>`(
    select sum(${payments.amountCents})::int from ${payments}
    where ${payments.requestId} = ${requests.id} and ${settledPayment}
  )`
    .mapWith((value) => (value === null ? null : Number(value)))
    .as('paid_cents'),
  /** The family's open ask to replace the caregiver at work (`openSubstitutionAskAt`): when. */
  substitutionAskedAt: openSubstitutionAskAt,
  /**
   * What the family is owed back: its payments to refund whose refund is not recorded yet, each
   * for the amount to give back (`refundCents`).
   */
  refundOwedCents: sql<number | null>`(
    select sum(${refundCents})::int from ${payments}
    where ${payments.requestId} = ${requests.id} and ${refundOwed}
  )`
    .mapWith((value) => (value === null ? null : Number(value)))
    .as('refund_owed_cents'),
  /** The refunds recorded as made: their sum, and when the latest was. */
  refundedCents: sql<number | null>`(
    select sum(${refundCents})::int from ${payments}
    where ${payments.requestId} = ${requests.id} and ${refundMade}
  )`
    .mapWith((value) => (value === null ? null : Number(value)))
    .as('refunded_cents'),
  /** What the payments refunded were (more than `refundedCents` when partly given back). */
  refundedPaidCents: sql<number | null>`(
    select sum(${payments.amountCents})::int from ${payments}
    where ${payments.requestId} = ${requests.id} and ${refundMade}
  )`
    .mapWith((value) => (value === null ? null : Number(value)))
    .as('refunded_paid_cents'),
  refundedAt: sql<Date | null>`(
    select max(${payments.refundedAt}) from ${payments}
    where ${payments.requestId} = ${requests.id} and ${refundMade}
  )`
    .mapWith(payments.refundedAt)
    .as('refunded_at'),
  // The family tutor's public fields only (issue 22 item 2): name, photo, and the contact the
  // service shows when the operator allows it (SHOW_TUTOR_CONTACTS, decided in the service).
  familyTutorUid: familyTutor.uid,
  familyTutorFirstName: familyTutor.name,
  familyTutorSurname: familyTutor.surname,
  familyTutorPhotoUrl: familyTutor.photoUrl,
  familyTutorPhone: familyTutor.phone,
  familyTutorEmail: familyTutor.email,
};

/**
 * A request's assistiti (its page, and its card on Home and the list): only the dependants of
 * the request's own customer, whatever a row of request_dependants says, archived ones included
 * (a deleted assistito stays in the requests that named it).
 */
const requestDependantsColumn = sql<RequestDependant[]>`coalesce((
    select json_agg(json_build_object(
      'id', ${dependants.id}, 'name', ${dependants.name}, 'birthDate', ${dependants.birthDate},
      'gender', ${dependants.gender}, 'type', ${dependants.type}
    ) order by ${dependants.id})
    from ${requestDependants}
    inner join ${dependants} on ${dependants.id} = ${requestDependants.dependantId}
    where ${requestDependants.requestId} = ${requests.id}
      and ${dependants.userUid} = ${requests.customerUid}
  ), '[]'::json)`.as('dependants');

const selectRequests = (db: Db) =>
  db
    .select({
      ...requestColumns,
      dependants: requestDependantsColumn,
      // The family's open ask for other profiles (only in INVIATO CV), read with the request.
      otherProfilesAskedAt: openOtherProfilesAskAt,
    })
    .from(requests)
    .innerJoin(users, eq(users.uid, requests.customerUid))
    .leftJoin(b2bCompanies, eq(b2bCompanies.id, users.b2bCompanyId))
    .leftJoin(services, eq(services.id, requests.serviceId))
    .leftJoin(familyTutor, eq(familyTutor.uid, requests.assignedTutorUid));

/** A request with its assistiti and the family's open ask for other profiles (`findOwnedRequest`). */
export type RequestRow = Awaited<ReturnType<typeof selectRequests>>[number];
/** A request of a page of the list: without the open ask for other profiles (its page's only). */
export type ListedRequestRow = Omit<RequestRow, 'otherProfilesAskedAt'>;

export type RequestFilter = {
  customerUid: string;
  /** Only these statuses (the list's filter). */
  statuses?: RequestStatus[];
  /** true: not closed; false: closed only. */
  active?: boolean;
  closedStatuses: readonly RequestStatus[];
};

/** The same customer's requests under another name, for the page's count sub-select. */
const counted = alias(requests, 'counted');

function filterWhere(filter: RequestFilter, table: typeof requests | typeof counted = requests) {
  const conditions: SQL[] = [eq(table.customerUid, filter.customerUid)];
  if (filter.statuses) conditions.push(inArray(table.status, filter.statuses));
  if (filter.active === true) conditions.push(notInArray(table.status, [...filter.closedStatuses]));
  if (filter.active === false) conditions.push(inArray(table.status, [...filter.closedStatuses]));
  return and(...conditions);
}

/**
 * One page of a customer's requests — first those waiting for the family (a quote to read,
 * profiles to choose, a payment: `statusesFamilyActsOn`), then the others still open, then the
 * closed ones, each newest first (a request closed yesterday does not push the one in progress to
 * the next page, nor does a newer one the quote waiting for an answer; Home's large card is the
 * first) — with
 * the number of all their matching
 * requests in the same query (an uncorrelated sub-select: evaluated once, from the index, only
 * for the page's rows' sake). A page past the end has no row to carry the total: `total` is
 * then null and the caller counts apart.
 * Without a status list the statement is a prepared one (the list and Home's active requests).
 */
export async function findRequestPage(
  db: Db,
  filter: RequestFilter & { limit: number; offset: number },
): Promise<{ rows: ListedRequestRow[]; total: number | null }> {
  const page = (handle: Db, pageFilter: RequestFilter) =>
    handle
      .select({
        ...requestColumns,
        // Whom each request is for, by name: the cards of Home and the list say it.
        dependants: requestDependantsColumn,
        total: sql<number>`(${handle
          .select({ total: count() })
          .from(counted)
          .where(filterWhere(pageFilter, counted))})`.mapWith(Number),
      })
      .from(requests)
      .innerJoin(users, eq(users.uid, requests.customerUid))
      .leftJoin(b2bCompanies, eq(b2bCompanies.id, users.b2bCompanyId))
      .leftJoin(services, eq(services.id, requests.serviceId))
      .leftJoin(familyTutor, eq(familyTutor.uid, requests.assignedTutorUid))
      .where(filterWhere(pageFilter))
      .orderBy(
        sql`${inArray(requests.status, [...pageFilter.closedStatuses])}`,
        sql`${notInArray(requests.status, statusesFamilyActsOn)}`,
        desc(requests.id),
      );
  const rows = filter.statuses
    ? await page(db, filter).limit(filter.limit).offset(filter.offset)
    : await prepared(db, `request_page_${filter.active ?? 'all'}`, (handle, name) =>
        page(handle, { ...filter, customerUid: param('uid') })
          .limit(param('limit'))
          .offset(param('offset'))
          .prepare(name),
      ).execute({ uid: filter.customerUid, limit: filter.limit, offset: filter.offset });
  return { rows, total: rows[0]?.total ?? (filter.offset === 0 ? 0 : null) };
}

export async function countRequests(db: Db, filter: RequestFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(requests).where(filterWhere(filter));
  return row?.total ?? 0;
}

/** A request of this customer, or undefined (also when it belongs to someone else). */
export async function findOwnedRequest(
  db: Db,
  params: { customerUid: string; id: number },
): Promise<RequestRow | undefined> {
  const [row] = await prepared(db, 'find_owned_request', (handle, name) =>
    selectRequests(handle)
      .where(and(eq(requests.id, param('id')), eq(requests.customerUid, param('uid'))))
      .prepare(name),
  ).execute({ id: params.id, uid: params.customerUid });
  return row;
}

export async function findRequestIdByIdempotencyKey(
  db: Db,
  params: { customerUid: string; key: string },
): Promise<number | undefined> {
  const [row] = await prepared(db, 'request_by_idempotency_key', (handle, name) =>
    handle
      .select({ id: requests.id })
      .from(requests)
      .where(and(eq(requests.customerUid, param('uid')), eq(requests.idempotencyKey, param('key'))))
      .prepare(name),
  ).execute({ uid: params.customerUid, key: params.key });
  return row?.id;
}

/** The customer's profile facts a request needs: who they are and their welfare company. */
export async function findCustomer(db: Db, uid: string) {
  const [row] = await prepared(db, 'find_customer', (handle, name) =>
    handle
      .select({ ...userContactColumns, companyId: users.b2bCompanyId })
      .from(users)
      .where(eq(users.uid, param('uid')))
      .prepare(name),
  ).execute({ uid });
  return row;
}

/** The business lines an active company offers through active services. */
export async function findCompanyBusinessLines(db: Db, companyId: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ businessLine: services.businessLine })
    .from(companyServices)
    .innerJoin(services, eq(services.id, companyServices.serviceId))
    .innerJoin(b2bCompanies, eq(b2bCompanies.id, companyServices.companyId))
    .where(
      and(
        eq(companyServices.companyId, companyId),
        eq(services.active, true),
        eq(b2bCompanies.active, true),
      ),
    );
  return rows.map((row) => row.businessLine);
}
