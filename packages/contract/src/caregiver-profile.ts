import { z } from 'zod';
import {
  animalSizeCodes,
  type CaregiverType,
  type DayCode,
  dayCodes,
  dayLabels,
  type HourCode,
  hourCodes,
  hourLabels,
} from './enums';
import {
  dayMonthYear,
  isoDate,
  isoDateParts,
  italianList,
  romeParts,
  withDayArticle,
} from './italian-format';
import { fullName } from './people';
import { italianProvinces, provinceOfComune } from './provinces';
import { colfDutyFlags } from './requests';
import { fieldIssue, isoDateSchema, optionalText, provinceCodeSchema } from './validation';

/**
 * The caregiver's profile beyond the spec's card (issue 23): where they live and work, what they
 * are good at, when they are free, and the checks the agency made. One vocabulary for the
 * application form ('Lavora con noi'), the back-office caregiver form, the family's profile view
 * and the suggestions ranking.
 */

/** Sub-skills per caregiver type. Pet sizes reuse the quote's animal size codes. */
export const caregiverSkills = {
  babysitter: ['homework-help', 'taxi-sitter', 'newborns', 'special-needs', 'cooking-for-kids'],
  'pet-sitter': [...animalSizeCodes, 'dog-walking', 'pet-boarding', 'pet-medication'],
  badante: ['non-self-sufficient', 'dementia', 'night-assistance', 'mobility-aid', 'medication'],
  // A quote's household duties, by the same names (so the suggestions match them).
  colf: ['cleaning', ...colfDutyFlags],
} as const satisfies Record<CaregiverType, readonly string[]>;

/** Whether a sub-skill belongs to a caregiver type (the record keeps its own type's only). */
export const isSkillOf = (type: CaregiverType, skill: string) =>
  (caregiverSkills[type] as readonly string[]).includes(skill);

export const skillCodes = [...new Set(Object.values(caregiverSkills).flat())] as [
  string,
  ...string[],
];
export type SkillCode = (typeof caregiverSkills)[CaregiverType][number];

export const skillLabels: Record<string, string> = {
  'homework-help': 'Aiuto compiti',
  'taxi-sitter': 'Taxi-sitter',
  newborns: 'Neonati',
  'special-needs': 'Bisogni speciali',
  'cooking-for-kids': 'Pasti per i bambini',
  dog: 'Cani 0-7 kg',
  dog1: 'Cani 7-15 kg',
  dog2: 'Cani 15-30 kg',
  dog3: 'Cani 30-45 kg',
  dog4: 'Cani oltre 45 kg',
  cat: 'Gatti',
  'dog-walking': 'Passeggiate',
  'pet-boarding': 'Accoglienza a casa propria',
  'pet-medication': 'Somministrazione di farmaci agli animali',
  'non-self-sufficient': 'Persone non autosufficienti',
  dementia: 'Demenza e Alzheimer',
  'night-assistance': 'Assistenza notturna',
  'mobility-aid': 'Aiuto negli spostamenti',
  medication: 'Gestione dei farmaci',
  cleaning: 'Pulizie',
  ironing: 'Stiro',
  cooking: 'Cucina',
  laundry: 'Bucato',
  shopping: 'Spesa',
};

/**
 * Availability as the cells of a week grid: 'mon-mor', 'sat-eve'… (the request schedule's day and
 * slot codes), so that a request's days × slots compare with a caregiver's by set overlap
 * (`&&` on a text[] column, index-backed).
 */
export const availabilityCells = dayCodes.flatMap((day) =>
  hourCodes.map((slot) => `${day}-${slot}` as const),
);
export type AvailabilityCell = `${DayCode}-${HourCode}`;
export const availabilityCell = (day: DayCode, slot: HourCode): AvailabilityCell =>
  `${day}-${slot}`;
export const availabilityCellLabel = (cell: AvailabilityCell) => {
  const [day, slot] = cell.split('-') as [DayCode, HourCode];
  return `${dayLabels[day]} ${hourLabels[slot]}`;
};

/** The checks the agency records while vetting, each with a date and the tutor who made it. */
export const checkKinds = [
  'identity-document',
  'references',
  'agency-interview',
  'criminal-record',
  'first-aid',
] as const;
export type CheckKind = (typeof checkKinds)[number];

