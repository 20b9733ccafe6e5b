// A quote's week: the hours its days and time slots count, and the warnings its schedule raises.
import { type BusinessLine, dayCodes, domesticWorkLine, hourCodes, liveInLine } from './enums';
import { formatItalianNumber, isoDayAfter } from './italian-format';
import type { ScheduleFrequency } from './request-schedule';
import { codesIn, dayCodeOf, formatWorkHours, monthsBetween } from './request-schedule';

/**
 * Hours one time slot of the quote (mattina, pomeriggio, sera) counts for in the estimate, unless
 * the quote says its own ('Ore per fascia', `slotHours`: a dog's daily walk is an hour, not 4).
 */
export const HOURS_PER_SLOT = 4;
/** The most 'Ore per fascia' takes: a whole working day in one slot. */
export const MAX_SLOT_HOURS = 8;

/** The quote's week as its hours are counted: the days, the time slots and the hours of each. */
export type QuoteWeek = {
  workDays?: string;
  workHours?: string;
  /** 'Ore per fascia': null or absent, a whole slot (`HOURS_PER_SLOT`). */
  slotHours?: number | null;
};

/** 'mezz’ora', '1 ora', '1,5 ore', '4 ore'. */
export const hoursLabel = (hours: number) =>
  hours === 0.5
    ? 'mezz’ora'
    : `${formatItalianNumber(hours, { max: 1 })} ${hours === 1 ? 'ora' : 'ore'}`;

export const countCodes = (value: string | undefined, codes: readonly string[]) => {
  const wanted = new Set((value ?? '').split('-'));
  return codes.filter((code) => wanted.has(code)).length;
};

/**
 * Hours a week from the quote's days and time slots (each slot its 'Ore per fascia', else
 * `HOURS_PER_SLOT` hours, as the monthly estimate counts them), with the counts they come from;
 * null without days or slots.
 */
export function weeklyHours({ workDays, workHours, slotHours }: QuoteWeek) {
  const days = countCodes(workDays, dayCodes);
  const slots = countCodes(workHours, hourCodes);
  if (days === 0 || slots === 0) return null;
  const perSlot = slotHours ?? HOURS_PER_SLOT;
  return { hours: days * slots * perSlot, days, slots, slotHours: perSlot };
}

/**
 * The quote's time slots as the family and the tutor read them: 'mattina e pomeriggio', and the
 * hours of each when the quote says them ('mattina (1 ora per fascia)').
 */
export function formatQuoteWorkHours({ workHours, slotHours }: QuoteWeek) {
  const slots = formatWorkHours(workHours ?? '');
  return slots && slotHours != null ? `${slots} (${hoursLabel(slotHours)} per fascia)` : slots;
}

/**
 * The most one caregiver may work in a week under the CCNL lavoro domestico: 40 hours living out,
 * 54 living in ('Convivenza'), and 30 for a live-in part-time; besides, a weekly rest day and a
 * daily rest. The quote's slots may add up to more (7 days × 3 slots = 84 hours), which no single
 * contract allows.
 */
export const MAX_WEEKLY_HOURS = { liveOut: 40, liveIn: 54, liveInPartTime: 30 } as const;
/**
 * The weekly hours at which 'Part-time' is a contradiction for a caregiver who does not live in:
 * the CCNL's full working week (`MAX_WEEKLY_HOURS.liveOut`), so 40 hours or more are full-time.
 * Living in, part-time stops at `MAX_WEEKLY_HOURS.liveInPartTime` instead.
 */
const PART_TIME_MAX_WEEKLY_HOURS = MAX_WEEKLY_HOURS.liveOut;
/**
 * The weekly hours below which 'Full-time' is a contradiction: the CCNL sets no floor, but under
 * half the 40-hour week no family or caregiver reads a full-time job. With the quote's 4-hour
 * slots, five mornings (20 hours) pass; four (16) are pointed out.
 */
const FULL_TIME_MIN_WEEKLY_HOURS = 20;

/** '7 giorni, 3 fasce da 4 ore': the week the hours are counted from, as the tutor reads it. */
export const weekBasis = ({ days, slots, slotHours }: Week, perWeek = '') =>
  `${days} ${days === 1 ? 'giorno' : 'giorni'}${perWeek}, ${slots} ${slots === 1 ? 'fascia' : 'fasce'} da ${hoursLabel(slotHours)}`;

