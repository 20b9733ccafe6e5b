import { requestStatuses } from '@equilibrio/contract/enums';
import { describe, expect, it } from 'vitest';
import { formatDuration, formatWorkDays, formatWorkHours, quoteBadge } from './quote';

describe('quote formatting (spec §3 lookup codes, §9)', () => {
  it('counts whole months: mese for one, mesi otherwise, never below zero', () => {
    expect(formatDuration('2031-01-07', '2031-02-07')).toBe('1 mese');
    expect(formatDuration('2031-01-07', '2031-02-06')).toBe('0 mesi');
    expect(formatDuration('2031-01-31', '2032-01-31')).toBe('12 mesi');
    expect(formatDuration('2031-05-01', '2031-01-01')).toBe('0 mesi');
  });

  it('decodes day and hour codes in week and day order', () => {
    expect(formatWorkDays('sun-mon-fri')).toBe('Lunedì, Venerdì, Domenica');
    expect(formatWorkHours('eve')).toBe('sera');
    expect(formatWorkHours('eve-mor-aft')).toBe('mattina, pomeriggio e sera');
  });

  it('badges the quote as the spec maps it, in every status', () => {
    for (const status of requestStatuses) {
      const expected =
        status === 'PREVENTIVO ACCETTATO' ? 'Preventivo accettato' : 'In attesa di conferma';
      expect(quoteBadge(status, false).label, status).toBe(expected);
      expect(quoteBadge(status.replaceAll(' ', '_'), false).label, status).toBe(expected);
      // Accepted on the page a moment ago (spec §4: "marks it accepted locally").
      expect(quoteBadge(status, true)).toEqual({ label: 'Preventivo accettato', kind: 'success' });
    }
    expect(quoteBadge('INVIATO PREVENTIVO', false).kind).toBe('warning');
  });
});
