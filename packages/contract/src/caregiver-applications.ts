import { z } from 'zod';
import { caregiverCheckSchema, checkKinds } from './caregiver-checks';
import {
  adultBirthDate,
  caregiverProfileFieldsSchema,
  caregiverSkills,
  checkProfileRules,
} from './caregiver-profile';
import { type CaregiverType, caregiverTypes, languages } from './enums';
import { countedPageSchema, pageQueryFields, searchTextSchema } from './paging';
import {
  emailSchema,
  fieldIssue,
  idParam,
  nameText,
  phoneSchema,
  requiredText,
  validationMessages,
} from './validation';

/**
 * 'Lavora con noi' (issue 23): a caregiver applies, a tutor vets the application (the checks of
 * caregiver-checks.ts) and accepts it (an active caregiver of the directory) or declines it.
 */

export const applicationStatuses = ['RECEIVED', 'IN_REVIEW', 'ACCEPTED', 'DECLINED'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];

export const applicationStatusLabels: Record<ApplicationStatus, string> = {
  RECEIVED: 'Ricevuta',
  IN_REVIEW: 'In valutazione',
  ACCEPTED: 'Accolta',
  DECLINED: 'Non accolta',
};

/**
 * How soon an applicant hears from us, said where she is told she will (the thank-you screen of
 * 'Lavora con noi' and the confirmation email): one sentence for both.
 */
export const applicationReplyWorkingDays = 5;
export const applicationReplyTime = `Di solito rispondiamo entro ${applicationReplyWorkingDays} giorni lavorativi.`;

/** Still to be decided: one per email address at a time. */
export const openApplicationStatuses = ['RECEIVED', 'IN_REVIEW'] as const;

export const applicationMessages = {
  types: 'Scegli almeno un servizio',
  languages: 'Indica almeno una lingua',
  comune: 'Scegli il comune dall’elenco',
  workArea: 'Indica dove puoi lavorare: almeno un comune (anche il tuo) o una provincia',
  availability: 'Indica almeno un momento della settimana in cui sei disponibile',
  presentation: 'Presentati in almeno 30 caratteri',
  consent: 'Per inviare la candidatura devi accettare l’informativa privacy per i candidati',
  skill: 'Questa competenza non riguarda i servizi che hai scelto',
  adult: 'Per candidarti devi essere maggiorenne',
  birthDate: 'Indica la tua data di nascita',
  photo: 'Carica una tua foto (JPEG o PNG)',
  cv: 'Carica il tuo CV in PDF',
  duplicate:
    'Abbiamo già ricevuto una tua candidatura con questo indirizzo email: la stiamo valutando e ti scriveremo presto.',
} as const;

/** The skills that belong to at least one of `types`. */
const skillsOfTypes = (types: readonly CaregiverType[]) =>
  new Set<string>(types.flatMap((type) => caregiverSkills[type]));

/**
 * The application form (POST /v1/caregiver-applications, multipart: this object as the JSON field
 * `application`, the files `photo` and `cv`). The profile fields are the caregivers' own.
 */
export const applicationFormSchema = caregiverProfileFieldsSchema
  .extend({
    name: nameText(100),
    surname: nameText(100),
    email: emailSchema(),
    phone: phoneSchema,
    birthDate: z
      .string(applicationMessages.birthDate)
      .min(1, applicationMessages.birthDate)
      .pipe(adultBirthDate(applicationMessages.adult)),
    comune: z
      .string({ error: applicationMessages.comune })
      .regex(/^\d{6}$/, applicationMessages.comune),
    types: z
      .array(z.enum(caregiverTypes, 'Servizio non valido'))
      .min(1, applicationMessages.types)
      .max(caregiverTypes.length),
    languages: z
      .array(z.enum(languages, 'Lingua non valida'))
      .min(1, applicationMessages.languages)
      .max(languages.length),
    presentation: z
      .string(validationMessages.required)
      .trim()
      .min(30, applicationMessages.presentation)
      .max(3000, 'Massimo 3000 caratteri'),
    privacyConsent: z.literal(true, applicationMessages.consent),
  })
  // Said with the other fields' messages at the first try, not once they are all right.
  .refine((form) => (form?.workComuni?.length ?? 0) > 0 || (form?.workProvinces?.length ?? 0) > 0, {
    path: ['workComuni'],
    message: applicationMessages.workArea,
    when: () => true,
  })
  .refine((form) => (form?.availability?.length ?? 0) > 0, {
    path: ['availability'],
    message: applicationMessages.availability,
    when: () => true,
  })
  .superRefine((form, ctx) => {
    const allowed = skillsOfTypes(form.types);
    form.skills.forEach((skill, index) => {
      if (!allowed.has(skill)) fieldIssue(ctx, ['skills', index], applicationMessages.skill);
    });
  })
  // Experience within the working life (the caregivers' rule; the province is the comune's).
  .superRefine(checkProfileRules, { when: () => true });
