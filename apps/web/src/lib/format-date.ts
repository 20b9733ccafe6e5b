/**
 * Dates as the portal shows them (spec §9): "dd Mon, yy" with Italian month abbreviations,
 * e.g. "05 mar, 25", in the time zone of the business (Europe/Rome).
 */
const shortDate = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: '2-digit',
  month: 'short',
  year: '2-digit',
});

export function formatShortDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    shortDate.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.day} ${parts.month?.replace('.', '')}, ${parts.year}`;
}

/** Long form for screen readers and tooltips, e.g. "5 marzo 2025". */
const longDate = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export function formatLongDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
