import type {
  BackofficeAssistance,
  BackofficeCandidate,
  SendQuote,
} from '@equilibrio/contract/backoffice';
import { availabilityConfirmableStatuses, personRef } from '@equilibrio/contract/backoffice';
import {
  type AddCandidate,
  busyElsewhere,
  type CancelInterview,
  closedRoundsMessage,
  confirmBusyQuestion,
  type InterviewInput,
  interviewCancelReasonLabels,
  interviewUnchangedMessage,
  paymentMovesOnClosed,
  type RoundInput,
  type RoundUpdate,
  reasonedNote,
  roundHoursProblem,
  roundNotBegunProblems,
  roundPeriod,
  roundsEditable,
  type ServiceAddressInput,
} from '@equilibrio/contract/backoffice-moves';
import { caregiverTypeLabels } from '@equilibrio/contract/caregivers';
import type {
  AssistanceType,
  CaregiverType,
  RequestStatus,
  RoundPaymentStatus,
  ServiceEventType,
} from '@equilibrio/contract/enums';
import {
  caregiverTypeByLine,
  roundPaymentStatusLabels,
  serviceEventTypeLabels,
} from '@equilibrio/contract/enums';
import {
  dayMonthYear,
  formatItalianNumber,
  isoDateParts,
  MONTHS_SHORT,
  shortDateTime,
  withDayArticle,
} from '@equilibrio/contract/italian-format';
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
import { italianDay } from '../../lib/clock';
import { type AssistanceRow, listAssistanceMessages } from '../assistance/assistance.service';
import {
  caregiverBusyOn,
  commitmentsOf,
  passedChecks,
  requireCaregiver,
  toCaregiver,
} from '../caregivers/caregivers.service';
import { announceRequestListChange } from '../requests/request-list-cache';
import {
  countAssistance,
  countOpenFamilyMessages,
  handleOpenAsks,
  markAssistanceHandled,
  reopenAssistanceMessage,
} from './assistance.queries';
import { toAppointment, toAssistanceMessage, toServiceRound } from './customer-flow.service';
import { scheduleInterview } from './interview';
import { recordActivity } from './request-activity.service';
import { changeAssignee, takeIfUnassigned } from './request-assignment.service';
import { getRequestNotes } from './request-notes.service';
import {
  type CandidateSelection,
  confirmSelectionAvailability,
  deleteSelection,
  findCandidateSelection,
  findSelectionByDocRef,
  insertSelection,
  listCandidateSelections,
  listSelections,
  setSelectionReason,
} from './selection.queries';
import {
  findLatestAppointment,
  findRound,
  insertRound,
  listRounds,
  updateRound,
} from './service-records.queries';
import { mailTemplates } from './workflow.mail';
import {
  findRequestAddress,
  findRequestById,
  findTutorAccount,
  listRequestEvents,
  type RequestRow,
  setRequestAddress,
} from './workflow.queries';
import { invalidState, lockRequest, mailCustomer, transitionRequest } from './workflow.service';
import { type ParamsOf, writeQuote } from './workflow.transitions';

/** Statuses in which the tutor composes the list of candidates. */
export const candidateEditableStatuses: readonly RequestStatus[] = [
  'SELEZIONE ATTIVA',
  'IN ATTESA',
];

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

/**
 * A candidate as the tutor sees it, with the checks its caregiver has passed (`passedChecks`) and
 * what their other requests ask of the week (`candidateExtras`).
 */
export function toCandidate(
  row: CandidateSelection,
  extras: Pick<BackofficeCandidate, 'checkKinds' | 'criminalRecordOn' | 'commitments'>,
): BackofficeCandidate {
  const { selection, caregiver } = row;
  return {
    caregiver: toCaregiver(caregiver),
    phase: selection.phase,
    published: selection.published,
    selectedAt: selection.selectedAt.toISOString(),
    chosenAt: selection.chosenAt?.toISOString() ?? null,
    acceptedAt: selection.acceptedAt?.toISOString() ?? null,
    holdExpiresAt: selection.holdExpiresAt?.toISOString() ?? null,
    endedAt: selection.endedAt?.toISOString() ?? null,
    endedReason: selection.endedReason,
    reason: selection.reason,
    busyOn: selection.busyOn.filter((id) => id !== selection.requestId),
    replacementAskedOn: selection.replacementAskedOn,
    takenElsewhere: selection.takenElsewhere && {
      ...selection.takenElsewhere,
      until: selection.takenElsewhere.until?.toISOString() ?? null,
    },
    ...extras,
  };
}

