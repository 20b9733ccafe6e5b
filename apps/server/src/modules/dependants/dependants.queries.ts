import { closedStatuses } from '@equilibrio/contract/enums';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockRow } from '../../db/locks';
import { dependants } from '../../db/schema/people';
import { requestDependants, requests } from '../../db/schema/requests';

const columns = {
  id: dependants.id,
  userUID: dependants.userUid,
  name: dependants.name,
  birthDate: dependants.birthDate,
  gender: dependants.gender,
  handicap: dependants.handicap,
  type: dependants.type,
};

export type DependantRow = {
  id: number;
  userUID: string;
  name: string;
  birthDate: string;
  gender: string;
  handicap: boolean;
  type: string;
};

export type DependantValues = {
  name: string;
  birthDate: string;
  gender: string;
  handicap: boolean;
  type: string;
};

const ownedLive = (uid: string, id: number) =>
  and(eq(dependants.id, id), eq(dependants.userUid, uid), isNull(dependants.archivedAt));

export async function listDependantsByOwner(db: Db, uid: string): Promise<DependantRow[]> {
  return db
    .select(columns)
    .from(dependants)
    .where(and(eq(dependants.userUid, uid), isNull(dependants.archivedAt)))
    .orderBy(asc(dependants.id));
}

export async function findOwnedDependantIds(db: Db, uid: string, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: dependants.id })
    .from(dependants)
    .where(
      and(eq(dependants.userUid, uid), inArray(dependants.id, ids), isNull(dependants.archivedAt)),
    );
  return rows.map((row) => row.id);
}

/** The dependant, locked for the rest of the transaction (delete vs. a request using it). */
export const lockOwnedDependant = (db: Db, uid: string, id: number) =>
  lockRow(db, dependants, { id: dependants.id }, ownedLive(uid, id));

export async function insertDependant(
  db: Db,
  values: DependantValues & { userUid: string; createdAt: Date },
): Promise<DependantRow> {
  const [row] = await db
    .insert(dependants)
    .values({ ...values, updatedAt: values.createdAt })
    .returning(columns);
  return row!;
}

export async function updateDependant(
  db: Db,
  uid: string,
  id: number,
  values: DependantValues & { updatedAt: Date },
): Promise<DependantRow | undefined> {
  const [row] = await db
    .update(dependants)
    .set(values)
    .where(ownedLive(uid, id))
    .returning(columns);
  return row;
}

export async function deleteDependant(db: Db, uid: string, id: number) {
  await db.delete(dependants).where(ownedLive(uid, id));
}

export async function archiveDependant(db: Db, uid: string, id: number, at: Date) {
  await db.update(dependants).set({ archivedAt: at, updatedAt: at }).where(ownedLive(uid, id));
}

/** The requests naming this dependant, split into open and closed ones. */
export async function findRequestsOfDependant(db: Db, id: number) {
  const rows = await db
    .select({ id: requests.id, status: requests.status })
    .from(requestDependants)
    .innerJoin(requests, eq(requests.id, requestDependants.requestId))
    .where(eq(requestDependants.dependantId, id))
    .orderBy(asc(requests.id));
  const closed = new Set<string>(closedStatuses);
  return {
    open: rows.filter((r) => !closed.has(r.status)).map((r) => r.id),
    closed: rows.filter((r) => closed.has(r.status)).map((r) => r.id),
  };
}
