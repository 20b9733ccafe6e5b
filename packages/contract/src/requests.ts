import { z } from 'zod';
import { companySchema, quotedProductsSchema } from './catalog';
import {
  animalSizeCodes,
  businessLines,
  contractCodes,
  customerTypes,
  dayCodes,
  hourCodes,
  languages,
  type RequestStatus,
  requestStatuses,
} from './enums';
import { pageQueryFields, pageSchema } from './paging';
import { dependantSchema } from './people';
import { MAX_SLOT_HOURS } from './quote-schedule';
import { requestScheduleSchema } from './request-schedule';
import { toRequestStatus } from './status-display';
import {
  emailSchema,
  nameText,
  optionalText,
  phoneSchema,
  postalCodeSchema,
  provinceCodeSchema,
  requiredChoice,
  requiredText,
  validationMessages,
  versionSchema,
} from './validation';
import { welfareProgrammeSchema } from './welfare';

/**
 * A request status in either spelling (spaced or underscored), read as the stored spaced one.
 * A codec, not a transform, so the server can also serialise responses with it.
 */
export const requestStatusSchema = z.codec(
  z.string(),
  z.enum(requestStatuses, 'Stato della richiesta non valido'),
  {
    decode: (value) => (toRequestStatus(value) ?? value) as RequestStatus,
    encode: (status) => status,
  },
);

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, validationMessages.dateFormat);
const dashCodes = <T extends readonly [string, ...string[]]>(codes: T) =>
  z
    .string()
    .max(60)
    .refine(
      (value) =>
        value === '' ||
        value.split('-').every((code) => (codes as readonly string[]).includes(code)),
      'Codici non validi',
    );

/** Boolean service flags of requestDetail (spec §3): pet flags and nurse/colf flags. */
export const petServiceFlags = [
  'homeService',
  'pension',
  'walking',
  'hosting',
  'grooming',
  'veterinarian',
  'license',
  'car',
  'coliving',
  'nightShift',
  'cleaning',
  'relocation',
  'drugs',
  'disability',
  'mentalIllness',
] as const;
export const careServiceFlags = [
  'hospital',
  'changing',
  'dayShift',
  'nightShift',
  'license',
  'car',
  'coliving',
  'glycemia',
  'injections',
  'walking',
  'taxiNoCar',
  'taxi',
  'cleaning',
  'relocation',
  'dressings',
  'technology',
] as const;
/**
 * A colf's household duties beyond the spec's shared 'cleaning' (ours: a house move asks for
 * ironing, cooking, washing, shopping); named as a colf's skills are, so a quote's duties match
 * the caregivers who have them.
 */
export const colfDutyFlags = ['ironing', 'cooking', 'laundry', 'shopping'] as const;
export const serviceFlags = [
  ...new Set([...petServiceFlags, ...careServiceFlags, ...colfDutyFlags]),
] as ServiceFlag[];
export type ServiceFlag =
  | (typeof petServiceFlags)[number]
  | (typeof careServiceFlags)[number]
  | (typeof colfDutyFlags)[number];

const flagShape = Object.fromEntries(
  serviceFlags.map((flag) => [flag, z.boolean().optional()]),
) as Record<ServiceFlag, z.ZodOptional<z.ZodBoolean>>;

/**
 * 'Ore per fascia': how long each of the quote's time slots is (a dog's walk, an hour), in whole
 * or half hours; the quote form and the API read this one rule.
 */
export const slotHoursSchema = z
  .number('Inserisci un numero di ore')
  .min(0.5, 'Almeno mezz’ora')
  .max(MAX_SLOT_HOURS, `Al massimo ${MAX_SLOT_HOURS} ore`)
  .refine((hours) => Number.isInteger(hours * 2), 'Solo ore intere o mezze ore (per esempio 1,5)');

/**
 * The quote a tutor sends (spec §3 requestDetail). Costs are in euro; dates are ISO dates.
 * `serviceStart`/`serviceEnd` are the spec's starting / estimatedLasting: the duration label is
 * the month difference between them (spec §9).
 */
