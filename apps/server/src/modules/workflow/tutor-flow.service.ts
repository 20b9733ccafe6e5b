import type { SendQuote } from '@equilibrio/contract/backoffice';
import {
  type CancelInterview,
  type InterviewInput,
  interviewCancelReasonLabels,
  interviewMovedMeanwhileMessage,
  interviewUnchangedMessage,
  reasonedNote,
  type ServiceAddressInput,
} from '@equilibrio/contract/backoffice-moves';
import { shortDateTime, withDayArticle } from '@equilibrio/contract/italian-format';
import { addressOneLine, fullName } from '@equilibrio/contract/people';
import { type QuoteVersion, quoteChanges } from '@equilibrio/contract/quote-changes';
import type { RequestDetail } from '@equilibrio/contract/requests';
import { statusDisplayTable } from '@equilibrio/contract/status-display';
import type {
  ActorRole,
  RequestEvent,
  RequestStatusResult,
  WorkflowAction,
} from '@equilibrio/contract/workflow';
import {
  quoteChangedSince,
  quoteCorrectable,
  quoteCorrectedMeanwhileMessage,
  requestEditable,
} from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listAssistanceMessages } from '../assistance/assistance.service';
import { announceRequestListChange } from '../requests/request-list-cache';
import { countOpenFamilyMessages, handleOpenAsks } from './assistance.queries';
import { candidateExtras, toCandidate } from './candidates.service';
import { toServiceRound } from './customer-flow.service';
import { scheduleInterview } from './interview';
import { toAppointment } from './interview-appointments.service';
import { recordActivity } from './request-activity.service';
import { changeAssignee, takeIfUnassigned } from './request-assignment.service';
import { mailCaregiver, mailCustomer } from './request-mails.service';
import { getRequestNotes } from './request-notes.service';
import { listCandidateSelections } from './selection.queries';
import { findLatestAppointment, listRounds } from './service-records.queries';
import type { ParamsOf } from './transition-def';
import { writeQuote } from './transition-effects';
import { toBackofficeAssistance } from './tutor-assistance.service';
import { mailTemplates } from './workflow.mail';
import {
  findRequestAddress,
  findRequestById,
  findTutorAccount,
  listRequestEvents,
  type RequestRow,
  setRequestAddress,
} from './workflow.queries';
import { invalidState, lockRequest, transitionRequest } from './workflow.service';

type TutorMove = Exclude<
  WorkflowAction,
  'submit' | 'acceptQuote' | 'acceptCaregiver' | 'confirmPayment' | 'holdExpired'
>;

/**
 * A tutor's move of the transition table, in its own transaction (a request nobody has taken
 * becomes theirs: `transitionRequest`).
 */
export async function runTutorTransition<A extends TutorMove>(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  action: A,
  options: {
    note?: string | null;
    params?: ParamsOf<A>;
    /** The caller's other writes, in the move's transaction (the request's row locked). */
    also?: (tx: Db, request: RequestRow) => Promise<void>;
  } = {},
): Promise<RequestStatusResult> {
  const { also } = options;
  const result = await ctx.db.transaction(async (tx) => {
    const moved = await transitionRequest(ctx, tx, {
      requestId,
      action,
      actor: { role: 'tutor', uid: tutorUid },
      note: options.note,
      params: options.params,
      effects: also ? (request: RequestRow) => also(tx, request) : undefined,
    } as Parameters<typeof transitionRequest<A>>[2]);
    return moved;
  });
  return { id: result.id, status: result.status };
}

