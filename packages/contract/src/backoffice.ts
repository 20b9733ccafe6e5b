import { z } from 'zod';
import { standByReasons } from './backoffice-moves';
import { checkKinds } from './caregiver-checks';
import { caregiverSchema, commitmentsSchema, takenElsewhereSchema } from './caregivers';
import { catalogServiceSchema, quotedProductsSchema } from './catalog';
import {
  assistanceTypes,
  businessLines,
  type CaregiverPlaceKind,
  contactPreferences,
  customerTypes,
  dependantTypes,
  genders,
  languages,
  type RequestStatus,
  type RoundPaymentStatus,
  requestStatuses,
  type SelectionEndReason,
  type SelectionPhase,
  selectionEndReasons,
  selectionPhases,
} from './enums';
import { pageQueryFields, pageSchema, searchTextSchema } from './paging';
import { paymentProviders, paymentStatuses } from './payments';
import { requestNoteKinds } from './request-notes';
import { requestScheduleSchema } from './request-schedule';
import { requestAddressSchema, requestDetailSchema } from './requests';
import { provinceCodeSchema, validationMessages } from './validation';
import {
  allowedTransitionSchema,
  assistanceMessageSchema,
  interviewAppointmentSchema,
  requestEventSchema,
  serviceRoundSchema,
} from './workflow';

/**
 * The family tutors' API (/v1/backoffice/...): every call needs the tutor role. Status-changing
 * calls answer `requestStatusResultSchema` ({ id, status }); reads answer the shapes below.
 */

// The bodies of the tutor's moves are in backoffice-moves.ts, request-notes.ts (notes and
// call-backs) and service-rounds.ts (the server imports them from there); the web app and the demo
// data import them, and the date schema, from here.
export * from './backoffice-moves';
export * from './request-notes';
export * from './service-rounds';
export { isoDateSchema } from './validation';

