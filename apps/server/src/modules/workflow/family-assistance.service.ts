import { serviceEnded } from '@equilibrio/contract/backoffice';
import type { AssistanceType } from '@equilibrio/contract/enums';
import { withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { isClosedStatus } from '@equilibrio/contract/status-display';
import type { AssistanceInput, AssistanceMessage } from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { italianDay } from '../../lib/clock';
import { storeAssistanceMessage } from '../assistance/assistance.service';
import type { MessageAttachment } from '../assistance/message-attachment';
import { findOpenSubstitutionAsk } from './assistance.queries';
import { otherProfilesAskedAt, serviceProgress } from './customer-flow.service';
import { formatItalianDay } from './mail-facts';
import { mailTutors } from './request-mails.service';
import { listConfirmedChoices } from './selection.queries';
import { findLatestAppointment } from './service-records.queries';
import { mailTemplates } from './workflow.mail';
import { findUserContact, touchRequest, waitsForFamilyAnswer } from './workflow.queries';
import { lockRequest } from './workflow.service';

/** A substitution asked once the service's estimated last day has passed. */
const serviceEndedMessage =
  'Il servizio si è concluso: non c’è un caregiver in servizio da sostituire. Se ti serve di nuovo aiuto, crea una nuova richiesta.';

/**
 * POST /v2/requests/{id}/assistance: stores the message (the request's 'aggiornata' moves on) and
 * tells the tutors. A substitution can only be asked for a confirmed caregiver whose service has
 * started; other profiles only while the family chooses among those proposed (INVIATO CV), once
 * until the tutor answers.
 */
export async function submitRequestAssistance(
  ctx: AppContext,
  uid: string,
  requestId: number,
  input: AssistanceInput & {
    attachment?: MessageAttachment | null;
    /** 'message': written in the conversation (awaiting an answer, not a segnalazione). */
    kind?: 'ask' | 'message';
  },
): Promise<AssistanceMessage> {
  return ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId, { role: 'customer', uid });
    const now = ctx.clock.now();
    // A closed request has no service left to be urgent about: its pages offer no 'È urgente'.
    if (input.urgent && isClosedStatus(request.status)) {
      throw new AppError(
        'CONFLICT',
        'Questa richiesta è chiusa: puoi scriverci, ma senza segnare il messaggio come urgente. Se ti serve di nuovo aiuto, crea una nuova richiesta.',
      );
    }
    if (input.type === 'SUBSTITUTION') {
      const confirmed = await listConfirmedChoices(tx, requestId);
      const inService = confirmed.some(
        (row) => serviceProgress(row.selection, request.requestDetail, now).started,
      );
      if (!inService) {
        throw new AppError(
          'CONFLICT',
          'La sostituzione si può chiedere solo per un caregiver già in servizio.',
        );
      }
      // Its last day past, nobody is at the family's to be replaced (the tutor's page offers no
      // substitution then either): a new need is a new request.
      if (serviceEnded(request.requestDetail?.serviceEnd, italianDay(now))) {
        throw new AppError('CONFLICT', serviceEndedMessage);
      }
      const askedAt = await findOpenSubstitutionAsk(tx, request.id);
      if (askedAt) {
        throw new AppError(
          'CONFLICT',
          `Hai già chiesto una sostituzione ${withDayArticle('il', formatItalianDay(askedAt))}: il family tutor ti contatterà.`,
        );
      }
    }
    if (input.type === 'OTHER_PROFILES') {
      if (request.status !== 'INVIATO CV') {
        throw new AppError(
          'CONFLICT',
          'Puoi chiedere altri profili solo mentre scegli tra quelli proposti dal family tutor.',
        );
      }
      const askedAt = await otherProfilesAskedAt(tx, request);
      if (askedAt) {
        throw new AppError(
          'CONFLICT',
          `Hai già chiesto altri profili ${withDayArticle('il', formatItalianDay(askedAt))}: il family tutor ti risponderà al più presto.`,
        );
      }
    }
    // The interview asked to be moved, as it stands: the tutors' email names it.
    const asked =
      input.type === 'INTERVIEW_CHANGE' ? await checkInterviewChangeAsk(tx, request, now) : null;
    // Read before the message is stored: this one answers the pause (its tutor email is prompt).
    const answersPause = input.type === 'GENERIC' && (await waitsForFamilyAnswer(tx, requestId));
    const row = await storeAssistanceMessage(tx, {
      userUid: uid,
      requestId,
      type: input.type,
      message: input.message,
      now: now,
      kind: input.kind,
      urgent: input.urgent,
      attachment: input.attachment,
    });
    // The family wrote: the request was updated, for the tutors ('aggiornata' on its page).
    await touchRequest(tx, requestId, now);
    // An urgent message's email says how to reach the family at once: the contact read here is
    // the one the email's facts use too (not read a second time).
    const family = input.urgent ? await findUserContact(tx, uid) : undefined;
    const contact = [family?.email, family?.phone].filter(Boolean).join(', ');
    await mailTutors(
      ctx,
      tx,
      request,
      mailTemplates.assistanceRequested,
      {
        assistance: {
          type: input.type,
          message: input.message,
          ...(answersPause ? { answersPause } : {}),
          ...(input.urgent ? { urgent: true } : {}),
          ...(contact ? { contact } : {}),
        },
        ...(asked
          ? {
              interview: {
                at: asked.scheduledAt,
                place: asked.place,
                videoLink: asked.videoLink,
                notes: asked.notes,
              },
              caregiverName: fullName(asked.caregiverName, asked.caregiverSurname) || undefined,
            }
          : {}),
      },
      family ? { contact: family } : {},
    );
    return toAssistanceMessage(row);
  });
}

/**
 * Moving the interview is asked while it is booked and still ahead, once until a tutor answers
 * (moves it, calls it off or marks the ask handled: `openInterviewChangeAskAt`).
 */
async function checkInterviewChangeAsk(tx: Db, request: { id: number; status: string }, now: Date) {
  const appointment =
    request.status === 'COLLOQUIO PRENOTATO' ? await findLatestAppointment(tx, request.id) : null;
  if (!appointment || appointment.scheduledAt.getTime() <= now.getTime()) {
    throw new AppError(
      'CONFLICT',
      'Puoi chiedere di spostare il colloquio solo mentre è fissato e prima che si svolga.',
    );
  }
  if (appointment.changeAskedAt) {
    throw new AppError(
      'CONFLICT',
      `Hai già chiesto di spostare il colloquio ${withDayArticle('il', formatItalianDay(appointment.changeAskedAt))}: il family tutor ti proporrà un nuovo orario.`,
    );
  }
  return appointment;
}

/** An assistance message as the API shows it. */
export const toAssistanceMessage = (row: {
  id: number;
  requestId: number | null;
  type: string;
  message: string;
  createdAt: Date;
  handledAt: Date | null;
}): AssistanceMessage => ({
  id: row.id,
  requestId: row.requestId,
  type: row.type as AssistanceType,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
  handledAt: row.handledAt?.toISOString() ?? null,
});
