import {
  familyMessageProblem,
  type InterviewCancelReason,
  type InterviewInput,
  interviewCancellable,
  interviewCancelReasonLabels,
  interviewNotCancellableMessage,
  interviewOutcomeTooEarly,
  interviewOutcomeTooEarlyMessage,
  noInterviewToCancelMessage,
  publishCandidatesProblem,
  type StandByReason,
  type SubstitutionReason,
  standByReasonMessage,
  standByResumeProblem,
  substitutionReasonMessage,
} from '@equilibrio/contract/backoffice-moves';
import { criminalRecordMissingMessage } from '@equilibrio/contract/caregiver-profile';
import { reservedElsewhereMessage, takenElsewhereMessage } from '@equilibrio/contract/caregivers';
import { correctionKeptPrices } from '@equilibrio/contract/catalog';
import {
  type CaregiverType,
  closedStatuses,
  type RequestStatus,
  requestStatuses,
  type SelectionPhase,
} from '@equilibrio/contract/enums';
import { shortDateTime, withDayArticle } from '@equilibrio/contract/italian-format';
import { fullName } from '@equilibrio/contract/people';
import {
  type QuoteCostInput,
  quoteBreakdown,
  quoteCostSentences,
} from '@equilibrio/contract/quote-costs';
import { liveInQuoteProblem } from '@equilibrio/contract/request-detail-labels';
import type { RequestDetail } from '@equilibrio/contract/requests';
import { backofficeStatusTable } from '@equilibrio/contract/status-display';
import {
  type ActorRole,
  PAYMENT_HOLD_HOURS,
  quoteChangedMessage,
  quoteChangedSince,
  type WorkflowAction,
} from '@equilibrio/contract/workflow';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { italianDay } from '../../lib/clock';
import { lockCaregiver, passedChecks } from '../caregivers/caregivers.service';
import {
  getServiceSummary,
  requestWelfareProgramme,
  requireQuotableService,
} from '../catalog/catalog-services.service';
import { decideRefundAtClosing } from '../payments/closing-refunds.service';
import { handleOpenAsks } from './assistance.queries';
import { type CancelledInterview, cancelUpcomingInterview, scheduleInterview } from './interview';
import { formatAmount, type MailFacts, type MailTemplate } from './mail-facts';
import { recordActivity } from './request-activity.service';
import {
  chooseSelection,
  confirmSelection,
  endFailedChoice,
  endReplacedSelection,
  findPendingChoice,
  findSelectionByDocRef,
  findTakenElsewhere,
  listConfirmedChoices,
  listSelections,
  newBesideSeen,
  publishSelections,
  releaseSelection,
} from './selection.queries';
import { findLatestAppointment, insertRound } from './service-records.queries';
import { mailTemplates } from './workflow.mail';
import { type RequestRow, setRequestQuote } from './workflow.queries';

/** Who makes a change. Customers and tutors are identified; the system and the provider are not. */
export type Actor =
  | { role: 'customer'; uid: string }
  | { role: 'tutor'; uid: string }
  | { role: 'system' }
  | { role: 'provider' };

export const actorUid = (actor: Actor) => ('uid' in actor ? actor.uid : null);

/** What the moves that need more than a note take. */
type ActionParams = {
  sendQuote: QuoteParams;
  /** When the quote the family read was written (`quoteSentAt` of their page); absent: any. */
  acceptQuote: { quoteSentAt?: string } | undefined;
  acceptCaregiver: { docRef: string };
  bookInterview: InterviewInput;
  /** Why the interview is called off ('Annulla colloquio'). */
  cancelInterview: { reason: InterviewCancelReason; note?: string | null };
  /** The tutor's decision on the family's payment received (see `closeRequestSchema`). */
  closeNotInterested: ClosingParams;
  closeNoAnswer: ClosingParams;
  /** Why the caregiver is replaced (the history keeps it; the family's email follows it). */
  substitutionAsked: { reason: SubstitutionReason };
  /**
   * Why the request is paused and by when it should resume (`standByInputSchema`); waiting for the
   * family's information, what they are asked (the conversation's `pauseRequest` writes it to them).
   */
  standBy: { reason: StandByReason; resumeBy: string | null; familyMessage?: string | null };
};
type ClosingParams = { refund?: boolean } | undefined;
export type ParamsOf<A extends WorkflowAction> = A extends keyof ActionParams
  ? ActionParams[A]
  : undefined;

