import { dependantKindLabel } from '@equilibrio/contract/enums';
import type { Dependant, DependantKind } from '@equilibrio/contract/people';
import { italianDay } from './format-datetime';
import { pageNow } from './server-clock';

/**
 * Whole months from the birth month to `now`'s month in Italy (spec §9: age from month and year) —
 * the same on the server that draws a page and in any browser, whatever their time zones.
 */
export function ageInMonths(birthDate: string, now: Date): number {
  const [year = 0, month = 1] = birthDate.split('-').map(Number);
  const [nowYear = 0, nowMonth = 1] = italianDay(now).split('-').map(Number);
  return (nowYear - year) * 12 + (nowMonth - month);
}

/**
 * The age on a card: '1 anno', '3 anni'; under one year in months ('1 mese', '5 mesi'), and
 * 'Meno di un mese' in the month of birth.
 */
export function ageLabel(birthDate: string, now: Date = pageNow()): string {
  const months = Math.max(0, ageInMonths(birthDate, now));
  if (months < 12) {
    if (months === 0) return 'Meno di un mese';
    return months === 1 ? '1 mese' : `${months} mesi`;
  }
  const years = Math.floor(months / 12);
  return years === 1 ? '1 anno' : `${years} anni`;
}

/**
 * The form's four kinds from the stored type. A PERSON is shown as Bambino under 18 and as
 * Anziano otherwise (the API stores only PERSON, spec §3).
 */
export function kindOf(dependant: Pick<Dependant, 'type' | 'birthDate'>, now = pageNow()) {
  if (dependant.type === 'DOG') return 'DOG' satisfies DependantKind;
  if (dependant.type === 'CAT') return 'CAT' satisfies DependantKind;
  return ageInMonths(dependant.birthDate, now) < 18 * 12
    ? ('CHILD' satisfies DependantKind)
    : ('ELDER' satisfies DependantKind);
}

/** What an animal is, said in a line about it: 'cane', 'gatto', 'gatta'; null for a person. */
export function animalKind(dependant: Pick<Dependant, 'type' | 'gender'>) {
  if (dependant.type === 'PERSON') return null;
  return dependantKindLabel(dependant.type, dependant.gender).toLowerCase();
}

type Described = Pick<Dependant, 'name' | 'type' | 'birthDate' | 'gender'>;

/**
 * Who an assistito is, in a line: 'Sofia (bambina, 4 anni)', 'Pia (anziana, 82 anni)',
 * 'Pepe (cane, 6 anni)' — the kind as its card says it, and the age.
 */
export function describeDependant(dependant: Described, now: Date = pageNow()) {
  const kind = dependantKindLabel(kindOf(dependant, now), dependant.gender).toLowerCase();
  return `${dependant.name} (${kind}, ${ageLabel(dependant.birthDate, now).toLowerCase()})`;
}
