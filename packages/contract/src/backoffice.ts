import { z } from 'zod';
import { customerAccountSchema } from './backoffice-accounts';
import { backofficeCandidateSchema } from './backoffice-candidates';
import { standByReasons } from './backoffice-moves';
import {
  backofficePaymentSchema,
  customerRefSchema,
  personRefSchema,
  requestNoteSchema,
} from './backoffice-refs';
import { catalogServiceSchema, quotedProductsSchema } from './catalog';
import {
  assistanceTypes,
  businessLines,
  contactPreferences,
  customerTypes,
  dependantTypes,
  genders,
  languages,
  notificationPreferences,
  requestStatuses,
} from './enums';
import { pageQueryFields, pageSchema, searchTextSchema } from './paging';
import { requestScheduleSchema } from './request-schedule';
import { requestAddressSchema, requestDetailSchema } from './requests';
import { provinceCodeSchema } from './validation';
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
// call-backs) and service-rounds.ts; the shapes of the people and payments named, the customer
// accounts and the caregivers on a request in backoffice-refs.ts, backoffice-accounts.ts and
// backoffice-candidates.ts (the server imports them from there); the web app and the demo data
// import them, and the date schema, from here.
export * from './backoffice-accounts';
export * from './backoffice-candidates';
export * from './backoffice-moves';
export * from './backoffice-refs';
export * from './request-notes';
export * from './service-rounds';
export { isoDateSchema } from './validation';

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
  /** The service asked, in Italian (`askedServiceName`: 'Babysitter (Taxi-sitter)'). */
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

/** How many of the family's other requests the request page lists (`otherRequests`). */
export const FAMILY_OTHER_REQUESTS_SHOWN = 5;

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
    /**
     * Which emails about its requests the family chose (users' notification-settings; NONE once
     * erased): the tutor knows when a move or a message reaches it only in its reserved area.
     */
    notificationPreference: z.enum(notificationPreferences),
    /**
     * The same family's other requests, found by its account (never by name): the open ones
     * first, then the most recent, at most `FAMILY_OTHER_REQUESTS_SHOWN` — the tutor reading a
     * badante in Modena sees the babysitter in Bologna. `type`: the service as asked (the rows'
     * 'Babysitter (Taxi-sitter)'); `city`, `province`: the service's address, if any.
     */
    otherRequests: z.array(
      z.object({
        id: z.number().int(),
        status: z.enum(requestStatuses),
        type: z.string(),
        city: z.string().nullable(),
        province: z.string().nullable(),
      }),
    ),
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
  /**
   * When the family asked to replace the caregiver at work, or a tutor started a substitution,
   * while it stands (the family page's one rule, `openSubstitutionAskAt`); null otherwise.
   */
  substitutionAskedAt: z.string().nullable(),
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