/** Moves the interview of a COLLOQUIO PRENOTATO request (a new appointment; the latest counts). */
export async function rescheduleInterview(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  input: InterviewInput,
) {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockRequest(tx, requestId);
    if (locked.status !== 'COLLOQUIO PRENOTATO') throw invalidState(locked.status);
    const request = await takeIfUnassigned(ctx, tx, locked, tutorUid);
    const before = await findLatestAppointment(tx, requestId);
    // Moved again since the tutor's form read it: that move is not overwritten unread.
    if (before && input.movingFrom !== undefined && before.id !== input.movingFrom) {
      throw new AppError('CONFLICT', interviewMovedMeanwhileMessage(before.scheduledAt));
    }
    // Saved as it was: nothing to move, and the family would be emailed that it moved.
    if (
      before &&
      before.scheduledAt.getTime() === Date.parse(input.dateTime) &&
      before.place === (input.place || null) &&
      before.videoLink === (input.videoLink || null) &&
      before.notes === (input.notes || null)
    ) {
      throw new AppError('VALIDATION_FAILED', interviewUnchangedMessage);
    }
    const now = ctx.clock.now();
    const { interviewCaregiverId, ...scheduled } = await scheduleInterview(tx, {
      requestId,
      interview: input,
      byUid: tutorUid,
      now,
    });
    // The move answers the family's ask to move it (if they asked): no longer open for the tutors.
    await handleOpenAsks(tx, requestId, 'INTERVIEW_CHANGE', {
      handledAt: now,
      handledByUid: tutorUid,
    });
    // The family's request list says the interview's time (requests.queries `interviewAt`): a
    // move writes no request row, so their cached pages are dropped here.
    await announceRequestListChange(tx, request.customerUid);
    // The history says who moved it, when, and from when (the family's email says the new one).
    const when = shortDateTime(new Date(input.dateTime));
    await recordActivity(ctx, tx, {
      requestId,
      customerUid: request.customerUid,
      byUid: tutorUid,
      text: `Colloquio spostato ${withDayArticle('a', when)}${
        before ? ` (prima: ${shortDateTime(before.scheduledAt)})` : ''
      }`,
    });
    // The family hears of a move, naming the time it had as off: the first move of the digest's
    // window keeps it (`firstOfWindow`), so a move moved again names the time told, not one it
    // never heard of; a booking not told yet is told instead, with the new time (`newsThatHold`).
    if (!before) {
      await mailCustomer(ctx, tx, request, mailTemplates.interviewBooked, scheduled);
    } else {
      const name = fullName(before.caregiverName, before.caregiverSurname);
      await mailCustomer(ctx, tx, request, mailTemplates.interviewMoved, scheduled, {
        firstOfWindow: {
          cancelledInterview: {
            at: before.scheduledAt,
            caregiverName: name || scheduled.caregiverName || null,
          },
        },
      });
    }
    // Its caregiver too (with an email): the time they were told is off, or — first told now,
    // the interview being theirs since — booked.
    // Only the notes changed (never sent to the caregiver): nothing new for them.
    const sameForCaregiver =
      before?.caregiverId === interviewCaregiverId &&
      before.scheduledAt.getTime() === Date.parse(input.dateTime) &&
      before.place === (input.place || null) &&
      before.videoLink === (input.videoLink || null);
    if (interviewCaregiverId && !sameForCaregiver) {
      const moved = before && before.caregiverId === interviewCaregiverId ? before : null;
      await mailCaregiver(
        ctx,
        tx,
        request,
        interviewCaregiverId,
        moved ? mailTemplates.caregiverInterviewMoved : mailTemplates.caregiverInterviewBooked,
        moved
          ? { ...scheduled, cancelledInterview: { at: moved.scheduledAt, caregiverName: null } }
          : scheduled,
      );
    }
    return toAppointment((await findLatestAppointment(tx, requestId))!);
  });
}

/**
 * 'Annulla colloquio': the booked interview called off before it starts (the transition table's
 * `cancelInterview`), its status history row saying why.
 */
export const cancelInterview = (
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  input: CancelInterview,
) =>
  runTutorTransition(ctx, tutorUid, requestId, 'cancelInterview', {
    params: { reason: input.reason, note: input.note ?? null },
    note: reasonedNote(interviewCancelReasonLabels[input.reason], input.note),
  });

/**
 * Corrects the quote of an INVIATO PREVENTIVO request before the family accepts it: the new
 * version replaces the old one (the family's acceptance names the version it read), the history
 * says who corrected it, and the family is emailed the new figures.
 */
export async function correctQuote(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  input: SendQuote,
  /** The version the correction started from (its `quoteSentAt`); absent: any. */
  startedFrom?: string,
) {
  return ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    // Once accepted (or not yet sent), there is no quote waiting to be corrected.
    if (!quoteCorrectable(request.status)) throw invalidState(request.status);
    if (quoteChangedSince(startedFrom, request.quoteSentAt)) {
      throw new AppError('QUOTE_CHANGED', quoteCorrectedMeanwhileMessage);
    }
    const now = ctx.clock.now();
    // What changed, old → new, read before the new version replaces it.
    const was: QuoteVersion = {
      serviceId: request.serviceId,
      requestDetail: request.requestDetail as Partial<RequestDetail>,
    };
    const changes = quoteChanges(was, input, request.businessLine);
    // Correcting the quote is the tutor's act: a request nobody has taken becomes theirs.
    await takeIfUnassigned(ctx, tx, request, tutorUid);
    const facts = await writeQuote(ctx, tx, request, input, now);
    await recordActivity(ctx, tx, {
      requestId,
      customerUid: request.customerUid,
      byUid: tutorUid,
      text: `Preventivo corretto e rinviato alla famiglia${changes.length ? ` (${changes.join('; ')})` : ''}${input.note ? `: ${input.note}` : ''}`,
    });
    // The family's email tells what it reads changed, old → new: the first correction's before,
    // if several.
    await mailCustomer(ctx, tx, request, mailTemplates.quoteCorrected, facts, {
      firstOfWindow: { quoteWas: was },
    });
    return { id: request.id, status: request.status };
  });
}

