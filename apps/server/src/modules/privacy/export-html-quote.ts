// The export page's quote facts, worded as the family's quote page words them.
import {
  type AnimalSizeCode,
  animalSizeLabels,
  type BusinessLine,
  languageLabels,
} from '@equilibrio/contract/enums';
import { formatEuro, formatHourlyRate } from '@equilibrio/contract/money-format';
import { costLabels } from '@equilibrio/contract/quote-costs';
import { formatQuoteWorkHours } from '@equilibrio/contract/quote-schedule';
import {
  chosenServiceFlags,
  contractLabels,
  serviceFlagLabel,
} from '@equilibrio/contract/request-detail-labels';
import { formatDuration, formatWorkDays } from '@equilibrio/contract/request-schedule';
import { type RequestDetail, requestDetailSchema } from '@equilibrio/contract/requests';
import { escapeHtml } from '../../lib/html';
import { day, facts, text } from './export-html-format';

const sizes = (codes: readonly string[]) =>
  codes.map((code) => animalSizeLabels[code as AnimalSizeCode] ?? code).join(', ');

/**
 * The quote as the family's quote page words it (never the stored keys): dates, duration, costs,
 * days and hours, what it includes. A detail that cannot be read is shown as stored, escaped.
 */
export function quoteFacts(line: BusinessLine, stored: Record<string, unknown>) {
  const parsed = requestDetailSchema.safeParse(stored);
  if (!parsed.success) return `<pre>${escapeHtml(JSON.stringify(stored, null, 2))}</pre>`;
  const q: RequestDetail = parsed.data;
  const rows: [string, string | null][] = [
    ['Inizio del servizio', q.serviceStart ? day(q.serviceStart) : null],
    ['Fine prevista', q.serviceEnd ? day(q.serviceEnd) : null],
    [
      'Durata',
      q.serviceStart && q.serviceEnd ? text(formatDuration(q.serviceStart, q.serviceEnd)) : null,
    ],
    ['Contratto', q.contract ? text(contractLabels[q.contract]) : null],
    [
      costLabels.hourlyRate,
      q.netHourCost != null ? text(formatHourlyRate(q.netHourCost, q.taxisitter)) : null,
    ],
    [
      costLabels.flatCost,
      q.packageFlatCost != null ? text(formatEuro(Math.round(q.packageFlatCost * 100))) : null,
    ],
    ['Giorni', q.workDays ? text(formatWorkDays(q.workDays)) : null],
    ['Orari', q.workHours ? text(formatQuoteWorkHours(q)) : null],
    [
      'Lingue richieste',
      q.requiredLanguage.length > 0
        ? text(q.requiredLanguage.map((l) => languageLabels[l]).join(', '))
        : null,
    ],
    ['Esperienza richiesta', q.requestedExp != null ? text(`${q.requestedExp} anni`) : null],
    ['Bambini', q.numberOfChildren != null ? text(q.numberOfChildren) : null],
    ['Animali', q.animals.length > 0 ? text(sizes(q.animals)) : null],
    ['Cure per il cane', q.dogHealing.length > 0 ? text(sizes(q.dogHealing)) : null],
    ['Ospitalità per il cane', q.dogHosting.length > 0 ? text(sizes(q.dogHosting)) : null],
    ['Cure per il gatto', q.catHealing ? 'Sì' : null],
    ['Ospitalità per il gatto', q.catHosting ? 'Sì' : null],
    [
      'Compreso nel servizio',
      text(
        chosenServiceFlags(line, q)
          .map((flag) => serviceFlagLabel(line, flag))
          .join(', ') || null,
      ),
    ],
  ];
  return facts(rows.filter((row): row is [string, string] => row[1] !== null && row[1] !== '—'));
}
