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

/** The terms the history names with their old and new values, in the form's order. */
const named: { label: string; read: (detail: Partial<RequestDetail>) => string }[] = [
  { label: 'inizio', read: (d) => day(d.serviceStart) },
  { label: 'fine prevista', read: (d) => day(d.serviceEnd) },
  { label: 'contratto', read: (d) => contract(d.contract) },
  { label: 'costo orario', read: (d) => money(d.netHourCost) },
  { label: 'costo forfettario', read: (d) => money(d.packageFlatCost) },
];
/** Terms said changed by name only (lists and flags). */
const namedOnly: { label: string; keys: (keyof RequestDetail)[] }[] = [
  { label: 'giorni', keys: ['workDays'] },
  { label: 'fasce orarie', keys: ['workHours'] },
  { label: 'taxi-sitter', keys: ['taxisitter'] },
];

/**
 * What a quote correction changed, for the request's history: 'costo orario 95,00 € → 9,50 €',
 * 'giorni', 'servizio', 'altri dettagli' (anything else of the terms). Empty: nothing changed.
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
  for (const { label, keys } of namedOnly) {
    if (!keys.every(same)) changes.push(label);
  }
  const told = new Set<string>([
    'serviceStart',
    'serviceEnd',
    'contract',
    'netHourCost',
    'packageFlatCost',
    ...namedOnly.flatMap((item) => item.keys),
  ]);
  const keys = new Set([...Object.keys(was), ...Object.keys(now)]) as Set<keyof RequestDetail>;
  if ([...keys].some((key) => !told.has(key) && !same(key))) changes.push('altri dettagli');
  return changes;
}
