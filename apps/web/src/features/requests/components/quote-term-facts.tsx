import type { ContractCode } from '@equilibrio/contract/enums';
import { contractLabels } from '@equilibrio/contract/request-detail-labels';
import {
  formatDuration,
  formatWorkDays,
  formatWorkHours,
} from '@equilibrio/contract/request-schedule';
import type { ReactNode } from 'react';
import { formatLongDate, formatShortDate } from '@/lib/format-date';
import type { ClientRequest } from '../api/request-schemas';

type Detail = NonNullable<ClientRequest['requestDetail']>;

/**
 * The quote's terms of when and how the caregiver works — start, duration, days, hours and
 * contract — in the one place both the quote card and 'Dettagli della richiesta' read: once the
 * quote is written they are the truth (the family's own 'Quando' is what it asked before). The
 * start in the spec's date format ('07 gen, 27', §7), the long day in its title.
 */
export function quoteTermFacts(detail: Detail): { label: string; value: ReactNode }[] {
  return [
    detail.serviceStart
      ? {
          label: 'Inizio del servizio',
          value: (
            <time dateTime={detail.serviceStart} title={formatLongDate(detail.serviceStart)}>
              {formatShortDate(detail.serviceStart)}
            </time>
          ),
        }
      : null,
    detail.serviceStart && detail.serviceEnd
      ? { label: 'Durata', value: formatDuration(detail.serviceStart, detail.serviceEnd) }
      : null,
    detail.workDays ? { label: 'Giorni', value: formatWorkDays(detail.workDays) } : null,
    detail.workHours ? { label: 'Orari', value: formatWorkHours(detail.workHours) } : null,
    detail.contract
      ? { label: 'Contratto', value: contractLabels[detail.contract as ContractCode] }
      : null,
  ].filter((fact) => fact !== null);
}
