import { z } from 'zod';
import { checkKinds, expiringCheckKinds } from './caregiver-checks';
import {
  adultBirthDate,
  caregiverProfileFieldsSchema,
  checkProfileRules,
  isSkillOf,
  skillLabels,
} from './caregiver-profile';
import {
  type CaregiverType,
  caregiverPlaceKinds,
  caregiverTypes,
  languages,
  requestStatuses,
  selectionPhases,
} from './enums';
import { shortDateTime, withDayArticle } from './italian-format';
import { pageQueryFields, pageSchema, searchTextSchema } from './paging';
import { publishedReviewSchema, ratingSummarySchema } from './published-reviews';
import {
  emailSchema,
  nameText,
  optionalText,
  phoneSchema,
  provinceCodeSchema,
  versionSchema,
} from './validation';

/**
 * The key under which a caregiver record carries its profile (spec §3 "Caregiver record": one of
 * babysitter, petsitter, nurse or colf). Caregiver types use the spec's other spelling.
 */
export const caregiverRecordKeys = {
  babysitter: 'babysitter',
  'pet-sitter': 'petsitter',
  badante: 'nurse',
  colf: 'colf',
} as const satisfies Record<CaregiverType, string>;
export type CaregiverRecordKey = (typeof caregiverRecordKeys)[CaregiverType];

/** Italian labels of the caregiver types (back office). */
export const caregiverTypeLabels: Record<CaregiverType, string> = {
  babysitter: 'Babysitter',
  'pet-sitter': 'Petsitter',
  badante: 'Badante',
  colf: 'Colf',
};

/**
 * A caregiver's sub-skills belong to their type (an applicant who cooks, accepted as a badante,
 * keeps no colf skill): the API's rule and the back-office form's. Null when they all fit.
 */
export function skillsProblem(type: CaregiverType, skills: readonly string[]): string | null {
  const foreign = skills.filter((skill) => !isSkillOf(type, skill));
  if (foreign.length === 0) return null;
  const names = foreign.map((skill) => skillLabels[skill] ?? skill).join(', ');
  return `Competenze non adatte a un profilo ${caregiverTypeLabels[type]}: ${names}. Toglile o cambia il tipo.`;
}

/** Public id of a caregiver in URLs (`docRef`). */
export const docRefSchema = z
  .string()
  .trim()
  .min(3)
  .max(64)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'Riferimento caregiver non valido');

/** What the customer sees of a caregiver. `phone` is null until the family has paid for them (`paidStatuses`). */
export const caregiverInfoSchema = z.object({
  name: z.string(),
  surname: z.string(),
  /** Served by us, e.g. /files/caregivers/cg-martina-rossi.svg. */
  photo: z.string().nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  resumeHidden: z.boolean(),
});
export type CaregiverInfo = z.infer<typeof caregiverInfoSchema>;

const profileSchema = z.object({ info: caregiverInfoSchema, docRef: z.string() });

/**
 * GET /v1/caregiver-selection/request/{requestId}/phase/{phase} items (spec §3 "Caregiver
 * record"): exactly one of the four type keys holds the profile. The other fields are what the
 * request pages need besides (spec §4 "Caregiver visibility").
 */
/**
 * Why another family holds a proposal's caregiver (the server's rule `takenElsewhereOf`):
 * 'reserved', their choice still waits for its payment (a hold is exclusive: confirming the
 * availability cannot lift it); 'chosen', paid, chosen since the tutor vouched for the caregiver
 * here ('Conferma disponibilità' lets this family accept them again).
 */
export const takenElsewhereKinds = ['reserved', 'chosen'] as const;
export type TakenElsewhereKind = (typeof takenElsewhereKinds)[number];

/**
 * Where a caregiver is already committed (`Commitment`): each other open request they are held
 * on, with the week-grid cells it asks. Every row of the back office that names a caregiver for a
 * request (its candidates, its suggestions, the 'Aggiungi candidati' picker) says the clashes
 * with the times asked: 'Orari richiesti già occupati su #6: lun, mer, ven pomeriggio'
 * (`commitmentNote`).
 */
export const commitmentsSchema = z.array(
  z.object({ requestId: z.number().int(), cells: z.array(z.string()) }),
);

/**
 * A proposal's caregiver held by other families (the back office's candidate): the kind ('reserved'
 * when any of these holds waits for its payment), their open requests ascending, and until when the
 * latest unpaid hold lasts (null: 'chosen', or no expiry).
 */
