/**
 * Numbers, dates and times as Italians read them, and the calendar of Italy (Europe/Rome): the
 * one home of these rules for the web app, the contract and the server's emails.
 *
 * Written out rather than asked of `Intl`: the first `Intl` call of a page loads the browser's
 * Italian locale data, one uninterruptible task of 60–220 ms on a mid-range phone (measured at
 * 4× CPU slowdown), on every page load, while the app takes over the drawn page. The words and
 * rules here are few and fixed; italian-format.test.ts checks them against `Intl` itself over
 * tens of thousands of instants and numbers, so they say exactly what `Intl` would.
 */

export const MONTHS = [
  'gennaio',
  'febbraio',
  'marzo',
  'aprile',
  'maggio',
  'giugno',
  'luglio',
  'agosto',
  'settembre',
  'ottobre',
  'novembre',
  'dicembre',
] as const;

export const MONTHS_SHORT = [
  'gen',
  'feb',
  'mar',
  'apr',
  'mag',
  'giu',
  'lug',
  'ago',
  'set',
  'ott',
  'nov',
  'dic',
] as const;

/**
 * `abs` (not negative) to at most `max` decimals, rounded half away from zero as Intl rounds:
 * from the number's shortest decimal writing (742.15 → 742.2, though its binary value is a hair
 * below), not from its binary value as toFixed does.
 */
function roundedDigits(abs: number, max: number): [whole: string, fraction: string] {
  let text = String(abs);
  if (/e/i.test(text)) text = abs.toFixed(Math.min(100, max + 1));
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= max) return [whole, fraction];
  let digits = whole + fraction.slice(0, max);
  if (fraction.charCodeAt(max) >= 53 /* '5' */) {
    digits = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  }
  return [digits.slice(0, digits.length - max) || '0', digits.slice(digits.length - max)];
}

/**
 * A number the Italian way: ',' before the decimals, '.' between thousands from five digits on
 * ('1234,5', '12.345,67'), at most `max` decimals (rounded half away from zero), at least `min`.
 */
export function formatItalianNumber(value: number, { min = 0, max = 3 } = {}) {
  if (!Number.isFinite(value)) return String(value);
  const [whole, decimals] = roundedDigits(Math.abs(value), max);
  let fraction = decimals.replace(/0+$/, '');
  while (fraction.length < min) fraction += '0';
  const grouped = whole.length >= 5 ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  // As Intl: a negative number keeps its sign even when it rounds to zero ('-0').
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/**
 * A date written with its day as a number ('1 dic 2026', '27 nov…') after a preposition and its
 * article, as Italian writes it: 'al 3 dic', 'all’8 dic', 'dal 1…' → 'dall’1 dic', 'entro
 * l’11 mar'. The one home of the rule: 'fino a 1 dic' and 'entro il 1 dic' read wrong.
 */
export function withDayArticle(preposition: 'a' | 'da' | 'entro', date: string): string {
  const elided = /^(?:1|8|11)(?!\d)/.test(date);
  const forms = { a: ['al ', 'all’'], da: ['dal ', 'dall’'], entro: ['entro il ', 'entro l’'] };
  return `${forms[preposition][elided ? 1 : 0]}${date}`;
}

const HOUR_MS = 3_600_000;

/** The last Sunday of a month (0-based) of `year`, at 01:00 UTC: when the EU changes the clocks. */
function lastSundayAtOne(year: number, month: number) {
  const last = new Date(Date.UTC(year, month + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * 24 * HOUR_MS;
}

/** The first year of the EU's rule (summer time from the last Sunday of March to October's). */
const EU_RULE_SINCE = 1996;

/** Italy's offset from UTC at an instant, in hours: 2 in summer time, else 1. */
export function romeOffsetHours(instant: Date) {
  const year = instant.getUTCFullYear();
  if (year < EU_RULE_SINCE) return olderRomeOffsetHours(instant);
  const time = instant.getTime();
  return time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9) ? 2 : 1;
}

/** Before 1996 Italy's summer time followed other rules: the time-zone database's (rare here). */
function olderRomeOffsetHours(instant: Date) {
  const name = new Intl.DateTimeFormat('en-US', {
    timeZone: 'Europe/Rome',
    timeZoneName: 'longOffset',
  })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) + Number(match[3]) / 60) : 1;
}

/** The calendar and the clock in Italy at an instant (month 1–12). */
export function romeParts(instant: Date) {
  const local = new Date(instant.getTime() + romeOffsetHours(instant) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    second: local.getUTCSeconds(),
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** 'HH:mm', 24 hours. */
export const clockTime = (parts: { hour: number; minute: number }) =>
  `${two(parts.hour)}:${two(parts.minute)}`;

/** 'yyyy-mm-dd'. */
export const isoDate = (parts: { year: number; month: number; day: number }) =>
  `${String(parts.year).padStart(4, '0')}-${two(parts.month)}-${two(parts.day)}`;

/** '5 marzo 2025' (`short`: '5 mar 2025'). */
export const dayMonthYear = (
  parts: { year: number; month: number; day: number },
  months: readonly string[] = MONTHS,
) => `${parts.day} ${months[parts.month - 1]} ${parts.year}`;

/** The parts of a calendar day written 'yyyy-mm-dd' (the inverse of `isoDate`). */
export const isoDateParts = (value: string) => {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number) as [number, number, number];
  return { year, month, day };
};