/**
 * What a request's candidates show beyond their selection, by caregiver id: the checks passed and
 * the times their other open requests hold them to (`commitmentsOf`, this request left out).
 */
async function candidateExtras(db: Db, requestId: number, caregiverIds: number[]) {
  // One after the other: `db` may be a move's transaction, one connection.
  const checksOf = await passedChecks(db, caregiverIds);
  const commitments = await commitmentsOf(db, { caregiverIds, except: requestId });
  return (caregiverId: number) => ({
    ...checksOf(caregiverId),
    commitments: commitments.get(caregiverId) ?? [],
  });
}

/** One caregiver's candidate, as the request page shows it (the moves that answer one candidate). */
async function oneCandidate(db: Db, row: CandidateSelection) {
  const extrasOf = await candidateExtras(db, row.selection.requestId, [row.caregiver.id]);
  return toCandidate(row, extrasOf(row.caregiver.id));
}

/**
 * The request locked for the tutor's change to its candidates, while they may be changed; a
 * request nobody has taken becomes the tutor's (`takeIfUnassigned`). The candidate's own refusals
 * (not a caregiver of the request, already among them, chosen by the family) come after: a write
 * refused rolls the take back with it.
 */
async function lockForCandidates(ctx: AppContext, tx: Db, requestId: number, tutorUid: string) {
  const request = await lockRequest(tx, requestId);
  if (!candidateEditableStatuses.includes(request.status)) throw invalidState(request.status);
  return takeIfUnassigned(ctx, tx, request, tutorUid);
}

/**
 * Adds a caregiver of the request's type as an unpublished candidate, with the tutor's reason.
 * A caregiver held on another open request (chosen, in interview, in service) is refused with
 * 409 and `fields.confirmBusy` unless the tutor confirmed (`confirmBusy`).
 */
export async function addCandidate(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  input: AddCandidate,
): Promise<BackofficeCandidate> {
  const { docRef, reason = null, confirmBusy = false } = input;
  return ctx.db.transaction(async (tx) => {
    const request = await lockForCandidates(ctx, tx, requestId, tutorUid);
    const caregiver = await requireCaregiver(tx, docRef);
    if (!caregiver.active) {
      throw new AppError('CONFLICT', 'Il caregiver non è attivo.');
    }
    const wanted: CaregiverType = caregiverTypeByLine[request.businessLine];
    if (caregiver.type !== wanted) {
      throw new AppError(
        'CONFLICT',
        `Il caregiver non corrisponde al servizio richiesto (serve un profilo ${caregiverTypeLabels[wanted].toLowerCase()}).`,
      );
    }
    if (await findSelectionByDocRef(tx, requestId, docRef)) {
      throw new AppError('CONFLICT', 'Il caregiver è già tra i profili di questa richiesta.');
    }
    const busyOn = await caregiverBusyOn(tx, caregiver.id, requestId);
    if (busyOn.length > 0 && !confirmBusy) {
      throw new AppError(
        'CONFLICT',
        `${fullName(caregiver.name, caregiver.surname)} ha già ${busyElsewhere(busyOn)}. Conferma per proporre comunque il profilo.`,
        { confirmBusy: confirmBusyQuestion(busyOn) },
      );
    }
    await insertSelection(tx, {
      requestId,
      caregiverId: caregiver.id,
      selectedAt: ctx.clock.now(),
      selectedByUid: tutorUid,
      reason: reason || null,
    });
    const row = await findCandidateSelection(tx, requestId, docRef);
    return oneCandidate(tx, row!);
  });
}

/** Writes the reason of a candidate ('Perché te lo proponiamo') while candidates are editable. */
export async function setCandidateReason(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  docRef: string,
  reason: string | null,
): Promise<BackofficeCandidate> {
  return ctx.db.transaction(async (tx) => {
    await lockForCandidates(ctx, tx, requestId, tutorUid);
    const row = await findCandidateSelection(tx, requestId, docRef);
    if (!row) throw new AppError('NOT_FOUND', 'Il caregiver non è tra i profili della richiesta.');
    await setSelectionReason(tx, row.selection.id, reason || null);
    return oneCandidate(tx, { ...row, selection: { ...row.selection, reason: reason || null } });
  });
}

/**
 * 'Conferma disponibilità': the tutor vouches again that a candidate another family chose
 * meanwhile can also take this request (`takenElsewhereOf` then counts only later choices), so
 * the family can accept them again. A request nobody has taken becomes the tutor's
 * (`takeIfUnassigned`); the history says who confirmed.
 */