/** What the tutor records ('Documento d'identità visionato'…). */
export const checkKindLabels: Record<CheckKind, string> = {
  'identity-document': 'Documento d’identità visionato',
  references: 'Referenze verificate',
  'agency-interview': 'Colloquio con Equilibrio',
  'criminal-record': 'Casellario giudiziale visionato',
  'first-aid': 'Corso di primo soccorso',
};

/** The badge a family sees for a passed check (issue 23 texts). */
export const checkBadgeLabels: Record<CheckKind, string> = {
  'identity-document': 'Documento verificato',
  references: 'Referenze verificate',
  'agency-interview': 'Colloquio con Equilibrio',
  'criminal-record': 'Casellario verificato',
  'first-aid': 'Primo soccorso',
};

/**
 * The vetting a family expects of whoever enters their home (first aid is a course, not a check):
 * one still missing is said on the family's card, never left out in silence.
 */
export const vettingCheckKinds = [
  'identity-document',
  'references',
  'agency-interview',
  'criminal-record',
] as const satisfies readonly CheckKind[];

/** The family's words for a vetting step not yet done. */
export const checkPendingLabels: Record<(typeof vettingCheckKinds)[number], string> = {
  'identity-document': 'Documento non ancora verificato',
  references: 'Referenze non ancora verificate',
  'agency-interview': 'Colloquio con Equilibrio non ancora svolto',
  'criminal-record': 'Casellario non ancora verificato',
};

/** The vetting steps not done yet, given the checks a caregiver passed (the card's grey badges). */
export const pendingVettingChecks = (passed: Iterable<CheckKind>) => {
  const done = new Set(passed);
  return vettingCheckKinds.filter((kind) => !done.has(kind));
};

/** The checks that lapse (`checksInForce`): the criminal record, after six months. */
export const expiringCheckKinds = ['criminal-record'] as const satisfies readonly CheckKind[];
export type ExpiringCheckKind = (typeof expiringCheckKinds)[number];

/** The family's words for a check recorded but no longer in force (a grey badge too). */
export const checkExpiredLabels: Record<ExpiringCheckKind, string> = {
  'criminal-record': 'Casellario scaduto',
};

/**
 * The back office's badge for a babysitter's or badante's certificate never recorded (the
 * caregiver page's header, the directory, the picker): one wording beside 'Casellario scaduto'.
 */
export const criminalRecordMissingBadge = 'Casellario da registrare';

/** The same in a sentence ('manca un casellario giudiziale in corso di validità'). */
const expiredCheckNames: Record<ExpiringCheckKind, string> = {
  'criminal-record': 'un casellario giudiziale in corso di validità',
};

/** A vetting step in a sentence ('manca il casellario giudiziale'). */
export const vettingCheckNames: Record<(typeof vettingCheckKinds)[number], string> = {
  'identity-document': 'il documento d’identità',
  references: 'le referenze',
  'agency-interview': 'il colloquio con Equilibrio',
  'criminal-record': 'il casellario giudiziale',
};

/**
 * The vetting steps a family's card says are still to do, given the checks that count and those
 * expired (`checksInForce`): each with its grey badge ('Casellario non ancora verificato',
 * 'Casellario scaduto') and its words in a sentence ('il casellario giudiziale', 'un casellario
 * giudiziale in corso di validità').
 */
export const vettingToDo = (
  passed: Iterable<CheckKind>,
  expired: readonly ExpiringCheckKind[] = [],
) =>
  pendingVettingChecks(passed).map((kind) =>
    (expired as readonly CheckKind[]).includes(kind)
      ? {
          kind,
          badge: checkExpiredLabels[kind as ExpiringCheckKind],
          name: expiredCheckNames[kind as ExpiringCheckKind],
        }
      : { kind, badge: checkPendingLabels[kind], name: vettingCheckNames[kind] },
  );

/**
 * The one check a caregiver needs before being sent to a family: whoever works with children
 * (babysitter) or frail adults (badante) is proposed only once their criminal record has been
 * seen ('criminal-record'). A parent of young children reading «Casellario non ancora verificato»
 * on a profile they may accept either distrusts the whole screening or picks someone unvetted.
 * The API refuses to publish such a profile (the tutor's 'Invia profili alla famiglia', the one way
 * a candidate becomes visible to the family, substitutes included); the tutor's request page
 * disables that button and says who lacks it. Pet sitters and colf are not covered: their card
 * keeps telling the family the checks still pending (`pendingVettingChecks`), as it does for the
 * other checks of everyone.
 */
