import type { RoundPaymentStatus, ServiceEventType } from '@equilibrio/contract/enums';
import { and, asc, count, eq, gt, isNull, lte, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caregivers } from '../../db/schema/caregivers';
import { requests } from '../../db/schema/requests';
import { interviewAppointments, serviceRounds } from '../../db/schema/service-records';
import { columnsOf, currentInterviewFirst, openInterviewChangeAskAt } from '../../db/selections';

const roundColumns = {
  id: serviceRounds.id,
  requestId: serviceRounds.requestId,
  startDate: serviceRounds.startDate,
  endDate: serviceRounds.endDate,
  eventType: serviceRounds.eventType,
  caregiverId: serviceRounds.caregiverId,
  caregiverName: serviceRounds.caregiverName,
  hoursWorked: serviceRounds.hoursWorked,
  paymentStatus: serviceRounds.paymentStatus,
  updatedAt: serviceRounds.updatedAt,
};
export type RoundRow = Awaited<ReturnType<typeof insertRound>>;

/** A round read with its caregiver's public reference (null once that caregiver is deleted). */
const roundReadColumns = { ...roundColumns, caregiverDocRef: caregivers.docRef };

/** A request's rounds in date order. */
export async function listRounds(db: Db, requestId: number) {
  return db
    .select(roundReadColumns)
    .from(serviceRounds)
    .leftJoin(caregivers, eq(caregivers.id, serviceRounds.caregiverId))
    .where(eq(serviceRounds.requestId, requestId))
    .orderBy(asc(serviceRounds.startDate), asc(serviceRounds.id));
}

export async function findRound(db: Db, roundId: number) {
  const [row] = await db
    .select(roundReadColumns)
    .from(serviceRounds)
    .leftJoin(caregivers, eq(caregivers.id, serviceRounds.caregiverId))
    .where(eq(serviceRounds.id, roundId));
  return row;
}

