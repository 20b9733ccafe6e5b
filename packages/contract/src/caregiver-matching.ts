import { formatAvailability } from './availability-words';
import {
  type AvailabilityCell,
  ageOn,
  availabilityCell,
  caregiverSkills,
  type SkillCode,
  skillLabels,
} from './caregiver-profile';
import {
  type AnimalSizeCode,
  animalSizeCodes,
  type CaregiverType,
  type DayCode,
  type DependantType,
  dayCodes,
  type HourCode,
  hourCodes,
  type Language,
  languages as languageCodes,
  languageLabels,
} from './enums';
import { italianList } from './italian-format';
import { codesIn } from './request-schedule';
import type { ServiceFlag } from './requests';

/**
 * What a request asks of a caregiver, in the profile's vocabulary (issue 23): the sub-skills its
 * service choice and dependants call for, the languages asked, the week-grid cells of its
 * schedule and the experience asked. One rule for the family's profile (the skills and
 * languages it highlights) and the tutor's suggestions (the ranking and its reasons).
 */
export type RequestWants = {
  skills: SkillCode[];
  /** The languages that tell caregivers apart (Italian, which everyone speaks here, is not one). */
  languages: Language[];
  /** Every language the request asks, Italian too: what the family's profile card marks 'richiesto'. */
  askedLanguages: Language[];
  cells: AvailabilityCell[];
  minExperience: number | null;
};

/**
 * The languages a request asks of its caregiver: the tutor's (the quote's `requiredLanguage`)
 * once set, else the family's. One rule for what the request's page shows and what the profiles
 * highlight: with the family's and the tutor's taken together, a profile's French was marked
 * 'richiesto' on a request whose page said Italian only.
 */
export function requestedLanguages<T extends string>(
  familyLanguages: readonly T[],
  requiredLanguage: readonly T[] | null | undefined,
): T[] {
  return [...(requiredLanguage?.length ? requiredLanguage : familyLanguages)];
}

/**
 * The languages a request asks of its caregiver as its pages say them ('Italiano, Inglese'; ''
 * when none): one label for the family's request page and the tutor's, which read a pet
 * sitting's quoted Italian as 'Italiano' and '—'.
 */
export const requestedLanguagesLabel = (
  familyLanguages: readonly Language[],
  requiredLanguage: readonly Language[] | null | undefined,
) =>
  requestedLanguages(familyLanguages, requiredLanguage)
    .map((code) => languageLabels[code])
    .join(', ');

/**
 * Of the languages a request asks (`requestedLanguages`), those that tell caregivers apart, in
 * the agency's order: Italian, which everyone speaks here, is not one. One rule for the ranking
 * (`requestWants`) and the tutor's warning on a caregiver who lacks one (`languageGapWarning`).
 */
export const distinguishingLanguages = (asked: readonly string[]): Language[] =>
  languageCodes.filter((code) => code !== 'italian' && asked.includes(code));

export type RequestWantsInput = {
  type: CaregiverType;
  /** The first request's service choice ('Aiuto compiti', 'Taxi-sitter'…). */
  needs: string | null;
  languages: readonly string[];
  /** The quote's terms: its flags (a colf's duties are named as the colf's skills) and more. */
  requestDetail:
    | (Partial<Record<ServiceFlag, boolean>> & {
        taxisitter?: boolean;
        requiredLanguage?: readonly string[];
        requestedExp?: number | null;
        workDays?: string;
        workHours?: string;
        animals?: readonly string[];
      })
    | null;
  schedule: { days: readonly DayCode[]; timeSlots: readonly HourCode[] } | null;
  dependants: readonly { type: DependantType; birthDate: string; handicap: boolean }[];
  /** ISO date, for the dependants' ages. */
  today: string;
};

const needsSkills: Record<string, SkillCode> = {
  'Aiuto compiti': 'homework-help',
  'Taxi-sitter': 'taxi-sitter',
};

const dogSizes = animalSizeCodes.filter((code) => code !== 'cat');

