import { z } from 'zod';
import {
  type ContractCode,
  type DayCode,
  dayCodes,
  dayLabels,
  type HourCode,
  hourCodes,
  hourLabels,
} from './enums';
import { italianList, withDayArticle } from './italian-format';
import { fieldIssue, isoDateSchema } from './validation';

/** How often the service is needed: every week, or now and then. */
export const scheduleFrequencies = ['continuous', 'occasional'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];
export const scheduleFrequencyLabels: Record<ScheduleFrequency, string> = {
  continuous: 'Continuativo',
  occasional: 'Occasionale',
};

/**
 * The contract a first quote starts from after the family's 'Continuativo' or 'Occasionale' (the
 * tutor can change it): occasional work is 'Occasionale'; continuous work may be part-time or
 * full-time, so the tutor chooses (a guess would go out unnoticed in the quote).
 */
export const contractForFrequency: Record<ScheduleFrequency, ContractCode | null> = {
  continuous: null,
  occasional: 'occ',
};

/** The time slots' answer when the family does not know them yet. */
export const timeSlotsToBeDefinedLabel = 'Da definire';

/**
 * The request form's optional section 'Quando': from when, on which days, in which time slots
 * (the quote's codes: mor, aft, eve) or 'da definire', continuous or occasional. Every part is
 * optional; slots and 'da definire' exclude each other.
 */
export const requestScheduleSchema = z
  .object({
    startDate: isoDateSchema.nullable().default(null),
    days: z.array(z.enum(dayCodes)).max(dayCodes.length).default([]),
    timeSlots: z.array(z.enum(hourCodes)).max(hourCodes.length).default([]),
    timeSlotsToBeDefined: z.boolean().default(false),
    frequency: z.enum(scheduleFrequencies).nullable().default(null),
  })
  .superRefine((value, ctx) => {
    if (value.timeSlotsToBeDefined && value.timeSlots.length > 0) {
      fieldIssue(ctx, ['timeSlots'], 'Scegli le fasce orarie oppure «Da definire», non entrambe');
    }
  });
export type RequestSchedule = z.infer<typeof requestScheduleSchema>;

/** How far ahead a family may ask a service to start: a later day is a slip ('9999'). */
export const START_DATE_MAX_YEARS = 2;

/** The last start date a request may name on `today` (an Italian day, 'YYYY-MM-DD'). */
export function latestStartDate(today: string) {
  const year = String(Number(today.slice(0, 4)) + START_DATE_MAX_YEARS).padStart(4, '0');
  // 29 February has no twin two years on.
  return `${year}${today.slice(4) === '-02-29' ? '-02-28' : today.slice(4)}`;
}

/**
 * Why a request's start date cannot be, on `today` (an Italian day), or null: from today to
 * `START_DATE_MAX_YEARS` years on — the form's calendar and its typed day, and the API (a start
 * in 0000 or 1999 reached the tutors as it was). A request saved again after its start date
 * passed asks for a new one, or none: the tutors would plan on a day gone.
 */
export function startDateProblem(startDate: string, today: string) {
  if (startDate < today) return 'La data di inizio è già passata: scegli oggi o un giorno dopo.';
  if (startDate > latestStartDate(today)) {
    return `La data di inizio è troppo lontana: scegline una entro ${START_DATE_MAX_YEARS} anni.`;
  }
  return null;
}

/** The schedule as stored: codes once each in the week's order, or null when nothing is said. */
export function normaliseSchedule(schedule: RequestSchedule | null | undefined) {
  if (!schedule) return null;
  const days = dayCodes.filter((day) => schedule.days.includes(day));
  const timeSlots = hourCodes.filter((slot) => schedule.timeSlots.includes(slot));
  const empty =
    !schedule.startDate &&
    days.length === 0 &&
    timeSlots.length === 0 &&
    !schedule.timeSlotsToBeDefined &&
    !schedule.frequency;
  return empty ? null : { ...schedule, days, timeSlots };
}

/** 'Lunedì, Mercoledì, Venerdì' (as the quote lists its days). */
export function formatDays(days: readonly DayCode[]): string {
  return days.map((day) => dayLabels[day]).join(', ');
}

/** 'mattina e sera', or 'Da definire'. */
export function formatTimeSlots(
  schedule: Pick<RequestSchedule, 'timeSlots' | 'timeSlotsToBeDefined'>,
) {
  if (schedule.timeSlotsToBeDefined) return timeSlotsToBeDefinedLabel;
  return italianList(schedule.timeSlots.map((slot: HourCode) => hourLabels[slot]));
}

/**
 * The quote's dash-joined codes ('sun-mon-fri') as a list: the known ones, once each, in the
 * order of `codes` (the week's days, the day's time slots).
 */
export function codesIn<T extends string>(dashJoined: string | undefined, codes: readonly T[]) {
  const wanted = new Set((dashJoined ?? '').split('-'));
  return codes.filter((code) => wanted.has(code));
}

/** The week-grid day of a calendar day ('yyyy-mm-dd'). */
export const dayCodeOf = (day: string): DayCode =>
  dayCodes[(new Date(`${day.slice(0, 10)}T12:00:00Z`).getUTCDay() + 6) % 7]!;

/** The quote's work days 'sun-mon-fri' → 'Lunedì, Venerdì, Domenica'. */
export const formatWorkDays = (workDays: string) => formatDays(codesIn(workDays, dayCodes));

/** The quote's work hours 'eve-mor' → 'mattina e sera'. */
export const formatWorkHours = (workHours: string) =>
  formatTimeSlots({ timeSlots: codesIn(workHours, hourCodes), timeSlotsToBeDefined: false });

/** Whole months from start to end (spec §9: the month difference, never below zero). */
export function monthsBetween(startIso: string, endIso: string) {
  const [y1, m1, d1] = startIso.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = endIso.split('-').map(Number) as [number, number, number];
  return Math.max(0, (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0));
}

/** The quote's duration: '1 mese', '6 mesi', '0 mesi' (spec §9). */
export function formatDuration(startIso: string, endIso: string) {
  const months = monthsBetween(startIso, endIso);
  return `${months} ${months === 1 ? 'mese' : 'mesi'}`;
}

/** The whole section on one line: 'dal 2026-12-01 · Lunedì, Venerdì · mattina · Continuativo'. */
export function scheduleSummary(schedule: RequestSchedule, formatDate = (iso: string) => iso) {
  return [
    schedule.startDate ? withDayArticle('da', formatDate(schedule.startDate)) : null,
    formatDays(schedule.days) || null,
    formatTimeSlots(schedule) || null,
    schedule.frequency ? scheduleFrequencyLabels[schedule.frequency] : null,
  ]
    .filter(Boolean)
    .join(' · ');
}
