import type { BusinessLine, ContractCode } from '@equilibrio/contract/enums';
import {
  formatQuoteWorkHours,
  HOURS_TO_CONFIRM,
  hoursToConfirm,
} from '@equilibrio/contract/quote-schedule';
import { contractLabels } from '@equilibrio/contract/request-detail-labels';
import { formatDuration, formatWorkDays } from '@equilibrio/contract/request-schedule';
import { Text } from '@mantine/core';
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
export function quoteTermFacts(
  detail: Detail,
  line: BusinessLine,
): { label: string; value: ReactNode }[] {
  return [
    detail.serviceStart ? dayFact('Inizio del servizio', detail.serviceStart) : null,
    detail.serviceStart && detail.serviceEnd
      ? { label: 'Durata', value: formatDuration(detail.serviceStart, detail.serviceEnd) }
      : null,
    // The day itself beside the spec's months: a ten-day holiday read only «0 mesi».
    detail.serviceEnd ? dayFact('Fine prevista', detail.serviceEnd) : null,
    detail.workDays ? { label: 'Giorni', value: formatWorkDays(detail.workDays) } : null,
    detail.workHours ? { label: 'Orari', value: formatQuoteWorkHours(detail) } : null,
    detail.contract ? { label: 'Contratto', value: contractFact(detail, line) } : null,
  ].filter((fact) => fact !== null);
}

/** A day of the quote in the spec's date format ('07 gen, 27'), the long day in its title. */
const dayFact = (label: string, iso: string) => ({
  label,
  value: (
    <time dateTime={iso} title={formatLongDate(iso)}>
      {formatShortDate(iso)}
    </time>
  ),
});

/**
 * The contract's name; when the schedule beside it is at odds (the tutor sent 'Part-time' for ~48
 * hours a week, or more hours than the CCNL's week: `hoursToConfirm`), never bare: the
 * hours are said to be settled with the family tutor, so the quote does not state two things at odds.
 */
function contractFact(detail: Detail, line: BusinessLine): ReactNode {
  const label = contractLabels[detail.contract as ContractCode];
  if (!hoursToConfirm(detail, line)) return label;
  return (
    <>
      {label}
      <Text span display="block" size="xs" c="dimmed" fw={400}>
        {HOURS_TO_CONFIRM}
      </Text>
    </>
  );
}
