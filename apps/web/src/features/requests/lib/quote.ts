import type { ServiceSummary } from '@equilibrio/contract/catalog';
import { quoteTotals } from '@equilibrio/contract/catalog';
import {
  type DayCode,
  dayCodes,
  dayLabels,
  type HourCode,
  hourCodes,
  hourLabels,
} from '@equilibrio/contract/enums';

const euro2 = new Intl.NumberFormat('it-IT', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Cents → "149,00 €" with exactly 2 decimals (spec §9: amount / 100, 2 decimals). */
export const formatEuro = (cents: number) => `${euro2.format(cents / 100)} €`;

/**
 * The quote's two prices (spec §9): the service price is (service + non-service products) / 100,
 * the coverage (renewal) price the non-service products / 100.
 */
export function quotePrices(products: ServiceSummary['products']) {
  const { coverageCents, totalCents } = quoteTotals(products);
  return { servicePrice: formatEuro(totalCents), coveragePrice: formatEuro(coverageCents) };
}

/** "11 €/h", "12,50 €/h"; with "+ rimborso carburante" for a taxisitter (spec §9). */
export function formatHourlyRate(netHourCost: number, taxisitter: boolean) {
  const rate = `${new Intl.NumberFormat('it-IT', { maximumFractionDigits: 2 }).format(netHourCost)} €/h`;
  return taxisitter ? `${rate} + rimborso carburante` : rate;
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