export const takenElsewhereSchema = z.object({
  kind: z.enum(takenElsewhereKinds),
  requestIds: z.array(z.number().int()),
  until: z.string().nullable(),
});
export type TakenElsewhere = z.infer<typeof takenElsewhereSchema>;

export const caregiverRecordSchema = z.object({
  babysitter: profileSchema.optional(),
  petsitter: profileSchema.optional(),
  nurse: profileSchema.optional(),
  colf: profileSchema.optional(),
  docRef: z.string(),
  type: z.enum(caregiverTypes),
  languages: z.array(z.enum(languages)),
  /** Every listed caregiver is a candidate of the request. */
  selected: z.boolean(),
  /** The customer chose this caregiver (phase CHOSEN). Accept shows when selected and not chosen. */
  chosen: z.boolean(),
  /** GET it with the bearer token (a PDF); null when the CV is hidden or missing ('CV non disponibile per questo profilo'). */
  cvUrl: z.string().nullable(),
  chosenAt: z.string().nullable(),
  /** The choice was confirmed by the payment ('Accettato'). */
  acceptedAt: z.string().nullable(),
  /** While the customer has not paid yet: until when the caregiver is held for them. */
  holdExpiresAt: z.string().nullable(),
  /** Confirmed and the service start date has passed ('In corso'; the Substitute button shows). */
  started: z.boolean(),
  /** Confirmed and the estimated end date has passed ('Terminata'). */
  ended: z.boolean(),
  /**
   * On a confirmed caregiver: when the family asked to replace them, while that substitution is
   * still open ('Sostituisci' is then disabled: 'Sostituzione richiesta il …'); else null.
   */
  substitutionRequestedAt: z.string().nullable(),
  // ── The profile beyond the spec's card (issue 23), beside the spec's fields ──
  /** Whole years today; null when the birth date is not known. */
  age: z.number().int().nullable(),
  /** The name of the comune where the caregiver lives ('Torino'). */
  comune: z.string().nullable(),
  yearsOfExperience: z.number().int().nullable(),
  /** Of `languages`, the ones the request asks for (highlighted). */
  matchingLanguages: z.array(z.enum(languages)),
  /** Sub-skills, those the request calls for first, flagged. */
  skills: z.array(z.object({ code: z.string(), label: z.string(), matches: z.boolean() })),
  /** Week-grid cells when the caregiver is free ('mon-mor'…). */
  availability: z.array(z.string()),
  /** Of `availability`, the cells of the request's days and slots. */
  matchingAvailability: z.array(z.string()),
  liveIn: z.boolean(),
  presentation: z.string().nullable(),
  /** The agency's checks passed, as badges: the kinds only (no dates, notes or tutor). */
  badges: z.array(z.object({ kind: z.enum(checkKinds), label: z.string() })),
  /**
   * The checks recorded that no longer count (`checksInForce`: a criminal record older than six
   * months), kinds only: the card says 'Casellario scaduto', never 'Casellario verificato'.
   */
  expiredChecks: z.array(z.enum(expiringCheckKinds)),
  /** The tutor's one line: 'Perché te lo proponiamo'. */
  reason: z.string().nullable(),
  /**
   * A candidate new to the family ('Nuovo'): in INVIATO CV, added since the family last had
   * profiles to choose from (a new round after 'Chiedi altri profili', a substitute's). false on
   * the first round, and in every other status.
   */
  isNew: z.boolean(),
  /**
   * Another family holds this candidate (the server's rule `takenElsewhereOf`): 'reserved' while
   * that family's payment is awaited, 'chosen' when they chose them since the family tutor
   * proposed them here; null when free. No 'Accetta', the card says so (`takenElsewhereNotes`).
   * Which request or family took them is never told.
   */
  takenElsewhere: z.enum(takenElsewhereKinds).nullable(),
  /** Published reviews of earlier families (first name and month only), newest first, at most 5. */
  reviews: z.array(publishedReviewSchema),
  /** The average of every published review and how many; null when none. */
  rating: ratingSummarySchema,
});
export type CaregiverRecord = z.infer<typeof caregiverRecordSchema>;

export const caregiverPhaseParamsSchema = z.object({
  requestId: z.coerce.number().int().positive().max(2_147_483_647),
  phase: z.enum(selectionPhases, 'Fase non valida: usa CHOSEN o SELECTED'),
});