export type EffectArgs<A extends WorkflowAction> = {
  ctx: AppContext;
  tx: Db;
  /** The request as it was before the change, locked. */
  request: RequestRow;
  actor: Actor;
  now: Date;
  params: ParamsOf<A>;
  /** The move's note, trimmed (null: none). */
  note: string | null;
};

/**
 * What an effect learnt that the emails mention, and (`to`) where the move leads when that
 * depends on what the effect found (a failed interview with no other candidate left).
 */
export type EffectOutcome = Partial<
  Pick<
    MailFacts,
    | 'caregiverName'
    | 'holdExpiresAt'
    | 'interview'
    | 'quoteCosts'
    | 'welfare'
    | 'othersToChoose'
    | 'newProfiles'
    | 'cancelledInterview'
    | 'closing'
    | 'serviceStart'
    | 'interviewCancelReason'
    | 'substitution'
  >
> & {
  to?: RequestStatus;
  /** A pause: the status it resumes to, when not the one it left (its interview called off). */
  resumesTo?: RequestStatus;
  /** A pause: why, and by when it should resume (kept on the request while it lasts). */
  pause?: { reason: StandByReason; resumeBy: string | null };
};

export type TransitionDef<A extends WorkflowAction> = {
  /** Italian label of the move (back-office buttons, history). */
  label: string;
  /** Statuses the move starts from; empty for `submit` (the request is being created). */
  from: readonly RequestStatus[];
  /** 'PREVIOUS': the status the request had before STAND BY. */
  to: RequestStatus | 'PREVIOUS';
  by: readonly ActorRole[];
  noteRequired?: boolean;
  /** The move needs its reason (`params.reason`): without it, a 400 with this message. */
  reasonRequired?: string;
  /** Other writes of the move, in the same transaction, before the status changes. */
  effect?(args: EffectArgs<A>): Promise<EffectOutcome | undefined>;
  /**
   * Who is emailed. The family's email may depend on what the effect found (the outcome's
   * facts): a function answers it, or null for none.
   */
  notify?: {
    customer?: MailTemplate | ((outcome: EffectOutcome) => MailTemplate | null);
    tutors?: MailTemplate;
  };
};

/** Every status a request can still move from (not closed, not paused). */
export const openStatuses = requestStatuses.filter(
  (status) => status !== 'STAND BY' && !(closedStatuses as readonly string[]).includes(status),
);

const caregiverName = (c: { name: string; surname: string }) => fullName(c.name, c.surname);
/** An interview's outcome or a substitution on a request with no confirmed caregiver. */
const noConfirmedCaregiverMessage = 'Nessun caregiver confermato per questa richiesta.';

export { italianDay };