export const criminalRecordRequiredTypes = [
  'babysitter',
  'badante',
] as const satisfies readonly CaregiverType[];

/**
 * A caregiver to send whose references the agency has not verified yet, among those who look
 * after children or frail adults (`criminalRecordRequiredTypes`: babysitter, badante). Unlike the
 * criminal record it holds nothing back: the tutor's 'Invia profili alla famiglia' names them and
 * asks to send anyway, knowingly (the family's card says 'Referenze non ancora verificate', as
 * for everyone). `passed`: the checks the caregiver has passed.
 */
export const referencesToConfirm = (
  caregiver: { type: CaregiverType },
  passed: readonly CheckKind[],
) =>
  (criminalRecordRequiredTypes as readonly CaregiverType[]).includes(caregiver.type) &&
  !passed.includes('references');

/**
 * How long a criminal-record check counts: the certificate del casellario giudiziale is valid six
 * months from its issue (DPR 445/2000, art. 41). A check older than that is as good as none: a
 * babysitter whose certificate is of 2015 is not sent to a family with small children.
 */
export const criminalRecordValidityMonths = 6;

/**
 * The oldest day a criminal-record check may bear to count on `today` (both 'yyyy-mm-dd', Italy's
 * calendar): `criminalRecordValidityMonths` back, the day clamped to the month's end as
 * PostgreSQL's `date - interval` does (the inbox's SQL twin reads the same day).
 */
export function oldestValidCriminalRecordDay(today: string) {
  const { year, month, day } = isoDateParts(today);
  const months = year * 12 + (month - 1) - criminalRecordValidityMonths;
  const back = { year: Math.floor(months / 12), month: (months % 12) + 1 };
  const lastDay = new Date(Date.UTC(back.year, back.month, 0)).getUTCDate();
  return isoDate({ ...back, day: Math.min(day, lastDay) });
}

/**
 * What the rule reads of a caregiver: the type, and the day of the latest criminal-record check
 * recorded (null: none).
 */
export type CriminalRecordVetting = { type: CaregiverType; criminalRecordOn: string | null };

/**
 * Where a caregiver stands with the rule above on `today`: 'not-required' (neither babysitter
 * nor badante), 'valid', 'missing' (never recorded) or 'expired' (the latest is older than
 * `criminalRecordValidityMonths`).
 */
export function criminalRecordState(caregiver: CriminalRecordVetting, today: string) {
  if (!(criminalRecordRequiredTypes as readonly CaregiverType[]).includes(caregiver.type)) {
    return 'not-required' as const;
  }
  return criminalRecordCheckState(caregiver.criminalRecordOn, today);
}

/** A criminal-record check of `checkedOn` (null: none) on `today`, whoever it is of. */
export const criminalRecordCheckState = (checkedOn: string | null, today: string) =>
  checkedOn === null
    ? ('missing' as const)
    : checkedOn < oldestValidCriminalRecordDay(today)
      ? ('expired' as const)
      : ('valid' as const);

/**
 * The last day a criminal-record check of `checkedOn` counts ('yyyy-mm-dd'): the day
 * `criminalRecordValidityMonths` later, or that month's last day when it has no such day (or the
 * check is of a month's last day), as `oldestValidCriminalRecordDay` reads it the other way.
 */
export function criminalRecordValidUntil(checkedOn: string) {
  const { year, month, day } = isoDateParts(checkedOn);
  const months = year * 12 + (month - 1) + criminalRecordValidityMonths;
  const ahead = { year: Math.floor(months / 12), month: (months % 12) + 1 };
  const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
  const aheadLast = lastDay(ahead.year, ahead.month);
  return isoDate({
    ...ahead,
    day: day === lastDay(year, month) ? aheadLast : Math.min(day, aheadLast),
  });
}

/**
 * The checks a family is told of on `today`, from the kinds recorded with their latest day: those
 * that count (`passed`, the card's badges) and those that no longer do (`expired`: a criminal
 * record older than `criminalRecordValidityMonths`, of whoever it is). A certificate of 2015 is
 * never read by a family as 'Casellario verificato'.
 */
