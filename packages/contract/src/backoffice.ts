import { z } from 'zod';
import { caregiverSchema, docRefSchema } from './caregivers';
import { catalogServiceSchema } from './catalog';
import {
  assistanceTypes,
  businessLines,
  contactPreferences,
  customerTypes,
  dependantTypes,
  genders,
  languages,
  requestStatuses,
  roundPaymentStatuses,
  selectionPhases,
  serviceEventTypes,
} from './enums';
import { backofficePaymentSchema } from './payments';
import { requestAddressSchema, requestDetailSchema } from './requests';
import { optionalText, provinceCodeSchema, requiredText, validationMessages } from './validation';
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

/** A real calendar date, yyyy-mm-dd. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, validationMessages.dateFormat)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, validationMessages.dateFormat);

const pageFields = {
  page: z.number().int(),
  size: z.number().int(),
  numberOfElements: z.number().int(),
  totalElements: z.number().int(),
  totalPages: z.number().int(),
};

export const personRefSchema = z.object({
  uid: z.string(),
  name: z.string().nullable(),
  surname: z.string().nullable(),
  email: z.string().nullable(),
});
export type PersonRef = z.infer<typeof personRefSchema>;

/**
 * The customer of a request. `deleted`: the customer erased their account (GDPR art. 17) — name,
 * email and phone are null and the back office shows 'Cliente eliminato'.
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

export const backofficeRequestListQuerySchema = z.object({
  status: z
    .union([z.enum(requestStatuses), z.array(z.enum(requestStatuses)).max(requestStatuses.length)])
    .optional(),
  /** 'me' (the calling tutor), 'none' (unassigned) or a tutor uid. */
  assignedTo: z.string().trim().min(1).max(128).optional(),
  /** Request number, or part of the customer's name, surname or email. */
  q: z.string().trim().max(100).optional(),
  businessLine: z.enum(businessLines).optional(),
  province: provinceCodeSchema.optional(),
  /** A partner company's id: requests of its employees. */
  companyId: z.string().trim().min(1).max(64).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type BackofficeRequestListQuery = z.infer<typeof backofficeRequestListQuerySchema>;

/** GET /v1/backoffice/requests/facets: the list's filters except status and paging. */
export const backofficeRequestFacetsQuerySchema = backofficeRequestListQuerySchema.omit({
  status: true,
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
  /** Assistance messages of this request not yet handled. */
  openAssistance: z.number().int(),
  /** DA PAGARE: until when the chosen caregiver is held. */
  holdExpiresAt: z.string().nullable(),
  /** COLLOQUIO PRENOTATO: when the (latest) interview is. */
  interviewAt: z.string().nullable(),
  /** Candidates added but not yet shown to the customer. */
  unpublishedCandidates: z.number().int(),
  contactDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BackofficeRequestSummary = z.infer<typeof backofficeRequestSummarySchema>;

export const backofficeRequestPageSchema = z.object({
  content: z.array(backofficeRequestSummarySchema),
  ...pageFields,
});
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
  /** Set when a substitute took over: no longer shown to the customer. */
  endedAt: z.string().nullable(),
});
export type BackofficeCandidate = z.infer<typeof backofficeCandidateSchema>;

export const backofficeAssistanceSchema = assistanceMessageSchema.extend({
  customer: personRefSchema,
  handledBy: personRefSchema.nullable(),
});
export type BackofficeAssistance = z.infer<typeof backofficeAssistanceSchema>;

/** GET /v1/backoffice/requests/{requestId}: everything the tutor's request page shows. */
export const backofficeRequestDetailSchema = z.object({
  id: z.number().int(),
  status: z.enum(requestStatuses),
  /** While STAND BY: the status "riprendi" returns to. */
  statusBeforeStandBy: z.enum(requestStatuses).nullable(),
  businessLine: z.enum(businessLines),
  type: z.string(),
  needs: z.string().nullable(),
  message: z.string().nullable(),
  languages: z.array(z.enum(languages)),
  address: requestAddressSchema.nullable(),
  province: z.string().nullable(),
  welfare: z.boolean(),
  company: z.object({ id: z.string(), name: z.string() }).nullable(),
  source: z.string(),
  serviceLinked: z
    .object({ id: z.number().int(), name: z.string(), customerType: z.enum(customerTypes) })
    .nullable(),
  requestDetail: requestDetailSchema.nullable(),
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
  /** Newest first. */
  assistance: z.array(backofficeAssistanceSchema),
  candidates: z.array(backofficeCandidateSchema),
  /** The latest interview, if any. */
  appointment: interviewAppointmentSchema.nullable(),
  rounds: z.array(serviceRoundSchema),
  /** Checkouts of the request, newest first; `refundRequired` ones need a tutor's refund. */
  payments: z.array(backofficePaymentSchema),
  /** Some payment of the request was taken when it could no longer be applied: refund it. */
  refundRequired: z.boolean(),
  /** The table's moves from the current status for a tutor (the API checks again). */
  allowedTransitions: z.array(allowedTransitionSchema),
  /** Candidates may be added or removed now (SELEZIONE ATTIVA, IN ATTESA). */
  candidatesEditable: z.boolean(),
  /** The interview may be moved now (COLLOQUIO PRENOTATO). */
  interviewReschedulable: z.boolean(),
});
export type BackofficeRequestDetail = z.infer<typeof backofficeRequestDetailSchema>;

