import {
  capitalised,
  clockTime,
  dayMonthYear,
  isoDate,
  isoDateParts,
  MONTHS_SHORT,
  romeOffsetHours,
  romeParts,
  shortDateTime,
  weekdayDateTime,
  withDayArticle,
} from '@equilibrio/contract/italian-format';
import { pageNow, toServerTime } from './server-clock';

/**
 * Dates and times as the back office shows them, in the business's time zone (Europe/Rome),
 * written out by the contract's italian-format.ts (no Intl: see there why).
 */

const toDate = (value: string | Date) => (typeof value === 'string' ? new Date(value) : value);

/** "12 mar 2030, 10:00" */
export const formatDateTime = (value: string | Date) => shortDateTime(toDate(value));

/** "sabato 5 dic 2026, ore 17:30": an appointment, its weekday first. */
export const formatAppointment = (value: string | Date) => weekdayDateTime(toDate(value));

/** "12 mar 2030"; a plain 'yyyy-mm-dd' is read as that calendar day. */
export function formatDay(value: string | Date) {
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return dayMonthYear(isoDateParts(value), MONTHS_SHORT);
  }
  return dayMonthYear(romeParts(toDate(value)), MONTHS_SHORT);
}

/**
 * 'Dal 7 dic 2026', 'Dall’8 dic 2026': from a day on, with no end said — a period open-ended, or
 * the family's start. A bare '7 dic 2026' read as that single day.
 */
export const formatSinceDay = (value: string | Date) =>
  capitalised(withDayArticle('da', formatDay(value)));

/** The calendar day in Italy of an instant, 'yyyy-mm-dd'. */
export const italianDay = (value: string | Date) => isoDate(romeParts(toDate(value)));

/** The instant of a day and time in Italy ('2030-03-12', '10:30'), as an ISO string with offset. */
export function italianDateTimeToIso(date: string, time: string) {
  // The offset of Rome at that moment: +01:00 in winter, +02:00 in summer.
  const offset = romeOffsetHours(new Date(`${date}T${time}:00Z`));
  return `${date}T${time}:00+${String(offset).padStart(2, '0')}:00`;
}

/** The time of day in Italy of an instant, 'HH:mm'. */
export const italianTime = (value: string | Date) => clockTime(romeParts(toDate(value)));

/**
 * The instant a query's answer arrived: the "now" that texts counted from it use ('in attesa da
 * 12 min', 'Riserva scade tra 3 h'). A page drawn by the server and the app adopting it read the same
 * answer, so they count from the same instant and write the same words (the browser's own clock,
 * seconds or minutes later, would not). On the server's clock (lib/server-clock.ts): a browser's clock
 * that runs ahead does not make waits look longer.
 */
export const answeredAt = (query: { dataUpdatedAt: number }) =>
  new Date(toServerTime(query.dataUpdatedAt || Date.now()));

/** "tra 3 h", "tra 25 min", "scaduto 2 h fa": how far an instant is from now. */
export function formatFromNow(value: string | Date, now: Date = pageNow()) {
  const minutes = Math.round((toDate(value).getTime() - now.getTime()) / 60_000);
  const amount = (m: number) =>
    m >= 48 * 60
      ? `${Math.round(m / (24 * 60))} g`
      : m >= 60
        ? `${Math.round(m / 60)} h`
        : `${m} min`;
  return minutes >= 0 ? `tra ${amount(minutes)}` : `${amount(-minutes)} fa`;
}

/**
 * The days a date field takes, as 'yyyy-mm-dd' (none: any), and today (by default the page's,
 * in Italy).
 */
export type DayRange = { min?: string | null; max?: string | null; today?: string };

const isoOfParts = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/**
 * The year of a two-digit year ('90'): of the last century or this one, whichever puts the day
 * closest to today among those in `range` (if neither is, closest to today, to be told out of
 * range: a past day typed for an appointment is not taken as one of the next century).
 */
function fullYear(twoDigits: number, m: number, d: number, range: DayRange) {
  const today = range.today ?? italianDay(pageNow());
  const century = Math.floor(Number(today.slice(0, 4)) / 100) * 100;
  const years = [century - 100, century].map((c) => c + twoDigits);
  const taken = years.filter((y) => {
    const day = isoOfParts(y, m, d);
    return (!range.min || day >= range.min) && (!range.max || day <= range.max);
  });
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  const distance = (y: number) => Math.abs(Date.UTC(y, m - 1, d) - todayMs);
  return (taken.length ? taken : years).reduce((best, y) =>
    distance(y) < distance(best) ? y : best,
  );
}

/**
 * The day, month and year of what people type in a date field ('15/03/2030', '15-3-2030',
 * '15.03.30', '2030-03-15', or the digits alone: '15032030', '150330'), whether or not that day
 * exists; null for text of another shape. A two-digit year, written with separators or without,
 * is of the century that puts the day closest to today among those the field takes (`range`):
 * '1/1/90' is 1990, '1/1/30' is 2030, but 1930 in a field that takes no day after today (a birth
 * date: '1/1/90' was 2090, and the caregiver 'not of age').
 */
export function italianDateParts(
  input: string,
  range: DayRange = {},
): { y: number; m: number; d: number } | null {
  const text = input.trim();
  const iso = text.match(/^(\d{4})-(\d{1,2})-(\d{1,2})$/);
  const local =
    text.match(/^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/) ??
    text.match(/^(\d{2})(\d{2})(\d{4}|\d{2})$/);
  return iso
    ? { y: Number(iso[1]), m: Number(iso[2]), d: Number(iso[3]) }
    : local
      ? {
          y:
            local[3]!.length === 2
              ? fullYear(Number(local[3]), Number(local[2]), Number(local[1]), range)
              : Number(local[3]),
          m: Number(local[2]),
          d: Number(local[1]),
        }
      : null;
}

/**
 * What people type in a date field (`italianDateParts`, a two-digit year read for `range`). Answers 'yyyy-mm-dd', or null for
 * anything that is not a real day.
 */
export function parseItalianDate(input: string, range: DayRange = {}): string | null {
  const parts = italianDateParts(input, range);
  if (!parts) return null;
  const value = isoOfParts(parts.y, parts.m, parts.d);
  const check = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(check.getTime()) && check.toISOString().startsWith(value) ? value : null;
}

/**
 * The hours and minutes of a text written whole as a time ('15:30', '9.30', '0930', '25:99'),
 * whether or not they make a time of day; null for a text with a part missing ('15', '9:3').
 */
export function typedTimeParts(input: string): { hours: number; minutes: number } | null {
  const match = input.trim().match(/^(\d{1,2})[:.,h ]?(\d{2})$/);
  return match ? { hours: Number(match[1]), minutes: Number(match[2]) } : null;
}

/**
 * What people type in a time field, read the 24-hour way ('15:30', '9.30', '0930', '930',
 * '9:05'). Answers 'hh:mm', or null for anything that is no time of day: a part missing ('15',
 * '9:3'), out of range ('24:00', '9:75'), or in twelve hours ('3:00 PM').
 */
export function parseItalianTime(input: string): string | null {
  const parts = typedTimeParts(input);
  if (!parts || parts.hours > 23 || parts.minutes > 59) return null;
  return `${String(parts.hours).padStart(2, '0')}:${String(parts.minutes).padStart(2, '0')}`;
}