/** PATCH /v1/caregiver-selection/request/{requestId}/caregiver/{docRef}/accept answer. */
export const acceptCaregiverResultSchema = z.object({
  id: z.number().int(),
  status: z.enum(requestStatuses),
  docRef: z.string(),
  holdExpiresAt: z.string(),
});
export type AcceptCaregiverResult = z.infer<typeof acceptCaregiverResultSchema>;

// ── Back office: the caregiver directory ───────────────────────────────────────────────────

/** A caregiver as the back office sees it. */
export const caregiverSchema = z.object({
  docRef: z.string(),
  type: z.enum(caregiverTypes),
  name: z.string(),
  surname: z.string(),
  photoUrl: z.string().nullable(),
  description: z.string().nullable(),
  phone: z.string().nullable(),
  /** For the family tutors only (a family never reads it): the application's, once accepted. */
  email: z.string().nullable(),
  languages: z.array(z.enum(languages)),
  province: z.string().nullable(),
  resumeHidden: z.boolean(),
  hasCv: z.boolean(),
  /** GET with the bearer token when hasCv. */
  cvUrl: z.string().nullable(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  ...caregiverProfileFieldsSchema.shape,
  /** The name of `comune` in the gazetteer. */
  comuneName: z.string().nullable(),
  /** `workComuni` named: 'Moncalieri (TO)' (the code itself when the gazetteer lacks it). */
  workComuniLabels: z.array(z.object({ code: z.string(), label: z.string() })),
});
export type Caregiver = z.infer<typeof caregiverSchema>;

/**
 * A place of the caregiver on a request (a candidate's row; one caregiver may have several on a
 * request, e.g. proposed again after a failed interview): the request, its family and where the
 * place stands (`caregiverPlace`).
 */
export const caregiverRequestPlaceSchema = z.object({
  requestId: z.number().int(),
  requestStatus: z.enum(requestStatuses),
  /** The family's name; `deleted` once they erased their account (no name left). */
  family: z.object({
    name: z.string().nullable(),
    surname: z.string().nullable(),
    deleted: z.boolean(),
  }),
  place: z.enum(caregiverPlaceKinds),
  selectedAt: z.string(),
  endedAt: z.string().nullable(),
});
export type CaregiverRequestPlace = z.infer<typeof caregiverRequestPlaceSchema>;

/**
 * GET /v1/backoffice/caregivers/{docRef}: the caregiver, the open requests they are held on
 * (chosen, in interview or in service: 'Scelto su #…', each a link to its request), and every
 * place they had on a request, the latest first ('Richieste'; none: the record may be deleted).
 */
export const caregiverDetailSchema = caregiverSchema.extend({
  busyOn: z.array(z.number().int()),
  places: z.array(caregiverRequestPlaceSchema),
});
export type CaregiverDetail = z.infer<typeof caregiverDetailSchema>;

/**
 * Why a caregiver's data cannot be erased yet: held on open requests ('#10, #12'), where the family
 * and the tutor still work with their name and number. The API's 409 and the back office's line.
 */
export const erasureHeldMessage = (requestIds: readonly number[]) =>
  `Il caregiver ha ${requestIds.length === 1 ? 'un incarico aperto' : 'incarichi aperti'} (${requestIds.map((id) => `#${id}`).join(', ')}): prima avvia la sostituzione o chiudi la richiesta, poi cancella i dati.`;

/** Files we serve ourselves: /files/... (never an external URL). */
export const servedFileUrlSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/files\/[\w-]+(\/[\w-]+)*\.(svg|png|jpe?g|webp)$/, 'Immagine non valida');

/** POST /v1/backoffice/caregivers and PUT /v1/backoffice/caregivers/{docRef}. */
export const caregiverInputSchema = z
  .object({
    type: z.enum(caregiverTypes, 'Tipo di caregiver non valido'),
    // A person's name, as a family's (at least a letter: '123' was a caregiver's name).
    name: nameText(100),
    surname: nameText(100),
    photoUrl: servedFileUrlSchema.nullable().optional(),
    description: optionalText(2000).nullable().optional(),
    phone: phoneSchema.nullable().optional(),
    email: emailSchema().nullable().optional(),
    languages: z.array(z.enum(languages)).max(languages.length).default([]),
    province: provinceCodeSchema.nullable().optional(),
    resumeHidden: z.boolean().default(false),
    /** Proposable to families: off unless said (a new caregiver waits for the agency's checks). */
    active: z.boolean().default(false),
    ...caregiverProfileFieldsSchema.shape,
    birthDate: adultBirthDate('Il caregiver deve essere maggiorenne').nullable().default(null),
  })
  // Experience within the working life, the comune in the province (the form says the same).
  .superRefine(checkProfileRules);