// ── Bodies of the tutor's moves ─────────────────────────────────────────────────────────────

const noteText = optionalText(1000).nullable().optional();

/** Body of the moves that only take an optional note (the body itself may be left out). */
export const transitionNoteSchema = z.object({ note: noteText }).nullish();
export type TransitionNote = z.infer<typeof transitionNoteSchema>;

export const closeOutcomes = ["NON PIU' INTERESSATO", 'NON RISPONDE'] as const;

/** POST /v1/backoffice/requests/{id}/close: terminal, with the reason. */
export const closeRequestSchema = z.object({
  outcome: z.enum(closeOutcomes, 'Esito non valido'),
  note: requiredText(1000),
});
export type CloseRequest = z.infer<typeof closeRequestSchema>;

/**
 * The quote's own rules, checked by the API and by the back-office quote form alike: the end
 * of the service cannot precede its start, and the caregiver's pay is given as an hourly rate,
 * a flat cost or both.
 */
export function checkQuoteRules(
  quote: {
    serviceStart: string | null;
    serviceEnd: string | null;
    netHourCost: number | null;
    packageFlatCost: number | null;
  },
  ctx: z.RefinementCtx,
  path: (string | number)[] = [],
) {
  if (quote.serviceStart && quote.serviceEnd && quote.serviceEnd < quote.serviceStart) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'serviceEnd'],
      message: quoteMessages.endBeforeStart,
    });
  }
  if (quote.netHourCost == null && quote.packageFlatCost == null) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, 'netHourCost'],
      message: quoteMessages.costMissing,
    });
  }
}

export const quoteMessages = {
  endBeforeStart: 'La fine non può precedere l’inizio',
  costMissing: 'Indica il costo orario o il costo forfettario',
} as const;

/** POST /v1/backoffice/requests/{id}/quote: links a catalogue service and fills the quote. */
export const sendQuoteSchema = z
  .object({
    serviceId: z.number().int().positive(),
    requestDetail: requestDetailSchema,
    note: noteText,
  })
  .superRefine((value, ctx) => checkQuoteRules(value.requestDetail, ctx, ['requestDetail']));
export type SendQuote = z.infer<typeof sendQuoteSchema>;

/** POST /v1/backoffice/requests/{id}/candidates */
export const addCandidateSchema = z.object({ docRef: docRefSchema });

/** POST (book) and PUT (move) /v1/backoffice/requests/{id}/interview */
export const interviewInputSchema = z
  .object({
    dateTime: z.iso.datetime({ offset: true, message: 'Data e ora non valide' }),
    place: optionalText(300).nullable().optional(),
    videoLink: z
      .url({ protocol: /^https?$/, message: 'Link non valido' })
      .max(500)
      .nullable()
      .optional(),
    notes: optionalText(1000).nullable().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.place && !value.videoLink) {
      ctx.addIssue({
        code: 'custom',
        path: ['place'],
        message: 'Indica il luogo del colloquio o il link della videochiamata',
      });
    }
  });
export type InterviewInput = z.infer<typeof interviewInputSchema>;

/** POST /v1/backoffice/requests/{id}/rounds */
export const roundInputSchema = z
  .object({
    /** Defaults to the request's current caregiver. */
    caregiverDocRef: docRefSchema.nullable().optional(),
    eventType: z.enum(serviceEventTypes, 'Tipo di evento non valido'),
    startDate: isoDateSchema,
    endDate: isoDateSchema.nullable().optional(),
    hoursWorked: z.number().min(0).max(10_000).nullable().optional(),
    paymentStatus: z.enum(roundPaymentStatuses, 'Stato del pagamento non valido').default('TO_PAY'),
  })
  .superRefine((value, ctx) => {
    if (value.endDate && value.endDate < value.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'La fine non può precedere l’inizio',
      });
    }
  });
export type RoundInput = z.infer<typeof roundInputSchema>;

/** PATCH /v1/backoffice/rounds/{roundId} */
export const roundUpdateSchema = z
  .object({
    endDate: isoDateSchema.nullable().optional(),
    hoursWorked: z.number().min(0).max(10_000).nullable().optional(),
    paymentStatus: z.enum(roundPaymentStatuses, 'Stato del pagamento non valido').optional(),
  })
  .refine((value) => Object.keys(value).length > 0, 'Nessuna modifica indicata');
export type RoundUpdate = z.infer<typeof roundUpdateSchema>;

/** PUT /v1/backoffice/requests/{id}/assignee: a tutor uid, or null to unassign. */
export const assigneeSchema = z.object({ tutorUid: z.string().trim().min(1).max(128).nullable() });

/** The family tutors (for assignment): a person reference each. */
export const tutorListSchema = z.array(personRefSchema);

// ── Assistance inbox ───────────────────────────────────────────────────────────────────────

export const backofficeAssistanceListQuerySchema = z.object({
  /** 'true' (default): only messages not handled yet. */
  open: z.enum(['true', 'false']).default('true'),
  type: z.enum(assistanceTypes).optional(),
  page: z.coerce.number().int().min(0).max(100_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const backofficeAssistancePageSchema = z.object({
  content: z.array(backofficeAssistanceSchema),
  ...pageFields,
});

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
