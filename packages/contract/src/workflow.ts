import { z } from 'zod';
import {
  assistanceTypes,
  type RequestStatus,
  requestStatuses,
  roundPaymentStatuses,
  serviceEventTypes,
} from './enums';
import { changedSince, requiredText, versionSchema } from './validation';

/**
 * The request workflow's moves (WORKFLOW.md), one name per row of the transition table. The
 * server's table (modules/workflow) says for each: from which statuses, to which, who may do it
 * and what else happens.
 */
export const workflowActions = [
  'submit',
  'markToCall',
  'sendQuote',
  'acceptQuote',
  'startSelection',
  'publishCandidates',
  /** INVIATO CV → SELEZIONE ATTIVA: none of the profiles suits the family, others are sought. */
  'searchOtherProfiles',
  'acceptCaregiver',
  'confirmPayment',
  'holdExpired',
  'bookInterview',
  'interviewDone',
  'interviewFailed',
  /** 'Annulla colloquio' before it takes place (the caregiver withdrew, or the family asked). */
  'cancelInterview',
  'substitutionAsked',
  'newSelection',
  'standBy',
  'resume',
  'closeNotInterested',
  'closeNoAnswer',
  /** The customer erased their account: the system closes their open requests. */
  'closeAccountDeleted',
] as const;
export type WorkflowAction = (typeof workflowActions)[number];

/**
 * Which of a tutor's moves email the family, as the server's transition table sends them: 'always'
 * (an interview booked or called off: sent whatever the family chose), 'preference' (sent unless
 * the family's email choice leaves it out). The back office says it before the move; the server's
 * transition test keeps the two the same. A move missing here emails the family only at times
 * (a closing, a pause calling off an interview): its explanation says when.
 */
export const familyEmailOfMove: { [A in WorkflowAction]?: 'always' | 'preference' } = {
  sendQuote: 'preference',
  publishCandidates: 'preference',
  searchOtherProfiles: 'preference',
  bookInterview: 'always',
  interviewDone: 'preference',
  interviewFailed: 'preference',
  cancelInterview: 'always',
  substitutionAsked: 'preference',
};

/** Who changed a request: the customer, a family tutor, the system (hold expiry) or the payment provider. */
export const actorRoles = ['customer', 'tutor', 'system', 'provider'] as const;
export type ActorRole = (typeof actorRoles)[number];

/** How long the chosen caregiver is held for an unpaid request (spec §9). */
export const PAYMENT_HOLD_HOURS = 24;

/**
 * An unpaid family is reminded by email this many hours before the hold ends (earlier when that
 * falls in the night; none under half an hour from the end): the server's job, the tutor's page.
 */
export const HOLD_REMINDER_LEAD_HOURS = 6;

/** The answer of a status-changing call. */
export const requestStatusResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(requestStatuses),
});
export type RequestStatusResult = z.infer<typeof requestStatusResultSchema>;

/**
 * `requestID` query of POST /v1/requests/confirm-quotation (spec §7), and ours: `quoteSentAt`,
 * the quote's moment as the family's page read it (`quoteSentAt` of the request) — a quote the
 * tutor has corrected since is refused with QUOTE_CHANGED, never accepted unread.
 */
const quoteVersion = versionSchema('Data del preventivo non valida');

export const confirmQuotationQuerySchema = z.object({
  requestID: z.coerce.number().int().positive().max(2_147_483_647),
  quoteSentAt: quoteVersion,
});

/**
 * `quoteSentAt` query of PUT /v1/backoffice/requests/{id}/quote: the version the correction
 * started from — another tutor's correction meanwhile is refused, not overwritten.
 */
export const quoteCorrectionQuerySchema = z.object({ quoteSentAt: quoteVersion });

/**
 * Statuses in which the request's own terms may still change, before any quote: the family's
 * 'Aggiungi Info', and the service's address a tutor writes in from a call.
 */
export const requestEditableStatuses: readonly RequestStatus[] = ['NUOVA', 'DA RICHIAMARE'];
export const requestEditable = (status: RequestStatus) => requestEditableStatuses.includes(status);