export function requestWants(input: RequestWantsInput): RequestWants {
  const detail = input.requestDetail ?? {};
  const skills = new Set<string>();
  const need = input.needs ? needsSkills[input.needs] : undefined;
  if (need) skills.add(need);
  if (detail.taxisitter) skills.add('taxi-sitter');
  for (const duty of caregiverSkills.colf) {
    if (detail[duty]) skills.add(duty);
  }
  // The quote's duties by the caregivers' own names (each type keeps its own, below): medicine to
  // give (an animal's, a person's), walks, the animal kept at the sitter's.
  if (detail.drugs) {
    skills.add('pet-medication');
    skills.add('medication');
  }
  if (detail.walking) skills.add('dog-walking');
  if (detail.hosting || detail.pension) skills.add('pet-boarding');
  const animals = (detail.animals ?? []).filter((code): code is AnimalSizeCode =>
    (animalSizeCodes as readonly string[]).includes(code),
  );
  for (const animal of animals) skills.add(animal);
  for (const dependant of input.dependants) {
    if (dependant.type === 'CAT') skills.add('cat');
    // A dog of unknown size: any dog size the caregiver handles matches.
    if (dependant.type === 'DOG' && !animals.some((code) => code !== 'cat')) {
      for (const size of dogSizes) skills.add(size);
    }
    if (dependant.type === 'PERSON') {
      if (dependant.handicap) skills.add('special-needs');
      if (ageOn(dependant.birthDate, input.today) < 1) skills.add('newborns');
    }
  }
  const ofType = caregiverSkills[input.type] as readonly string[];
  const asked = requestedLanguages(input.languages, detail.requiredLanguage);
  const languages = languageCodes.filter((code) => asked.includes(code));
  return {
    skills: ofType.filter((code) => skills.has(code)) as SkillCode[],
    // Italian is what everyone speaks here: asked, it says nothing about a caregiver.
    languages: distinguishingLanguages(asked),
    askedLanguages: languages,
    cells: requestedCells(input.schedule, detail),
    minExperience: detail.requestedExp ?? null,
  };
}

/** Dog sizes: a dog of unknown size asks them all, and any one of them answers it. */
const isDogSize = (skill: string) => (dogSizes as readonly string[]).includes(skill);

/**
 * What a request asks that a caregiver's profile does not say they do (a cat, medicine to give,
 * walks): the tutor reads it before sending the profile, as the family would find out later. The
 * dog's size is left out: one of the sizes asked answers a dog of unknown size.
 */
export const skillsMissing = (wants: Pick<RequestWants, 'skills'>, skills: readonly string[]) =>
  wants.skills.filter((skill) => !isDogSize(skill) && !skills.includes(skill));

/**
 * The week-grid cells a request asks: the quote's days and hours once written (`workDays`,
 * `workHours`: the terms the family accepts, as its languages), else the family's schedule;
 * days without slots ('da definire') ask every slot of those days.
 * One rule for the ranking (`requestWants`) and the tutor's warning on a caregiver who is not
 * free then (`availabilityGapWarning`).
 */
export function requestedCells(
  schedule: RequestWantsInput['schedule'],
  detail: { workDays?: string; workHours?: string } | null,
): AvailabilityCell[] {
  const quotedDays = codesIn(detail?.workDays, dayCodes);
  const quotedSlots = codesIn(detail?.workHours, hourCodes);
  const days = quotedDays.length ? quotedDays : (schedule?.days ?? []);
  const chosenSlots = quotedDays.length ? quotedSlots : (schedule?.timeSlots ?? []);
  // Days without slots ('da definire'): any slot of those days will do.
  const slots = chosenSlots.length ? chosenSlots : hourCodes;
  return dayCodes
    .filter((day) => days.includes(day))
    .flatMap((day) =>
      hourCodes.filter((slot) => slots.includes(slot)).map((slot) => availabilityCell(day, slot)),
    );
}

/**
 * Where a caregiver is already committed: another open request they are held on (chosen, in
 * interview or in service: 'Scelto su #…') and the week-grid cells it asks (`requestedCells`:
 * its quote's days and hours, else the family's schedule).
 */
export type Commitment = { requestId: number; cells: string[] };

/** The week-grid cells of a caregiver's commitments, once each. */
export const committedCells = (commitments: readonly Commitment[]): string[] => [
  ...new Set(commitments.flatMap((commitment) => commitment.cells)),
];

/** A caregiver as the ranking compares them with a request. */
export type MatchCandidate = {
  sameComune: boolean;
  sameProvince: boolean;
  skills: readonly string[];
  languages: readonly string[];
  availability: readonly string[];
  /** Cells they are already committed to elsewhere (`committedCells`): not free then. */
  committed?: readonly string[];
  yearsOfExperience: number | null;
};

/**
 * What matched, in the profile's vocabulary (the family's highlights, the tutor's reasons): the
 * cells asked that the caregiver gave as available and is not committed to elsewhere.
 */
export function matchOf(wants: RequestWants, candidate: MatchCandidate) {
  const committed = candidate.committed ?? [];
  return {
    skills: wants.skills.filter((code) => candidate.skills.includes(code)),
    languages: wants.languages.filter((code) => candidate.languages.includes(code)),
    cells: wants.cells.filter(
      (cell) => candidate.availability.includes(cell) && !committed.includes(cell),
    ),
  };
}

