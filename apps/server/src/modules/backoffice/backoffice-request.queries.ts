import { closedStatuses } from '@equilibrio/contract/enums';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { b2bCompanies, services } from '../../db/schema/catalog';
import { identityUsers } from '../../db/schema/identity';
import { dependants } from '../../db/schema/people';
import { requestDependants, requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import {
  columnsOf,
  openSubstitutionAskAt,
  requestPaidAt,
  requestPlaceColumns,
} from '../../db/selections';
import { customer, tutor } from './backoffice.queries';

/** Whose request it is (the customer's uid), or undefined when there is no such request. */
export async function findRequestCustomerUid(db: Db, requestId: number) {
  const [row] = await db
    .select({ customerUid: requests.customerUid })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row?.customerUid;
}

/** The request with its customer, company, linked service and assigned tutor. */
export async function findRequestForTutor(db: Db, requestId: number) {
  const [row] = await db
    .select({
      request: {
        id: requests.id,
        status: requests.status,
        statusBeforeStandBy: requests.statusBeforeStandBy,
        standByReason: requests.standByReason,
        standByResumeBy: requests.standByResumeBy,
        ...requestPlaceColumns,
        schedule: requests.schedule,
        source: requests.source,
        requestDetail: requests.requestDetail,
        quotedProducts: requests.quotedProducts,
        quoteSentAt: requests.quoteSentAt,
        paidAt: requestPaidAt,
        /** The family's substitution ask while it stands (the family page's one rule). */
        substitutionAskedAt: openSubstitutionAskAt,
        guaranteeRenewalOffAt: requests.guaranteeRenewalOffAt,
        contactDate: requests.contactDate,
        createdAt: requests.createdAt,
        updatedAt: requests.updatedAt,
        assignedTutorUid: requests.assignedTutorUid,
      },
      customer: {
        uid: customer.uid,
        name: customer.name,
        surname: customer.surname,
        email: customer.email,
        phone: customer.phone,
        contactPreference: customer.contactPreference,
        notificationPreference: customer.notificationPreference,
        deletedAt: customer.deletedAt,
      },
      company: { id: b2bCompanies.id, name: b2bCompanies.name },
      service: { id: services.id, name: services.name, customerType: services.customerType },
      tutor: { name: tutor.name, surname: tutor.surname, email: tutor.email },
    })
    .from(requests)
    .innerJoin(customer, eq(customer.uid, requests.customerUid))
    .leftJoin(b2bCompanies, eq(b2bCompanies.id, requests.companyId))
    .leftJoin(services, eq(services.id, requests.serviceId))
    .leftJoin(tutor, eq(tutor.uid, requests.assignedTutorUid))
    .where(eq(requests.id, requestId));
  return row;
}

/**
 * The customer's requests but `requestId`, by the account's uid (never by name): the open ones
 * first, then the most recent; at most `limit`.
 */
export async function listCustomerOtherRequests(
  db: Db,
  customerUid: string,
  requestId: number,
  limit: number,
) {
  return db
    .select({
      id: requests.id,
      status: requests.status,
      businessLine: requests.businessLine,
      needs: requests.needs,
      city: requests.city,
      province: requests.province,
    })
    .from(requests)
    .where(and(eq(requests.customerUid, customerUid), ne(requests.id, requestId)))
    .orderBy(
      sql`${inArray(requests.status, [...closedStatuses])}`,
      desc(requests.createdAt),
      desc(requests.id),
    )
    .limit(limit);
}

export async function listRequestDependants(db: Db, requestId: number) {
  return db
    .select(columnsOf(dependants, ['id', 'name', 'type', 'birthDate', 'gender', 'handicap']))
    .from(requestDependants)
    .innerJoin(dependants, eq(dependants.id, requestDependants.dependantId))
    .where(eq(requestDependants.requestId, requestId))
    .orderBy(asc(dependants.id));
}

/** Active family tutor accounts with their names. */
export async function listTutorAccounts(db: Db) {
  return db
    .select({
      uid: identityUsers.uid,
      email: identityUsers.email,
      name: users.name,
      surname: users.surname,
    })
    .from(identityUsers)
    .leftJoin(users, eq(users.uid, identityUsers.uid))
    .where(and(eq(identityUsers.role, 'tutor'), eq(identityUsers.disabled, false)))
    .orderBy(asc(users.surname), asc(identityUsers.email));
}
