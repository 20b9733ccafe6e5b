import type { StandByReason } from '@equilibrio/contract/backoffice-moves';
import type { ServiceSummary } from '@equilibrio/contract/catalog';
import type { BusinessLine, RequestStatus } from '@equilibrio/contract/enums';
import type { RequestDetail } from '@equilibrio/contract/requests';
import type { ActorRole } from '@equilibrio/contract/workflow';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { param, prepared } from '../../db/prepared';
import { identityUsers } from '../../db/schema/identity';
import { requestEvents, requests } from '../../db/schema/requests';
import { users } from '../../db/schema/users';
import { columnsOf, standByWaitsForFamily } from '../../db/selections';

const lockedColumns = {
  id: requests.id,
  customerUid: requests.customerUid,
  status: requests.status,
  statusBeforeStandBy: requests.statusBeforeStandBy,
  standByReason: requests.standByReason,
  standByResumeBy: requests.standByResumeBy,
  businessLine: requests.businessLine,
  province: requests.province,
  welfare: requests.welfare,
  companyId: requests.companyId,
  serviceId: requests.serviceId,
  requestDetail: requests.requestDetail,
  quoteSentAt: requests.quoteSentAt,
  assignedTutorUid: requests.assignedTutorUid,
  createdAt: requests.createdAt,
  quotedProducts: requests.quotedProducts,
};

export type RequestRow = {
  id: number;
  customerUid: string;
  status: RequestStatus;
  statusBeforeStandBy: RequestStatus | null;
  /** STAND BY: why the tutor paused it, and the 'Riprendi entro il' day ('yyyy-mm-dd'), if set. */
  standByReason: StandByReason | null;
  standByResumeBy: string | null;
  businessLine: BusinessLine;
  province: string | null;
  welfare: boolean;
  companyId: string | null;
  serviceId: number | null;
  requestDetail: Partial<RequestDetail> | null;
  quoteSentAt: Date | null;
  /** The prices kept with the quote (null: none written, or written before they were kept). */
  quotedProducts: ServiceSummary['products'] | null;
  assignedTutorUid: string | null;
  /** When the family asked (a round of service cannot start before its day). */
  createdAt: Date;
};

/** The request row, locked until the end of the transaction (SELECT … FOR UPDATE). */
export async function lockRequestRow(db: Db, requestId: number): Promise<RequestRow | undefined> {
  const [row] = await db
    .select(lockedColumns)
    .from(requests)
    .where(eq(requests.id, requestId))
    .for('update');
  return row as RequestRow | undefined;
}

/** Paused for the family's information and not answered yet (`standByWaitsForFamily`). */
export async function waitsForFamilyAnswer(db: Db, requestId: number): Promise<boolean> {
  const [row] = await db
    .select({ waits: standByWaitsForFamily })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row?.waits === true;
}

/** The request if it belongs to the customer (reads; no lock). */
export async function findOwnedRequest(
  db: Db,
  requestId: number,
  customerUid: string,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .select(lockedColumns)
    .from(requests)
    .where(and(eq(requests.id, requestId), eq(requests.customerUid, customerUid)));
  return row as RequestRow | undefined;
}

export async function findRequestById(db: Db, requestId: number): Promise<RequestRow | undefined> {
  const [row] = await db.select(lockedColumns).from(requests).where(eq(requests.id, requestId));
  return row as RequestRow | undefined;
}

export async function updateRequestStatus(
  db: Db,
  requestId: number,
  values: {
    status: RequestStatus;
    statusBeforeStandBy: RequestStatus | null;
    standByReason?: StandByReason | null;
    standByResumeBy?: string | null;
    updatedAt: Date;
  },
) {
  await db.update(requests).set(values).where(eq(requests.id, requestId));
}

export async function setRequestQuote(
  db: Db,
  requestId: number,
  values: {
    serviceId: number;
    requestDetail: RequestDetail;
    /** The service's prices as quoted: kept with the quote. */
    products: ServiceSummary['products'];
    at: Date;
  },
) {
  await db
    .update(requests)
    .set({
      serviceId: values.serviceId,
      requestDetail: values.requestDetail,
      quotedProducts: values.products,
      quoteSentAt: values.at,
      updatedAt: values.at,
    })
    .where(eq(requests.id, requestId));
}

