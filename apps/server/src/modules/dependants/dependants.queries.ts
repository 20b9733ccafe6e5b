import { type BusinessLine, closedStatuses } from '@equilibrio/contract/enums';
import { and, asc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ownedItems } from '../../db/owned-items';
import { dependants } from '../../db/schema/people';
import { requestDependants, requests } from '../../db/schema/requests';

/**
 * The customer's dependants: list, lock, insert, update and delete act on their own only, and
 * never on an archived one (it has left their lists).
 */
export const dependantItems = ownedItems(
  dependants,
  {
    id: dependants.id,
    userUID: dependants.userUid,
    name: dependants.name,
    birthDate: dependants.birthDate,
    gender: dependants.gender,
    handicap: dependants.handicap,
    type: dependants.type,
  },
  isNull(dependants.archivedAt),
);

export const archiveDependant = (db: Db, uid: string, id: number, at: Date) =>
  dependantItems.update(db, uid, id, { archivedAt: at, updatedAt: at });

/** The requests naming this dependant, split into open and closed ones. */
export async function findRequestsOfDependant(db: Db, id: number) {
  const rows = await db
    .select({ id: requests.id, status: requests.status, businessLine: requests.businessLine })
    .from(requestDependants)
    .innerJoin(requests, eq(requests.id, requestDependants.requestId))
    .where(eq(requestDependants.dependantId, id))
    .orderBy(asc(requests.id));
  const closed = new Set<string>(closedStatuses);
  return {
    open: rows.filter((r) => !closed.has(r.status)).map((r) => r.id),
    /** The open ones with their service (who it is for). */
    openLines: rows
      .filter((r) => !closed.has(r.status))
      .map((r) => ({ id: r.id, businessLine: r.businessLine as BusinessLine })),
    closed: rows.filter((r) => closed.has(r.status)).map((r) => r.id),
  };
}

/** For each of these dependants, the open requests naming them (one query for a whole list). */
export async function openRequestsOfDependants(db: Db, ids: number[]) {
  const open = new Map<number, number[]>();
  if (ids.length === 0) return open;
  const rows = await db
    .select({ dependantId: requestDependants.dependantId, id: requests.id })
    .from(requestDependants)
    .innerJoin(requests, eq(requests.id, requestDependants.requestId))
    .where(
      and(
        inArray(requestDependants.dependantId, ids),
        notInArray(requests.status, [...closedStatuses]),
      ),
    )
    .orderBy(asc(requests.id));
  for (const row of rows) open.set(row.dependantId, [...(open.get(row.dependantId) ?? []), row.id]);
  return open;
}
