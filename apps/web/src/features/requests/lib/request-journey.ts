import { serviceEnded, serviceStartsLater } from '@equilibrio/contract/backoffice';
import { closedBecause } from '@equilibrio/contract/backoffice-moves';
import { type RequestStatus, requestStatuses } from '@equilibrio/contract/enums';
import { capitalised, withDayArticle } from '@equilibrio/contract/italian-format';
import { FIRST_CONTACT_WITHIN } from '@equilibrio/contract/promises';
import {
  statusDisplay,
  toRequestStatus,
  UnknownStatusError,
} from '@equilibrio/contract/status-display';
import { formatAppointment, formatDay, italianDay, italianTime } from '@/lib/format-datetime';
import { formatCents } from '@/lib/money';
import { pageNow } from '@/lib/server-clock';
import { serviceGoesOnUntilChange, stopTexts } from '../messages';
import { pausedNextStep } from './paused-next-step';
import { refundedPhrase } from './refunds';

/**
 * Where a request stands on the family's journey (issue 21, item 2): the one mapping from a
 * status to the tracker's step, who acts next, the 'Prossimo passo' sentence and the card's
 * label. The request cards (Home, list) and the request pages' status bar all read it.
 */

/** The journey's steps, in order (the tracker's labels). */
export const journeySteps = [
  'Richiesta',
  'Preventivo',
  'Selezione profili',
  'Pagamento',
  'Colloquio',
  'Servizio',
] as const;

/** The index of 'Pagamento' in `journeySteps`. */
export const PAYMENT_STEP = journeySteps.indexOf('Pagamento');

/** `open`: moving on; `paused`: STAND BY (on the step it left, if known); `closed`: no more steps. */
export type JourneyState = 'open' | 'paused' | 'closed';
/** Who makes the next move. */
export type JourneyActor = 'family' | 'tutor' | 'nobody';

export type RequestJourney = {
  /**
   * Index in `journeySteps` of the current step — for a closed request the step it was closed at;
   * null when unknown (paused or closed with no step to name).
   */
  current: number | null;
  state: JourneyState;
  actor: JourneyActor;
  /** The request waits for the family (Home's 'Da fare'): only spec 'action' statuses. */
  needsFamily: boolean;
  /** The card's label: what the family may or must do, or that nothing is wrong. */
  label: string;
  /** One sentence: the next step and who makes it, with the deadline when there is one. */
  nextStep: string;
  /**
   * Paid before, and choosing again (a substitution, a failed interview): the payment step is
   * done whatever step the new choice is at. Absent: not an open request paid before.
   */
  paid?: boolean;
  /**
   * Until when the family can act: the 24-hour hold of DA PAGARE (an ISO instant), the day a
   * request paused for their information is to resume by (YYYY-MM-DD, until its end); null when
   * none.
   */
  deadline: string | null;
};

export type JourneyInput = {
  status: string;
  holdExpiresAt: string | null;
  /** COLLOQUIO PRENOTATO: when the interview with the caregiver is (an ISO instant), if known. */
  interviewAt?: string | null;
  statusBeforeStandBy: RequestStatus | null;
  /** STAND BY: the day the tutor means to resume it by, if told. */
  standByResumeBy?: string | null;
  /** STAND BY: paused for information the family is to give. */
  standByWaitsForFamily?: boolean;
  /** STAND BY for the family's information, and they have answered: the tutors' turn. */
  standByFamilyAnswered?: boolean;
  /** Once closed: the status it was closed in (how far it got); absent or null when unknown. */
  statusBeforeClosing?: RequestStatus | null;
  /** Paid before (a failed interview, a substitution): the new choice is confirmed, not paid. */
  paidAt?: string | null;
  /** What the family is owed back, in cents (a refund not made yet); null: nothing. */
  refundOwedCents?: number | null;
  /** The quote's terms: the service's first and estimated last day ('YYYY-MM-DD'), when given. */
  requestDetail?: { serviceStart?: string | null; serviceEnd?: string | null } | null;
  /**
   * SELEZIONE COMPLETATA: the caregiver at work, or the one the service begins with (first name),
   * when the page knows it (the request's page does; its card on the list and Home do not).
   */
  caregiverName?: string | null;
  /**
   * When the family asked to replace the caregiver at work ('Sostituisci'), while no replacement
   * has followed (the request's `substitutionAskedAt`); absent or null: nothing asked.
   */
  substitutionAskedAt?: string | null;
  /**
   * COLLOQUIO PRENOTATO: when the family asked to move the interview ('Chiedi di spostarlo'),
   * while the tutor has not moved it nor answered (the appointment's `changeAskedAt`), when the
   * page knows it (the request's page does); absent or null: nothing asked.
   */
  interviewChangeAskedAt?: string | null;
  /** INVIATO CV: a profile proposed is still there to choose (the request's page knows it). */
  profilesLeft?: boolean;
  /** The refunds made: how much went back and when (the latest); absent or null: none. */
  refunded?: { amountCents: number; at: string; paidCents?: number } | null;
  /** Closed, paid: its quote renewed the NO PROBLEM guarantee, not switched off (absent: unknown). */
  guaranteeRenewed?: boolean;
};

