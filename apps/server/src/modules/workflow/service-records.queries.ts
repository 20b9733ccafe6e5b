import type { RoundPaymentStatus, ServiceEventType } from '@equilibrio/contract/enums';
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { caregivers } from '../../db/schema/caregivers';
import { interviewAppointments, serviceRounds } from '../../db/schema/service-records';

const roundColumns = {
  id: serviceRounds.id,
  requestId: serviceRounds.requestId,
  startDate: serviceRounds.startDate,
  endDate: serviceRounds.endDate,
  eventType: serviceRounds.eventType,
  caregiverName: serviceRounds.caregiverName,
  hoursWorked: serviceRounds.hoursWorked,
  paymentStatus: serviceRounds.paymentStatus,
};

/** A request's rounds in date order. */
export async function listRounds(db: Db, requestId: number) {
  return db
    .select(roundColumns)
    .from(serviceRounds)
    .where(eq(serviceRounds.requestId, requestId))
    .orderBy(asc(serviceRounds.startDate), asc(serviceRounds.id));
}

export async function findRound(db: Db, roundId: number) {
  const [row] = await db
    .select(roundColumns)
    .from(serviceRounds)
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

/** The request's latest interview with its caregiver. */
export async function findLatestAppointment(db: Db, requestId: number) {
  const [row] = await db
    .select({
      id: interviewAppointments.id,
      requestId: interviewAppointments.requestId,
      scheduledAt: interviewAppointments.scheduledAt,
      place: interviewAppointments.place,
      videoLink: interviewAppointments.videoLink,
      notes: interviewAppointments.notes,
      createdAt: interviewAppointments.createdAt,
      caregiverDocRef: caregivers.docRef,
      caregiverName: caregivers.name,
      caregiverSurname: caregivers.surname,
    })
    .from(interviewAppointments)
    .leftJoin(caregivers, eq(caregivers.id, interviewAppointments.caregiverId))
    .where(eq(interviewAppointments.requestId, requestId))
    .orderBy(desc(interviewAppointments.id))
    .limit(1);
  return row;
}
