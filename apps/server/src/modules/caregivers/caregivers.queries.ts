import type { CaregiverListQuery, TakenElsewhereKind } from '@equilibrio/contract/caregivers';
import { closedStatuses } from '@equilibrio/contract/enums';
import { and, arrayContains, asc, count, desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { lockRow } from '../../db/locks';
import { assistanceMessages } from '../../db/schema/assistance';
import { caregiverSelections, caregivers } from '../../db/schema/caregivers';
import { requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { containsPattern, fullNameContains } from '../../db/search';
import { caregiverColumns, caregiverPlaceColumns } from '../../db/selections';

/** A caregiver of the directory, every column. */
export type CaregiverRow = typeof caregivers.$inferSelect;

/** What the back office writes of a caregiver. */
export type CaregiverValues = Pick<
  CaregiverRow,
  | 'type'
  | 'name'
  | 'surname'
  | 'photoUrl'
  | 'description'
  | 'phone'
  | 'email'
  | 'languages'
  | 'province'
  | 'resumeHidden'
  | 'active'
  | 'birthDate'
  | 'comune'
  | 'workComuni'
  | 'workProvinces'
  | 'skills'
  | 'yearsOfExperience'
  | 'availability'
  | 'liveIn'
  | 'presentation'
>;

export async function findCaregiverRow(db: Db, docRef: string): Promise<CaregiverRow | undefined> {
  const [row] = await db
    .select(caregiverColumns)
    .from(caregivers)
    .where(eq(caregivers.docRef, docRef));
  return row;
}

/** The closed statuses as an SQL list: `status not in (…)` is an open request. */
const closedStatusList = sql.join(
  closedStatuses.map((status) => sql`${status}`),
  sql`, `,
);

/** The selections that hold a caregiver (`busy`) with their requests (`busy_request`). */
const heldFrom = sql`from ${caregiverSelections} busy
    join ${requests} busy_request on busy_request.id = busy.request_id`;
/**
 * 'Held': chosen, in interview or in service, not replaced, on a request not closed, its service
 * not concluded — the quote's last day gone by (`serviceEnded`: the tutor's 'Servizio concluso
 * il …', the caregiver's 'Terminata'). A concluded service's request stays open (no status closes
 * it), so without that last test every caregiver would read 'Scelto su' all their past families.
 * The day is the database's day in Italy: a correlated column has no request clock to read, and
 * in production both are the same day.
 */
const isHeld = sql`busy.phase = 'CHOSEN' and busy.ended_at is null
      and busy_request.status not in (${closedStatusList})
      and coalesce(busy_request.request_detail ->> 'serviceEnd', '9999-12-31')
        >= to_char(now() at time zone 'Europe/Rome', 'YYYY-MM-DD')`;

/**
 * The open requests (not closed) on which the caregiver is held — chosen, in interview or in
 * service, and not replaced —, ids ascending: the picker's 'Scelto su #…' and the refusal to
 * propose them elsewhere without the tutor's confirmation. `caregiverId` is the outer query's
 * caregiver id column. (Written with aliases: a one-table select names its columns without their
 * table, which a correlated sub-select would read as its own.)
 */
export const busyOnOf = (caregiverId: SQL) => sql<number[]>`coalesce((
    select array_agg(busy.request_id order by busy.request_id)
    ${heldFrom}
    where busy.caregiver_id = ${caregiverId} and ${isHeld}
  ), '{}'::int[])`;

/** The rows of `replacementAskedOnOf`, one per substitution asked while the caregiver served. */
const replacementAskedFrom = (
  caregiverId: SQL,
  requestId: SQL,
) => sql`from ${caregiverSelections} served
    join ${requests} theirs on theirs.id = served.request_id
    join ${requests} here on here.id = ${requestId} and here.customer_uid = theirs.customer_uid
    join ${assistanceMessages} asked on asked.request_id = served.request_id
      and asked.type = 'SUBSTITUTION' and asked.author_role = 'customer'
    where served.caregiver_id = ${caregiverId}
      and served.request_id <> here.id
      and served.accepted_at is not null and served.accepted_at <= asked.created_at
      and (served.ended_at is null or served.ended_at > asked.created_at)`;

/**
 * The family's other requests on which they asked to replace the caregiver ('Sostituisci' sent
 * while the caregiver was at work there), ids ascending: a profile the family already turned down
 * is not suggested to them again, and the tutor who proposes it anyway reads why it may not do
 * ('La famiglia ha chiesto di sostituire questo profilo nella richiesta #10.').
 * `caregiverId` and `requestId`: the outer query's caregiver and the request they would be
 * proposed on.
 */
export const replacementAskedOnOf = (caregiverId: SQL, requestId: SQL) => sql<number[]>`coalesce((
    select array_agg(distinct served.request_id order by served.request_id)
    ${replacementAskedFrom(caregiverId, requestId)}
  ), '{}'::int[])`;

/** Whether `replacementAskedOnOf` names a request: stops at the first (the suggestions' filter). */
export const replacementAskedOf = (caregiverId: SQL, requestId: SQL) =>
  sql<boolean>`exists (select 1 ${replacementAskedFrom(caregiverId, requestId)})`;

/**
 * Where caregivers are held (`busyOnOf`) on requests other than `except`, with what each of those
 * requests asks of the week (its schedule and its quote's days and hours, for `requestedCells`),
 * by caregiver then request id: the active caregivers of a `type` (a request's suggestions) or
 * the listed `caregiverIds` (its candidates, a page of the picker), in one query.
 */
export async function findHeldSchedules(
  db: Db,
  of: { type: string; except: number } | { caregiverIds: number[]; except?: number },
) {
  if ('caregiverIds' in of && of.caregiverIds.length === 0) return [];
  const busy = alias(caregiverSelections, 'busy');
  const busyRequest = alias(requests, 'busy_request');
  return db
    .select({
      caregiverId: busy.caregiverId,
      requestId: busy.requestId,
      schedule: busyRequest.schedule,
      workDays: sql<string | null>`${busyRequest.requestDetail} ->> 'workDays'`,
      workHours: sql<string | null>`${busyRequest.requestDetail} ->> 'workHours'`,
    })
    .from(busy)
    .innerJoin(busyRequest, eq(busyRequest.id, busy.requestId))
    .innerJoin(caregivers, eq(caregivers.id, busy.caregiverId))
    .where(
      and(
        isHeld,
        of.except === undefined ? undefined : ne(busy.requestId, of.except),
        'type' in of
          ? and(eq(caregivers.type, of.type), eq(caregivers.active, true))
          : inArray(busy.caregiverId, of.caregiverIds),
      ),
    )
    .orderBy(asc(busy.caregiverId), asc(busy.requestId));
}

/**
 * The rule 'taken elsewhere': the other open requests, of another customer, on which the
 * proposal's caregiver was chosen, when the family can no longer accept them here —
 * - 'reserved': that choice still waits for its payment (even past its time, until the sweeper
 *   releases it: its checkout may still confirm). A hold is exclusive, whatever the tutor vouched
 *   for here: two families are never told 'Riservato per te' about the same caregiver at once;
 * - 'chosen': paid, chosen after the tutor last vouched for the caregiver's availability on this
 *   request (`availability_confirmed_at`, else when proposed). Engagements the tutor knew of when
 *   proposing (added with `confirmBusy`) and vouched for since do not count.
 * The same family's other requests never count; a chosen proposal is no longer one (null). The
 * kind is 'reserved' when any hold waits for its payment (confirming the availability cannot lift
 * it), the ids ascending, `until` the latest of those holds' expiries. `selection` is the outer
 * query's caregiver_selections reference (a table or its alias); one correlated expression, read
 * as a column by the lists of a request's profiles and by the accept (no query per caregiver).
 */
export const takenElsewhereOf = (selection: SQL) =>
  sql<TakenElsewhereRow | null>`(
    select json_build_object(
      'kind', case when bool_or(taken.accepted_at is null) then 'reserved' else 'chosen' end,
      'requestIds', array_agg(taken.request_id order by taken.request_id),
      'until', to_char(
        max(taken.hold_expires_at) filter (where taken.accepted_at is null) at time zone 'UTC',
        'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'
      )
    )
    from ${caregiverSelections} taken
    join ${requests} taken_request on taken_request.id = taken.request_id
    join ${requests} own_request on own_request.id = ${selection}.request_id
    where ${selection}.phase = 'SELECTED' and ${selection}.ended_at is null
      and taken.caregiver_id = ${selection}.caregiver_id
      and taken.phase = 'CHOSEN' and taken.ended_at is null
      and taken_request.customer_uid <> own_request.customer_uid
      and taken_request.status not in (${closedStatusList})
      and (taken.accepted_at is null
        or taken.chosen_at > coalesce(${selection}.availability_confirmed_at, ${selection}.selected_at))
    having count(*) > 0
  )`.mapWith((value: unknown): TakenElsewhereRow | null => {
    if (value === null || value === undefined) return null;
    const parsed = (typeof value === 'string' ? JSON.parse(value) : value) as {
      kind: TakenElsewhereKind;
      requestIds: number[];
      until: string | null;
    };
    return { ...parsed, until: parsed.until ? new Date(parsed.until) : null };
  });

/** Other families holding a proposal's caregiver (`takenElsewhereOf`). */
type TakenElsewhereRow = {
  kind: TakenElsewhereKind;
  requestIds: number[];
  until: Date | null;
};

/** The open requests (other than `requestId`, if given) the caregiver is held on (see `busyOnOf`). */
export async function findBusyOn(db: Db, caregiverId: number, requestId?: number) {
  const [row] = await db
    .select({ busyOn: busyOnOf(sql`${caregiverId}`) })
    .from(sql`(select 1) as one`);
  return (row?.busyOn ?? []).filter((id) => id !== requestId);
}

/**
 * Every place on the requests the caregiver has been put on (theirs and the other caregivers',
 * which say whether the family chose someone else), with the request's status and family, the
 * latest first.
 */
export function findPlacesOnTheirRequests(db: Db, caregiverId: number) {
  const theirRequests = db
    .select({ id: caregiverSelections.requestId })
    .from(caregiverSelections)
    .where(eq(caregiverSelections.caregiverId, caregiverId));
  return db
    .select({
      caregiverId: caregiverSelections.caregiverId,
      ...caregiverPlaceColumns,
      requestStatus: requests.status,
      familyName: users.name,
      familySurname: users.surname,
      familyDeletedAt: users.deletedAt,
    })
    .from(caregiverSelections)
    .innerJoin(requests, eq(requests.id, caregiverSelections.requestId))
    .leftJoin(users, eq(users.uid, requests.customerUid))
    .where(inArray(caregiverSelections.requestId, theirRequests))
    .orderBy(desc(caregiverSelections.selectedAt), desc(caregiverSelections.id));
}

/** The caregivers of this name and surname (case and spaces around aside), active or not. */
export const findCaregiversNamed = (db: Db, name: string, surname: string) =>
  db
    .select({
      docRef: caregivers.docRef,
      name: caregivers.name,
      surname: caregivers.surname,
      phone: caregivers.phone,
      birthDate: caregivers.birthDate,
    })
    .from(caregivers)
    .where(
      and(
        eq(sql`lower(trim(${caregivers.name}))`, name.trim().toLowerCase()),
        eq(sql`lower(trim(${caregivers.surname}))`, surname.trim().toLowerCase()),
      ),
    );

export async function listCaregiverRows(db: Db, query: CaregiverListQuery) {
  const where = and(
    query.type ? eq(caregivers.type, query.type) : undefined,
    query.province ? eq(caregivers.province, query.province) : undefined,
    query.language ? arrayContains(caregivers.languages, [query.language]) : undefined,
    query.active ? eq(caregivers.active, query.active === 'true') : undefined,
    query.q
      ? fullNameContains(caregivers.name, caregivers.surname, containsPattern(query.q))
      : undefined,
  );
  const busyOn = busyOnOf(sql.raw('"caregivers"."id"'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...caregiverColumns, busyOn })
      .from(caregivers)
      .where(where)
      .orderBy(asc(caregivers.surname), asc(caregivers.name), asc(caregivers.id))
      .limit(query.pageSize)
      .offset(query.page * query.pageSize),
    db.select({ count: count() }).from(caregivers).where(where),
  ]);
  return { rows: rows as (CaregiverRow & { busyOn: number[] })[], total: total?.count ?? 0 };
}

