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
  dayLabels,
  type HourCode,
  hourCodes,
  hourLabels,
  type Language,
  languages as languageCodes,
  languageLabels,
} from './enums';
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

const shortDays: Record<DayCode, string> = {
  mon: 'lun',
  tue: 'mar',
  wed: 'mer',
  thu: 'gio',
  fri: 'ven',
  sat: 'sab',
  sun: 'dom',
};

/** 'lun–ven', 'lun, mer, ven', 'lun–mer, sab': runs of three days or more as a range. */
export function formatDayRuns(days: readonly DayCode[]) {
  const indexes = dayCodes.map((day, i) => (days.includes(day) ? i : -1)).filter((i) => i >= 0);
  const parts: string[] = [];
  for (let start = 0; start < indexes.length; ) {
    let end = start;
    while (end + 1 < indexes.length && indexes[end + 1] === indexes[end]! + 1) end++;
    const first = shortDays[dayCodes[indexes[start]!]!];
    const last = shortDays[dayCodes[indexes[end]!]!];
    if (end - start >= 2) parts.push(`${first}–${last}`);
    else for (let i = start; i <= end; i++) parts.push(shortDays[dayCodes[indexes[i]!]!]);
    start = end + 1;
  }
  return parts.join(', ');
}

/** The week-grid slot of an hour ('HH:MM'): morning before 13:00, afternoon before 18:00, evening after. */
const hourCodeAt = (time: string): HourCode => {
  const hour = Number(time.slice(0, 2));
  return hour < 13 ? 'mor' : hour < 18 ? 'aft' : 'eve';
};

/** The week-grid day of a calendar day ('yyyy-mm-dd'). */
const dayCodeOf = (day: string): DayCode =>
  dayCodes[(new Date(`${day.slice(0, 10)}T12:00:00Z`).getUTCDay() + 6) % 7]!;

/**
 * A moment outside the caregiver's 'Disponibilità settimanale' (a day 'yyyy-mm-dd' at 'HH:MM'),
 * said: 'Martina Rossi ha indicato come disponibilità lun–ven pomeriggio: il colloquio è sabato
 * mattina.' Null when it falls in it, or when they gave none.
 */
export function interviewOutsideAvailability(
  who: string,
  availability: readonly string[],
  day: string,
  time: string,
) {
  if (availability.length === 0) return null;
  const weekday = dayCodeOf(day);
  const slot = hourCodeAt(time);
  if (availability.includes(availabilityCell(weekday, slot))) return null;
  return `${who} ha indicato come disponibilità ${formatAvailability(availability)}: il colloquio è ${dayLabels[weekday].toLowerCase()} ${hourLabels[slot]}.`;
}

/**
 * Week-grid cells in words, days grouped by the same slots: 'lun–ven pomeriggio',
 * 'lun, mer mattina e pomeriggio · sab sera'.
 */
export function formatAvailability(cells: readonly string[]) {
  const groups = new Map<string, DayCode[]>();
  for (const day of dayCodes) {
    const slots = hourCodes.filter((slot) => cells.includes(availabilityCell(day, slot)));
    if (slots.length === 0) continue;
    const key = slots.join('-');
    groups.set(key, [...(groups.get(key) ?? []), day]);
  }
  return [...groups.entries()]
    .map(([key, days]) => {
      const slots = key.split('-') as HourCode[];
      const words =
        slots.length === hourCodes.length
          ? 'tutto il giorno'
          : slots.map((slot) => hourLabels[slot]).join(' e ');
      return `${formatDayRuns(days)} ${words}`;
    })
    .join(' · ');
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
  const named =
    missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} né ${missing.at(-1)}`;
  return `Non parla ${named}, ${missing.length === 1 ? 'richiesto' : 'richiesti'} dalla famiglia`;
}

const slotsWithArticle: Record<HourCode, string> = {
  mor: 'la mattina',
  aft: 'il pomeriggio',
  eve: 'la sera',
};

/**
 * Week-grid cells as their slots alone ('mattina e pomeriggio'; with `article` 'la mattina e il
 * pomeriggio'; 'tutto il giorno') when they are the same on each of `days` and on no other day;
 * null otherwise.
 */
function slotsInWords(cells: readonly string[], days: readonly DayCode[], article: boolean) {
  const slotsOf = (day: DayCode) =>
    hourCodes.filter((slot) => cells.includes(availabilityCell(day, slot)));
  const first = days[0] ? slotsOf(days[0]) : [];
  const uniform =
    first.length > 0 &&
    dayCodes.every((day) => slotsOf(day).join('-') === (days.includes(day) ? first.join('-') : ''));
  if (!uniform) return null;
  if (first.length === hourCodes.length) return 'tutto il giorno';
  return first.map((slot) => (article ? slotsWithArticle[slot] : hourLabels[slot])).join(' e ');
}

/** A caregiver who has not given their weekly availability, as their row says it (muted). */
export const availabilityNotGiven = 'Disponibilità non indicata';

/**
 * The tutor's warning on a suggested, proposed or found caregiver whose weekly availability
 * ('Disponibilità settimanale') does not cover the days and time slots the request asks
 * (`requestedCells`), calmly: the tutor may still propose them, knowingly.
 * - free at none of them: 'Disponibile solo la sera: la richiesta chiede mattina e pomeriggio'
 *   (the slots alone when both are the same every day asked; else with the days: 'Disponibile
 *   solo sab, dom mattina: la richiesta chiede lun–ven mattina');
 * - at some: 'Non disponibile mer pomeriggio: la richiesta chiede lun–ven mattina e pomeriggio';
 * - availability not given: 'Disponibilità non indicata: la richiesta chiede …' (a row reads only
 *   `availabilityNotGiven`, the rest on hover: it says nothing wrong of the caregiver).
 * Null when they are free whenever asked, or the request names no days.
 */
export function availabilityGapWarning(
  wanted: readonly string[],
  availability: readonly string[],
): string | null {
  const missing = wanted.filter((cell) => !availability.includes(cell));
  if (missing.length === 0) return null;
  const asked = `la richiesta chiede ${formatAvailability(wanted)}`;
  if (availability.length === 0) return `${availabilityNotGiven}: ${asked}`;
  if (missing.length < wanted.length) {
    return `Non disponibile ${formatAvailability(missing)}: ${asked}`;
  }
  // Free on the request's days at other times: the slots alone, when both read so.
  const days = dayCodes.filter((day) => wanted.some((cell) => cell.startsWith(`${day}-`)));
  const onDays = availability.filter((cell) => days.some((day) => cell.startsWith(`${day}-`)));
  const own = slotsInWords(onDays, days, true);
  const theirs = slotsInWords(wanted, days, false);
  if (own && theirs) return `Disponibile solo ${own}: la richiesta chiede ${theirs}`;
  return `Disponibile solo ${formatAvailability(onDays.length > 0 ? onDays : availability)}: ${asked}`;
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