export type ApplicationForm = z.input<typeof applicationFormSchema>;

/** The answer to the applicant: nothing of the stored record but its receipt. */
export const applicationReceiptSchema = z.object({ receivedAt: z.string() });

// ── Back office ──────────────────────────────────────────────────────────────────────────────

export const applicationListQuerySchema = z.object({
  status: z.enum(applicationStatuses).optional(),
  type: z.enum(caregiverTypes).optional(),
  /** Matches name, surname or email. */
  q: searchTextSchema,
  ...pageQueryFields(),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const applicationSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  comune: z.string().nullable(),
  /** 'Torino (TO)', from the gazetteer. */
  comuneLabel: z.string().nullable(),
  types: z.array(z.enum(caregiverTypes)),
  status: z.enum(applicationStatuses),
  /** The kinds of check recorded so far. */
  checkKinds: z.array(z.enum(checkKinds)),
  createdAt: z.string(),
});
export type ApplicationSummary = z.infer<typeof applicationSummarySchema>;

export const applicationPageSchema = countedPageSchema(
  applicationSummarySchema,
  applicationStatuses,
);
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

const placeLabelSchema = z.object({ code: z.string(), label: z.string() });

export const applicationSchema = applicationSummarySchema.extend({
  phone: z.string(),
  birthDate: z.string().nullable(),
  province: z.string().nullable(),
  workComuni: z.array(placeLabelSchema),
  workProvinces: z.array(z.string()),
  languages: z.array(z.enum(languages)),
  skills: z.array(z.string()),
  yearsOfExperience: z.number().int().nullable(),
  availability: z.array(z.string()),
  liveIn: z.boolean(),
  presentation: z.string().nullable(),
  /** GET with the bearer token (tutors only); null when the file is gone. */
  photoUrl: z.string().nullable(),
  cvUrl: z.string().nullable(),
  consentVersion: z.string(),
  declineReason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decidedByName: z.string().nullable(),
  /** The caregiver it became (accepted). */
  caregiverDocRef: z.string().nullable(),
  checks: z.array(caregiverCheckSchema),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

export const applicationParamsSchema = z.object({ id: idParam });
export const checkParamsSchema = z.object({ id: idParam, checkId: idParam });

/** POST …/applications/{id}/accept: the directory's record is of one type. */
export const acceptApplicationSchema = z.object({
  type: z.enum(caregiverTypes, 'Scegli il servizio con cui inserirla nell’elenco'),
});
export const declineApplicationSchema = z.object({
  reason: requiredText(1000),
});

// ── Data rights (export of an applicant's or a caregiver's data) ────────────────────────────

export const caregiverDataExportSchema = z.object({
  format: z.literal('equilibrio-caregiver-export'),
  generatedAt: z.string(),
  /** caregiver_applications rows (every application with this email, or the one that became the caregiver). */
  applications: z.array(z.record(z.string(), z.unknown())),
  /** The caregivers row, when there is one. */
  caregiver: z.record(z.string(), z.unknown()).nullable(),
  /** caregiver_checks rows of both. */
  checks: z.array(z.record(z.string(), z.unknown())),
  /** caregiver_selections rows naming the caregiver (request ids and dates, nothing of the families). */
  proposals: z.array(z.record(z.string(), z.unknown())),
  /**
   * The photos and CVs themselves (of the applications and of the caregiver), so that the copy
   * handed over is complete: each file's bytes in base64, with its name and type.
   */
  files: z.array(
    z.object({
      /** Whose file: 'application' (with its id) or 'caregiver' (with its docRef). */
      owner: z.enum(['application', 'caregiver']),
      ownerId: z.union([z.number().int(), z.string()]),
      kind: z.enum(['photo', 'cv']),
      fileName: z.string(),
      contentType: z.string(),
      size: z.number().int(),
      base64: z.string(),
    }),
  ),
});
export type CaregiverDataExport = z.infer<typeof caregiverDataExportSchema>;
