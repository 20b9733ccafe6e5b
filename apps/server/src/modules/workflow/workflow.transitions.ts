import { serviceEnded } from '@equilibrio/contract/backoffice';
import {
  standByReasonMessage,
  substitutionReasonMessage,
} from '@equilibrio/contract/backoffice-moves';
import {
  reservedElsewhereMessage,
  takenElsewhereMessage,
  withdrawnProposalMessage,
} from '@equilibrio/contract/caregivers';
import { closedStatuses, type RequestStatus, requestStatuses } from '@equilibrio/contract/enums';
import {
  PAYMENT_HOLD_HOURS,
  quoteChangedMessage,
  quoteChangedSince,
  type WorkflowAction,
} from '@equilibrio/contract/workflow';
import { AppError } from '../../lib/app-error';
import { italianDay } from '../../lib/clock';
import { lockCaregiver } from '../caregivers/caregivers.service';
import { requestPaid } from '../payments/closing-refunds.service';
import { handleOpenAsks } from './assistance.queries';
import { scheduleInterview } from './interview';
import {
  chooseSelection,
  confirmSelection,
  endReplacedSelection,
  findPendingChoice,
  findSelectionByDocRef,
  findTakenElsewhere,
  listConfirmedChoices,
} from './selection.queries';
import { insertRound } from './service-records.queries';
import { actorUid, type TransitionDef } from './transition-def';
import {
  answerInterviewChangeAsks,
  cancelBookedInterview,
  caregiverName,
  closeByTutor,
  closeForDeletedAccount,
  closingMail,
  pauseWithoutInterview,
  publishVettedCandidates,
  refuseEarlyOutcome,
  releaseInterviewedCaregiver,
  releasePendingChoice,
  writeQuote,
} from './transition-effects';
import { mailTemplates } from './workflow.mail';

/** Every status a request can still move from (not closed, not paused). */
export const openStatuses = requestStatuses.filter(
  (status) => status !== 'STAND BY' && !(closedStatuses as readonly string[]).includes(status),
);

/** An interview's outcome or a substitution on a request with no confirmed caregiver. */
const noConfirmedCaregiverMessage = 'Nessun caregiver confermato per questa richiesta.';

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
      // Paid before (a substitution, a failed interview): the choice costs nothing more, and the
      // family's email says so — not 'il tempo di completare il pagamento'.
      const paidBefore = await requestPaid(tx, request.id);
      // Beside profiles already seen: the family's email says these are new ones.
      return {
        ...(newProfiles ? { newProfiles } : {}),
        profilesVisible: visible,
        ...(paidBefore ? { paidBefore } : {}),
      };
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
      const locked = await lockCaregiver(tx, row.caregiver.id);
      // Switched off since it was proposed: no longer the agency's to offer (`proposalWithdrawn`);
      // read under the lock, a switch-off committing meanwhile counts.
      if (!locked?.active) throw new AppError('CONFLICT', withdrawnProposalMessage);
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
    // The caregiver too, when they have an email (else the tutor tells them: the form says so).
    notify: {
      customer: mailTemplates.interviewBooked,
      caregiver: mailTemplates.caregiverInterviewBooked,
    },
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
    effect: cancelBookedInterview,
    notify: {
      customer: mailTemplates.interviewCalledOff,
      caregiver: mailTemplates.caregiverInterviewCancelled,
    },
  },
  substitutionAsked: {
    label: 'Avvia sostituzione',
    from: ['SELEZIONE COMPLETATA'],
    to: 'IN ATTESA',
    by: ['tutor'],
    reasonRequired: substitutionReasonMessage,
    // Its last day past, nobody serves the family any more: not offered, and refused.
    refusedNow: (request, now) =>
      serviceEnded(request.requestDetail?.serviceEnd, italianDay(now))
        ? 'Il servizio è concluso: non c’è un caregiver in servizio da sostituire.'
        : null,
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
    effect: pauseWithoutInterview,
    notify: {
      customer: (outcome) => (outcome.cancelledInterview ? mailTemplates.interviewCancelled : null),
      // Its caregiver, when one is called off (the outcome names them only then).
      caregiver: mailTemplates.caregiverInterviewCancelled,
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
    notify: { customer: closingMail, caregiver: mailTemplates.caregiverInterviewCancelled },
  },
  closeNoAnswer: {
    label: 'Chiudi: non risponde',
    from: [...openStatuses, 'STAND BY'],
    to: 'NON RISPONDE',
    by: ['tutor'],
    noteRequired: true,
    effect: (args) => closeByTutor(args, 'NON RISPONDE'),
    notify: { customer: closingMail, caregiver: mailTemplates.caregiverInterviewCancelled },
  },
  closeAccountDeleted: {
    label: 'Chiusa: account della famiglia eliminato',
    // DA PAGARE never gets here: the erasure is refused while a caregiver is held.
    from: [...openStatuses, 'STAND BY'],
    to: "NON PIU' INTERESSATO",
    by: ['system'],
    effect: closeForDeletedAccount,
    notify: {
      tutors: mailTemplates.customerDeleted,
      caregiver: mailTemplates.caregiverInterviewCancelled,
    },
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