type QuoteParams = { serviceId: number; requestDetail: RequestDetail };

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
    const message =
      'Questo servizio non ha prezzi per la provincia della richiesta né prezzi per «Altre province»: aggiungili nel catalogo, poi invia il preventivo.';
    throw new AppError('VALIDATION_FAILED', message, { serviceId: message });
  }
  await setRequestQuote(tx, request.id, {
    serviceId: service.id,
    requestDetail: params.requestDetail,
    products,
    at: now,
  });
  const welfare = await requestWelfareProgramme(tx, request.id);
  return { quoteCosts: quoteCostSentences(breakdown), ...(welfare ? { welfare } : {}) };
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
async function publishVettedCandidates(tx: Db, requestId: number, today: string) {
  const current = await listSelections(tx, requestId);
  const problem = publishCandidatesProblem(
    current.map(({ selection }) => ({
      published: selection.published,
      phase: selection.phase,
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
  const visible = await publishSelections(tx, requestId);
  // Those sent now, beside the profiles the family already saw (`newBesideSeen`).
  const fresh = newBesideSeen(
    current.filter(({ selection }) => selection.phase === ('SELECTED' satisfies SelectionPhase)),
    ({ selection }) => !selection.published,
  );
  return { visible, newProfiles: fresh.length };
}

async function releasePendingChoice({ tx, request }: EffectArgs<WorkflowAction>) {
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
async function releaseInterviewedCaregiver(
  tx: Db,
  requestId: number,
  now: Date,
  why: Parameters<typeof endFailedChoice>[3],
): Promise<EffectOutcome | undefined> {
  const [current] = await listConfirmedChoices(tx, requestId);
  if (!current) return undefined;
  await endFailedChoice(tx, current.selection.id, now, why);
  const others = await listSelections(tx, requestId, { phase: 'SELECTED', publishedOnly: true });
  return {
    caregiverName: caregiverName(current.caregiver),
    othersToChoose: others.length > 0,
    to: others.length > 0 ? 'INVIATO CV' : 'SELEZIONE ATTIVA',
  };
}

/**
 * The interview's outcome recorded (it took place, or failed), or the request closed: a family's
 * ask to move it that nobody answered is moot, and no longer waits in Assistenza (its page and row
 * stopped showing it when the time came). Moving or calling it off answers it the same way.
 */
/** 409 before the booked interview's day: its outcome is recorded from that day on (the contract's rule). */
async function refuseEarlyOutcome(tx: Db, requestId: number, now: Date) {
  const appointment = await findLatestAppointment(tx, requestId);
  if (appointment && interviewOutcomeTooEarly(appointment.scheduledAt, now)) {
    throw new AppError('CONFLICT', interviewOutcomeTooEarlyMessage(appointment.scheduledAt));
  }
}

const answerInterviewChangeAsks = (tx: Db, requestId: number, now: Date, actor: Actor) =>
  handleOpenAsks(tx, requestId, 'INTERVIEW_CHANGE', {
    handledAt: now,
    handledByUid: actorUid(actor),
  });

/** The history's line of an interview called off: 'Colloquio del 4 dic 2026, 17:30 con …'. */
const cancelledInterviewActivity = (interview: CancelledInterview, why: string) =>
  `Colloquio ${withDayArticle('di', shortDateTime(interview.at))}${interview.caregiverName ? ` con ${interview.caregiverName}` : ''} annullato: ${why}`;

/**
 * A tutor's close: the family's held choice released, a booked interview still ahead called off,
 * and the family's payment received refunded or kept as the tutor decided (required when there
 * is one: `decideRefundAtClosing`), each said in the history.
 */
async function closeByTutor(
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
    reason: `Richiesta chiusa («${label}») con il rimborso alla famiglia${note ? `: ${note}` : '.'}`,
    now,
  });
  const released = await releasePendingChoice(args as EffectArgs<WorkflowAction>);
  const cancelled = await cancelUpcomingInterview(tx, request, now, actorUid(actor));
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
      const amount = formatAmount(payment.amountCents, payment.currency);
      await said(
        decided?.refund
          ? `Pagamento di ${amount} (n. ${payment.id}) da rimborsare alla famiglia: deciso alla chiusura`
          : `Pagamento di ${amount} (n. ${payment.id}) non rimborsato: deciso alla chiusura`,
      );
    }
  }
  const refunded = decided?.refund ? decided.payments : [];
  return {
    ...released,
    ...(cancelled ? { cancelledInterview: cancelled } : {}),
    closing: {
      outcome,
      refund:
        refunded.length > 0
          ? {
              amountCents: refunded.reduce((sum, p) => sum + p.amountCents, 0),
              currency: refunded[0]!.currency,
            }
          : null,
    },
  };
}

/** The family's email of a tutor's close: a payment email when money goes back. */
const closingMail = (outcome: EffectOutcome) =>
  outcome.closing?.refund ? mailTemplates.requestClosedWithRefund : mailTemplates.requestClosed;

/**
 * The request workflow of WORKFLOW.md: the single authority on which status may follow which,
 * who may move it, and what else happens. `transitionRequest` is the only code that applies it.
 */
export const transitions: { [A in WorkflowAction]: TransitionDef<A> } = {
  submit: {
    label: 'Richiesta inviata',
    from: [],
    to: 'NUOVA',
    by: ['customer'],
    notify: { customer: mailTemplates.requestReceived, tutors: mailTemplates.requestSubmitted },
  },
  markToCall: {
    label: 'Passa a «Da richiamare»',
    from: ['NUOVA'],
    to: 'DA RICHIAMARE',
    by: ['tutor'],
  },
  sendQuote: {
    label: 'Invia preventivo',
    from: ['NUOVA', 'DA RICHIAMARE'],
    to: 'INVIATO PREVENTIVO',
    by: ['tutor'],
    effect: ({ ctx, tx, request, now, params }) => writeQuote(ctx, tx, request, params, now),
    notify: { customer: mailTemplates.quoteSent },
  },
  acceptQuote: {
    label: 'Preventivo accettato',
    from: ['INVIATO PREVENTIVO'],
    to: 'PREVENTIVO ACCETTATO',
    by: ['customer'],
    // The quote accepted is the one the family read: corrected since, it is refused (409).
    effect: async ({ request, params }) => {
      if (quoteChangedSince(params?.quoteSentAt, request.quoteSentAt)) {
        throw new AppError('QUOTE_CHANGED', quoteChangedMessage);
      }
      return undefined;
    },
    notify: { tutors: mailTemplates.quoteAccepted },
  },
  startSelection: {
    label: 'Avvia selezione',
    from: ['PREVENTIVO ACCETTATO'],
    to: 'SELEZIONE ATTIVA',
    by: ['tutor'],
  },
  publishCandidates: {
    label: 'Invia profili alla famiglia',
    from: ['SELEZIONE ATTIVA'],
    to: 'INVIATO CV',
    by: ['tutor'],
    effect: async ({ tx, request, now }) => {
      const { visible, newProfiles } = await publishVettedCandidates(
        tx,
        request.id,
        italianDay(now),
      );
      // Beside profiles already seen: the family's email says these are new ones.
      return newProfiles ? { newProfiles, profilesVisible: visible } : { profilesVisible: visible };
    },
    notify: { customer: mailTemplates.candidatesPublished },
  },
  // None of the profiles suits the family (their 'Chiedi altri profili', or a call): the tutor
  // adds others and sends them again; the profiles sent stay, unless removed. The move answers
  // the family's open request for other profiles.
  searchOtherProfiles: {
    label: 'Cerca altri profili',
    from: ['INVIATO CV'],
    to: 'SELEZIONE ATTIVA',
    by: ['tutor'],
    effect: async ({ tx, request, actor, now }) => {
      const byUid = actorUid(actor);
      if (byUid)
        await handleOpenAsks(tx, request.id, 'OTHER_PROFILES', {
          handledAt: now,
          handledByUid: byUid,
        });
      return undefined;
    },
    notify: { customer: mailTemplates.otherProfilesSearched },
  },
  acceptCaregiver: {
    label: 'Caregiver scelto dalla famiglia',
    from: ['INVIATO CV'],
    to: 'DA PAGARE',
    by: ['customer'],
    effect: async ({ tx, request, actor, now, params }) => {
      const row = await findSelectionByDocRef(tx, request.id, params.docRef);
      if (!row?.selection.published) {
        throw new AppError('NOT_FOUND', 'Profilo non trovato tra quelli proposti.');
      }
      if (row.selection.phase === 'CHOSEN') {
        throw new AppError('CONFLICT', 'Hai già scelto questo profilo.');
      }
      // Another family's choice of the same caregiver commits first or waits for this one; after
      // the lock, the rule reads it (their hold awaiting its payment, or a choice made since the
      // tutor vouched for the caregiver here).
      await lockCaregiver(tx, row.caregiver.id);
      const taken = await findTakenElsewhere(tx, row.selection.id);
      if (taken) {
        throw new AppError(
          'CONFLICT',
          taken.kind === 'reserved' ? reservedElsewhereMessage : takenElsewhereMessage,
        );
      }
      const holdExpiresAt = new Date(now.getTime() + PAYMENT_HOLD_HOURS * 3_600_000);
      await chooseSelection(tx, row.selection.id, { chosenAt: now, holdExpiresAt });
      // The family chose after all: their own choice answers their ask for other profiles (the
      // inbox no longer says they want others).
      const byUid = actorUid(actor);
      if (byUid) {
        await handleOpenAsks(tx, request.id, 'OTHER_PROFILES', {
          handledAt: now,
          handledByUid: byUid,
        });
      }
      return { caregiverName: caregiverName(row.caregiver), holdExpiresAt };
    },
    notify: { tutors: mailTemplates.caregiverChosen },
  },
  confirmPayment: {
    label: 'Pagamento ricevuto',
    from: ['DA PAGARE'],
    to: 'PAGATO',
    by: ['provider'],
    effect: async ({ tx, request, now }) => {
      const pending = await findPendingChoice(tx, request.id);
      if (!pending) return undefined;
      await confirmSelection(tx, pending.selection.id, now);
      return { caregiverName: caregiverName(pending.caregiver) };
    },
    notify: {
      customer: mailTemplates.paymentReceivedCustomer,
      tutors: mailTemplates.paymentReceivedTutor,
    },
  },
  holdExpired: {
    label: 'Riserva del profilo scaduta',
    from: ['DA PAGARE'],
    to: 'INVIATO CV',
    by: ['system'],
    effect: releasePendingChoice,
    notify: { customer: mailTemplates.holdExpired },
  },
  bookInterview: {
    label: 'Prenota colloquio',
    from: ['PAGATO'],
    to: 'COLLOQUIO PRENOTATO',
    by: ['tutor'],
    effect: ({ tx, request, actor, now, params }) =>
      scheduleInterview(tx, {
        requestId: request.id,
        interview: params,
        byUid: actorUid(actor),
        now,
      }),
    notify: { customer: mailTemplates.interviewBooked },
  },
  interviewDone: {
    label: 'Colloquio riuscito',
    from: ['COLLOQUIO PRENOTATO'],
    to: 'SELEZIONE COMPLETATA',
    by: ['tutor'],
    // The first caregiver's service is activated; a substitute's replaces the previous one.
    effect: async ({ tx, request, actor, now }) => {
      await refuseEarlyOutcome(tx, request.id, now);
      const [current, ...previous] = await listConfirmedChoices(tx, request.id);
      if (!current) {
        throw new AppError('CONFLICT', noConfirmedCaregiverMessage);
      }
      for (const old of previous) await endReplacedSelection(tx, old.selection.id, now);
      await answerInterviewChangeAsks(tx, request.id, now, actor);
      const today = italianDay(now);
      const replacing = previous.length > 0;
      const startDate = replacing ? today : (request.requestDetail?.serviceStart ?? today);
      const end = request.requestDetail?.serviceEnd ?? null;
      await insertRound(tx, {
        requestId: request.id,
        caregiverId: current.caregiver.id,
        caregiverName: caregiverName(current.caregiver),
        eventType: replacing ? 'REPLACEMENT' : 'ACTIVATION',
        startDate,
        endDate: end && end >= startDate ? end : null,
        hoursWorked: null,
        paymentStatus: 'PAID',
        createdByUid: actorUid(actor),
        createdAt: now,
      });
      return { caregiverName: caregiverName(current.caregiver), serviceStart: startDate };
    },
    // The receipt's promise kept: the family is told when the service starts, and with whom.
    notify: { customer: mailTemplates.serviceConfirmed },
  },
  interviewFailed: {
    label: 'Colloquio non riuscito',
    from: ['COLLOQUIO PRENOTATO'],
    to: 'INVIATO CV',
    by: ['tutor'],
    // It releases a paid caregiver and emails the family: not a one-click move, and the history
    // keeps why.
    noteRequired: true,
    // The caregiver leaves the family's candidates: the family chooses among the others. With
    // none left, the request goes back to the selection: the tutor looks for new profiles (in
    // INVIATO CV the family would have nobody to choose and the tutor no way to add anyone).
    effect: async ({ tx, request, now, actor }) => {
      await refuseEarlyOutcome(tx, request.id, now);
      await answerInterviewChangeAsks(tx, request.id, now, actor);
      return releaseInterviewedCaregiver(tx, request.id, now, 'INTERVIEW_FAILED');
    },
    notify: { customer: mailTemplates.interviewFailed },
  },
  cancelInterview: {
    label: 'Annulla colloquio',
    from: ['COLLOQUIO PRENOTATO'],
    // The family asked: the caregiver stays, a new interview is to be booked.
    to: 'PAGATO',
    by: ['tutor'],
    // Only before it starts (after, its outcome is recorded). The appointment is removed (neither
    // page, the reminders nor the calendar file find it); a caregiver no longer available leaves
    // the request as after a failed interview (`releaseInterviewedCaregiver`), but marked as
    // withdrawn ('Non più disponibile', never 'Colloquio non riuscito'), and the family is told
    // plainly why, never that the interview went badly.
    effect: async ({ ctx, tx, request, actor, now, params }) => {
      const appointment = await findLatestAppointment(tx, request.id);
      if (!appointment) throw new AppError('CONFLICT', noInterviewToCancelMessage);
      if (!interviewCancellable(appointment.scheduledAt, now)) {
        throw new AppError('CONFLICT', interviewNotCancellableMessage);
      }
      const cancelled = await cancelUpcomingInterview(tx, request, now, actorUid(actor));
      if (!cancelled) throw new AppError('CONFLICT', noInterviewToCancelMessage);
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
        interviewCancelReason: params.reason,
      };
    },
    notify: { customer: mailTemplates.interviewCalledOff },
  },
  substitutionAsked: {
    label: 'Avvia sostituzione',
    from: ['SELEZIONE COMPLETATA'],
    to: 'IN ATTESA',
    by: ['tutor'],
    reasonRequired: substitutionReasonMessage,
    // The caregiver in service stays until the substitute's interview succeeds (interviewDone
    // ends them), unless they are no longer available: the family is told which, by email.
    // Nobody confirmed, nobody to replace: refused, as for an interview's outcome (no email
    // about a substitute for no one).
    effect: async ({ tx, request, params }) => {
      const [current] = await listConfirmedChoices(tx, request.id);
      if (!current) throw new AppError('CONFLICT', noConfirmedCaregiverMessage);
      return {
        caregiverName: caregiverName(current.caregiver),
        substitution: {
          caregiverContinues: params.reason !== 'CAREGIVER_UNAVAILABLE',
          serviceStart: request.requestDetail?.serviceStart ?? null,
        },
      };
    },
    notify: { customer: mailTemplates.substitutionStarted },
  },
  newSelection: {
    label: 'Avvia nuova selezione',
    from: ['IN ATTESA'],
    to: 'SELEZIONE ATTIVA',
    by: ['tutor'],
  },
  standBy: {
    label: 'Metti in stand-by',
    from: openStatuses,
    to: 'STAND BY',
    by: ['tutor'],
    reasonRequired: standByReasonMessage,
    // A paused request has no interview ahead: one booked is called off (the family is told),
    // and the request resumes where a new one is booked (PAGATO). One whose time has passed
    // stays: on resuming, its outcome is recorded.
    effect: async ({ ctx, tx, request, actor, now, params }) => {
      // The resume day's rule (from tomorrow, within a year in Italy) holds for every caller.
      const problem = params.resumeBy
        ? standByResumeProblem(params.resumeBy, italianDay(now))
        : null;
      if (problem) throw new AppError('VALIDATION_FAILED', problem, { 'body.resumeBy': problem });
      // Waiting for the family's information: what they are asked goes with the pause, whoever
      // pauses it (the family cannot guess it).
      const unasked = familyMessageProblem(params.reason, params.familyMessage);
      if (unasked) {
        throw new AppError('VALIDATION_FAILED', unasked, { 'body.familyMessage': unasked });
      }
      const pause = { pause: { reason: params.reason, resumeBy: params.resumeBy } };
      const cancelled = await cancelUpcomingInterview(tx, request, now, actorUid(actor));
      if (!cancelled) return pause;
      const byUid = actorUid(actor);
      if (byUid) {
        await recordActivity(ctx, tx, {
          requestId: request.id,
          customerUid: request.customerUid,
          byUid,
          text: cancelledInterviewActivity(cancelled, 'richiesta messa in stand-by'),
        });
      }
      return { ...pause, cancelledInterview: cancelled, resumesTo: 'PAGATO' };
    },
    notify: {
      customer: (outcome) => (outcome.cancelledInterview ? mailTemplates.interviewCancelled : null),
    },
  },
  resume: {
    label: 'Riprendi',
    from: ['STAND BY'],
    to: 'PREVIOUS',
    by: ['tutor'],
  },
  closeNotInterested: {
    label: 'Chiudi: non più interessato',
    from: [...openStatuses, 'STAND BY'],
    to: "NON PIU' INTERESSATO",
    by: ['tutor'],
    noteRequired: true,
    effect: (args) => closeByTutor(args, "NON PIU' INTERESSATO"),
    notify: { customer: closingMail },
  },
  closeNoAnswer: {
    label: 'Chiudi: non risponde',
    from: [...openStatuses, 'STAND BY'],
    to: 'NON RISPONDE',
    by: ['tutor'],
    noteRequired: true,
    effect: (args) => closeByTutor(args, 'NON RISPONDE'),
    notify: { customer: closingMail },
  },
  closeAccountDeleted: {
    label: 'Chiusa: account della famiglia eliminato',
    // DA PAGARE never gets here: the erasure is refused while a caregiver is held.
    from: [...openStatuses, 'STAND BY'],
    to: "NON PIU' INTERESSATO",
    by: ['system'],
    effect: releasePendingChoice,
    notify: { tutors: mailTemplates.customerDeleted },
  },
};

/** The status a move leads to from this request, or null when it does not apply. */
export function targetOf(
  def: TransitionDef<WorkflowAction>,
  request: { status: RequestStatus; statusBeforeStandBy: RequestStatus | null },
): RequestStatus | null {
  if (!def.from.includes(request.status)) return null;
  return def.to === 'PREVIOUS' ? request.statusBeforeStandBy : def.to;
}