export async function insertRound(
  db: Db,
  values: {
    requestId: number;
    caregiverId: number | null;
    caregiverName: string | null;
    eventType: ServiceEventType;
    startDate: string;
    endDate: string | null;
    hoursWorked: number | null;
    paymentStatus: RoundPaymentStatus;
    createdByUid: string | null;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(serviceRounds)
    .values({ ...values, updatedAt: values.createdAt })
    .returning(roundColumns);
  return row!;
}

export async function updateRound(
  db: Db,
  roundId: number,
  values: {
    endDate?: string | null;
    hoursWorked?: number | null;
    paymentStatus?: RoundPaymentStatus;
    updatedAt: Date;
  },
) {
  const [row] = await db
    .update(serviceRounds)
    .set(values)
    .where(eq(serviceRounds.id, roundId))
    .returning(roundColumns);
  return row;
}

export async function insertAppointment(
  db: Db,
  values: {
    requestId: number;
    caregiverId: number | null;
    scheduledAt: Date;
    place: string | null;
    videoLink: string | null;
    notes: string | null;
    createdByUid: string | null;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(interviewAppointments)
    .values(values)
    .returning({ id: interviewAppointments.id });
  return row!.id;
}

/** When and where an interview is (or its video call), and the tutor's notes for the family. */
const interviewColumns = columnsOf(interviewAppointments, [
  'scheduledAt',
  'place',
  'videoLink',
  'notes',
]);

/** The interviewed caregiver's name (by a left join on the appointment's caregiver). */
const caregiverNameColumns = {
  caregiverName: caregivers.name,
  caregiverSurname: caregivers.surname,
};

/** The request's latest interview with its caregiver, and the family's standing ask to move it. */
export async function findLatestAppointment(db: Db, requestId: number) {
  const [row] = await db
    .select({
      id: interviewAppointments.id,
      requestId: interviewAppointments.requestId,
      caregiverId: interviewAppointments.caregiverId,
      ...interviewColumns,
      createdAt: interviewAppointments.createdAt,
      caregiverDocRef: caregivers.docRef,
      ...caregiverNameColumns,
      // Written out whole (see `openOtherProfilesAskAt`).
      changeAskedAt: openInterviewChangeAskAt(sql.raw('"interview_appointments"."request_id"')),
    })
    .from(interviewAppointments)
    .leftJoin(caregivers, eq(caregivers.id, interviewAppointments.caregiverId))
    .where(eq(interviewAppointments.requestId, requestId))
    .orderBy(currentInterviewFirst)
    .limit(1);
  return row;
}

/**
 * One interview's appointments: a request's rows with one caregiver (null: with nobody named).
 * Each move is a row of its own, so these are the booking and the times it was moved to.
 */
const sameInterview = (requestId: number, caregiverId: number | null) =>
  and(
    eq(interviewAppointments.requestId, requestId),
    caregiverId === null
      ? isNull(interviewAppointments.caregiverId)
      : eq(interviewAppointments.caregiverId, caregiverId),
  );

/** Removes a booked interview called off, with the times it was moved from. */
export async function deleteAppointmentsWith(
  db: Db,
  requestId: number,
  caregiverId: number | null,
) {
  await db.delete(interviewAppointments).where(sameInterview(requestId, caregiverId));
}

/**
 * Whom an interview's caregiver email greets, and where it goes (null: no address, so no email).
 * Only the workflow's emails to the caregiver read the address (`mailCaregiver`).
 */
export async function findCaregiverMailContact(db: Db, caregiverId: number) {
  const [row] = await db
    .select({ name: caregivers.name, email: caregivers.email })
    .from(caregivers)
    .where(eq(caregivers.id, caregiverId));
  return row;
}

/**
 * How an appointment's interview was booked and moved, up to that appointment: its booking (the
 * first row: id and when it was written) and how many times it was moved since (0: never).
 */
export async function findInterviewBooking(
  db: Db,
  appointment: { id: number; requestId: number; caregiverId: number | null },
) {
  const [row] = await db
    .select({
      id: min(interviewAppointments.id),
      createdAt: min(interviewAppointments.createdAt),
      appointments: count(),
    })
    .from(interviewAppointments)
    .where(
      and(
        sameInterview(appointment.requestId, appointment.caregiverId),
        lte(interviewAppointments.id, appointment.id),
      ),
    );
  return { id: row!.id!, createdAt: row!.createdAt!, moves: row!.appointments - 1 };
}

/**
 * Claims one interview to remind (the interview-reminders job): the latest appointment of a
 * request still in COLLOQUIO PRENOTATO, on the Italian day `day` (yyyy-mm-dd), still ahead, not
 * reminded yet — locked with FOR UPDATE SKIP LOCKED, so several processes never take the same one.
 */
export async function claimInterviewToRemind(db: Db, input: { day: string; now: Date }) {
  const [row] = await db
    .select({
      id: interviewAppointments.id,
      caregiverId: interviewAppointments.caregiverId,
      ...interviewColumns,
      ...caregiverNameColumns,
      request: {
        id: requests.id,
        customerUid: requests.customerUid,
        businessLine: requests.businessLine,
        assignedTutorUid: requests.assignedTutorUid,
      },
    })
    .from(interviewAppointments)
    .innerJoin(requests, eq(requests.id, interviewAppointments.requestId))
    .leftJoin(caregivers, eq(caregivers.id, interviewAppointments.caregiverId))
    .where(
      and(
        isNull(interviewAppointments.reminderSentAt),
        gt(interviewAppointments.scheduledAt, input.now),
        sql`(${interviewAppointments.scheduledAt} at time zone 'Europe/Rome')::date = ${input.day}::date`,
        eq(requests.status, 'COLLOQUIO PRENOTATO'),
        sql`${interviewAppointments.id} = (select max(latest.id) from ${interviewAppointments} latest where latest.request_id = ${requests.id})`,
      ),
    )
    .orderBy(asc(interviewAppointments.scheduledAt), asc(interviewAppointments.id))
    .limit(1)
    .for('update', { of: interviewAppointments, skipLocked: true });
  return row;
}

export async function markInterviewReminded(db: Db, id: number, at: Date) {
  await db
    .update(interviewAppointments)
    .set({ reminderSentAt: at })
    .where(eq(interviewAppointments.id, id));
}