export const journeyLabels = {
  attention: 'Richiede la tua attenzione',
  optional: 'Puoi aggiungere informazioni',
  working: 'In lavorazione',
  paused: 'In pausa',
  // The selection is complete and the service under way ('Completata' read as if the request
  // were over, beside a next step saying the service is active).
  done: 'Servizio attivo',
  upcoming: 'In partenza',
  ended: 'Servizio concluso',
  closed: 'Nessun passo in sospeso',
  refund: 'Rimborso in corso',
} as const;

/** '27 nov 2026, ore 14:30' (Europe/Rome, 24-hour time). */
const formatDeadline = (value: string) => `${formatDay(value)}, ore ${italianTime(value)}`;

type Step = {
  current: number;
  actor: JourneyActor;
  /** `interviewAt`: the booked interview's time, while still ahead. */
  nextStep: (
    deadline: string | null,
    paid: boolean,
    interview: { at: string; ahead: boolean } | null,
    /** A substitute's choice: confirmed, as paid before, not paid now. */
    substituting: boolean,
  ) => string;
};

// When, as the sign-up, the receipt email and the guide promise it: not only 'ti contatta'.
const tutorContacts = `Prossimo passo: il tuo family tutor ti contatta ${FIRST_CONTACT_WITHIN} e prepara il preventivo.`;
const tutorSelects =
  'Prossimo passo: il tuo family tutor seleziona i profili più adatti e ti avvisa quando sono pronti.';
const noProfileLeftNextStep =
  'Prossimo passo: il tuo family tutor ti propone altri profili e ti avvisa quando sono pronti.';

/** The open statuses' step, actor and sentence. */
const openSteps: Record<
  Exclude<RequestStatus, 'STAND BY' | "NON PIU' INTERESSATO" | 'NON RISPONDE'>,
  Step
> = {
  NUOVA: { current: 0, actor: 'tutor', nextStep: () => tutorContacts },
  'DA RICHIAMARE': {
    current: 0,
    actor: 'tutor',
    nextStep: () => 'Prossimo passo: il tuo family tutor ti richiama e prepara il preventivo.',
  },
  'INVIATO PREVENTIVO': {
    current: 1,
    actor: 'family',
    nextStep: () =>
      'Prossimo passo: tocca a te leggere il preventivo e accettarlo per avviare la selezione.',
  },
  'PREVENTIVO ACCETTATO': { current: 2, actor: 'tutor', nextStep: () => tutorSelects },
  'SELEZIONE ATTIVA': { current: 2, actor: 'tutor', nextStep: () => tutorSelects },
  'INVIATO CV': {
    current: 2,
    actor: 'family',
    nextStep: () => 'Prossimo passo: tocca a te scegliere il caregiver tra i profili proposti.',
  },
  'DA PAGARE': {
    current: 3,
    actor: 'family',
    nextStep: (deadline, paid) => {
      // Paid before: 'Conferma la scelta (nessun addebito)' confirms it (`noChargeWords`).
      const what = paid ? 'confermare la scelta' : 'completare il pagamento';
      const until = deadline
        ? withDayArticle('entro', formatDeadline(deadline))
        : 'entro 24 ore dalla scelta';
      return `Prossimo passo: tocca a te ${what} ${until}; fino ad allora il caregiver è riservato per te.`;
    },
  },
  PAGATO: {
    current: 4,
    actor: 'tutor',
    // Said first: the status reads 'In attesa' (spec), and the family has just paid — or, for a
    // substitute, confirmed the choice with no new charge.
    nextStep: (_deadline, _paid, _interview, substituting) =>
      `${substituting ? 'Scelta confermata.' : 'Pagamento ricevuto.'} Prossimo passo: il tuo family tutor ti contatta per fissare il colloquio con il caregiver.`,
  },
  'COLLOQUIO PRENOTATO': {
    current: 4,
    actor: 'family',
    // Its day and time as the request's interview card writes them (the family plans by the
    // weekday); where it is, on the request's page (its interview card, under this sentence).
    // Its time come, the outcome is the tutor's to record: what comes after it, not it again.
    nextStep: (_deadline, _paid, interview) =>
      !interview
        ? 'Prossimo passo: il colloquio tra te e il caregiver; data e ora sono nella richiesta.'
        : interview.ahead
          ? `Prossimo passo: il colloquio tra te e il caregiver, ${formatAppointment(interview.at)}.`
          : `Dopo il colloquio (${formatAppointment(interview.at)}) il tuo family tutor ti contatta per sapere com’è andato.`,
  },
  'SELEZIONE COMPLETATA': {
    current: 5,
    actor: 'nobody',
    nextStep: () =>
      'Il servizio è attivo. Per qualsiasi necessità il tuo family tutor è a disposizione.',
  },
  'IN ATTESA': {
    current: 5,
    actor: 'tutor',
    nextStep: () =>
      'Prossimo passo: il tuo family tutor cerca un nuovo caregiver e ti proporrà i profili.',
  },
};