export type CaregiverInput = z.infer<typeof caregiverInputSchema>;

/**
 * `updatedAt` query of PUT /v1/backoffice/caregivers/{docRef}: the version of the record the form
 * was loaded from (its `updatedAt`). A save made meanwhile by someone else — another tutor, or
 * the same one in another tab — is refused with RECORD_CHANGED, never overwritten unseen (as a
 * quote's correction: `quoteCorrectionQuerySchema`). Absent: any version.
 */
export const caregiverSaveQuerySchema = z.object({
  updatedAt: versionSchema('Versione della scheda non valida'),
});

/** RECORD_CHANGED on a caregiver's save: saved meanwhile (at `savedAt`), nothing written. */
export const caregiverChangedMeanwhileMessage = (savedAt: Date) =>
  `Questa scheda è stata modificata ${withDayArticle('il', shortDateTime(savedAt))}, dopo che l’hai aperta (da un altro family tutor o in un’altra finestra): le tue modifiche non sono state salvate, per non cancellare le sue.`;

export const caregiverListQuerySchema = z.object({
  type: z.enum(caregiverTypes).optional(),
  province: provinceCodeSchema.optional(),
  language: z.enum(languages).optional(),
  active: z.enum(['true', 'false']).optional(),
  /** Matches name or surname. */
  q: searchTextSchema,
  ...pageQueryFields(),
});
export type CaregiverListQuery = z.infer<typeof caregiverListQuerySchema>;

export const caregiverPageSchema = pageSchema(
  caregiverSchema.extend({
    /** Open requests the caregiver is chosen or confirmed on (the picker: 'Scelto su #…'). */
    busyOn: z.array(z.number().int()).optional(),
    /** What those requests ask of the week (`commitmentsSchema`). */
    commitments: commitmentsSchema.optional(),
    /** The kinds of the agency's checks recorded (the picker warns of the missing ones). */
    checkKinds: z.array(z.enum(checkKinds)).optional(),
    /** The day of the latest criminal-record check (null: none; the picker warns of an old one). */
    criminalRecordOn: z.string().nullable().optional(),
  }),
);
export type CaregiverPage = z.infer<typeof caregiverPageSchema>;
/** A row of the directory's page (the directory, the 'Aggiungi candidati' picker). */
export type CaregiverListItem = CaregiverPage['content'][number];

/** The family's accept refused: another family chose the caregiver meanwhile (409). */
export const takenElsewhereMessage =
  'Questo profilo non è più disponibile: nel frattempo ha preso un altro impegno. Il tuo family tutor è già stato avvisato e ti proporrà un altro profilo.';

/** The family's accept refused: the agency switched the caregiver off since proposing them (409). */
export const withdrawnProposalMessage =
  'Questo profilo non è più disponibile: scegli tra gli altri profili proposti o scrivi al tuo family tutor, che te ne proporrà un altro.';

/**
 * The family's accept refused: the caregiver is reserved right now for another family, whose
 * payment is awaited (409). It may come back: said so, without naming anyone.
 */
export const reservedElsewhereMessage =
  "Questo profilo è riservato in questo momento a un'altra famiglia, in attesa della conferma. Se la riserva scade tornerà disponibile: il tuo family tutor ti terrà al corrente, e intanto puoi scegliere un altro profilo.";

/** The family's card of a candidate taken elsewhere, in place of 'Accetta', by kind. */
export const takenElsewhereNotes: Record<TakenElsewhereKind, string> = {
  chosen:
    'Nel frattempo questo profilo ha preso un altro impegno. Il tuo family tutor è stato avvisato e ti proporrà un altro profilo.',
  reserved:
    "Questo profilo è riservato in questo momento a un'altra famiglia, in attesa della sua conferma. Se la riserva scade tornerà disponibile: il tuo family tutor ti terrà al corrente.",
};

/**
 * The family's choice among the profiles it is sent, worded by how many it sees: with one there
 * is none to prefer ('Scegli quello che preferisci', 'per sceglierne uno' read wrong), so it is
 * taken or not. The request page's profiles and the back office's 'Invia profili alla famiglia' say it.
 */
export const profileChoiceWords = (count: number) =>
  count === 1
    ? { these: 'questo caregiver', choose: 'Se ti convince, sceglilo', toChoose: 'sceglierlo' }
    : {
        these: 'questi caregiver',
        choose: 'Scegli quello che preferisci',
        toChoose: 'sceglierne uno',
      };
