import {
  type InterviewInput,
  interviewInThePastMessage,
} from '@equilibrio/contract/backoffice-moves';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listConfirmedChoices } from './selection.queries';
import { insertAppointment } from './service-records.queries';

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
    ...(current ? { caregiverName: `${current.caregiver.name} ${current.caregiver.surname}` } : {}),
  };
}
