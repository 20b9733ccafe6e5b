import {
  type InterviewInput,
  interviewInThePastMessage,
} from '@equilibrio/contract/backoffice-moves';
import { fullName } from '@equilibrio/contract/people';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { handleOpenAsks } from './assistance.queries';
import { listConfirmedChoices } from './selection.queries';
import {
  deleteAppointmentsWith,
  findLatestAppointment,
  insertAppointment,
} from './service-records.queries';

/**
 * Writes an interview with the request's current caregiver (booking or moving it: the latest
 * appointment counts). Answers what the customer's email mentions.
 */
export async function scheduleInterview(
  tx: Db,
  input: { requestId: number; interview: InterviewInput; byUid: string | null; now: Date },
) {
  const at = new Date(input.interview.dateTime);
  if (at.getTime() <= input.now.getTime()) {
    throw new AppError('VALIDATION_FAILED', interviewInThePastMessage, {
      dateTime: interviewInThePastMessage,
    });
  }
  const [current] = await listConfirmedChoices(tx, input.requestId);
  const interview = {
    at,
    place: input.interview.place || null,
    videoLink: input.interview.videoLink || null,
    notes: input.interview.notes || null,
  };
  await insertAppointment(tx, {
    requestId: input.requestId,
    caregiverId: current?.caregiver.id ?? null,
    scheduledAt: at,
    ...interview,
    createdByUid: input.byUid,
    createdAt: input.now,
  });
  return {
    interview,
    interviewCaregiverId: current?.caregiver.id ?? null,
    ...(current
      ? { caregiverName: fullName(current.caregiver.name, current.caregiver.surname) }
      : {}),
  };
}

/** The booked interview a pause or a close calls off: when, and with whom. */
export type CancelledInterview = { at: Date; caregiverName: string | null };

/**
 * Calls off the booked interview of a COLLOQUIO PRENOTATO request when it is still ahead (the
 * request is paused or closed): its appointment is removed with the times it was moved from
 * (rows of the same caregiver), so neither the tutor's page nor the family's, the day-before
 * reminders or the calendar file find it — nor an earlier time in its place; the caller's history
 * says which it was. The family's ask to move it is answered with it (handled by `byUid`). One
 * whose time has passed stays (it may have taken place: its outcome is still to record). null
 * when none is called off; else the interview and (`interviewCaregiverId`) its caregiver, who is
 * emailed too (`calledOff` spreads both into the move's outcome).
 */
export async function cancelUpcomingInterview(
  tx: Db,
  request: { id: number; status: string },
  now: Date,
  byUid: string | null,
): Promise<{ cancelled: CancelledInterview; interviewCaregiverId: number | null } | null> {
  if (request.status !== 'COLLOQUIO PRENOTATO') return null;
  const appointment = await findLatestAppointment(tx, request.id);
  if (!appointment || appointment.scheduledAt.getTime() <= now.getTime()) return null;
  await deleteAppointmentsWith(tx, request.id, appointment.caregiverId);
  await handleOpenAsks(tx, request.id, 'INTERVIEW_CHANGE', { handledAt: now, handledByUid: byUid });
  const name = fullName(appointment.caregiverName, appointment.caregiverSurname);
  return {
    cancelled: { at: appointment.scheduledAt, caregiverName: name || null },
    interviewCaregiverId: appointment.caregiverId,
  };
}