export const requestDetailSchema = z.object({
  serviceStart: isoDate.nullable(),
  serviceEnd: isoDate.nullable(),
  contract: z.enum(contractCodes).nullable().optional(),
  netHourCost: z.number().min(0).max(1000).nullable(),
  packageFlatCost: z.number().min(0).max(100_000).nullable(),
  taxisitter: z.boolean().default(false),
  requiredLanguage: z.array(z.enum(languages)).default([]),
  /** Years of experience asked for. */
  requestedExp: z.number().int().min(0).max(60).nullable().optional(),
  /** Dash-joined day codes, e.g. 'mon-wed-fri'. */
  workDays: dashCodes(dayCodes).default(''),
  /** Dash-joined hour codes, e.g. 'mor-aft'. */
  workHours: dashCodes(hourCodes).default(''),
  /** Hours of each time slot; absent or null, a whole slot (`HOURS_PER_SLOT`). Not the spec's. */
  slotHours: slotHoursSchema.nullable().optional(),
  numberOfChildren: z.number().int().min(0).max(20).nullable().optional(),
  animals: z.array(z.enum(animalSizeCodes)).default([]),
  catHealing: z.boolean().optional(),
  catHosting: z.boolean().optional(),
  dogHealing: z.array(z.enum(animalSizeCodes)).default([]),
  dogHosting: z.array(z.enum(animalSizeCodes)).default([]),
  ...flagShape,
});
export type RequestDetail = z.infer<typeof requestDetailSchema>;

export const requestAddressSchema = z.object({
  id: z.number().int().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postalCode: z.string().nullable(),
});

/**
 * The family tutor as the family sees them (issue 22 item 2): the name, the photo if set, and a
 * direct phone and email only when the operator allows it (otherwise null). Never more.
 */
export const familyTutorSchema = z.object({
  name: z.string(),
  photoUrl: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});
export type FamilyTutor = z.infer<typeof familyTutorSchema>;

/** An assistito of a request, as its family reads it: who and what kind, nothing more. */
export const requestDependantSchema = dependantSchema.pick({
  id: true,
  name: true,
  birthDate: true,
  gender: true,
  type: true,
});
export type RequestDependant = z.infer<typeof requestDependantSchema>;

