import { type BusinessLine, type DependantType, dependantKinds, type Gender } from './enums';
import { romeParts } from './italian-format';
import type { DependantKind } from './people';

// An assistito in words, the same for the family's pages, the back office and the server's texts
// (emails, the privacy export): its kind as the family's cards say it ('Bambina', 'Anziano',
// 'Cane', 'Gatta'), its age from month and year (spec §2: 'anno'/'anni', months under one year).

type Described = { name: string; type: DependantType; birthDate: string; gender: Gender };

/** People from this age are 'Anziano' in the form (the API keeps only PERSON, spec §3). */
const ADULT_MONTHS = 18 * 12;

/** From this age a card says 'Anziano'; before it, a grown-up is 'Adulto' (a son of 41 with a badante). */
const ELDER_MONTHS = 65 * 12;

/**
 * Whole months from the birth month to `now`'s month in Italy (spec §9: age from month and year),
 * the same on the server and in any browser, whatever their time zones; null when the birth date
 * is missing or unreadable.
 */
export function dependantAgeInMonths(birthDate: string | null | undefined, now: Date) {
  const match = /^(\d{4})-(\d{2})/.exec(birthDate ?? '');
  if (!match) return null;
  const today = romeParts(now);
  return (today.year - Number(match[1])) * 12 + (today.month - Number(match[2]));
}

/**
 * The age as a card says it: '1 anno', '3 anni'; under one year in months ('1 mese', '8 mesi'),
 * 'Meno di un mese' in the month of birth; null without a birth date.
 */
export function dependantAgeLabel(birthDate: string | null | undefined, now: Date) {
  const months = dependantAgeInMonths(birthDate, now);
  if (months === null) return null;
  if (months < 12) {
    if (months <= 0) return 'Meno di un mese';
    return months === 1 ? '1 mese' : `${months} mesi`;
  }
  const years = Math.floor(months / 12);
  return years === 1 ? '1 anno' : `${years} anni`;
}

/**
 * The form's kind of an assistito: a person is Bambino under 18 and Anziano from 18; null for a
 * person whose birth date is missing (neither can be said).
 */
export function dependantKind(
  dependant: { type: DependantType; birthDate: string | null | undefined },
  now: Date,
): DependantKind | null {
  if (dependant.type !== 'PERSON') return dependant.type;
  const months = dependantAgeInMonths(dependant.birthDate, now);
  if (months === null) return null;
  return months < ADULT_MONTHS ? 'CHILD' : 'ELDER';
}

/**
 * A kind as its card says it, agreeing with the assistito ('Anziana' for a woman, 'Bambina' for a
 * girl, 'Gatta' for a she-cat; 'Persona' when it cannot be told); the form's choices keep the
 * spec's words (`dependantKinds`).
 */
export function dependantKindLabel(kind: DependantKind | null, gender: Gender | null | undefined) {
  if (kind === null) return 'Persona';
  if (gender === 'FEMALE' && kind === 'ELDER') return 'Anziana';
  if (gender === 'FEMALE' && kind === 'CHILD') return 'Bambina';
  if (gender === 'FEMALE' && kind === 'CAT') return 'Gatta';
  return dependantKinds.find((k) => k.value === kind)?.label ?? kind;
}

/** Is this person a grown-up not yet 65, whom the form calls 'Anziano' (its only kind from 18)? */
export function isYoungAdult(dependant: Omit<Described, 'name' | 'gender'>, now: Date) {
  if (dependant.type !== 'PERSON') return false;
  const months = dependantAgeInMonths(dependant.birthDate, now);
  return months !== null && months >= ADULT_MONTHS && months < ELDER_MONTHS;
}

/**
 * What an assistito is, as its card says it: `dependantKindLabel`, except that a grown-up under 65
 * is 'Adulto'/'Adulta', not 'Anziano' ('Anziano, 41 anni' read as two people).
 */
export function dependantKindSaid(dependant: Omit<Described, 'name'>, now: Date) {
  if (isYoungAdult(dependant, now)) return dependant.gender === 'FEMALE' ? 'Adulta' : 'Adulto';
  return dependantKindLabel(dependantKind(dependant, now), dependant.gender);
}

/** The kind of an assistito in a line, lower case: 'bambina', 'anziano', 'cane', 'gatta'. */
export const dependantKindWord = (dependant: Described | Omit<Described, 'name'>, now: Date) =>
  dependantKindSaid(dependant, now).toLowerCase();

/** Kind and age in a line: 'bambina, 4 anni', 'gatto, 8 mesi'; only the kind without a birth date. */
export function dependantSummary(dependant: Omit<Described, 'name'>, now: Date) {
  const age = dependantAgeLabel(dependant.birthDate, now);
  const kind = dependantKindWord(dependant, now);
  return age ? `${kind}, ${age.toLowerCase()}` : kind;
}

/**
 * Who an assistito is, in the family's lines: 'Sofia (bambina, 4 anni)', 'Pia (anziana, 82 anni)',
 * 'Pepe (cane, 6 anni)'.
 */
export const describeDependant = (dependant: Described, now: Date) =>
  `${dependant.name} (${dependantSummary(dependant, now)})`;

/** Which service looks after a person of each age, when the family chose the other one. */
const serviceForAge = { CHILD: 'una babysitter', ELDER: 'una badante' } as const;

/**
 * A question under the request form's 'Assistiti' when a chosen person seems the wrong age for
 * the service — a badante asked for a 4-year-old, a babysitter for a grandmother of 79: 'Sofia ha
 * 4 anni: forse cerchi una babysitter?'. Only asked, never refused: a badante may look after a
 * young man with a disability, a babysitter a teenager. null when nothing to ask.
 */
export function dependantAgeQuestion(line: BusinessLine, chosen: Described[], now: Date) {
  const expected = line === 'NURSE' ? 'ELDER' : line === 'BABYSITTER' ? 'CHILD' : null;
  if (!expected) return null;
  for (const dependant of chosen) {
    const kind = dependantKind(dependant, now);
    if (kind !== 'CHILD' && kind !== 'ELDER') continue;
    if (kind === expected) continue;
    const age = dependantAgeLabel(dependant.birthDate, now)!;
    return `${dependant.name} ha ${age.toLowerCase()}: forse cerchi ${serviceForAge[kind]}?`;
  }
  return null;
}

/**
 * The family's form's names for an assistito's fields (the form adds '*' to the required ones):
 * what else shows those fields (the privacy export's columns) names them so.
 */
export const dependantFieldLabels = {
  type: 'Tipo',
  name: 'Nome',
  gender: 'Sesso',
  handicap: 'Disabilità o esigenze particolari',
} as const;

/** The family's 'Disabilità o esigenze particolari', as an assistito's card and lines say it. */
export const dependantNeedsLabel = 'Esigenze particolari';

/**
 * An assistito in a list of the back office: 'Sofia · bambina, 4 anni · esigenze particolari';
 * a person whose sex is 'Altro' (the family form's 'Sesso') says so: the kind's word cannot.
 */
export function dependantLine(dependant: Described & { handicap: boolean }, now: Date) {
  const other = dependant.type === 'PERSON' && dependant.gender === 'OTHER' ? ', sesso: altro' : '';
  const needs = dependant.handicap ? ` · ${dependantNeedsLabel.toLowerCase()}` : '';
  return `${dependant.name} · ${dependantSummary(dependant, now)}${other}${needs}`;
}
