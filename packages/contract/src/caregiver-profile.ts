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
import { isoDate, romeParts } from './italian-format';
import { provinceLabel } from './province-names';
import { provinceOfComune } from './provinces';
import { colfDutyFlags } from './requests';
import { fieldIssue, isoDateSchema, optionalText, provinceCodeSchema } from './validation';

/**
 * The caregiver's profile beyond the spec's card (issue 23): where they live and work, what they
 * are good at, when they are free (the checks the agency made: `caregiver-checks.ts`; the criminal
 * record's rule: `criminal-record.ts`). One vocabulary for the application form ('Lavora con
 * noi'), the back-office caregiver form, the family's profile view and the suggestions ranking.
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
  return `Questo comune è in provincia di ${provinceLabel(ofComune)}, non di ${provinceLabel(province)}: correggi la provincia o il comune`;
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