/** The request's service address as stored (its snapshot). */
export async function findRequestAddress(db: Db, requestId: number) {
  const [row] = await db
    .select({
      street: requests.street,
      city: requests.city,
      province: requests.province,
      postalCode: requests.postalCode,
    })
    .from(requests)
    .where(eq(requests.id, requestId));
  return row;
}

/** The service's address written by a tutor: a snapshot of its own (no saved address of the family). */
export async function setRequestAddress(
  db: Db,
  requestId: number,
  values: { street: string; city: string; province: string; postalCode: string; updatedAt: Date },
) {
  await db
    .update(requests)
    // The request's terms changed: a family's form opened before is refused, not let undo it.
    .set({ ...values, addressId: null, termsUpdatedAt: values.updatedAt })
    .where(eq(requests.id, requestId));
}

/**
 * The request's 'aggiornata' moved on by what changes no column of it: a family's message or ask
 * (the tutors must see the request moved).
 */
export async function touchRequest(db: Db, requestId: number, at: Date) {
  await db.update(requests).set({ updatedAt: at }).where(eq(requests.id, requestId));
}

export async function setRequestAssignee(
  db: Db,
  requestId: number,
  values: { assignedTutorUid: string | null; updatedAt: Date },
) {
  await db.update(requests).set(values).where(eq(requests.id, requestId));
}

export async function insertRequestEvent(
  db: Db,
  event: {
    requestId: number;
    fromStatus: RequestStatus | null;
    toStatus: RequestStatus;
    actorUid: string | null;
    actorRole: ActorRole;
    note: string | null;
    createdAt: Date;
  },
) {
  const [row] = await prepared(db, 'insert_request_event', (handle, name) =>
    handle
      .insert(requestEvents)
      .values({
        requestId: param('requestId'),
        fromStatus: param('fromStatus'),
        toStatus: param('toStatus'),
        actorUid: param('actorUid'),
        actorRole: param('actorRole'),
        note: param('note'),
        createdAt: param('createdAt'),
      })
      .returning({ id: requestEvents.id })
      .prepare(name),
  ).execute(event);
  return row!.id;
}

/** A request's history, oldest first, with the name of who acted. */
export async function listRequestEvents(db: Db, requestId: number) {
  return db
    .select({
      id: requestEvents.id,
      fromStatus: requestEvents.fromStatus,
      toStatus: requestEvents.toStatus,
      actorUid: requestEvents.actorUid,
      actorRole: requestEvents.actorRole,
      note: requestEvents.note,
      createdAt: requestEvents.createdAt,
      ...columnsOf(users, ['name', 'surname', 'email']),
    })
    .from(requestEvents)
    .leftJoin(users, eq(users.uid, requestEvents.actorUid))
    .where(eq(requestEvents.requestId, requestId))
    .orderBy(asc(requestEvents.id));
}

/** Name, email and phone of a customer (for emails and messages; the phone for an urgency). */
export async function findUserContact(db: Db, uid: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name, surname: users.surname, phone: users.phone })
    .from(users)
    .where(eq(users.uid, uid));
  return row;
}

/** A family tutor's account, or undefined when the uid is not a tutor. */
/** Emails of every enabled tutor account (who hears about a request nobody has taken yet). */
export async function findActiveTutorEmails(db: Db): Promise<string[]> {
  const rows = await prepared(db, 'active_tutor_emails', (handle, name) =>
    handle
      .select({ email: identityUsers.email })
      .from(identityUsers)
      .where(
        and(
          eq(identityUsers.role, 'tutor'),
          eq(identityUsers.disabled, false),
          isNotNull(identityUsers.email),
        ),
      )
      .prepare(name),
  ).execute();
  return rows.map((row) => row.email!);
}

export async function findTutorAccount(db: Db, uid: string) {
  const [row] = await db
    .select({
      uid: identityUsers.uid,
      email: identityUsers.email,
      disabled: identityUsers.disabled,
    })
    .from(identityUsers)
    .where(and(eq(identityUsers.uid, uid), eq(identityUsers.role, 'tutor')));
  return row;
}