/** A request as the API returns it (GET /v2/requests/{id}, and the items of the list). */
export const requestSchema = z.object({
  id: z.number().int(),
  status: requestStatusSchema,
  businessLine: z.enum(businessLines),
  /** Italian label of the business line (the list's "Richiesta" column). */
  type: z.string(),
  needs: z.string().nullable(),
  message: z.string().nullable(),
  languages: z.array(z.enum(languages)),
  dependantIds: z.array(z.number().int()),
  /**
   * Those assistiti by name — the family's own only, those deleted since included (they stay in
   * the requests that named them): the cards of Home and the list say whom each request is for.
   * Absent from answers of older servers.
   */
  dependants: z.array(requestDependantSchema).optional(),
  address: requestAddressSchema.nullable(),
  province: z.string().nullable(),
  welfare: z.boolean(),
  /**
   * The welfare programme the request is made with (its company's name, whether its prices are
   * the company's catalogue; `welfareProgrammeOf`); null or absent: a private request.
   */
  welfareProgramme: welfareProgrammeSchema.nullable().optional(),
  /** The form's 'Quando' section; null when the family said nothing about it. */
  schedule: requestScheduleSchema.nullable(),
  serviceLinked: z
    .object({ id: z.number().int(), name: z.string(), customerType: z.enum(customerTypes) })
    .nullable(),
  customer: z.object({
    uid: z.string(),
    workInfo: z.object({ b2bCompany: companySchema.nullable() }),
  }),
  contactDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * The version of the request's own terms (what the family's form holds, the service's address):
   * its edit names it (`requestEditQuerySchema`). `updatedAt` moves with anything.
   */
  termsUpdatedAt: z.string(),
  requestDetail: requestDetailSchema.nullable(),
  quotedProducts: quotedProductsSchema,
  /** While STAND BY: the status the request was paused in (it resumes there). */
  statusBeforeStandBy: requestStatusSchema.nullable(),
  /** STAND BY: the day the tutor means to resume it by ('yyyy-mm-dd'), if told; never the reason. */
  standByResumeBy: z.string().nullable(),
  /**
   * STAND BY for information the family is to give ('In attesa di informazioni dalla famiglia'):
   * the one thing of the reason they read, since it is theirs to do. False otherwise.
   */
  standByWaitsForFamily: z.boolean(),
  /**
   * STAND BY for the family's information, and they have answered since the tutors last wrote:
   * the tutors' turn (the family reads that their answer arrived, not 'scrivigli'). False otherwise.
   */
  standByFamilyAnswered: z.boolean(),
  /**
   * Once closed: the status it was closed in (closed while paused: the one it was paused in), so
   * the family sees how far it got; null while open, or when its history does not say.
   */
  statusBeforeClosing: requestStatusSchema.nullable(),
  /** While DA PAGARE: until when the chosen caregiver is held for the payment (24 hours). */
  holdExpiresAt: z.string().nullable(),
  /**
   * While COLLOQUIO PRENOTATO: when the booked interview with the caregiver is (its latest time,
   * once moved); null otherwise. Absent from answers of older servers.
   */
  interviewAt: z.string().nullable().optional(),
  /**
   * When the quote shown was written (sent, or corrected since); accepting names it
   * (confirm-quotation's `quoteSentAt`), so a quote corrected meanwhile is read before it is taken.
   */
  quoteSentAt: z.string().nullable().optional(),
  /** When the customer accepted the quote (the last move into PREVENTIVO ACCETTATO), if ever. */
  quoteAcceptedAt: z.string().nullable().optional(),
  /**
   * When the family paid for the selection, if ever (a payment taken, not refunded): a later
   * choice (after a failed interview, a substitution) is confirmed with no new charge.
   */
  paidAt: z.string().nullable().optional(),
  /** What the family paid for the selection, in cents (the payments `paidAt` counts); null: nothing. */
  paidCents: z.number().int().nullable().optional(),
  /**
   * Once paid: when the family switched off the renewal of the NO PROBLEM guarantee, while it
   * stays off (`guaranteeState`); null: it renews. Absent from answers of older servers.
   */
  guaranteeRenewalOffAt: z.string().nullable().optional(),
  /**
   * When the family asked to replace the caregiver at work ('Sostituisci'), or the tutor started a
   * substitution, while no replacement has followed it (nor, in SELEZIONE COMPLETATA, the tutor
   * settled it without one); null otherwise.
   */
  substitutionAskedAt: z.string().nullable().optional(),
  /**
   * What the family is owed back, in cents: its payments flagged for a refund (one that arrived
   * when the request could not take it, or given back when the request was closed) whose refund
   * is not recorded as made yet. null: nothing.
   */
  refundOwedCents: z.number().int().nullable().optional(),
  /**
   * The refunds recorded as made (payments flagged for a refund, their refund recorded): the sum
   * in cents and the day of the latest, and — only when part was given back (terms §6) — what
   * those payments were (`paidCents`). null: none.
   */
  refunded: z
    .object({
      amountCents: z.number().int(),
      at: z.string(),
      paidCents: z.number().int().optional(),
    })
    .nullable()
    .optional(),
  /** The name of the family tutor following the request, once one is assigned. */
  familyTutorName: z.string().nullable(),
  /** The family tutor following the request (public fields only); null: not assigned yet. */
  familyTutor: familyTutorSchema.nullable().optional(),
});
export type CustomerRequest = z.infer<typeof requestSchema>;

/**
 * One request of the family's (GET /v2/requests/{id}, and the answers of POST and PUT): the
 * request with its assistiti — the family's own only, those deleted since included (they stay in
 * the requests that named them), always given.
 */
export const requestWithDependantsSchema = requestSchema.extend({
  dependants: z.array(requestDependantSchema),
  /**
   * INVIATO CV: when the family asked for other profiles than those proposed, while the tutor has
   * not answered yet (one such request at a time); null otherwise.
   */
  otherProfilesAskedAt: z.string().nullable().optional(),
  /**
   * SELEZIONE ATTIVA after the tutor's 'Cerca altri profili': when the search began, until the new
   * profiles are sent. The profiles already sent stay on the request page, to read but not to
   * choose; null otherwise.
   */
  otherProfilesSearchedAt: z.string().nullable().optional(),
  /**
   * During that search: whether one of the profiles already sent is still on the request page
   * (the tutor may have removed them all); false otherwise.
   */
  sentProfilesKept: z.boolean().optional(),
});
export type CustomerRequestWithDependants = z.infer<typeof requestWithDependantsSchema>;

