import { dayCodes, dayLabels, hourCodes, hourLabels } from '@equilibrio/contract/enums';
import { dayMonthYear, isoDateParts, MONTHS_SHORT } from '@equilibrio/contract/italian-format';
import { formatEuro } from '@equilibrio/contract/quote-costs';
import { contractLabels } from '@equilibrio/contract/request-detail-labels';
import type { RequestDetail } from '@equilibrio/contract/requests';

type QuoteVersion = { serviceId: number | null; requestDetail: Partial<RequestDetail> | null };

const money = (euro: number | null | undefined) =>
  euro == null ? '—' : formatEuro(Math.round(euro * 100));
const day = (value: string | null | undefined) =>
  value ? dayMonthYear(isoDateParts(value), MONTHS_SHORT) : '—';
const contract = (value: string | null | undefined) =>
  value ? (contractLabels[value as keyof typeof contractLabels] ?? value) : '—';

/** Dash-joined codes ('mon-wed') as their names, in the list's order ('lun, mer'). */
const codes =
  <C extends string>(all: readonly C[], labels: Record<C, string>, short = false) =>
  (value: string | null | undefined) => {
    const chosen = new Set((value ?? '').split('-'));
    const names = all
      .filter((code) => chosen.has(code))
      .map((code) => (short ? labels[code].slice(0, 3).toLowerCase() : labels[code]));
    return names.length ? names.join(', ') : '—';
  };
const days = codes(dayCodes, dayLabels, true);
const slots = codes(hourCodes, hourLabels);

/** The terms the history names with their old and new values, in the form's order. */
const named: {
  label: string;
  key: keyof RequestDetail;
  read: (detail: Partial<RequestDetail>) => string;
}[] = [
  { label: 'inizio', key: 'serviceStart', read: (d) => day(d.serviceStart) },
  { label: 'fine prevista', key: 'serviceEnd', read: (d) => day(d.serviceEnd) },
  { label: 'contratto', key: 'contract', read: (d) => contract(d.contract) },
  { label: 'costo orario', key: 'netHourCost', read: (d) => money(d.netHourCost) },
  { label: 'costo forfettario', key: 'packageFlatCost', read: (d) => money(d.packageFlatCost) },
  { label: 'giorni', key: 'workDays', read: (d) => days(d.workDays) },
  { label: 'fasce orarie', key: 'workHours', read: (d) => slots(d.workHours) },
  { label: 'taxi-sitter', key: 'taxisitter', read: (d) => (d.taxisitter ? 'sì' : 'no') },
];

/**
 * What a quote correction changed, for the request's history: 'costo orario 95,00 € → 9,50 €',
 * 'giorni lun, mar → lun, mar, mer', 'servizio', 'altri dettagli' (anything else of the terms).
 * Empty: nothing changed.
 */
export function quoteChanges(before: QuoteVersion, after: QuoteVersion): string[] {
  const was = before.requestDetail ?? {};
  const now = after.requestDetail ?? {};
  const changes: string[] = [];
  if (before.serviceId !== after.serviceId) changes.push('servizio');
  for (const { label, read } of named) {
    if (read(was) !== read(now)) changes.push(`${label} ${read(was)} → ${read(now)}`);
  }
  const same = (key: keyof RequestDetail) =>
    JSON.stringify(was[key] ?? null) === JSON.stringify(now[key] ?? null);
  const told = new Set<string>(named.map((item) => item.key));
  const keys = new Set([...Object.keys(was), ...Object.keys(now)]) as Set<keyof RequestDetail>;
  if ([...keys].some((key) => !told.has(key) && !same(key))) changes.push('altri dettagli');
  return changes;
}