export function checksInForce(recorded: ReadonlyMap<CheckKind, string>, today: string) {
  const lapsed = (kind: CheckKind) =>
    kind === 'criminal-record' &&
    criminalRecordCheckState(recorded.get(kind) ?? null, today) === 'expired';
  const kinds = checkKinds.filter((kind) => recorded.has(kind));
  return {
    passed: kinds.filter((kind) => !lapsed(kind)),
    expired: kinds.filter(lapsed) as ExpiringCheckKind[],
  };
}

/** Whether a caregiver may not be sent to a family yet: the rule above, on `today`. */
export const lacksCriminalRecord = (caregiver: CriminalRecordVetting, today: string) => {
  const state = criminalRecordState(caregiver, today);
  return state === 'missing' || state === 'expired';
};

/** The checks recorded, each kind with its latest day: what `checksInForce` reads. */
export function latestCheckDays(checks: readonly { kind: CheckKind; checkedOn: string }[]) {
  const latest = new Map<CheckKind, string>();
  for (const { kind, checkedOn } of checks) {
    const known = latest.get(kind);
    if (!known || checkedOn > known) latest.set(kind, checkedOn);
  }
  return latest;
}

/**
 * A caregiver's vetting at a glance, for the back office's caregiver page (its header's badge),
 * from the kinds recorded with their latest day, on `today`:
 * - 'criminal-record-missing' / 'criminal-record-expired': a babysitter or badante whose profile
 *   cannot be sent to a family yet (`lacksCriminalRecord`, the API's rule): 'Casellario da
 *   registrare', 'Casellario scaduto';
 * - 'complete': every check in force, first aid too (`vettingProgress`: 'Verifiche complete');
 * - 'incomplete': one still to do (a colf's references, a first-aid course), none of them holding
 *   profiles back: 'Verifiche: 4 su 5', as the 'Aggiungi candidati' picker counts them.
 */
export function vettingAtAGlance(
  type: CaregiverType,
  recorded: ReadonlyMap<CheckKind, string>,
  today: string,
) {
  const record = criminalRecordState(
    { type, criminalRecordOn: recorded.get('criminal-record') ?? null },
    today,
  );
  if (record === 'missing')
    return { state: 'criminal-record-missing', label: criminalRecordMissingBadge } as const;
  if (record === 'expired')
    return {
      state: 'criminal-record-expired',
      label: checkExpiredLabels['criminal-record'],
    } as const;
  const progress = vettingProgress(checksInForce(recorded, today).passed);
  return progress.complete
    ? ({ state: 'complete', label: progress.label, missing: progress.missing } as const)
    : ({ state: 'incomplete', label: progress.label, missing: progress.missing } as const);
}

/** A check still to do in a few words ('manca: casellario, primo soccorso'). */
const checkShortNames: Record<CheckKind, string> = {
  'identity-document': 'documento',
  references: 'referenze',
  'agency-interview': 'colloquio',
  'criminal-record': 'casellario',
  'first-aid': 'primo soccorso',
};

/**
 * How far a caregiver's checks have come, of all the agency records (`checkKinds`, the
 * first-aid course too), given those passed and in force (`checksInForce`): 'Verifiche complete'
 * only when every one is, else 'Verifiche: 4 su 5', with what is missing ('manca: primo
 * soccorso'; '' when nothing). One rule for the caregiver page's header badge
 * (`vettingAtAGlance`) and the 'Aggiungi candidati' picker's line, which its checks list
 * ('Corso di primo soccorso — da fare') agrees with.
 */
export function vettingProgress(passed: Iterable<CheckKind>) {
  const done = new Set(passed);
  const missing = checkKinds.filter((kind) => !done.has(kind));
  const count = checkKinds.length - missing.length;
  return {
    complete: missing.length === 0,
    label:
      missing.length === 0 ? 'Verifiche complete' : `Verifiche: ${count} su ${checkKinds.length}`,
    missing:
      missing.length === 0
        ? ''
        : `${missing.length === 1 ? 'manca' : 'mancano'}: ${missing.map((kind) => checkShortNames[kind]).join(', ')}`,
  };
}

/** A check's day in a sentence: '1 gennaio 2015'. */
const checkDay = (checkedOn: string) => dayMonthYear(isoDateParts(checkedOn));

/**
 * The expired certificate in a few words (the candidate's row, the suggestions, the picker):
 * 'Casellario scaduto: quello registrato è dell’1 gennaio 2015, ne serve uno degli ultimi 6
 * mesi'.
 */
