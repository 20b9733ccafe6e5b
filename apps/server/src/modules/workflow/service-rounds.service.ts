import type { RoundPaymentStatus, ServiceEventType } from '@equilibrio/contract/enums';
import { roundPaymentStatusLabels, serviceEventTypeLabels } from '@equilibrio/contract/enums';
import {
  dayMonthYear,
  formatItalianNumber,
  isoDateParts,
  MONTHS_SHORT,
  withDayArticle,
} from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import {
  closedRoundsMessage,
  paymentMovesOnClosed,
  type RoundInput,
  type RoundUpdate,
  roundChangedMeanwhileMessage,
  roundHoursProblem,
  roundNotBegunProblems,
  roundPeriod,
  roundsEditable,
} from '@equilibrio/contract/service-rounds';
import { changedSince } from '@equilibrio/contract/validation';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { italianDay } from '../../lib/clock';
import { toServiceRound } from './customer-flow.service';
import { recordActivity } from './request-activity.service';
import { takeIfUnassigned } from './request-assignment.service';
import { listSelections } from './selection.queries';
import { findRound, insertRound, listRounds, updateRound } from './service-records.queries';
import { lockRequest } from './workflow.service';

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
    // Changed since the tutor's form read it: that change is not overwritten unread.
    if (changedSince(input.updatedAt, existing.updatedAt)) {
      throw new AppError('CONFLICT', roundChangedMeanwhileMessage);
    }
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
    const { updatedAt: _read, ...changes } = input;
    const row = await updateRound(tx, roundId, { ...changes, updatedAt: ctx.clock.now() });
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
