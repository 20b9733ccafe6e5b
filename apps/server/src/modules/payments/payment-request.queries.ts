// A request as the payments read it: the checkout's facts, its costs' terms, the held choice, when it was paid, its guarantee's renewal.
import { familyServiceName, type RequestStatus } from '@equilibrio/contract/enums';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caregiverSelections, caregivers } from '../../db/schema/caregivers';
import { requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { paidAtOf, pendingChoiceOf } from '../../db/selections';

/** The request's data a checkout needs, read before the transaction (prices come from it). */
export async function findRequestForCheckout(db: Db, requestId: number, customerUid: string) {
  const [row] = await db
    .select({
      id: requests.id,
      status: requests.status,
      serviceId: requests.serviceId,
      province: requests.province,
      quotedProducts: requests.quotedProducts,
      businessLine: requests.businessLine,
      customerEmail: users.email,
    })
    .from(requests)
    .innerJoin(users, eq(users.uid, requests.customerUid))
    .where(and(eq(requests.id, requestId), eq(requests.customerUid, customerUid)));
  return row ? { ...row, status: row.status } : undefined;
}

/** What a request's costs are computed from: its service, province and quote's terms. */
export async function findRequestCostTerms(db: Db, requestId: number) {
  const [row] = await db
    .select({
      serviceId: requests.serviceId,
      businessLine: requests.businessLine,
      province: requests.province,
      quotedProducts: requests.quotedProducts,
      requestDetail: requests.requestDetail,
    })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row;
}

/**
 * The name the family reads for the service of its request, when a quote linked one (the
 * receipt mentions it): `familyServiceName`, not the catalogue's.
 */
export async function findServiceNameOfRequest(db: Db, requestId: number) {
  const [row] = await db
    .select({ businessLine: requests.businessLine, serviceId: requests.serviceId })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row?.serviceId ? familyServiceName(row.businessLine) : null;
}

/** The customer's held, unpaid choice of a request (caregiver and hold deadline), if any. */
export async function findHeldChoice(db: Db, requestId: number) {
  const [row] = await db
    .select({
      holdExpiresAt: caregiverSelections.holdExpiresAt,
      name: caregivers.name,
      surname: caregivers.surname,
    })
    .from(caregiverSelections)
    .innerJoin(caregivers, eq(caregivers.id, caregiverSelections.caregiverId))
    .where(pendingChoiceOf(requestId));
  return row;
}

/** When the family paid for the request, if ever (`paidAtOf`, as the request's `paidAt`). */
export async function findRequestPaidAt(db: Db, requestId: number) {
  const [row] = await db
    .select({ paidAt: paidAtOf(requestId) })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row?.paidAt ?? null;
}

export async function findRequestStatuses(db: Db, requestIds: number[]) {
  if (requestIds.length === 0) return new Map<number, RequestStatus>();
  const rows = await db
    .select({ id: requests.id, status: requests.status })
    .from(requests)
    .where(inArray(requests.id, requestIds));
  return new Map(rows.map((row) => [row.id, row.status]));
}

/** When the family switched off the guarantee's renewal (null: it renews). Lock the request first. */
export async function findGuaranteeRenewalOffAt(db: Db, requestId: number) {
  const [row] = await db
    .select({ offAt: requests.guaranteeRenewalOffAt })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row?.offAt ?? null;
}

/** Switches the guarantee's renewal off (`offAt`, the moment) or on again (null). */
export async function setGuaranteeRenewalOffAt(db: Db, requestId: number, offAt: Date | null) {
  await db.update(requests).set({ guaranteeRenewalOffAt: offAt }).where(eq(requests.id, requestId));
}