/**
 * GET /v2/requests/{uid}/requests query (spec §7). `active=true`: not closed; `active=false`:
 * closed only. `status` (repeatable, either spelling) keeps only those server statuses — the
 * list's filter sends every status of the chosen display label.
 */
export const requestListQuerySchema = z.object({
  ...pageQueryFields(10, 50),
  active: z.enum(['true', 'false']).optional(),
  status: z
    .union([requestStatusSchema, z.array(requestStatusSchema).max(requestStatuses.length)])
    .transform((value) => (Array.isArray(value) ? value : [value]))
    .optional(),
});
export type RequestListQuery = z.input<typeof requestListQuerySchema>;

/** The page object of the list (spec §3: content, size, numberOfElements) plus totals. */
export const requestPageSchema = pageSchema(requestSchema);
export type RequestPage = z.infer<typeof requestPageSchema>;

/** An optional free-text field: '' and blanks read as not given (null). */
const blankAsNull = <T extends z.ZodType<string | null>>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable().optional(),
  );

/**
 * POST /v2/requests and PUT /v2/requests/{id} (spec §3 "Request form payload"). The address is
 * the saved address `addressID` when given; otherwise the free-text fields (address, city,
 * province, postalCode) are stored as typed.
 */
export const requestFormSchema = z
  .object({
    dependant: z.array(z.number().int().positive()).min(1, validationMessages.required).max(20),
    addressID: z.number().int().positive().nullable().optional(),
    address: blankAsNull(optionalText(200)),
    city: blankAsNull(optionalText(100)),
    province: blankAsNull(provinceCodeSchema),
    postalCode: blankAsNull(postalCodeSchema),
    businessline: requiredChoice(businessLines),
    notes: optionalText(2000).nullable().optional(),
    languages: z.array(z.enum(languages)).max(languages.length).default([]),
    conditions: z.boolean().default(false),
    welfare: z.boolean().default(false),
    /** The optional section 'Quando'. */
    schedule: requestScheduleSchema.nullable().optional(),
  })
  // Languages are required but for pet sitting. Checked with the other fields, not once they are
  // all right: the form's greyed 'Invia richiesta' names every field it waits for from the start.
  .refine(
    (value) =>
      value?.businessline === 'PETSITTER' ||
      (Array.isArray(value?.languages) && value.languages.length > 0),
    { path: ['languages'], message: validationMessages.required, when: () => true },
  );
export type RequestForm = z.infer<typeof requestFormSchema>;

/**
 * `termsUpdatedAt` query of PUT /v2/requests/{id} (ours): the version of the request's terms the
 * family's form was opened on (the request's `termsUpdatedAt`). A change of them made since — the
 * tutor correcting the service's address, the family's own save in another tab — is refused with
 * RECORD_CHANGED, never overwritten unseen (the form sends every field, so an old form would put
 * back what was changed); a tutor taking the request, a message, change nothing of them. Absent:
 * any version.
 */
export const requestEditQuerySchema = z.object({
  termsUpdatedAt: versionSchema('Versione della richiesta non valida'),
});

/** RECORD_CHANGED on the family's edit: the request changed after the form was opened. */
export const requestChangedMeanwhileMessage =
  'La richiesta è stata modificata dopo che hai aperto il modulo (dal tuo family tutor o da te in un’altra scheda): le tue modifiche non sono state salvate, per non cancellare le altre.';

/** POST /v2/requests/first-request (spec §3 "First-request payload"). */
export const firstRequestSchema = z.object({
  uid: z.string().min(1).max(128),
  name: nameText(100),
  surname: nameText(100),
  email: emailSchema(),
  phone: phoneSchema,
  /** A service choice (spec §3), or the name of one of the company's services. */
  needs: requiredText(100),
  details: optionalText(2000).nullable().optional(),
  conditions: z.literal(true, validationMessages.terms),
  companyId: z.string().trim().max(64).nullable().optional(),
});
export type FirstRequest = z.infer<typeof firstRequestSchema>;

export const firstRequestResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(requestStatuses),
});