/**
 * The service's address told on the phone, written in by a tutor while the request may still
 * change (before the quote: its prices follow the province). The history says who wrote it and,
 * when it replaces one, what it was.
 */
export async function setServiceAddress(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  input: ServiceAddressInput,
) {
  await ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!requestEditable(request.status)) {
      throw new AppError(
        'INVALID_STATE',
        `L’indirizzo si può scrivere solo prima del preventivo: lo stato attuale è «${statusDisplayTable[request.status].label}».`,
      );
    }
    const stored = await findRequestAddress(tx, requestId);
    const before = stored ? addressOneLine(stored) || null : null;
    const after = addressOneLine(input);
    if (before === after) return;
    await takeIfUnassigned(ctx, tx, request, tutorUid);
    await setRequestAddress(tx, requestId, { ...input, updatedAt: ctx.clock.now() });
    await recordActivity(ctx, tx, {
      requestId,
      customerUid: request.customerUid,
      byUid: tutorUid,
      text: before
        ? `Indirizzo del servizio corretto dal family tutor: ${after} (prima: ${before})`
        : `Indirizzo del servizio scritto dal family tutor: ${after}`,
    });
  });
}

/**
 * Assigns the request to a tutor (null: nobody). Not a status change: no status history row, an
 * activity in the tutors' history instead ('Presa in carico', 'Assegnata a …').
 */
export async function assignRequest(
  ctx: AppContext,
  byUid: string,
  requestId: number,
  tutorUid: string | null,
) {
  return ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (tutorUid) {
      const tutor = await findTutorAccount(tx, tutorUid);
      if (!tutor || tutor.disabled) {
        const message = 'Family tutor non trovato';
        throw new AppError('VALIDATION_FAILED', message, { tutorUid: message });
      }
    }
    await changeAssignee(ctx, tx, request, byUid, tutorUid);
  });
}

/** The workflow side of the tutor's request page: history, notes, messages, caregivers, interview, rounds. */
export async function getRequestWorkflow(ctx: AppContext, requestId: number) {
  const request = await findRequestById(ctx.db, requestId);
  if (!request) throw new AppError('NOT_FOUND', 'Richiesta non trovata.');
  const [events, notes, assistance, openMessages, candidates, appointment, rounds] =
    await Promise.all([
      listRequestEvents(ctx.db, requestId),
      getRequestNotes(ctx, requestId),
      listAssistanceMessages(ctx.db, { requestId, authorRole: 'customer' }),
      countOpenFamilyMessages(ctx.db, { requestId }),
      listCandidateSelections(ctx.db, requestId, { includeEnded: true }),
      findLatestAppointment(ctx.db, requestId),
      listRounds(ctx.db, requestId),
    ]);
  const extrasOf = await candidateExtras(
    ctx.db,
    requestId,
    candidates.map((row) => row.caregiver.id),
  );
  return {
    events: events.map(
      (event): RequestEvent => ({
        id: event.id,
        fromStatus: event.fromStatus,
        toStatus: event.toStatus,
        actor: {
          role: event.actorRole as ActorRole,
          uid: event.actorUid,
          name: event.actorUid ? fullName(event.name, event.surname) || event.email : null,
        },
        note: event.note,
        createdAt: event.createdAt.toISOString(),
      }),
    ),
    notes,
    assistance: assistance.map(toBackofficeAssistance),
    openMessages,
    candidates: candidates.map((row) => toCandidate(row, extrasOf(row.caregiver.id))),
    appointment: appointment ? toAppointment(appointment) : null,
    rounds: rounds.map((round) => ({
      ...toServiceRound(round),
      caregiverRef: round.caregiverDocRef,
    })),
  };
}