/**
 * Statuses after the family's payment (the caregiver chosen and paid for): the interview, the
 * service, the search for a substitute. The family sees the paid caregiver's phone in all of them;
 * a second payment in one of them is to be refunded.
 */
export const paidStatuses: readonly RequestStatus[] = [
  'PAGATO',
  'COLLOQUIO PRENOTATO',
  'SELEZIONE COMPLETATA',
  'IN ATTESA',
];

/** The quote waits for the family, and may still be corrected, only in this status. */
export const quoteCorrectable = (status: RequestStatus) => status === 'INVIATO PREVENTIVO';

/** Whether the quote written at `current` is another than the one `read` names (`changedSince`). */
export const quoteChangedSince = changedSince;

/** QUOTE_CHANGED: the quote accepted was corrected by the tutor after the family's page read it. */
export const quoteChangedMessage =
  'Il family tutor ha appena aggiornato il preventivo: rileggilo prima di accettarlo.';

/** QUOTE_CHANGED to a tutor: another correction came first. */
export const quoteCorrectedMeanwhileMessage =
  'Un altro family tutor ha appena corretto questo preventivo: chiudi e riapri la correzione per partire dalla versione attuale.';

export const requestIdParamsSchema = z.object({
  requestId: z.coerce.number().int().positive().max(2_147_483_647),
});

// ── Assistance ──────────────────────────────────────────────────────────────────────────────

/** Longest message to the family tutors (issue 22: over 5,000 characters is refused). */
export const ASSISTANCE_MESSAGE_MAX = 5000;

/** Longest reason of a request for other profiles (OTHER_PROFILES): a few lines for the tutor. */
export const OTHER_PROFILES_REASON_MAX = 1000;

/** Refused: a reason for other profiles longer than OTHER_PROFILES_REASON_MAX. */
export const otherProfilesReasonTooLong = 'Il motivo supera i 1.000 caratteri: accorcialo.';

/**
 * A family's message about one of their requests may be urgent (the caregiver did not come, an
 * elder left alone): the tutors are told at once ('URGENTE') and see it first. Optional, false
 * unless told; a multipart form sends it as 'true' or 'false'.
 */