export const personRefSchema = z.object({
  uid: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/** A tutor's note on a request (backoffice-moves.ts): who wrote it, when, and what. */
export const requestNoteSchema = z.object({
  id: z.number().int(),
  kind: z.enum(requestNoteKinds),
  text: z.string(),
  /**
   * The tutor who wrote it, or the customer for the activity of their own edit of the request;
   * null once that account is gone.
   */
  author: personRefSchema.nullable(),
  /** A call's agreed moment to call the family back. */
  callBackAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RequestNote = z.infer<typeof requestNoteSchema>;

/** A person of a joined row (author, assignee, handler): null when the row names nobody. */
export const personRef = (
  uid: string | null,
  name: string | null,
  surname: string | null,
  email: string | null,
): PersonRef | null => (uid ? { uid, name, surname, email } : null);

/** A payment as the family tutor sees it on the request page (GET /v1/backoffice/requests/{id}). */
export const backofficePaymentSchema = z.object({
  id: z.number().int(),
  provider: z.enum(paymentProviders),
  /** The provider's checkout id (Stripe Checkout Session id), to find it in the provider's dashboard. */
  providerRef: z.string().nullable(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  failureReason: z.string().nullable(),
  /**
   * To refund: paid when the request could no longer take it (hold expired, already paid), or
   * given back by the tutor who closed the request. It stays true once refunded (the payment no
   * longer pays the request); `refunded` says it was.
   */
  refundRequired: z.boolean(),
  refundReason: z.string().nullable(),
  /** The refund a tutor recorded as made at the provider (POST …/payments/{id}/refunded). */
  refunded: z
    .object({ at: z.string(), by: personRefSchema.nullable(), note: z.string().nullable() })
    .nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type BackofficePayment = z.infer<typeof backofficePaymentSchema>;

/**
 * A payment that pays for its request: taken, and not flagged for a refund (refunded since or
 * not, that one does not pay it: it never could, or it is given back at closing). The server's
 * `settledPayment` is this rule in SQL.
 */
export const isSettledPayment = (payment: Pick<BackofficePayment, 'status' | 'refundRequired'>) =>
  payment.status === 'paid' && !payment.refundRequired;

/** A payment whose refund is still owed: flagged for a refund, and none recorded yet. */
export const isRefundOwed = (payment: Pick<BackofficePayment, 'refundRequired' | 'refunded'>) =>
  payment.refundRequired && payment.refunded === null;

/**
 * The customer of a request. `deleted`: the customer erased their account (GDPR art. 17) — name,
 * email and phone are null and the back office shows 'Account eliminato'.
 */
export const customerRefSchema = personRefSchema.extend({ deleted: z.boolean() });
export type CustomerRef = z.infer<typeof customerRefSchema>;

// ── Customer accounts ───────────────────────────────────────────────────────────────────────

export const accountStatusActions = ['disabled', 'enabled'] as const;
export type AccountStatusAction = (typeof accountStatusActions)[number];

export const ACCOUNT_REASON_MIN = 5;
export const ACCOUNT_REASON_MAX = 500;

/**
 * POST /v1/backoffice/customers/{customerUid}/disable and …/enable: why, kept in the account's
 * history (the form validates with the same schema).
 */
export const accountStatusChangeSchema = z.object({
  reason: z
    .string(validationMessages.required)
    .trim()
    .min(1, validationMessages.required)
    .min(ACCOUNT_REASON_MIN, `Il motivo deve contenere almeno ${ACCOUNT_REASON_MIN} caratteri`)
    .max(ACCOUNT_REASON_MAX, `Il motivo può contenere al massimo ${ACCOUNT_REASON_MAX} caratteri`),
});
export type AccountStatusChange = z.infer<typeof accountStatusChangeSchema>;

export const customerUidParamsSchema = z.object({ customerUid: z.string().min(1).max(128) });

/** One disabling or re-enabling of an account. */
export const accountEventSchema = z.object({
  id: z.number().int(),
  action: z.enum(accountStatusActions),
  /** Always given in the back office; an operator at the command line may leave it out. */
  reason: z.string().nullable(),
  /** The tutor who did it; null: an operator at the command line (`npm run user:disable`). */
  by: personRefSchema.nullable(),
  createdAt: z.string(),
});
export type AccountEvent = z.infer<typeof accountEventSchema>;

/** A customer's account as the back office shows it: disabled or not, and its history. */
export const customerAccountSchema = z.object({
  disabled: z.boolean(),
  /** Newest first. */
  history: z.array(accountEventSchema),
});
export type CustomerAccount = z.infer<typeof customerAccountSchema>;

// ── Requests ────────────────────────────────────────────────────────────────────────────────

/** The inbox's orders (`backofficeRequestListQuerySchema.sort`). */
export const backofficeRequestSorts = ['waiting', 'newest', 'planned'] as const;
export type BackofficeRequestSort = (typeof backofficeRequestSorts)[number];

export const backofficeRequestListQuerySchema = z.object({
  status: z
    .union([z.enum(requestStatuses), z.array(z.enum(requestStatuses)).max(requestStatuses.length)])
    .optional(),
  /** 'me' (the calling tutor), 'none' (unassigned) or a tutor uid. */
  assignedTo: z.string().trim().min(1).max(128).optional(),
  /** Request number, or part of the family's name, email, phone or address, or of a caregiver's name on the request. */
  q: searchTextSchema,
  businessLine: z.enum(businessLines).optional(),
  province: provinceCodeSchema.optional(),
  /** A partner company's id: requests of its employees. */
  companyId: z.string().trim().min(1).max(64).optional(),
  /**
   * 'waiting' (default): the longest wait in the current status first, the requests nobody has
   * to move (service running, paused, closed) last; 'newest': the newest request first;
   * 'planned': the tutor's agenda — the urgent first, then by what is planned (`plannedAt`), the
   * earliest first (come due, then ahead), and the requests with nothing planned after, in the
   * waiting order.
   */
  sort: z.enum(backofficeRequestSorts, 'Ordinamento non valido').default('waiting'),
  ...pageQueryFields(),
});
export type BackofficeRequestListQuery = z.infer<typeof backofficeRequestListQuerySchema>;

/** GET /v1/backoffice/requests/facets: the list's filters except status and paging. */
export const backofficeRequestFacetsQuerySchema = backofficeRequestListQuerySchema.omit({
  status: true,
  sort: true,
  page: true,
  pageSize: true,
});
export type BackofficeRequestFacetsQuery = z.infer<typeof backofficeRequestFacetsQuerySchema>;

/** How many requests match the other filters, per status; the provinces requests come from. */
export const backofficeRequestFacetsSchema = z.object({
  total: z.number().int(),
  statuses: z.array(z.object({ status: z.enum(requestStatuses), count: z.number().int() })),
  provinces: z.array(z.string()),
});
export type BackofficeRequestFacets = z.infer<typeof backofficeRequestFacetsSchema>;

/**
 * A family's open messages as the server splits them (one rule, one count for the inbox, the
 * request rows and the request page): `openAsks`, the segnalazioni (an ask for help, a
 * substitution, other profiles); `awaitingAnswer`, the messages written in the request's
 * conversation no tutor's message follows yet; `answeredToHandle`, those a tutor answered
 * ('Rispondi') without marking them handled: still open, no longer awaiting an answer.
 */
const openFamilyMessagesFields = {
  openAsks: z.number().int(),
  awaitingAnswer: z.number().int(),
  answeredToHandle: z.number().int(),
};
export const openFamilyMessagesSchema = z.object(openFamilyMessagesFields);
export type OpenFamilyMessages = z.infer<typeof openFamilyMessagesSchema>;

export const backofficeRequestSummarySchema = z.object({
  id: z.number().int(),
  status: z.enum(requestStatuses),
  businessLine: z.enum(businessLines),
  /** Italian label of the business line. */
  type: z.string(),
  customer: customerRefSchema,
  city: z.string().nullable(),
  province: z.string().nullable(),
  welfare: z.boolean(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  assignedTutor: personRefSchema.nullable(),
  /**
   * The family's messages of this request that wait for us: open asks, and conversation messages
   * not answered yet (`openAsks` + `awaitingAnswer`; answered ones still to mark are apart).
   */
  openAssistance: z.number().int(),
  /** Of them, the server's split (`openFamilyMessagesSchema`): segnalazioni, awaiting, answered. */
  ...openFamilyMessagesFields,
  /** Of them, those the family marked urgent (the caregiver did not come): 'Urgente'. */
  openUrgent: z.number().int(),
  /** When the oldest of them was sent: the family waits for us since then. */
  openAssistanceSince: z.string().nullable(),
  /** Among them, the family's request for other profiles than those proposed (OTHER_PROFILES). */
  openOtherProfiles: z.boolean(),
  /** Among them, the family's request to move the booked interview (INTERVIEW_CHANGE). */
  openInterviewChange: z.boolean(),
  /** When a tutor last logged a call with the family (a request note of kind 'call'). */
  lastCallAt: z.string().nullable(),
  /**
   * When that call agreed to call the family back, while it stands (`standingCallBack`: the
   * request open, not moved since it came due; null: none). Until then nobody has to act on the
   * request; then it is due.
   */
  callBackAt: z.string().nullable(),
  /** STAND BY: why the tutor paused it (`standByReasons`) and by when to resume it, if told. */
  standByReason: z.enum(standByReasons).nullable(),
  standByResumeBy: z.string().nullable(),
  /** DA PAGARE: until when the chosen caregiver is held. */
  holdExpiresAt: z.string().nullable(),
  /** COLLOQUIO PRENOTATO: when the (latest) interview is. */
  interviewAt: z.string().nullable(),
  /**
   * What is planned for the request, and when (the tutor's agenda, the order 'planned'): a booked
   * interview (COLLOQUIO PRENOTATO); in a pause, the earlier of its 'Riprendi entro il' day (its
   * midnight in Italy) and a call-back agreed; in any other status, the call-back agreed (while it
   * stands, as `callBackAt`). Gone by: come due. Null: nothing planned.
   */
  plannedAt: z.string().nullable(),
  /** The service's first day as the quote says ('YYYY-MM-DD'; null: none given). */
  serviceStart: z.string().nullable(),
  /** The service's estimated last day as the quote says ('YYYY-MM-DD'; null: none given). */
  serviceEnd: z.string().nullable(),
  /** Candidates added but not yet shown to the customer. */
  unpublishedCandidates: z.number().int(),
  /**
   * Of those, the ones that may not be sent yet (`lacksCriminalRecord`): babysitters and badanti
   * whose criminal record is not recorded, or only one older than `criminalRecordValidityMonths`
   * ('Profili da inviare: manca un casellario').
   */
  unvettedCandidates: z.number().int(),
  /**
   * Of those, the ones whose criminal record is recorded but expired (`criminalRecordState`
   * 'expired'): the rest have none ('Profili da inviare: un casellario scaduto').
   */
  expiredRecordCandidates: z.number().int(),
  /** Since when the request is in its current status (its latest history row). */
  statusSince: z.string(),
  contactDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BackofficeRequestSummary = z.infer<typeof backofficeRequestSummarySchema>;

export const backofficeRequestPageSchema = pageSchema(backofficeRequestSummarySchema);
export type BackofficeRequestPage = z.infer<typeof backofficeRequestPageSchema>;

/** A caregiver on a request, as the tutor sees it (unpublished candidates included). */
export const backofficeCandidateSchema = z.object({
  caregiver: caregiverSchema,
  phase: z.enum(selectionPhases),
  /** Visible to the customer (published with "invia profili"). */
  published: z.boolean(),
  selectedAt: z.string(),
  chosenAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  /**
   * Set when a substitute took over, after a failed interview, or when the caregiver withdrew
   * before the interview (then never accepted): no longer shown to the customer.
   */
  endedAt: z.string().nullable(),
  /** Why the place ended (null: not ended, or ended before the reason was kept). */
  endedReason: z.enum(selectionEndReasons).nullable(),
  /** The tutor's one line for the family: 'Perché te lo proponiamo'. */
  reason: z.string().nullable(),
  /**
   * Other families hold the caregiver (`takenElsewhereSchema`): 'reserved' ('Riservato da un'altra
   * famiglia (#N) fino al …': their payment awaited, nothing the tutor can lift) or 'chosen' since
   * the tutor vouched for them here ('Scelto da un'altra famiglia (#N)', until the tutor confirms
   * their availability: 'Conferma disponibilità'). This family cannot accept them; null when free.
   */
  takenElsewhere: takenElsewhereSchema.nullable(),
  /** The other open requests the caregiver is chosen or confirmed on ('Scelto su #…'). */
  busyOn: z.array(z.number().int()),
  /**
   * The family's other requests on which they asked to replace this caregiver ('Sostituisci'):
   * the row warns the tutor before the profile is sent to them again. Absent from older servers.
   */
  replacementAskedOn: z.array(z.number().int()).optional(),
  /** What those requests ask of the week (`commitmentsSchema`). */
  commitments: commitmentsSchema,
  /**
   * The kinds of the agency's checks the caregiver has passed, in the agency's order: a
   * candidate who may not be sent yet (`lacksCriminalRecord`) holds back 'Invia profili'.
   */
  checkKinds: z.array(z.enum(checkKinds)),
  /** The day of the latest criminal-record check ('yyyy-mm-dd'; null: none): it counts 6 months. */
  criminalRecordOn: z.string().nullable(),
});
export type BackofficeCandidate = z.infer<typeof backofficeCandidateSchema>;

/**
 * Where the tutor may confirm a candidate taken elsewhere ('Conferma disponibilità'): the
 * profiles sent (INVIATO CV) or being chosen (SELEZIONE ATTIVA, IN ATTESA).
 */
export const availabilityConfirmableStatuses: readonly RequestStatus[] = [
  'INVIATO CV',
  'SELEZIONE ATTIVA',
  'IN ATTESA',
];

type EndedSelection = {
  acceptedAt: string | null;
  endedAt: string | null;
  endedReason: SelectionEndReason | null;
};

/**
 * Why a caregiver's place on a request ended, if it did: the reason kept; for a row ended before
 * reasons were kept, inferred as before (confirmed: replaced; never confirmed: a failed
 * interview).
 */
export const endedSelectionReason = (selection: EndedSelection): SelectionEndReason | null => {
  if (!selection.endedAt) return null;
  return selection.endedReason ?? (selection.acceptedAt ? 'REPLACED' : 'INTERVIEW_FAILED');
};

const endedSelectionLabels: Record<SelectionEndReason, string> = {
  REPLACED: 'Sostituito',
  INTERVIEW_FAILED: 'Colloquio non riuscito',
  WITHDRAWN: 'Non più disponibile',
};

/**
 * How a caregiver's place on a request ended, if it did: replaced after their service, dropped
 * after a failed interview, or no longer available before the interview (it was called off,
 * never held). The tutor's list and the family's data summary say it the same way.
 */
export const endedSelectionLabel = (selection: EndedSelection) => {
  const reason = endedSelectionReason(selection);
  return reason ? endedSelectionLabels[reason] : null;
};

type CaregiverPlaceRow = EndedSelection & {
  selectedAt: string;
  chosenAt: string | null;
  phase: SelectionPhase;
  published: boolean;
};

/**
 * Whether the family chose another caregiver after this one was proposed, and that choice stood
 * (not dropped after a failed interview, nor by a caregiver who withdrew before it): the proposal
 * is over. A substitute proposed after the choice is still an open proposal. `places`: every
 * place on the request.
 */
const passedOver = (place: CaregiverPlaceRow, places: readonly CaregiverPlaceRow[]) =>
  place.chosenAt === null &&
  places.some(
    (other) =>
      other !== place &&
      other.chosenAt !== null &&
      other.chosenAt > place.selectedAt &&
      [null, 'REPLACED'].includes(endedSelectionReason(other)),
  );

/** The request page's badge of a candidate, the caregiver page's line of a request. */
export const caregiverPlaceLabels: Record<CaregiverPlaceKind, string> = {
  ...endedSelectionLabels,
  confirmed: 'Scelto, pagamento ricevuto',
  chosen: 'Scelto dalla famiglia',
  passedOver: 'Non scelto',
  proposed: 'Proposto alla famiglia',
  toSend: 'Da inviare',
};

/** `place` among the request's `places` (its own included): ended, confirmed, chosen, passed over, proposed or to send. */
export function caregiverPlace(
  place: CaregiverPlaceRow,
  places: readonly CaregiverPlaceRow[],
): CaregiverPlaceKind {
  const ended = endedSelectionReason(place);
  if (ended) return ended;
  if (place.acceptedAt) return 'confirmed';
  if (place.phase === 'CHOSEN') return 'chosen';
  if (passedOver(place, places)) return 'passedOver';
  return place.published ? 'proposed' : 'toSend';
}

/**
 * Whether the service is still to begin on `today` (Italy's day, 'YYYY-MM-DD': the apps'
 * `italianDay`): its start day ('serviceStart' of the quote) is later. No start day given: not
 * waited for. The one rule both sides read: the family's 'Il servizio inizierà il …', the tutor's
 * 'Inizio servizio …' rather than 'Servizio in corso', the caregiver's 'In corso' tag.
 */
export const serviceStartsLater = (serviceStart: string | null | undefined, today: string) =>
  Boolean(serviceStart) && (serviceStart as string) > today;

/**
 * Whether the service has ended on `today` (Italy's day, as `serviceStartsLater`): its estimated
 * last day ('serviceEnd' of the quote) is past. No end day given: it goes on. The one rule both
 * sides read: the tutor's 'Servizio concluso il …' rather than 'Servizio in corso', the family's
 * 'Servizio concluso', the caregiver's 'Terminata' tag (spec §4).
 */
export const serviceEnded = (serviceEnd: string | null | undefined, today: string) =>
  Boolean(serviceEnd) && (serviceEnd as string) < today;

/**
 * Whether a caregiver has started serving the family: a round of work (activation, trial,
 * usage, substitution; not a cancelled one) names them, and the service's start day has come
 * (`serviceStartsLater`: a round recorded ahead, e.g. the activation paid before the first day,
 * is no service yet). Until then a confirmed caregiver has only been chosen by the family (the
 * interview, the first day still to come). Matched by the caregiver (`docRef`): two caregivers
 * may share a name, and a round keeps the name as it was.
 */
export const caregiverStartedService = (
  caregiver: { docRef: string },
  rounds: readonly { caregiverRef: string | null; paymentStatus: RoundPaymentStatus }[],
  service: { serviceStart: string | null | undefined; today: string },
) =>
  !serviceStartsLater(service.serviceStart, service.today) &&
  rounds.some(
    (round) => round.paymentStatus !== 'CANCELLED' && round.caregiverRef === caregiver.docRef,
  );

export const backofficeAssistanceSchema = assistanceMessageSchema.extend({
  /** 'ask': a segnalazione; 'message': written in the conversation, awaiting an answer. */
  kind: z.enum(['ask', 'message']),
  /** A tutor wrote in its conversation after it (for an open message: answered, still to mark). */
  answered: z.boolean(),
  /** The family marked it urgent: open, it comes first in the inbox, with 'Urgente'. */
  urgent: z.boolean(),
  /** The family, with its phone: a message asking to be called is answered by a call. */
  customer: personRefSchema.extend({ phone: z.string().nullable() }),
  handledBy: personRefSchema.nullable(),
});
export type BackofficeAssistance = z.infer<typeof backofficeAssistanceSchema>;

/** GET /v1/backoffice/requests/{requestId}: everything the tutor's request page shows. */
export const backofficeRequestDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(requestStatuses),
  /** While STAND BY: the status "riprendi" returns to. */
  statusBeforeStandBy: z.enum(requestStatuses).nullable(),
  /** STAND BY: why the tutor paused it and by when to resume it ('yyyy-mm-dd'), if told. */
  standByReason: z.enum(standByReasons).nullable(),
  standByResumeBy: z.string().nullable(),
  businessLine: z.enum(businessLines),
  type: z.string(),
  needs: z.string().nullable(),
  message: z.string().nullable(),
  languages: z.array(z.enum(languages)),
  address: requestAddressSchema.nullable(),
  province: z.string().nullable(),
  welfare: z.boolean(),
  /** The family's 'Quando' section of the request form (null: not given). */
  schedule: requestScheduleSchema.nullable(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  source: z.string(),
  serviceLinked: z
    .object({ id: z.number().int(), name: z.string(), customerType: z.enum(customerTypes) })
    .nullable(),
  requestDetail: requestDetailSchema.nullable(),
  quotedProducts: quotedProductsSchema,
  /** When the quote was last written (sent or corrected); a correction names it (PUT …/quote). */
  quoteSentAt: z.string().nullable(),
  contactDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  assignedTutor: personRefSchema.nullable(),
  customer: customerRefSchema.extend({
    phone: z.string().nullable(),
    contactPreference: z.enum(contactPreferences).nullable(),
    company: z.object({ id: z.string(), name: z.string() }).nullable(),
    /**
     * The customer's account: null when there is none to manage here (the customer erased it,
     * or accounts live at Firebase).
     */
    account: customerAccountSchema.nullable(),
    /**
     * A visitor sent this request with an address that already has an account: it joins that
     * account when its owner signs in on the visitor's device, and no email reaches the address
     * before (privacy/hand-over.service.ts).
     */
    waitingForOwner: z.boolean(),
  }),
  dependants: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      type: z.enum(dependantTypes),
      birthDate: z.string(),
      gender: z.enum(genders),
      handicap: z.boolean(),
    }),
  ),
  /** Oldest first. */
  events: z.array(requestEventSchema),
  /** The tutors' calls and notes, oldest first (never shown to the family). */
  notes: z.array(requestNoteSchema),
  /** Newest first. */
  assistance: z.array(backofficeAssistanceSchema),
  /** The open ones, as the server counts them (the same numbers as the inbox and the rows). */
  openMessages: openFamilyMessagesSchema,
  /** The family's ask for other profiles stands (the inbox's and the family page's one rule). */
  openOtherProfiles: z.boolean(),
  candidates: z.array(backofficeCandidateSchema),
  /** The latest interview, if any. */
  appointment: interviewAppointmentSchema.nullable(),
  /** The rounds, with the caregiver each names (`docRef`; null once that caregiver is deleted). */
  rounds: z.array(serviceRoundSchema.extend({ caregiverRef: z.string().nullable() })),
  /** Checkouts of the request, newest first; `refundRequired` ones need a tutor's refund. */
  payments: z.array(backofficePaymentSchema),
  /** Some payment was taken when it could no longer be applied, and its refund is still owed. */
  refundOwed: z.boolean(),
  /** When the family paid for the selection, if ever (the request page's `paidAt`). */
  paidAt: z.string().nullable(),
  /**
   * When the family switched off the renewal of the NO PROBLEM guarantee (their request page),
   * while it stays off; null: it renews (or there is none).
   */
  guaranteeRenewalOffAt: z.string().nullable(),
  /** The table's moves from the current status for a tutor (the API checks again). */
  allowedTransitions: z.array(allowedTransitionSchema),
  /** Candidates may be added or removed now (SELEZIONE ATTIVA, IN ATTESA). */
  candidatesEditable: z.boolean(),
  /** The interview may be moved now (COLLOQUIO PRENOTATO). */
  interviewReschedulable: z.boolean(),
});
export type BackofficeRequestDetail = z.infer<typeof backofficeRequestDetailSchema>;

/** The family tutors (for assignment): a person reference each. */
export const tutorListSchema = z.array(personRefSchema);

// ── Assistance inbox ───────────────────────────────────────────────────────────────────────

export const backofficeAssistanceListQuerySchema = z.object({
  /** 'true' (default): only messages not handled yet. */
  open: z.enum(['true', 'false']).default('true'),
  type: z.enum(assistanceTypes).optional(),
  ...pageQueryFields(),
});

/** The inbox's page, with all the open messages as the server counts them (whatever the page). */
export const backofficeAssistancePageSchema = pageSchema(backofficeAssistanceSchema).extend({
  openMessages: openFamilyMessagesSchema,
  /**
   * What the list holds under its filters (open or handled, the type), every page: the
   * segnalazioni (kind 'ask') and the messages written in the conversation (kind 'message');
   * together `totalElements`. Of the messages, `answered`: open ones a tutor answered without
   * marking them handled (0 among the handled).
   */
  listed: z.object({
    asks: z.number().int(),
    messages: z.number().int(),
    answered: z.number().int(),
  }),
});
export type BackofficeAssistancePage = z.infer<typeof backofficeAssistancePageSchema>;

// ── Catalogue for the quote form ────────────────────────────────────────────────────────────

export const backofficeServiceListQuerySchema = z.object({
  businessLine: z.enum(businessLines).optional(),
  customerType: z.enum(customerTypes).optional(),
});
export const backofficeServiceListSchema = z.array(
  catalogServiceSchema.extend({
    /** For B2B services: the partner companies offering it. */
    companyIds: z.array(z.string()),
  }),
);

// ── Suggestions for a request ──────────────────────────────────────────────────────────────

/** GET /v1/backoffice/requests/{id}/suggestions items: best first, each with why. */
export const caregiverSuggestionSchema = z.object({
  caregiver: caregiverSchema.extend({
    /** Open requests the caregiver is held on ('Scelto su #…'). */
    busyOn: z.array(z.number().int()),
    /**
     * The week-grid cells each of those requests asks (`Commitment`): the times the caregiver is
     * already committed to, left out of 'Disponibile …' and told (`commitmentNote`).
     */
    commitments: commitmentsSchema,
    /**
     * The day of the latest criminal-record check (null: none): the row says up front a
     * babysitter or badante who may not be sent yet (`criminalRecordProblem`).
     */
    criminalRecordOn: z.string().nullable(),
  }),
  score: z.number(),
  /** 'Stesso comune', 'Parla inglese', 'Disponibile lun–ven pomeriggio'… */
  reasons: z.array(z.string()),
});
export type CaregiverSuggestion = z.infer<typeof caregiverSuggestionSchema>;
export const caregiverSuggestionsSchema = z.array(caregiverSuggestionSchema);
