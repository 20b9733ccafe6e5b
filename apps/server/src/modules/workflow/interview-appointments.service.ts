import { fullName } from '@equilibrio/contract/people';
import type { InterviewAppointment } from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { requireOwnedRequest } from './customer-flow.service';
import { interviewIcs } from './interview-calendar';
import { findInterviewBooking, findLatestAppointment } from './service-records.queries';

export function toAppointment(
  row: NonNullable<Awaited<ReturnType<typeof findLatestAppointment>>>,
): InterviewAppointment {
  return {
    id: row.id,
    requestId: row.requestId,
    dateTime: row.scheduledAt.toISOString(),
    place: row.place,
    videoLink: row.videoLink,
    notes: row.notes,
    caregiver:
      row.caregiverDocRef && row.caregiverName && row.caregiverSurname
        ? { docRef: row.caregiverDocRef, name: row.caregiverName, surname: row.caregiverSurname }
        : null,
    createdAt: row.createdAt.toISOString(),
    changeAskedAt: row.changeAskedAt?.toISOString() ?? null,
  };
}

/** The latest interview of the customer's request, or 404 (a foreign request's too). */
async function findOwnedAppointment(ctx: AppContext, uid: string, requestId: number) {
  await requireOwnedRequest(ctx, uid, requestId);
  const row = await findLatestAppointment(ctx.db, requestId);
  if (!row) throw new AppError('NOT_FOUND', 'Nessun colloquio prenotato per questa richiesta.');
  return row;
}

/** GET /v1/scheduled-appointments/find/{requestID}: the latest interview, or 404. */
export async function findRequestAppointment(ctx: AppContext, uid: string, requestId: number) {
  return toAppointment(await findOwnedAppointment(ctx, uid, requestId));
}

/**
 * GET /v1/scheduled-appointments/find/{requestID}/calendar.ics: the latest interview as a
 * calendar file — the request's owner only (404 for anyone else, like a missing request). A moved
 * interview keeps its booking's event, one version further per move (`interviewIcs`).
 */
export async function interviewCalendarFile(ctx: AppContext, uid: string, requestId: number) {
  const row = await findOwnedAppointment(ctx, uid, requestId);
  const { moves, ...booking } = await findInterviewBooking(ctx.db, row);
  const appointment = toAppointment(row);
  const text = interviewIcs(
    {
      booking,
      moves,
      requestId,
      at: row.scheduledAt,
      place: appointment.place,
      videoLink: appointment.videoLink,
      notes: appointment.notes,
      caregiverName: appointment.caregiver
        ? fullName(appointment.caregiver.name, appointment.caregiver.surname)
        : null,
      updatedAt: row.createdAt,
    },
    {
      host: new URL(ctx.config.publicUrl).hostname,
      detailUrl: `${ctx.config.publicUrl}/dashboard/request-detail/${requestId}`,
      now: ctx.clock.now(),
    },
  );
  return { text, fileName: `colloquio-richiesta-${requestId}.ics` };
}