/**
 * The tutor's warning on a caregiver already committed, on another open request, to times this
 * request asks: 'Orari richiesti già occupati su #6: lun, mer, ven pomeriggio'; several
 * requests, one after the other: '… su #6: lun pomeriggio; su #8: mer sera'. Only the cells
 * `wanted` names (`requestedCells`); null when no commitment falls on them ('Scelto su #…'
 * says the rest). It was 'Impegni su #6: …', which a tutor read as mere information.
 */
export function commitmentNote(
  wanted: readonly string[],
  commitments: readonly Commitment[],
): string | null {
  const clashes = commitments
    .map(({ requestId, cells }) => ({
      requestId,
      cells: cells.filter((cell) => wanted.includes(cell)),
    }))
    .filter(({ cells }) => cells.length > 0)
    .map(({ requestId, cells }) => `su #${requestId}: ${formatAvailability(cells)}`);
  return clashes.length > 0 ? `Orari richiesti già occupati ${clashes.join('; ')}` : null;
}

/**
 * The languages a request asks that a caregiver does not speak, in the agency's order: those
 * that tell caregivers apart (`distinguishingLanguages`, as the ranking's), less what `matchOf`
 * finds they speak.
 */
export const languagesNotSpoken = (asked: readonly string[], spoken: readonly string[]) =>
  distinguishingLanguages(asked).filter((code) => !spoken.includes(code));

/**
 * The caregiver's province when it is out of the request's area ('Fuori zona · TO', tutor screens
 * only): the request has a province, and the caregiver neither lives in it nor works there
 * (`workProvinces`, as the suggestions' 'Stessa provincia'). null: in the area, or either province
 * unknown.
 */
export function outOfAreaProvince(
  caregiver: { province: string | null; workProvinces: readonly string[] },
  requestProvince: string | null,
) {
  if (!caregiver.province || !requestProvince) return null;
  const area = requestProvince.toUpperCase();
  if (caregiver.province.toUpperCase() === area) return null;
  if (caregiver.workProvinces.some((code) => code.toUpperCase() === area)) return null;
  return caregiver.province;
}

/**
 * The tutor's warning on a suggested or proposed caregiver who does not speak a language the
 * request asks ('Non parla inglese, richiesto dalla famiglia'; 'Non parla inglese né francese,
 * richiesti dalla famiglia'); null when they speak them all. `asked`: the request's languages
 * (`requestedLanguages`: the quote's once set, else the family's).
 */
export function languageGapWarning(
  asked: readonly string[],
  spoken: readonly string[],
): string | null {
  const missing = languagesNotSpoken(asked, spoken).map((code) =>
    languageLabels[code].toLowerCase(),
  );
  if (missing.length === 0) return null;
  return `Non parla ${italianList(missing, 'né')}, ${missing.length === 1 ? 'richiesto' : 'richiesti'} dalla famiglia`;
}

/**
 * Why a caregiver is suggested, in the tutor's words: 'Stesso comune', 'Aiuto compiti',
 * 'Parla inglese', 'Disponibile lun–ven pomeriggio', '6 anni di esperienza'. 'Disponibile' names
 * only the times they are not committed to elsewhere (`matchOf`; `commitmentNote` says those).
 */
export function matchReasons(wants: RequestWants, candidate: MatchCandidate): string[] {
  const matched = matchOf(wants, candidate);
  const reasons: string[] = [];
  if (candidate.sameComune) reasons.push('Stesso comune');
  else if (candidate.sameProvince) reasons.push('Stessa provincia');
  for (const skill of matched.skills) reasons.push(skillLabels[skill] ?? skill);
  for (const language of matched.languages) {
    reasons.push(`Parla ${languageLabels[language].toLowerCase()}`);
  }
  if (matched.cells.length > 0) {
    const all = matched.cells.length === wants.cells.length;
    const slots = matched.cells.length === 1 ? '1 fascia' : `${matched.cells.length} fasce`;
    reasons.push(
      `Disponibile ${formatAvailability(matched.cells)}${all ? '' : ` (${slots} su ${wants.cells.length})`}`,
    );
  }
  const years = candidate.yearsOfExperience;
  if (
    years !== null &&
    years > 0 &&
    (wants.minExperience === null || years >= wants.minExperience)
  ) {
    reasons.push(years === 1 ? '1 anno di esperienza' : `${years} anni di esperienza`);
  }
  return reasons;
}