const optionalInfo: readonly RequestStatus[] = ['NUOVA', 'DA RICHIAMARE'];

/**
 * The steps of a choice made again, after a payment (a substitution, a failed interview): from
 * the quote accepted to the interview, in the workflow's order.
 */
const choosingAgain: readonly RequestStatus[] = requestStatuses.slice(
  requestStatuses.indexOf('PREVENTIVO ACCETTATO'),
  requestStatuses.indexOf('SELEZIONE COMPLETATA'),
);

/** The step of an open status (the one a request was paused or closed in), if it is one. */
const openStepOf = (status: RequestStatus | null | undefined) =>
  status && status in openSteps ? openSteps[status as keyof typeof openSteps] : null;

/** The journey of a request; throws UnknownStatusError for a status the app does not know. */
export function requestJourney(request: JourneyInput, now: Date = pageNow()): RequestJourney {
  const status = toRequestStatus(request.status);
  if (!status) throw new UnknownStatusError(request.status);
  const { kind } = statusDisplay(status);

  if (status === 'STAND BY') {
    const before = openStepOf(request.statusBeforeStandBy);
    return {
      current: before?.current ?? null,
      state: 'paused',
      // The tutor pauses a request and resumes it; paused for the family's information, it is the
      // family's to do (Home's 'Da fare').
      actor: request.standByWaitsForFamily ? 'family' : 'tutor',
      needsFamily: request.standByWaitsForFamily === true,
      label: journeyLabels.paused,
      nextStep: pausedNextStep(
        request.standByResumeBy ?? null,
        {
          waits: request.standByWaitsForFamily === true,
          answered: request.standByFamilyAnswered === true,
        },
        now,
      ),
      // Paused for the family's information: the day their tutor contacts them if still unanswered
      // (no deadline; it orders Home's 'Da fare').
      deadline: request.standByWaitsForFamily ? (request.standByResumeBy ?? null) : null,
    };
  }
  if (status === "NON PIU' INTERESSATO" || status === 'NON RISPONDE') {
    // Closed with the family's payment to give back: said until the refund is made.
    const refund = request.refundOwedCents ?? 0;
    const before = openStepOf(request.statusBeforeClosing);
    const noMore = 'Non ci sono altri passi: se ti serve ancora aiuto, crea una nuova richiesta.';
    // Why, as the closing email said it (never the tutor's note).
    const because = closedBecause[status];
    // The money given back stays said once the refund is made (before it: 'Rimborso in corso').
    const refunded = request.refunded ? `${capitalised(refundedPhrase(request.refunded))}. ` : '';
    // Paid, the payment kept (none owed nor given back): what follows for the money.
    const renewal = request.guaranteeRenewed ? `${stopTexts.noMoreRenewal} ` : '';
    const kept =
      request.paidAt && !request.refunded ? `${renewal}${stopTexts.paymentQuestions} ` : '';
    return {
      current: before?.current ?? null,
      state: 'closed',
      actor: 'nobody',
      needsFamily: false,
      label: refund > 0 ? journeyLabels.refund : journeyLabels.closed,
      nextStep:
        refund > 0
          ? `Ti stiamo rimborsando ${formatCents(refund)}: il rimborso torna sullo stesso metodo di pagamento e riceverai un’email quando sarà stato eseguito. Se ti serve ancora aiuto, crea una nuova richiesta.`
          : before
            ? `${refunded}La richiesta si è fermata al passo «${journeySteps[before.current]}»: ${because}. ${kept}${noMore}`
            : `${refunded}${capitalised(because)}. ${kept}${noMore}`,
      deadline: null,
    };
  }

  const step = openSteps[status];
  const deadline = status === 'DA PAGARE' ? request.holdExpiresAt : null;
  // An interview whose time has come is no next step to announce (its outcome is the tutor's).
  const interview = request.interviewAt
    ? {
        at: request.interviewAt,
        ahead: new Date(request.interviewAt).getTime() > now.getTime(),
      }
    : null;
  const optional = optionalInfo.includes(status);
  const needsFamily = kind === 'action' && !optional;
  /** A step's turn told apart from its status's usual one (nothing for the family to do). */
  const aside = (actor: JourneyActor, label: string, nextStep: string): RequestJourney => ({
    current: step.current,
    state: 'open',
    actor,
    needsFamily: false,
    label,
    nextStep,
    deadline: null,
  });
  // Its estimated last day gone by (Italy's day): no longer active, whatever the status says (a
  // substitution still asked by then included).
  const serviceEnd = request.requestDetail?.serviceEnd;
  if (status === 'SELEZIONE COMPLETATA' && serviceEnded(serviceEnd, italianDay(now))) {
    return aside(
      'nobody',
      journeyLabels.ended,
      `Il servizio si è concluso ${withDayArticle('il', formatDay(serviceEnd!))}. Per qualsiasi necessità il tuo family tutor è a disposizione.`,
    );
  }
  // The first day still ahead (Italy's day): not active yet.
  const serviceStart = request.requestDetail?.serviceStart;
  const startsLater = serviceStartsLater(serviceStart, italianDay(now));
  // 'Sostituisci' sent: the service is still on (or still to begin), and the family is told
  // whether the caregiver keeps coming meanwhile (yes, unless they say otherwise) and what their
  // tutor does next.
  const substitutionAt = status === 'SELEZIONE COMPLETATA' ? request.substitutionAskedAt : null;
  if (substitutionAt) {
    const day = withDayArticle('il', formatDay(substitutionAt));
    const asked = request.caregiverName
      ? `Hai chiesto di sostituire ${request.caregiverName} ${day}.`
      : `Hai chiesto una sostituzione ${day}.`;
    const meanwhile = startsLater
      ? `Se il caregiver può, il servizio inizierà comunque ${withDayArticle('il', formatDay(serviceStart!))} come concordato: se preferisci rimandarlo, diglielo.`
      : `${serviceGoesOnUntilChange}: se preferisci interromperlo prima, diglielo.`;
    return aside(
      'tutor',
      journeyLabels.working,
      `${asked} Prossimo passo: il tuo family tutor ti contatta per capire cosa è successo e cercare chi prenderà il suo posto. ${meanwhile}`,
    );
  }
  if (status === 'SELEZIONE COMPLETATA' && startsLater) {
    const withCaregiver = request.caregiverName ? ` con ${request.caregiverName}` : '';
    return aside(
      'nobody',
      journeyLabels.upcoming,
      `Il servizio inizierà ${withDayArticle('il', formatDay(serviceStart!))}${withCaregiver}. Per qualsiasi necessità il tuo family tutor è a disposizione.`,
    );
  }
  // 'Chiedi di spostarlo' sent: the tutor's turn to propose a time; the one fixed holds till then.
  const moveAskedAt = status === 'COLLOQUIO PRENOTATO' ? request.interviewChangeAskedAt : null;
  if (moveAskedAt && interview?.ahead !== false) {
    const fixed = interview ? ` ${formatAppointment(interview.at)}` : '';
    return aside(
      'tutor',
      journeyLabels.working,
      `Hai chiesto di spostare il colloquio ${withDayArticle('il', formatDay(moveAskedAt))}. Prossimo passo: il tuo family tutor ti propone un nuovo orario; fino ad allora il colloquio resta fissato${fixed}.`,
    );
  }
  // The new choice of a substitution: said as that, on every step until the substitute starts
  // (the tutor's profiles read like a first search). Not whether the caregiver keeps coming
  // meanwhile: a tutor's substitution may be for a caregiver who can no longer come.
  const substituteAskedAt =
    request.paidAt && choosingAgain.includes(status) ? request.substitutionAskedAt : null;
  const substituting = Boolean(substituteAskedAt);
  const substitution = substituteAskedAt
    ? ` È la sostituzione del caregiver avviata ${withDayArticle('il', formatDay(substituteAskedAt))}: non ti addebiteremo nulla di nuovo.`
    : '';
  // Nobody left to choose (every profile proposed withdrawn since): the tutor's turn, as the list
  // under it says — not 'tocca a te scegliere' above an empty list.
  if (status === 'INVIATO CV' && request.profilesLeft === false) {
    return {
      ...aside('tutor', journeyLabels.working, `${noProfileLeftNextStep}${substitution}`),
      paid: Boolean(request.paidAt),
    };
  }
  return {
    current: step.current,
    state: 'open',
    paid: Boolean(request.paidAt),
    actor: step.actor,
    needsFamily,
    label: optional
      ? journeyLabels.optional
      : needsFamily
        ? journeyLabels.attention
        : kind === 'done'
          ? journeyLabels.done
          : journeyLabels.working,
    nextStep: `${step.nextStep(deadline, Boolean(request.paidAt), interview, substituting)}${substitution}`,
    deadline,
  };
}