/**
 * The days a short service works, from its first day to its estimated last ('yyyy-mm-dd', both
 * counted): those of the quote's week days between them (0: none falls in it). Null when the
 * quote says no end, an end before its start, or a «Durata» of a month or more (`monthsBetween`,
 * the same months the family reads): estimated by the month.
 */
export function shortServiceDays(
  workDays: string | undefined,
  start: string | null | undefined,
  end: string | null | undefined,
) {
  if (!start || !end || end < start || monthsBetween(start, end) > 0) return null;
  const wanted = new Set<string>(codesIn(workDays, dayCodes));
  let days = 0;
  for (let day = start; day <= end; day = isoDayAfter(day)) {
    if (wanted.has(dayCodeOf(day))) days += 1;
  }
  return days;
}

/** 'circa 48 ore a settimana' figures: '10,5'. */
export const weekHoursFigure = (week: Week) => formatItalianNumber(week.hours, { max: 1 });

export type Week = NonNullable<ReturnType<typeof weeklyHours>>;

/**
 * Whether the quote's contract contradicts its days and time slots: 'Part-time' at 40 hours a
 * week or more (living in: over 30, the CCNL's most for a live-in part-time), 'Full-time' under
 * 20. Null when they agree, or the quote lacks the contract.
 */
function contractHoursWarning(contract: string | null | undefined, week: Week, coliving: boolean) {
  const hours = `Con circa ${weekHoursFigure(week)} ore a settimana (${weekBasis(week)})`;
  if (contract === 'part' && coliving && week.hours > MAX_WEEKLY_HOURS.liveInPartTime) {
    return `${hours} si supera il massimo di ${MAX_WEEKLY_HOURS.liveInPartTime} ore di un part-time in convivenza (CCNL lavoro domestico): controlla «Part-time» o la «Convivenza».`;
  }
  if (contract === 'part' && !coliving && week.hours >= PART_TIME_MAX_WEEKLY_HOURS) {
    return `${hours} è un tempo pieno: controlla «Part-time».`;
  }
  if (contract === 'full' && week.hours < FULL_TIME_MIN_WEEKLY_HOURS) {
    return `${hours} è un tempo parziale: controlla «Full-time».`;
  }
  return null;
}

/**
 * Whether the quote's days and slots exceed the CCNL's week for one caregiver (`MAX_WEEKLY_HOURS`).
 * The family never reads the impossible figure: the estimate counts the legal week
 * (`monthlyEstimate`). Null within it.
 */
function weeklyLimitWarning(week: Week, coliving: boolean, line: BusinessLine) {
  const max = coliving ? MAX_WEEKLY_HOURS.liveIn : MAX_WEEKLY_HOURS.liveOut;
  if (week.hours <= max) return null;
  const who = coliving ? 'un caregiver in convivenza' : liveOutCaregiver(line);
  const over = `Con circa ${weekHoursFigure(week)} ore a settimana (${weekBasis(week)}) si supera il massimo di ${max} ore di ${who} (CCNL lavoro domestico)`;
  if (coliving) return `${over}: controlla giorni e fasce orarie.`;
  const check = liveInLine(line)
    ? 'giorni e fasce orarie, o la «Convivenza»'
    : 'giorni e fasce orarie';
  return `${over}: la stima per la famiglia conta ${max} ore. Controlla ${check}.`;
}

/**
 * Whom the CCNL's 40-hour week is of, in the tutor's and the family's words: 'un solo caregiver
 * senza convivenza' where the line's quote offers living in (`liveInLine`), else 'un solo
 * caregiver' — never a 'Convivenza' the quote cannot offer.
 */
export const liveOutCaregiver = (line: BusinessLine | undefined) =>
  offersLiveIn(line) ? 'un solo caregiver senza convivenza' : 'un solo caregiver';

/**
 * A rule of the line (`liveInLine`, `domesticWorkLine`) that also answers for an estimate told no
 * line: that is domestic work, which the CCNL's weeks (live-in included) are of.
 */
const lineRule = (rule: (line: BusinessLine) => boolean) => (line: BusinessLine | undefined) =>
  line === undefined || rule(line);
export const offersLiveIn = lineRule(liveInLine);
export const domesticWork = lineRule(domesticWorkLine);
/** The quote's 'Convivenza', where its line offers it: a flag the line lacks counts for nothing. */
export const livesIn = (coliving: boolean | undefined, line: BusinessLine | undefined) =>
  (coliving ?? false) && offersLiveIn(line);