export async function confirmCandidateAvailability(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  docRef: string,
): Promise<BackofficeCandidate> {
  return ctx.db.transaction(async (tx) => {
    const locked = await lockRequest(tx, requestId);
    if (!availabilityConfirmableStatuses.includes(locked.status)) throw invalidState(locked.status);
    const row = await findSelectionByDocRef(tx, requestId, docRef);
    if (!row) throw new AppError('NOT_FOUND', 'Il caregiver non è tra i profili della richiesta.');
    if (row.selection.phase === 'CHOSEN') {
      throw new AppError('CONFLICT', 'La famiglia ha già scelto questo profilo.');
    }
    const request = await takeIfUnassigned(ctx, tx, locked, tutorUid);
    await confirmSelectionAvailability(tx, row.selection.id, ctx.clock.now());
    await recordActivity(ctx, tx, {
      requestId,
      customerUid: request.customerUid,
      byUid: tutorUid,
      text: `Confermata la disponibilità di ${fullName(row.caregiver.name, row.caregiver.surname)}: la famiglia può sceglierne il profilo`,
    });
    return oneCandidate(tx, (await findCandidateSelection(tx, requestId, docRef))!);
  });
}

/** Removes a candidate the customer has not chosen. */
export async function removeCandidate(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  docRef: string,
) {
  await ctx.db.transaction(async (tx) => {
    await lockForCandidates(ctx, tx, requestId, tutorUid);
    const row = await findSelectionByDocRef(tx, requestId, docRef);
    if (!row) throw new AppError('NOT_FOUND', 'Il caregiver non è tra i profili della richiesta.');
    if (row.selection.phase === 'CHOSEN') {
      throw new AppError('CONFLICT', 'Il caregiver scelto dalla famiglia non si può rimuovere.');
    }
    await deleteSelection(tx, row.selection.id);
  });
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
    const scheduled = await scheduleInterview(tx, {
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
    const changes = quoteChanges(was, input);
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

/** Records a service round; the caregiver defaults to the one currently in service. */
export async function addRound(
  ctx: AppContext,
  tutorUid: string,
  requestId: number,
  input: RoundInput,
) {
  return ctx.db.transaction(async (tx) => {
    const request = await lockRequest(tx, requestId);
    if (!roundsEditable(request.status)) throw new AppError('INVALID_STATE', closedRoundsMessage);
    // The family asked on the request's day (in Italy): a round before it is a slip of the year.
    const askedOn = italianDay(request.createdAt);
    if (input.startDate < askedOn) {
      const message = roundBeforeRequestMessage(askedOn);
      throw new AppError('VALIDATION_FAILED', message, { startDate: message });
    }
    refuseNotBegun(roundNotBegunProblems(input, italianDay(ctx.clock.now())));
    const confirmed = (await listSelections(tx, requestId, { includeEnded: true })).filter(
      (row) => row.selection.acceptedAt !== null,
    );
    const caregiver = input.caregiverDocRef
      ? confirmed.find((row) => row.caregiver.docRef === input.caregiverDocRef)?.caregiver
      : confirmed.find((row) => row.selection.endedAt === null)?.caregiver;
    if (!caregiver) {
      const message = input.caregiverDocRef
        ? 'Il caregiver non ha prestato servizio per questa richiesta'
        : 'Nessun caregiver in servizio per questa richiesta';
      throw new AppError('VALIDATION_FAILED', message, { caregiverDocRef: message });
    }
    await refuseOverlap(tx, {
      requestId,
      caregiverId: caregiver.id,
      eventType: input.eventType,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      paymentStatus: input.paymentStatus,
    });
    await takeIfUnassigned(ctx, tx, request, tutorUid);
    const row = await insertRound(tx, {
      requestId,
      caregiverId: caregiver.id,
      caregiverName: fullName(caregiver.name, caregiver.surname),
      eventType: input.eventType,
      startDate: input.startDate,
      endDate: input.endDate ?? null,
      hoursWorked: input.hoursWorked ?? null,
      paymentStatus: input.paymentStatus,
      createdByUid: tutorUid,
      createdAt: ctx.clock.now(),
    });
    // The history says who recorded it and when, as for the request's other acts.
    await recordActivity(ctx, tx, {
      requestId,
      customerUid: request.customerUid,
      byUid: tutorUid,
      text: `Turno registrato: ${roundInWords(row)}${
        row.hoursWorked != null ? `, ${formatItalianNumber(row.hoursWorked)} ore` : ''
      }, pagamento «${roundPaymentStatusLabels[row.paymentStatus as RoundPaymentStatus]}»`,
    });
    return toServiceRound(row);
  });
}

/** A round in the history's words: 'utilizzo dal 15 dic 2026 al 19 dic 2026 (Anna Rossi)'. */
const roundInWords = (round: {
  eventType: ServiceEventType;
  startDate: string;
  endDate: string | null;
  caregiverName: string | null;
}) =>
  `${serviceEventTypeLabels[round.eventType].toLowerCase()} ${roundPeriod(round, MONTHS_SHORT)}${
    round.caregiverName ? ` (${round.caregiverName})` : ''
  }`;

/** A round not begun yet refused with its field's message (`roundNotBegunProblems`). */
function refuseNotBegun(problems: ReturnType<typeof roundNotBegunProblems>) {
  const [first] = Object.values(problems);
  if (first) throw new AppError('VALIDATION_FAILED', first, problems);
}

/** Rounds that no longer count (their hours are not billed): they may overlap a new one. */
const voidPayments = new Set(['CANCELLED', 'REFUNDED']);

/**
 * One caregiver's counted rounds of work (prova, utilizzo, sostituzione) never overlap on a
 * request: the same days twice would be billed twice. Refused with the round already there, to
 * correct it instead. The activation marks the service's first day and overlaps its work; an
 * open-ended round covers its start day only.
 */
async function refuseOverlap(
  tx: Db,
  round: {
    requestId: number;
    caregiverId: number | null;
    eventType: string;
    startDate: string;
    endDate: string | null;
    /** Its status after the change: a void round overlaps freely. */
    paymentStatus: string;
    exceptId?: number;
  },
) {
  if (round.eventType === 'ACTIVATION' || voidPayments.has(round.paymentStatus)) return;
  const end = round.endDate ?? round.startDate;
  const clash = (await listRounds(tx, round.requestId)).find(
    (other) =>
      other.id !== round.exceptId &&
      other.eventType !== 'ACTIVATION' &&
      other.caregiverId === round.caregiverId &&
      !voidPayments.has(other.paymentStatus) &&
      other.startDate <= end &&
      (other.endDate ?? other.startDate) >= round.startDate,
  );
  if (!clash) return;
  const message = `${clash.caregiverName ?? 'Il caregiver'} ha già un turno ${roundPeriod(clash)} (${serviceEventTypeLabels[clash.eventType].toLowerCase()}): correggi quello, invece di registrare di nuovo gli stessi giorni`;
  throw new AppError('VALIDATION_FAILED', message, { startDate: message });
}

/** Why a round cannot start on its day: 'La richiesta è dell’1 dicembre 2026: …'. */
export const roundBeforeRequestMessage = (askedOn: string) =>
  `La richiesta è ${withDayArticle('di', dayMonthYear(isoDateParts(askedOn)))}: il turno non può iniziare prima`;

/**
 * Changes a round's end, hours or payment. Its start cannot change, so the request's day is not
 * checked again (a round recorded before that rule keeps its payment editable); the end and the
 * hours are, with the stored values for what the change leaves out — when it touches either, so a
 * payment alone is still recorded on an older round whose hours exceed the rule.
 */
export async function changeRound(
  ctx: AppContext,
  tutorUid: string,
  roundId: number,
  input: RoundUpdate,
) {
  const found = await findRound(ctx.db, roundId);
  if (!found) throw new AppError('NOT_FOUND', 'Turno non trovato.');
  return ctx.db.transaction(async (tx) => {
    // The request locked, as when a round is added: two changes never check against each other.
    const request = await lockRequest(tx, found.requestId);
    const existing = await findRound(tx, roundId);
    if (!existing) throw new AppError('NOT_FOUND', 'Turno non trovato.');
    // Closed: only its payment is still recorded (the days and hours sent back unchanged pass).
    if (!roundsEditable(request.status)) {
      const sameDays = input.endDate === undefined || input.endDate === existing.endDate;
      const sameHours =
        input.hoursWorked === undefined || input.hoursWorked === existing.hoursWorked;
      const payment = input.paymentStatus;
      const recorded =
        payment !== undefined && paymentMovesOnClosed(existing.paymentStatus).includes(payment);
      if (!(sameDays && sameHours && recorded)) {
        throw new AppError('INVALID_STATE', closedRoundsMessage);
      }
    }
    const endDate = input.endDate === undefined ? existing.endDate : input.endDate;
    if (endDate && endDate < existing.startDate) {
      const message = 'La fine non può precedere l’inizio';
      throw new AppError('VALIDATION_FAILED', message, { endDate: message });
    }
    // Before its first day (Italy's, by our clock) no hours and no payment: what changes is checked.
    refuseNotBegun(
      roundNotBegunProblems(
        { ...input, startDate: existing.startDate },
        italianDay(ctx.clock.now()),
        existing,
      ),
    );
    if (input.endDate !== undefined || input.hoursWorked !== undefined) {
      const hoursWorked =
        input.hoursWorked === undefined ? existing.hoursWorked : input.hoursWorked;
      const problem = roundHoursProblem({ startDate: existing.startDate, endDate, hoursWorked });
      if (problem) throw new AppError('VALIDATION_FAILED', problem, { hoursWorked: problem });
    }
    // Its days counted again (a new end, or a cancelled round paid after all): not twice.
    if (input.endDate !== undefined || input.paymentStatus !== undefined) {
      await refuseOverlap(tx, {
        ...existing,
        endDate,
        paymentStatus: input.paymentStatus ?? existing.paymentStatus,
        exceptId: existing.id,
      });
    }
    await takeIfUnassigned(ctx, tx, request, tutorUid);
    const row = await updateRound(tx, roundId, { ...input, updatedAt: ctx.clock.now() });
    if (!row) throw new AppError('NOT_FOUND', 'Turno non trovato.');
    // A payment recorded (or the round cancelled) is in the history: who, when, from what.
    if (row.paymentStatus !== existing.paymentStatus) {
      const label = (status: string) =>
        `«${roundPaymentStatusLabels[status as RoundPaymentStatus]}»`;
      await recordActivity(ctx, tx, {
        requestId: request.id,
        customerUid: request.customerUid,
        byUid: tutorUid,
        text: `Pagamento del turno ${roundInWords(row)}: da ${label(existing.paymentStatus)} a ${label(row.paymentStatus)}`,
      });
    }
    return toServiceRound(row);
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

export async function handleAssistance(ctx: AppContext, tutorUid: string, messageId: number) {
  const found = await markAssistanceHandled(ctx.db, messageId, {
    handledAt: ctx.clock.now(),
    handledByUid: tutorUid,
  });
  if (!found) throw new AppError('NOT_FOUND', 'Segnalazione non trovata.');
}

/** 'Riapri': a handled message is to be handled again (back among the open ones). */
export async function reopenAssistance(ctx: AppContext, messageId: number) {
  if (!(await reopenAssistanceMessage(ctx.db, messageId))) {
    throw new AppError('NOT_FOUND', 'Segnalazione non trovata.');
  }
}

export function toBackofficeAssistance(row: AssistanceRow): BackofficeAssistance {
  return {
    ...toAssistanceMessage(row),
    kind: row.kind,
    answered: Boolean(row.answered),
    urgent: row.urgent,
    customer: {
      ...personRef(row.customerUid, row.customerName, row.customerSurname, row.customerEmail)!,
      phone: row.customerPhone,
    },
    handledBy: personRef(row.handledByUid, row.handlerName, row.handlerSurname, row.handlerEmail),
  };
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

/**
 * GET /v1/backoffice/assistance: the tutors' inbox of assistance messages. The open ones come
 * urgent first, then oldest first (the family waiting longest on top), the handled ones newest
 * first.
 */
export async function listAssistanceInbox(
  ctx: AppContext,
  query: { open: 'true' | 'false'; type?: AssistanceType; page: number; pageSize: number },
) {
  const open = query.open === 'true';
  const [rows, listed, openMessages] = await Promise.all([
    listAssistanceMessages(ctx.db, {
      authorRole: 'customer',
      open,
      type: query.type,
      oldestFirst: open,
      // A family whose caregiver did not come is answered before the rest.
      urgentFirst: open,
      limit: query.pageSize,
      offset: query.page * query.pageSize,
    }),
    countAssistance(ctx.db, { open, type: query.type }),
    countOpenFamilyMessages(ctx.db),
  ]);
  const total = listed.asks + listed.messages;
  return {
    openMessages,
    listed,
    content: rows.map(toBackofficeAssistance),
    page: query.page,
    size: query.pageSize,
    numberOfElements: rows.length,
    totalElements: total,
    totalPages: Math.ceil(total / query.pageSize),
  };
}