export const criminalRecordExpiredText = (checkedOn: string) =>
  `Casellario scaduto: quello registrato è ${withDayArticle('di', checkDay(checkedOn))}, ne serve uno degli ultimi ${criminalRecordValidityMonths} mesi`;

/**
 * The caregiver's own page, in the list of checks, where 'Casellario giudiziale visionato' would
 * be: the certificate's lapse said once, with the last day it counted ('Casellario giudiziale
 * scaduto: valeva fino al 15 luglio 2025, ne serve uno degli ultimi 6 mesi'); the check's own day
 * is in the list of those recorded below it.
 */
export const criminalRecordLapsedText = (checkedOn: string) =>
  `Casellario giudiziale scaduto: valeva fino ${withDayArticle('a', checkDay(criminalRecordValidUntil(checkedOn)))}, ne serve uno degli ultimi ${criminalRecordValidityMonths} mesi`;

/**
 * Why this one caregiver may not be sent yet, for the row that shows them (the request's
 * candidate, a suggestion: each says what to do next); null when they may.
 */
export function criminalRecordProblem(caregiver: CriminalRecordVetting, today: string) {
  const state = criminalRecordState(caregiver, today);
  if (state === 'missing') return 'Manca il casellario giudiziale';
  if (state === 'expired') return criminalRecordExpiredText(caregiver.criminalRecordOn!);
  return null;
}

/**
 * Why the profiles cannot be sent, naming the caregivers who lack the criminal record or whose
 * one has expired, with its day (the API's 409 and the tutor's disabled button say the same);
 * null when none does.
 */
export function criminalRecordMissingMessage(
  caregivers: readonly (CriminalRecordVetting & { name: string; surname: string })[],
  today: string,
) {
  const nameOf = (c: { name: string; surname: string }) => fullName(c.name, c.surname);
  const missing = caregivers.filter((c) => criminalRecordState(c, today) === 'missing');
  const expired = caregivers.filter((c) => criminalRecordState(c, today) === 'expired');
  const count = missing.length + expired.length;
  if (count === 0) return null;
  const where =
    count === 1
      ? 'registralo nella sua scheda o togli il profilo dalla richiesta'
      : 'registralo nelle loro schede o togli i loro profili dalla richiesta';
  const recent = `degli ultimi ${criminalRecordValidityMonths} mesi per ${italianList(
    expired.map(
      (c) =>
        `${nameOf(c)} (quello registrato è ${withDayArticle('di', checkDay(c.criminalRecordOn!))})`,
    ),
  )}`;
  const needs = [
    missing.length ? `il casellario giudiziale di ${italianList(missing.map(nameOf))}` : null,
    expired.length
      ? missing.length
        ? `uno ${recent}`
        : `un casellario giudiziale ${recent}`
      : null,
  ]
    .filter(Boolean)
    .join(', e ');
  return `Prima di inviare i profili serve ${needs}: ${where}.`;
}

const istatCodeSchema = z.string().regex(/^\d{6}$/, 'Comune non valido');

/**
 * A caregiver's birth date as it is entered (the application form, the back office's caregiver
 * form): an adult, 18 to 100 years old today in Italy. A birth date of 2020 was saved without a
 * word. Records already stored are read as they are.
 */
export const adultBirthDate = (underage: string) =>
  isoDateSchema.superRefine((value, ctx) => {
    const age = ageOn(value, isoDate(romeParts(new Date())));
    if (age < 18) ctx.addIssue({ code: 'custom', message: underage });
    else if (age > 100) ctx.addIssue({ code: 'custom', message: 'Controlla l’anno di nascita' });
  });

/** The profile fields shared by applications and caregivers (all optional on a caregiver). */
export const caregiverProfileFieldsSchema = z.object({
  birthDate: isoDateSchema.nullable().default(null),
  /** ISTAT code of the comune where the caregiver lives (the gazetteer's). */
  comune: istatCodeSchema.nullable().default(null),
  /** Comuni (ISTAT codes) and provinces (codes) where they can work. */
  workComuni: z.array(istatCodeSchema).max(50, 'Massimo 50 comuni').default([]),
  workProvinces: z.array(provinceCodeSchema).max(20, 'Massimo 20 province').default([]),
  skills: z.array(z.enum(skillCodes, 'Competenza non valida')).max(30).default([]),
  yearsOfExperience: z.coerce
    .number()
    .int('Indica un numero intero di anni')
    .min(0, 'Gli anni di esperienza non possono essere negativi')
    .max(60, 'Al massimo 60 anni di esperienza')
    .nullable()
    .default(null),
  availability: z
    .array(z.enum(availabilityCells as [AvailabilityCell, ...AvailabilityCell[]]))
    .max(availabilityCells.length)
    .default([]),
  liveIn: z.boolean().default(false),
  presentation: optionalText(3000).nullable().default(null),
});
export type CaregiverProfileFields = z.infer<typeof caregiverProfileFieldsSchema>;