export const urgentFlagSchema = z
  .union(
    [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
    'Indica se il messaggio è urgente (true o false).',
  )
  .default(false);

/** The fields of an assistance message (the general help modal's schema extends them). */
export const assistanceFieldsSchema = z.object({
  message: requiredText(ASSISTANCE_MESSAGE_MAX),
  type: z.enum(assistanceTypes, 'Tipo di segnalazione non valido').default('GENERIC'),
});

/**
 * POST /v2/requests/{id}/assistance body (spec §3 "Assistance message"). OTHER_PROFILES (ours):
 * the message is the family's reason, at most OTHER_PROFILES_REASON_MAX characters.
 */
export const assistanceInputSchema = assistanceFieldsSchema
  .extend({ urgent: urgentFlagSchema })
  .superRefine((input, issues) => {
    if (input.type === 'OTHER_PROFILES' && input.message.length > OTHER_PROFILES_REASON_MAX) {
      issues.addIssue({ code: 'custom', path: ['message'], message: otherProfilesReasonTooLong });
    }
  });
export type AssistanceInput = z.infer<typeof assistanceInputSchema>;
/** The body as a client sends it (`urgent` may be left out: not urgent). */
export type AssistanceBody = z.input<typeof assistanceInputSchema>;

/** The kind of an assistance message in a few words (the tutors' badge, the data export). */
export const assistanceTypeLabels: Record<(typeof assistanceTypes)[number], string> = {
  GENERIC: 'Assistenza',
  SUBSTITUTION: 'Sostituzione',
  OTHER_PROFILES: 'Altri profili',
  INTERVIEW_CHANGE: 'Spostamento colloquio',
};

/** The tutors' email about a family's message, by its kind: its subject and its title. */
export const assistanceMailTexts: Record<
  (typeof assistanceTypes)[number],
  { subject: string; title: string }
> = {
  GENERIC: { subject: 'Richiesta di assistenza', title: 'La famiglia chiede assistenza' },
  SUBSTITUTION: {
    subject: 'Richiesta di sostituzione del caregiver',
    title: 'La famiglia chiede di sostituire il caregiver',
  },
  OTHER_PROFILES: {
    subject: 'Richiesta di altri profili',
    title: 'La famiglia chiede altri profili',
  },
  INTERVIEW_CHANGE: {
    subject: 'Richiesta di spostare il colloquio',
    title: 'La famiglia chiede di spostare il colloquio',
  },
};

/**
 * What the family asks, before their own words, in the kinds whose message is only the family's
 * reason: 'La famiglia chiede altri profili: <motivo>'. The tutors' thread, digest and email.
 */
export const assistanceAskLead: Partial<Record<(typeof assistanceTypes)[number], string>> = {
  OTHER_PROFILES: 'La famiglia chiede altri profili',
  INTERVIEW_CHANGE: 'La famiglia chiede di spostare il colloquio',
};

/** What the tutors read of a family's message, by its kind (`assistanceAskLead`). */
export const assistanceMessageText = (type: string, message: string) => {
  const lead = assistanceAskLead[type as (typeof assistanceTypes)[number]];
  return lead ? `${lead}: ${message}` : message;
};

export const assistanceMessageSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int().nullable(),
  type: z.enum(assistanceTypes),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type AssistanceMessage = z.infer<typeof assistanceMessageSchema>;

// ── Service rounds and the interview ────────────────────────────────────────────────────────

/** GET /v1/request-service-records/request/{requestId} items (spec §3 "Service round record"). */
export const serviceRoundSchema = z.object({
  id: z.number().int(),
  /** ISO dates (yyyy-mm-dd). */
  startDate: z.string(),
  endDate: z.string().nullable(),
  eventType: z.enum(serviceEventTypes),
  caregiverName: z.string().nullable(),
  hoursWorked: z.number().nullable(),
  paymentStatus: z.enum(roundPaymentStatuses),
  /** Its version (ISO): a change sends it back, so one made meanwhile is not overwritten. */
  updatedAt: z.string(),
});
export type ServiceRound = z.infer<typeof serviceRoundSchema>;

/** GET /v1/scheduled-appointments/find/{requestID}: the latest interview of the request. */
export const interviewAppointmentSchema = z.object({
  id: z.number().int(),
  requestId: z.number().int(),
  /** ISO date-time. */
  dateTime: z.string(),
  place: z.string().nullable(),
  videoLink: z.string().nullable(),
  notes: z.string().nullable(),
  caregiver: z.object({ docRef: z.string(), name: z.string(), surname: z.string() }).nullable(),
  createdAt: z.string(),
  /**
   * Ours: when the family asked to move this interview (INTERVIEW_CHANGE), while that ask stands —
   * not handled and not answered by a move (a move is a new appointment); null otherwise.
   */
  changeAskedAt: z.string().nullable().optional(),
});
export type InterviewAppointment = z.infer<typeof interviewAppointmentSchema>;

// ── History ─────────────────────────────────────────────────────────────────────────────────

/** One row of a request's history (request_events). */
export const requestEventSchema = z.object({
  id: z.number().int(),
  fromStatus: z.enum(requestStatuses).nullable(),
  toStatus: z.enum(requestStatuses),
  actor: z.object({
    role: z.enum(actorRoles),
    uid: z.string().nullable(),
    /** Name (or email) of the customer or tutor; null for the system and the payment provider. */
    name: z.string().nullable(),
  }),
  note: z.string().nullable(),
  createdAt: z.string(),
});
export type RequestEvent = z.infer<typeof requestEventSchema>;

/** A move the table allows from the current status for the asking role. */
export const allowedTransitionSchema = z.object({
  action: z.enum(workflowActions),
  /** Italian button label for the back office. */
  label: z.string(),
  to: z.enum(requestStatuses),
  noteRequired: z.boolean(),
});
export type AllowedTransition = z.infer<typeof allowedTransitionSchema>;
