// A caregiver's weekly availability in words, and the tutor's warnings when it misses what a request asks.
import { availabilityCell } from './caregiver-profile';
import { type DayCode, dayCodes, dayLabels, type HourCode, hourCodes, hourLabels } from './enums';
import { dayCodeOf } from './request-schedule';

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