/** A check as the back office records and lists it. */
export const caregiverCheckInputSchema = z.object({
  kind: z.enum(checkKinds, 'Tipo di verifica non valido'),
  checkedOn: isoDateSchema,
  /** For references: who was called ('Famiglia Bianchi, Torino'). */
  reference: optionalText(200).nullable().default(null),
  notes: optionalText(2000).nullable().default(null),
});
export type CaregiverCheckInput = z.infer<typeof caregiverCheckInputSchema>;

/** A check is recorded once done: its day is today or before (`today`, Italy's 'YYYY-MM-DD'). */
export const checkInTheFutureMessage = 'La verifica non può avere una data futura';
export const checkDateProblem = (checkedOn: string, today: string) =>
  checkedOn > today ? checkInTheFutureMessage : null;

export const caregiverCheckSchema = z.object({
  id: z.number().int(),
  kind: z.enum(checkKinds),
  checkedOn: z.string(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  tutorUid: z.string().nullable(),
  tutorName: z.string().nullable(),
  createdAt: z.string(),
});
export type CaregiverCheck = z.infer<typeof caregiverCheckSchema>;

/** Whole years between a birth date and a day (ISO dates). */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * The age from which experience is counted: a caregiver's years of experience are at most their
 * age minus 14. Work in Italy starts at 16, but looking after children, the elderly or animals
 * often starts earlier and is rightly told as experience; 14 only refuses the impossible (40
 * years at 22) and never a plausible claim.
 */
export const experienceFromAge = 14;

/**
 * Why the years of experience cannot be (null: they can), for a birth date known ('yyyy-mm-dd')
 * and `today` (Italy's day).
 */
export function experienceProblem(
  profile: { birthDate?: string | null; yearsOfExperience?: number | null },
  today: string,
) {
  const { birthDate, yearsOfExperience: years } = profile;
  if (typeof birthDate !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return null;
  if (typeof years !== 'number' || !Number.isFinite(years)) return null;
  const age = ageOn(birthDate, today);
  const most = Math.max(0, age - experienceFromAge);
  if (years <= most) return null;
  return `Troppi anni di esperienza per l’età: a ${age} anni al massimo ${most} (si contano dai ${experienceFromAge} anni)`;
}

const provinceName = (code: string) => {
  const province = italianProvinces.find((p) => p.code === code);
  return province ? `${province.name} (${code})` : code;
};

/**
 * Why the comune of residence (ISTAT code) cannot go with the province (null: it can): a comune
 * is in one province — Torino as the province and Milano as the comune were saved together, and
 * the suggestions read one, the directory's filter the other.
 */
export function comuneProvinceProblem(profile: {
  province?: string | null;
  comune?: string | null;
}) {
  const { province, comune } = profile;
  if (typeof province !== 'string' || typeof comune !== 'string' || !province) return null;
  const ofComune = provinceOfComune(comune);
  if (ofComune === null || ofComune === province) return null;
  return `Questo comune è in provincia di ${provinceName(ofComune)}, non di ${provinceName(province)}: correggi la provincia o il comune`;
}

/**
 * A caregiver's profile rules across fields, checked by the API (the caregiver's body, the
 * application's) and by the forms alike: experience within the working life, the comune in the
 * province. By Italy's day now, as the birth date's own rule (`adultBirthDate`).
 */
export function checkProfileRules(
  profile: {
    birthDate?: string | null;
    yearsOfExperience?: number | null;
    province?: string | null;
    comune?: string | null;
  },
  ctx: z.RefinementCtx,
) {
  const experience = experienceProblem(profile, isoDate(romeParts(new Date())));
  if (experience) fieldIssue(ctx, ['yearsOfExperience'], experience);
  const comune = comuneProvinceProblem(profile);
  if (comune) fieldIssue(ctx, ['comune'], comune);
}
