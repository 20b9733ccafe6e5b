// The writes the transition table's moves share (`workflow.transitions.ts` says which move runs which).
import {
  familyMessageProblem,
  interviewCancellable,
  interviewCancelReasonLabels,
  interviewNotCancellableMessage,
  interviewOutcomeTooEarly,
  interviewOutcomeTooEarlyMessage,
  noInterviewToCancelMessage,
  publishCandidatesProblem,
  standByResumeProblem,
} from '@equilibrio/contract/backoffice-moves';
import { correctionKeptPrices } from '@equilibrio/contract/catalog';
import { quoteCostSentences } from '@equilibrio/contract/cost-sentences';
import { criminalRecordMissingMessage } from '@equilibrio/contract/criminal-record';
import type { CaregiverType } from '@equilibrio/contract/enums';
import { shortDateTime, withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import { quoteTermsForFamily } from '@equilibrio/contract/quote-changes';
import {
  type QuoteCostInput,
  quoteBreakdown,
  serviceWithoutPricesMessage,
} from '@equilibrio/contract/quote-costs';
import { liveInQuoteProblem } from '@equilibrio/contract/request-detail-labels';
import { backofficeStatusTable } from '@equilibrio/contract/status-display';
import type { WorkflowAction } from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { italianDay } from '../../lib/clock';
import { passedChecks } from '../caregivers/caregivers.service';
import {
  getServiceSummary,
  requestWelfareProgramme,
  requireQuotableService,
} from '../catalog/catalog-services.service';
import {
  decideRefundAtClosing,
  guaranteeRenewalOn,
  paymentsTotal,
  refundPartActivity,
  refundsTotal,
  settledPaymentsAtClosing,
} from '../payments/closing-refunds.service';
import { requestBreakdown } from '../payments/payment-costs';
import { handleOpenAsks } from './assistance.queries';
import { type CancelledInterview, cancelUpcomingInterview } from './interview';
import { formatAmount } from './mail-facts';
import { recordActivity } from './request-activity.service';
import {
  endFailedChoice,
  findPendingChoice,
  listConfirmedChoices,
  listSelections,
  newBesideSeen,
  publishSelections,
  releaseSelection,
} from './selection.queries';
import { findLatestAppointment } from './service-records.queries';
import {
  type Actor,
  actorUid,
  type EffectArgs,
  type EffectOutcome,
  type QuoteParams,
} from './transition-def';
import { mailTemplates } from './workflow.mail';
import { type RequestRow, setRequestQuote } from './workflow.queries';

export const caregiverName = (c: { name: string; surname: string }) => fullName(c.name, c.surname);

/**
 * Writes the quote (sent or corrected): the catalogue service, the details and the service's
 * prices for the request's province as they are now (kept with the quote: a later catalogue
 * change leaves it as the family read it), stamped `now`. Answers what the family's email sums
 * up: the contract's one breakdown of the costs, as the quote page shows them. A live-in pet
 * sitter is refused (400, the contract's `liveInQuoteProblem`).
 */
export async function writeQuote(
  ctx: AppContext,
  tx: Db,
  request: RequestRow,
  params: QuoteParams,
  now: Date,
) {
  // The rule the quote form also follows (it does not offer 'Convivenza' to a pet sitter).
  const liveIn = liveInQuoteProblem(request.businessLine, params.requestDetail);
  if (liveIn) {
    throw new AppError('VALIDATION_FAILED', liveIn, { 'body.requestDetail.coliving': liveIn });
  }
  const service = await requireQuotableService(tx, params.serviceId, request);
  // A correction on the same service keeps the prices the family was sent; another service is
  // quoted at its prices now.
  const products =
    correctionKeptPrices(request, service.id) ??
    (await getServiceSummary({ ...ctx, db: tx }, service.id, request.province)).products;
  const breakdown = quoteBreakdown({
    products,
    businessLine: request.businessLine,
    detail: params.requestDetail as QuoteCostInput['detail'],
  });
  if (breakdown.payNow.totalCents <= 0) {
    const message = serviceWithoutPricesMessage;
    throw new AppError('VALIDATION_FAILED', message, { serviceId: message });
  }
  await setRequestQuote(tx, request.id, {
    serviceId: service.id,
    requestDetail: params.requestDetail,
    products,
    at: now,
  });
  const welfare = await requestWelfareProgramme(tx, request.id);
  return {
    quoteCosts: quoteCostSentences(breakdown),
    quoteTerms: quoteTermsForFamily(params.requestDetail, request.businessLine),
    ...(welfare ? { welfare } : {}),
  };
}

/**
 * Makes the request's new candidates visible to the family: the one way a caregiver reaches a
 * family (the first proposals, new ones after a failed interview, a substitute's). Refused (409,
 * nothing published) with nobody to send, or nobody new (the contract's
 * `publishCandidatesProblem`, which the back office's button reads too), or while one of them may
 * not be sent yet: a babysitter or badante whose criminal record has not been seen, or only one
 * older than six months (the contract's `criminalRecordMissingMessage`, on Italy's `today`).
 * Answers how many candidates the family can now choose, and how many of them are new beside
 * those already seen (`newBesideSeen`: 0 when none of those remain).
 */
export async function publishVettedCandidates(tx: Db, requestId: number, today: string) {
  const current = await listSelections(tx, requestId);
  const problem = publishCandidatesProblem(
    current.map(({ selection, caregiver }) => ({
      published: selection.published,
      phase: selection.phase,
      caregiver,
    })),
  );
  if (problem) throw new AppError('CONFLICT', problem);
  const toPublish = current.filter((row) => !row.selection.published);
  const checksOf = await passedChecks(
    tx,
    toPublish.map((row) => row.caregiver.id),
  );
  const missing = criminalRecordMissingMessage(
    toPublish.map(({ caregiver }) => ({
      name: caregiver.name,
      surname: caregiver.surname,
      type: caregiver.type as CaregiverType,
      criminalRecordOn: checksOf(caregiver.id).criminalRecordOn,
    })),
    today,
  );
  if (missing) throw new AppError('CONFLICT', missing);
  await publishSelections(tx, requestId);
  // What the family now sees (`shownToFamily`: not a caregiver switched off since), and of those
  // the ones sent now, beside the profiles it already saw (`newBesideSeen`).
  const shown = await listSelections(tx, requestId, { phase: 'SELECTED', shownToFamily: true });
  const sentNow = new Set(toPublish.map(({ selection }) => selection.id));
  const fresh = newBesideSeen(shown, ({ selection }) => sentNow.has(selection.id));
  return { visible: shown.length, newProfiles: fresh.length };
}

export async function releasePendingChoice({ tx, request }: EffectArgs<WorkflowAction>) {
  const pending = await findPendingChoice(tx, request.id);
  if (!pending) return undefined;
  await releaseSelection(tx, pending.selection.id);
  return { caregiverName: caregiverName(pending.caregiver) };
}

/**
 * The interviewed caregiver leaves the request (a failed interview, or one called off because the
 * caregiver is no longer available): no longer a candidate, never in service. The family chooses
 * among the other candidates (INVIATO CV), at no new charge; with none left, the request goes back
 * to the selection (in INVIATO CV the family would have nobody to choose and the tutor no way to
 * add anyone). The one home of the rule for both moves.
 */
export async function releaseInterviewedCaregiver(
  tx: Db,
  requestId: number,
  now: Date,
  why: Parameters<typeof endFailedChoice>[3],
): Promise<EffectOutcome | undefined> {
  const [current] = await listConfirmedChoices(tx, requestId);
  if (!current) return undefined;
  await endFailedChoice(tx, current.selection.id, now, why);
  const others = await listSelections(tx, requestId, { phase: 'SELECTED', shownToFamily: true });
  return {
    caregiverName: caregiverName(current.caregiver),
    othersToChoose: others.length > 0,
    to: others.length > 0 ? 'INVIATO CV' : 'SELEZIONE ATTIVA',
  };
}

/** 409 before the booked interview's day: its outcome is recorded from that day on (the contract's rule). */
export async function refuseEarlyOutcome(tx: Db, requestId: number, now: Date) {
  const appointment = await findLatestAppointment(tx, requestId);
  if (appointment && interviewOutcomeTooEarly(appointment.scheduledAt, now)) {
    throw new AppError('CONFLICT', interviewOutcomeTooEarlyMessage(appointment.scheduledAt));
  }
}

/**
 * The interview's outcome recorded (it took place, or failed), or the request closed: a family's
 * ask to move it that nobody answered is moot, and no longer waits in Assistenza (its page and row
 * stopped showing it when the time came). Moving or calling it off answers it the same way.
 */
export const answerInterviewChangeAsks = (tx: Db, requestId: number, now: Date, actor: Actor) =>
  handleOpenAsks(tx, requestId, 'INTERVIEW_CHANGE', {
    handledAt: now,
    handledByUid: actorUid(actor),
  });

/** The history's line of an interview called off: 'Colloquio del 4 dic 2026, 17:30 con …'. */
export const cancelledInterviewActivity = (interview: CancelledInterview, why: string) =>
  `Colloquio ${withDayArticle('di', shortDateTime(interview.at))}${interview.caregiverName ? ` con ${interview.caregiverName}` : ''} annullato: ${why}`;

/**
 * A tutor's close: the family's held choice released, a booked interview still ahead called off,
 * and the family's payment received refunded or kept as the tutor decided (required when there
 * is one: `decideRefundAtClosing`), each said in the history.
 */
export async function closeByTutor(
  args: EffectArgs<'closeNotInterested' | 'closeNoAnswer'>,
  outcome: "NON PIU' INTERESSATO" | 'NON RISPONDE',
): Promise<EffectOutcome> {
  const { ctx, tx, request, actor, now, params } = args;
  const label = backofficeStatusTable[outcome].label;
  const note = args.note ?? '';
  // First: without the decision nothing else is done (400).
  const decided = await decideRefundAtClosing(tx, {
    requestId: request.id,
    refund: params?.refund,
    refundAmounts: params?.refundAmounts,
    reason: `Richiesta chiusa («${label}») con il rimborso alla famiglia${note ? `: ${note}` : '.'}`,
    now,
  });
  // The payment kept: the email says the guarantee's renewal, if it had one, stops with the close.
  const kept =
    decided && !decided.refund
      ? {
          guaranteeRenewed:
            Boolean((await requestBreakdown(ctx, tx, request.id))?.recurring) &&
            (await guaranteeRenewalOn(tx, request.id)),
        }
      : null;
  const released = await releasePendingChoice(args as EffectArgs<WorkflowAction>);
  const calledOff = await cancelUpcomingInterview(tx, request, now, actorUid(actor));
  const cancelled = calledOff?.cancelled;
  // After the interview's time nothing is called off, and an ask to move it is moot all the same.
  await answerInterviewChangeAsks(tx, request.id, now, actor);
  const byUid = actorUid(actor);
  if (byUid) {
    const said = (text: string) =>
      recordActivity(ctx, tx, {
        requestId: request.id,
        customerUid: request.customerUid,
        byUid,
        text,
      });
    if (cancelled) await said(cancelledInterviewActivity(cancelled, 'richiesta chiusa'));
    for (const payment of decided?.payments ?? []) {
      // Only part of it given back: its own line says how much (`refundPartActivity`).
      if (decided?.parts.some((part) => part.id === payment.id)) continue;
      const amount = formatAmount(payment.amountCents, payment.currency);
      await said(
        decided?.refund
          ? `Pagamento di ${amount} (n. ${payment.id}) da rimborsare alla famiglia: deciso alla chiusura`
          : `Pagamento di ${amount} (n. ${payment.id}) non rimborsato: deciso alla chiusura`,
      );
    }
    for (const part of decided?.parts ?? []) await said(refundPartActivity(part));
  }
  return {
    ...released,
    ...calledOffFacts(calledOff),
    closing: {
      outcome,
      heldChoice: released?.caregiverName ?? null,
      refund: decided?.refund ? refundsTotal(decided.payments, decided.parts) : null,
      kept,
    },
  };
}

/** A close's interview called off (`cancelUpcomingInterview`), as its emails read it. */
const calledOffFacts = (calledOff: Awaited<ReturnType<typeof cancelUpcomingInterview>>) =>
  calledOff
    ? {
        cancelledInterview: calledOff.cancelled,
        interviewCaregiverId: calledOff.interviewCaregiverId,
      }
    : {};

/**
 * The system's close of a request whose family deleted its account: the held choice released, and
 * what the family paid for it told to the tutors (nobody decided a refund: the family is gone, its
 * payments stay as they were).
 */
export async function closeForDeletedAccount(
  args: EffectArgs<'closeAccountDeleted'>,
): Promise<EffectOutcome> {
  const released = await releasePendingChoice(args as EffectArgs<WorkflowAction>);
  const paid = paymentsTotal(await settledPaymentsAtClosing(args.tx, args.request.id));
  // A booked interview is off: the caregiver told by email, as at a tutor's close.
  const calledOff = await cancelUpcomingInterview(args.tx, args.request, args.now, null);
  return {
    ...released,
    ...calledOffFacts(calledOff),
    ...(paid ? { payment: { ...paid, serviceName: null } } : {}),
  };
}

/** The family's email of a tutor's close: a payment email when money goes back. */
export const closingMail = (outcome: EffectOutcome) =>
  outcome.closing?.refund ? mailTemplates.requestClosedWithRefund : mailTemplates.requestClosed;

/** 'Annulla colloquio' (the table's `cancelInterview`): the booked interview called off, and why. */
export async function cancelBookedInterview({
  ctx,
  tx,
  request,
  actor,
  now,
  params,
}: EffectArgs<'cancelInterview'>): Promise<EffectOutcome> {
  const appointment = await findLatestAppointment(tx, request.id);
  if (!appointment) throw new AppError('CONFLICT', noInterviewToCancelMessage);
  if (!interviewCancellable(appointment.scheduledAt, now)) {
    throw new AppError('CONFLICT', interviewNotCancellableMessage);
  }
  const calledOff = await cancelUpcomingInterview(tx, request, now, actorUid(actor));
  if (!calledOff) throw new AppError('CONFLICT', noInterviewToCancelMessage);
  const { cancelled, interviewCaregiverId } = calledOff;
  const released =
    params.reason === 'caregiverUnavailable'
      ? await releaseInterviewedCaregiver(tx, request.id, now, 'WITHDRAWN')
      : undefined;
  const byUid = actorUid(actor);
  if (byUid) {
    // The history's line names which interview, and why ('… annullato: la famiglia ha chiesto…').
    const why = interviewCancelReasonLabels[params.reason];
    const note = params.note?.trim();
    await recordActivity(ctx, tx, {
      requestId: request.id,
      customerUid: request.customerUid,
      byUid,
      text: cancelledInterviewActivity(
        cancelled,
        `${why.charAt(0).toLowerCase()}${why.slice(1)}${note ? ` (${note})` : ''}`,
      ),
    });
  }
  return {
    ...released,
    cancelledInterview: cancelled,
    interviewCaregiverId,
    interviewCancelReason: params.reason,
  };
}

/** 'Metti in stand-by' (the table's `standBy`): the pause's rules, and its interview called off. */
export async function pauseWithoutInterview({
  ctx,
  tx,
  request,
  actor,
  now,
  params,
}: EffectArgs<'standBy'>): Promise<EffectOutcome> {
  // The resume day's rule (from tomorrow, within a year in Italy) holds for every caller.
  const problem = params.resumeBy ? standByResumeProblem(params.resumeBy, italianDay(now)) : null;
  if (problem) throw new AppError('VALIDATION_FAILED', problem, { 'body.resumeBy': problem });
  // Waiting for the family's information: what they are asked goes with the pause, whoever
  // pauses it (the family cannot guess it).
  const unasked = familyMessageProblem(params.reason, params.familyMessage);
  if (unasked) {
    throw new AppError('VALIDATION_FAILED', unasked, { 'body.familyMessage': unasked });
  }
  const pause = { pause: { reason: params.reason, resumeBy: params.resumeBy } };
  const calledOff = await cancelUpcomingInterview(tx, request, now, actorUid(actor));
  if (!calledOff) return pause;
  const { cancelled, interviewCaregiverId } = calledOff;
  const byUid = actorUid(actor);
  if (byUid) {
    await recordActivity(ctx, tx, {
      requestId: request.id,
      customerUid: request.customerUid,
      byUid,
      text: cancelledInterviewActivity(cancelled, 'richiesta messa in stand-by'),
    });
  }
  return { ...pause, cancelledInterview: cancelled, interviewCaregiverId, resumesTo: 'PAGATO' };
}