/** What of a quote its schedule's warnings read: the contract, days, slots and 'Convivenza'. */
export type QuoteSchedule = QuoteWeek & {
  contract?: string | null;
  coliving?: boolean;
};

/** Beside a contract its schedule is at odds with (`hoursToConfirm`), where the family reads it. */
export const HOURS_TO_CONFIRM = 'Ore settimanali da confermare con il tuo family tutor';

/**
 * What of the family's request a quote's schedule is read against: its line (the CCNL lavoro
 * domestico's week is no pet sitter's: `domesticWorkLine`) and its 'Continuativo' or
 * 'Occasionale' (`frequencyContractWarning`).
 */
export type QuoteScheduleRequest = {
  businessLine: BusinessLine;
  frequency?: ScheduleFrequency | null;
};

/**
 * Whether the quote's contract contradicts the family's 'Continuativo' or 'Occasionale':
 * 'Occasionale' for a continuous service, 'Part-time' or 'Full-time' for an occasional one.
 * Null when they agree, or either is not said.
 */
function frequencyContractWarning(
  contract: string | null | undefined,
  frequency: ScheduleFrequency | null | undefined,
) {
  if (frequency === 'continuous' && contract === 'occ') {
    return 'La famiglia ha chiesto un servizio continuativo: «Occasionale» è per prestazioni saltuarie. Controlla il contratto.';
  }
  if (frequency === 'occasional' && (contract === 'part' || contract === 'full')) {
    const label = contract === 'part' ? 'Part-time' : 'Full-time';
    return `La famiglia ha chiesto un servizio occasionale: «${label}» è per un lavoro continuativo. Controlla il contratto.`;
  }
  return null;
}

/**
 * One of a quote's schedule warnings, with what it is about, so each is said beside its fields:
 * - contract: the contract against the family's 'Continuativo' or 'Occasionale', or against the
 *   hours (beside 'Contratto');
 * - weeklyLimit: the hours past the CCNL's week for one caregiver (beside the days, the time
 *   slots and 'Convivenza').
 */
export type ScheduleWarning = { kind: 'contract' | 'weeklyLimit'; text: string };

/**
 * The one place that says what is at odds in a quote's schedule, in the tutor's words: the
 * contract against the family's 'Continuativo' or 'Occasionale' (`frequencyContractWarning`),
 * the contract against the hours of its days and time slots (`contractHoursWarning`), then the
 * hours past the CCNL's week for one caregiver (`weeklyLimitWarning`) — not for pet sitting,
 * which the CCNL lavoro domestico does not govern (`domesticWorkLine`). Not blocking — the tutor
 * may know better (and may say shorter slots: 'Ore per fascia'). The quote form and the
 * back office's summary card say each by its `kind` (the contract's under 'Contratto', the week's
 * by the days and time slots), and the family's quote never states the contract bare beside them
 * ('Ore settimanali da confermare con il tuo family tutor'). Empty when nothing is at odds.
 */
export function quoteScheduleWarnings(
  detail: QuoteSchedule,
  request: QuoteScheduleRequest,
): ScheduleWarning[] {
  const frequency = frequencyContractWarning(detail.contract, request.frequency);
  const week = weeklyHours(detail);
  const line = request.businessLine;
  const coliving = livesIn(detail.coliving, line);
  const contract = week ? contractHoursWarning(detail.contract, week, coliving) : null;
  const weeklyLimit = week && domesticWork(line) ? weeklyLimitWarning(week, coliving, line) : null;
  return [
    ...(frequency ? [{ kind: 'contract' as const, text: frequency }] : []),
    ...(contract ? [{ kind: 'contract' as const, text: contract }] : []),
    ...(weeklyLimit ? [{ kind: 'weeklyLimit' as const, text: weeklyLimit }] : []),
  ];
}

/**
 * Whether the quote's contract is never to be said bare to the family: its schedule is at odds
 * with it (`quoteScheduleWarnings`), and the hours are settled with the tutor (`HOURS_TO_CONFIRM`).
 */
export const hoursToConfirm = (detail: QuoteSchedule, businessLine: BusinessLine) =>
  quoteScheduleWarnings(detail, { businessLine }).length > 0;
