// The export page's HTML helpers: dates, escaped cells, fact lists, tables and labels.
import { type BusinessLine, businessLineLabels } from '@equilibrio/contract/enums';
import { formatMoney } from '@equilibrio/contract/money-format';
import { addressOneLine } from '@equilibrio/contract/people';
import {
  backofficeStatusTable,
  statusDisplayTable,
  statusFilterOptions,
  toRequestStatus,
} from '@equilibrio/contract/status-display';
import { escapeHtml } from '../../lib/html';

const ROME = 'Europe/Rome';
const dateTime = new Intl.DateTimeFormat('it-IT', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: ROME,
});
const dateOnly = new Intl.DateTimeFormat('it-IT', { dateStyle: 'long', timeZone: 'UTC' });

export const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '—');
export const day = (isoDate: string | null) =>
  isoDate ? dateOnly.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`)) : '—';
export const money = formatMoney;
export const yesNo = (value: boolean) => (value ? 'Sì' : 'No');

/** A text cell: escaped, with a dash for nothing. */
export const text = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : escapeHtml(String(value));

export function facts(rows: [string, string][]) {
  return `<dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${value}</dd>`).join('')}</dl>`;
}

export function table(headers: string[], rows: string[][], empty: string) {
  if (rows.length === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  const head = headers.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join('');
  const body = rows.map((cells) => `<tr>${cells.map((c) => `<td>${c}</td>`).join('')}</tr>`);
  return `<div class="scroll"><table><thead><tr>${head}</tr></thead><tbody>${body.join('')}</tbody></table></div>`;
}

/** A table under its heading, or nothing at all when it has no rows. */
export function tableIfAny(
  heading: 'h3' | 'h4',
  title: string,
  headers: string[],
  rows: string[][],
) {
  return rows.length > 0
    ? `<${heading}>${escapeHtml(title)}</${heading}>${table(headers, rows, '')}`
    : '';
}

// 'Via Roma 1, 10123 Torino (TO)'
export const addressLine = (a: Parameters<typeof addressOneLine>[0]) => text(addressOneLine(a));

export const lineLabel = (line: string) => businessLineLabels[line as BusinessLine] ?? line;

/** The family's names that two statuses share (the status filter's groups of several). */
const sharedNames = new Set(
  statusFilterOptions.filter((option) => option.statuses.length > 1).map((option) => option.label),
);

/**
 * A status as the family's pages name it ('In attesa', 'Sostituzione in corso'), but one name per
 * status: where the family's tags join two ('Selezione attiva' for a quote accepted and a search
 * under way), the back office's own name — a history row read 'Selezione attiva → Selezione
 * attiva'. The same for the request's state and its history.
 */
export const statusLabel = (status: string | null) => {
  const known = toRequestStatus(status);
  if (!known) return text(status);
  const { label } = statusDisplayTable[known];
  return escapeHtml(sharedNames.has(label) ? backofficeStatusTable[known].label : label);
};