export async function insertCaregiver(
  db: Db,
  values: CaregiverValues & { docRef: string; cvPath?: string | null; createdAt: Date },
) {
  const [row] = await db
    .insert(caregivers)
    .values({ ...values, updatedAt: values.createdAt })
    .returning(caregiverColumns);
  return row as CaregiverRow;
}

export async function updateCaregiver(
  db: Db,
  docRef: string,
  values: CaregiverValues & { updatedAt: Date },
) {
  const [row] = await db
    .update(caregivers)
    .set(values)
    .where(eq(caregivers.docRef, docRef))
    .returning(caregiverColumns);
  return row as CaregiverRow | undefined;
}

export async function deleteCaregiver(db: Db, docRef: string) {
  const rows = await db
    .delete(caregivers)
    .where(eq(caregivers.docRef, docRef))
    .returning({ id: caregivers.id });
  return rows.length > 0;
}

/**
 * Locks the caregiver's row until the end of the transaction: two families choosing the same
 * caregiver at once take turns, the second then reads the first's choice (`takenElsewhereOf`).
 */
export const lockCaregiverRow = (db: Db, caregiverId: number) =>
  lockRow(
    db,
    caregivers,
    { id: caregivers.id, active: caregivers.active },
    eq(caregivers.id, caregiverId),
  );

/** The caregiver's file references, locked until the end of the transaction. */
export const lockCaregiverFiles = (db: Db, docRef: string) =>
  lockRow(
    db,
    caregivers,
    {
      id: caregivers.id,
      photoUrl: caregivers.photoUrl,
      cvPath: caregivers.cvPath,
      updatedAt: caregivers.updatedAt,
    },
    eq(caregivers.docRef, docRef),
  );

export async function setCaregiverFiles(
  db: Db,
  id: number,
  values: { photoUrl?: string | null; cvPath?: string | null; updatedAt: Date },
) {
  const [row] = await db
    .update(caregivers)
    .set(values)
    .where(eq(caregivers.id, id))
    .returning(caregiverColumns);
  return row as CaregiverRow;
}
