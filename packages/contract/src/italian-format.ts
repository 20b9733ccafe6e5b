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
 * A number the Italian way: ',' before the decimals, '.' between thousands ('1.234,5',
 * '12.345,67'), at most `max` decimals (rounded half away from zero), at least `min`. Thousands
 * are grouped from four digits on, as Italian prices, banks and invoices write them ('1.680,00 €';
 * CLDR's it-IT waits for five digits, '1680,00 €', which families read as a typo): Intl's
 * `useGrouping: 'always'`.
 */
export function formatItalianNumber(value: number, { min = 0, max = 3 } = {}) {
  if (!Number.isFinite(value)) return String(value);
  const [whole, decimals] = roundedDigits(Math.abs(value), max);
  let fraction = decimals.replace(/0+$/, '');
  while (fraction.length < min) fraction += '0';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  // As Intl: a negative number keeps its sign even when it rounds to zero ('-0').
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? '-' : ''}${grouped}${fraction ? `,${fraction}` : ''}`;
}

/** Why a typed amount in euro cannot be read (the field says it, under the amount). */
export const euroAmountMessages = {
  unreadable:
    'Importo non leggibile: scrivi i centesimi dopo la virgola e, se vuoi, il punto tra le migliaia (es. 1.645,50)',
  tooManyDecimals: 'Al massimo due decimali, dopo la virgola (es. 164,50)',
} as const;

/** What a typed amount says: its value in euro (null: nothing typed), or why it cannot be read. */
export type EuroReading = { amount: number | null } | { problem: string };

/**
 * An amount in euro as a person types it, the one reading of every money field: the comma starts
 * the cents and the dot groups thousands ('1.645' is one thousand six hundred and forty-five,
 * '1.645,50' the same with cents), as the amounts are written back. A single dot followed by one
 * or two digits at the end ('164.5', '164.50') can group no thousands: it is the decimal point of
 * an English keyboard (a phone's decimal keypad, a number copied from a spreadsheet), and is read
 * as one — 164,50 €, not 1.645,00 € as it was. Anything else unsure ('1.2345', '1,234.50', three
 * decimals) is not guessed: it is refused with what to write. Spaces and a '€' are ignored; a
 * minus sign is kept, for the form's rule to name.
 */
export function parseEuroAmount(text: string): EuroReading {
  const typed = text.replace(/[\s\u00a0\u202f€]/g, '');
  if (typed === '') return { amount: null };
  const unreadable = { problem: euroAmountMessages.unreadable };
  const match = /^(-?)([\d.,]*\d[\d.,]*)$/.exec(typed);
  if (!match) return unreadable;
  const [, sign, body = ''] = match;
  const parts = body.split(',');
  if (parts.length > 2) return unreadable;
  let [whole = '', decimals = ''] = parts;
  if (parts.length === 1) {
    const decimalPoint = /^(\d*)\.(\d{1,2})$/.exec(body);
    if (decimalPoint) [, whole = '', decimals = ''] = decimalPoint;
  }
  if (!/^\d*$/.test(decimals)) return unreadable;
  // Digits, or digits grouped by dots in threes ('1.645', '12.345.678').
  if (!/^(?:\d*|\d{1,3}(?:\.\d{3})+)$/.test(whole)) return unreadable;
  if (decimals.length > 2) return { problem: euroAmountMessages.tooManyDecimals };
  const value = Number(`${whole.replaceAll('.', '') || '0'}.${decimals || '0'}`);
  // '-0' is zero.
  return { amount: sign && value !== 0 ? -value : value };
}

/**
 * A date after a preposition, as Italian writes it. A date that starts with its day as a number
 * ('1 dic 2026', '27 nov…') takes the article: 'al 3 dic', 'all’8 dic', 'dall’1 dic', 'entro
 * l’11 mar', 'il 3 dic', 'l’1 dic', 'del 3 dic', 'dell’8 dic'; one that starts with the weekday
 * ('martedì 1 dicembre…') takes none: 'a martedì…', 'da martedì…', 'entro martedì…', 'martedì…',
 * 'di martedì…'. The one home of the rule: 'fino a 1 dic', 'entro il 1 dic' and 'il 1 dic' read
 * wrong.
 */
export function withDayArticle(
  preposition: 'a' | 'da' | 'entro' | 'il' | 'di',
  date: string,
): string {
  const forms = {
    a: ['a ', 'al ', 'all’'],
    da: ['da ', 'dal ', 'dall’'],
    entro: ['entro ', 'entro il ', 'entro l’'],
    il: ['', 'il ', 'l’'],
    di: ['di ', 'del ', 'dell’'],
  }[preposition];
  const form = !/^\d/.test(date) ? 0 : /^(?:1|8|11)(?!\d)/.test(date) ? 2 : 1;
  return `${forms[form]}${date}`;
}

/**
 * 'a' before a name or a place, 'ad' before one that starts with an a ('ad Anna', 'ad Ancona',
 * 'a Torino'): the one home of the rule for words the text does not know in advance.
 */
export const toWord = (word: string) => `${/^[aàAÀ]/.test(word) ? 'ad' : 'a'} ${word}`;

/** Items as Italian lists them: 'a', 'a e b', 'a, b e c' (or 'a, b o c', 'a, b né c'). */
export const italianList = (items: readonly string[], last: 'e' | 'o' | 'né' = 'e') =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items.at(-1)}`;

/**
 * 'manca' or 'mancano' for what follows: plural for two or more things, or for one named with a
 * plural article ('mancano le referenze', 'manca il casellario giudiziale').
 */
export const missingVerb = (items: readonly string[]) =>
  items.length > 1 || /^(le|i|gli) /i.test(items[0] ?? '') ? 'mancano' : 'manca';

/** The text with its first letter upper case ('dall’1 dic' → 'Dall’1 dic'). */
export const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

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
/** An instant as the back office lists it, in Rome's time: "12 mar 2030, 10:00". */
export const shortDateTime = (instant: Date) => {
  const parts = romeParts(instant);
  return `${dayMonthYear(parts, MONTHS_SHORT)}, ${clockTime(parts)}`;
};

/** The days of the week as Italian writes them, Sunday first (as `Date.getUTCDay`). */
const WEEKDAYS = ['domenica', 'lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato'];

/**
 * An appointment's instant, in Rome's time, with its weekday: 'sabato 5 dic 2026, ore 17:30' (a
 * family plans by the day of the week).
 */
export const weekdayDateTime = (instant: Date) => {
  const parts = romeParts(instant);
  return `${weekdayDay(parts)}, ore ${clockTime(parts)}`;
};

/** A calendar day with its weekday: 'lunedì 7 dic 2026'. */
export const weekdayDay = (parts: { year: number; month: number; day: number }) =>
  `${WEEKDAYS[new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay()]} ${dayMonthYear(parts, MONTHS_SHORT)}`;

/** The calendar day `days` after a 'yyyy-mm-dd' day (whatever the clocks do in between). */
export const isoDayAfter = (day: string, days = 1) => {
  const next = new Date(`${day.slice(0, 10)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
};

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
