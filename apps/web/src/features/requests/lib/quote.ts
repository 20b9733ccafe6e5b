import {
  type DayCode,
  dayCodes,
  dayLabels,
  type HourCode,
  hourCodes,
  hourLabels,
  type RequestStatus,
} from '@equilibrio/contract/enums';
import { toRequestStatus } from '@equilibrio/contract/status-display';

/**
 * The quote's badge (spec §4 "Quote"): 'Preventivo accettato' (success) once the quote is
 * accepted — accepted on the page a moment ago, or the request in PREVENTIVO ACCETTATO; for
 * INVIATO PREVENTIVO and every other status (the spec's "default") 'In attesa di conferma'
 * (warning).
 */
export function quoteBadge(status: string, justAccepted: boolean) {
  const known: RequestStatus | undefined = toRequestStatus(status);
  return justAccepted || known === 'PREVENTIVO ACCETTATO'
    ? ({ label: 'Preventivo accettato', kind: 'success' } as const)
    : ({ label: 'In attesa di conferma', kind: 'warning' } as const);
}

/** Whole months from start to end (spec §9: the month difference, at least 0). */
export function monthsBetween(startIso: string, endIso: string) {
  const [y1, m1, d1] = startIso.split('-').map(Number) as [number, number, number];
  const [y2, m2, d2] = endIso.split('-').map(Number) as [number, number, number];
  const months = (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0);
  return Math.max(0, months);
}

/** "1 mese", "6 mesi", "0 mesi" (spec §9). */
export function formatDuration(startIso: string, endIso: string) {
  const months = monthsBetween(startIso, endIso);
  return `${months} ${months === 1 ? 'mese' : 'mesi'}`;
}

/** Dash-joined day codes in week order → "Lunedì, Mercoledì, Venerdì" (spec §3 lookup codes). */
export function formatWorkDays(codes: string) {
  const wanted = new Set(codes.split('-'));
  return dayCodes
    .filter((code) => wanted.has(code))
    .map((code: DayCode) => dayLabels[code])
    .join(', ');
}

/** Dash-joined hour codes → "mattina e pomeriggio" (spec §3 lookup codes). */
export function formatWorkHours(codes: string) {
  const wanted = new Set(codes.split('-'));
  const labels = hourCodes.filter((code) => wanted.has(code)).map((c: HourCode) => hourLabels[c]);
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} e ${labels.at(-1)}`;
}
