import type {
  ApplicationListQuery,
  ApplicationStatus,
} from '@equilibrio/contract/caregiver-applications';
import type { CaregiverCheckInput } from '@equilibrio/contract/caregiver-checks';
import { and, arrayContains, asc, count, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { lockRow } from '../../db/locks';
import {
  caregiverApplications,
  caregiverChecks,
  caregiverSelections,
  caregivers,
} from '../../db/schema/caregivers';
import { users } from '../../db/schema/users';
import { contains, containsPattern, fullNameContains } from '../../db/search';
import { caregiverPlaceColumns } from '../../db/selections';

export type ApplicationRow = typeof caregiverApplications.$inferSelect;
export type NewApplication = typeof caregiverApplications.$inferInsert;

export async function insertApplication(db: Db, values: NewApplication) {
  const [row] = await db.insert(caregiverApplications).values(values).returning();
  return row as ApplicationRow;
}

export async function findApplicationRow(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(caregiverApplications)
    .where(eq(caregiverApplications.id, id));
  return row;
}

export const lockApplication = (db: Db, id: number) =>
  lockRow(
    db,
    caregiverApplications,
    { id: caregiverApplications.id, status: caregiverApplications.status },
    eq(caregiverApplications.id, id),
  );

export async function updateApplication(db: Db, id: number, values: Partial<NewApplication>) {
  const [row] = await db
    .update(caregiverApplications)
    .set(values)
    .where(eq(caregiverApplications.id, id))
    .returning();
  return row as ApplicationRow;
}

export async function deleteApplicationRow(db: Db, id: number) {
  const rows = await db
    .delete(caregiverApplications)
    .where(eq(caregiverApplications.id, id))
    .returning({
      photoPath: caregiverApplications.photoPath,
      cvPath: caregiverApplications.cvPath,
    });
  return rows[0];
}

/**
 * The kinds of check recorded on an application so far; once accepted, its checks are the
 * caregiver's (acceptance moves them there), and the list reads them there.
 */
const checkKindsOf = sql<string[]>`coalesce((
  select array_agg(distinct application_check.kind)
  from ${caregiverChecks} application_check
  where application_check.application_id = ${sql.raw('"caregiver_applications"."id"')}
    or application_check.caregiver_id = ${sql.raw('"caregiver_applications"."caregiver_id"')}
), '{}'::text[])`;

export async function listApplicationRows(db: Db, query: ApplicationListQuery) {
  const term = query.q ? containsPattern(query.q) : undefined;
  const filters = and(
    query.type ? arrayContains(caregiverApplications.types, [query.type]) : undefined,
    term
      ? or(
          fullNameContains(caregiverApplications.name, caregiverApplications.surname, term),
          contains(caregiverApplications.email, term),
        )
      : undefined,
  );
  const where = and(
    filters,
    query.status ? eq(caregiverApplications.status, query.status) : undefined,
  );
  const [rows, [total], counts] = await Promise.all([
    db
      .select({ ...applicationListColumns, checkKinds: checkKindsOf })
      .from(caregiverApplications)
      .where(where)
      // Newest first: the inbox is read as it fills.
      .orderBy(desc(caregiverApplications.createdAt), desc(caregiverApplications.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ count: count() }).from(caregiverApplications).where(where),
    db
      .select({ status: caregiverApplications.status, count: count() })
      .from(caregiverApplications)
      .where(filters)
      .groupBy(caregiverApplications.status),
  ]);
  return { rows, total: total?.count ?? 0, counts };
}

const applicationListColumns = {
  id: caregiverApplications.id,
  name: caregiverApplications.name,
  surname: caregiverApplications.surname,
  email: caregiverApplications.email,
  comune: caregiverApplications.comune,
  types: caregiverApplications.types,
  status: caregiverApplications.status,
  createdAt: caregiverApplications.createdAt,
};

/** The applications of an address (any letter case), oldest first. */
export const applicationsByEmail = (db: Db, email: string) =>
  db
    .select()
    .from(caregiverApplications)
    .where(sql`lower(${caregiverApplications.email}) = lower(${email})`)
    .orderBy(asc(caregiverApplications.id));

export const applicationsOfCaregiver = (db: Db, caregiverId: number) =>
  db
    .select()
    .from(caregiverApplications)
    .where(eq(caregiverApplications.caregiverId, caregiverId))
    .orderBy(asc(caregiverApplications.id));

/** One declined application decided before `before`, locked (FOR UPDATE SKIP LOCKED). */
export async function claimExpiredDeclined(db: Db, before: Date) {
  const [row] = await db
    .select({ id: caregiverApplications.id })
    .from(caregiverApplications)
    .where(
      and(
        eq(caregiverApplications.status, 'DECLINED' satisfies ApplicationStatus),
        lt(caregiverApplications.decidedAt, before),
      ),
    )
    .orderBy(asc(caregiverApplications.decidedAt))
    .limit(1)
    .for('update', { skipLocked: true });
  return row;
}

// ── Checks ──────────────────────────────────────────────────────────────────────────────────

export type CheckOwner = { applicationId: number } | { caregiverId: number };

const ownedBy = (owner: CheckOwner) =>
  'applicationId' in owner
    ? eq(caregiverChecks.applicationId, owner.applicationId)
    : eq(caregiverChecks.caregiverId, owner.caregiverId);

export async function insertCheck(
  db: Db,
  owner: CheckOwner,
  input: CaregiverCheckInput & { tutorUid: string; createdAt: Date },
) {
  const [row] = await db
    .insert(caregiverChecks)
    .values({ ...owner, ...input, updatedAt: input.createdAt })
    .returning({ id: caregiverChecks.id });
  return row!.id;
}

/** The checks of an application or a caregiver, with the tutor's name, in the order made. */
export const listCheckRows = (db: Db, owner: CheckOwner) =>
  db
    .select({
      id: caregiverChecks.id,
      kind: caregiverChecks.kind,
      checkedOn: caregiverChecks.checkedOn,
      reference: caregiverChecks.reference,
      notes: caregiverChecks.notes,
      tutorUid: caregiverChecks.tutorUid,
      tutorName: users.name,
      tutorSurname: users.surname,
      createdAt: caregiverChecks.createdAt,
    })
    .from(caregiverChecks)
    .leftJoin(users, eq(users.uid, caregiverChecks.tutorUid))
    .where(ownedBy(owner))
    .orderBy(asc(caregiverChecks.checkedOn), asc(caregiverChecks.id));

/** Every column of the checks of an application or a caregiver (the data export). */
export const exportCheckRows = (db: Db, owner: CheckOwner) =>
  db.select().from(caregiverChecks).where(ownedBy(owner)).orderBy(asc(caregiverChecks.id));

export async function deleteCheck(db: Db, owner: CheckOwner, checkId: number) {
  const rows = await db
    .delete(caregiverChecks)
    .where(and(ownedBy(owner), eq(caregiverChecks.id, checkId)))
    .returning({ id: caregiverChecks.id });
  return rows.length > 0;
}

export const deleteChecksOf = (db: Db, owner: CheckOwner) =>
  db.delete(caregiverChecks).where(ownedBy(owner));

/** Accepting an application: its checks become the caregiver's. */
export const moveChecksToCaregiver = (db: Db, applicationId: number, caregiverId: number) =>
  db
    .update(caregiverChecks)
    .set({ caregiverId, applicationId: null })
    .where(eq(caregiverChecks.applicationId, applicationId));

/** The requests that name a caregiver (the export: ids, phases, dates; nothing of the families). */
export const selectionsOfCaregiver = (db: Db, caregiverId: number) =>
  db
    .select(caregiverPlaceColumns)
    .from(caregiverSelections)
    .where(eq(caregiverSelections.caregiverId, caregiverId))
    .orderBy(asc(caregiverSelections.id));

export async function findCaregiverDocRef(db: Db, id: number) {
  const [row] = await db
    .select({ docRef: caregivers.docRef })
    .from(caregivers)
    .where(eq(caregivers.id, id));
  return row?.docRef;
}
