import { dayMonthYear, MONTHS_SHORT, romeParts } from '@equilibrio/contract/italian-format';

/**
 * Dates as the portal shows them (spec §9): "dd Mon, yy" with Italian month abbreviations,
 * e.g. "05 mar, 25", in the time zone of the business (Europe/Rome).
 */
export function formatShortDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const { year, month, day } = romeParts(date);
  return `${String(day).padStart(2, '0')} ${MONTHS_SHORT[month - 1]}, ${String(year % 100).padStart(2, '0')}`;
}

/** Long form for screen readers and tooltips, e.g. "5 marzo 2025". */
export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : dayMonthYear(romeParts(date));
}
