import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatHourlyRate,
  formatWorkDays,
  formatWorkHours,
  quotePrices,
} from './quote';

describe('quote formatting (spec §3 lookup codes, §9)', () => {
  it('adds service and non-service products for the service price, two decimals', () => {
    expect(
      quotePrices([
        { productType: 'SERVICE', amount: 16405 },
        { productType: 'SUBSCRIPTION', amount: 3200 },
      ]),
    ).toEqual({ servicePrice: '196,05 €', coveragePrice: '32,00 €' });
    expect(quotePrices([{ productType: 'SERVICE', amount: 123456 }])).toEqual({
      servicePrice: '1234,56 €',
      coveragePrice: '0,00 €',
    });
  });

  it('counts whole months: mese for one, mesi otherwise, never below zero', () => {
    expect(formatDuration('2031-01-07', '2031-02-07')).toBe('1 mese');
    expect(formatDuration('2031-01-07', '2031-02-06')).toBe('0 mesi');
    expect(formatDuration('2031-01-31', '2032-01-31')).toBe('12 mesi');
    expect(formatDuration('2031-05-01', '2031-01-01')).toBe('0 mesi');
  });

  it('shows euro per hour, with the fuel reimbursement for a taxisitter', () => {
    expect(formatHourlyRate(11, false)).toBe('11 €/h');
    expect(formatHourlyRate(12.5, true)).toBe('12,5 €/h + rimborso carburante');
  });

  it('decodes day and hour codes in week and day order', () => {
    expect(formatWorkDays('sun-mon-fri')).toBe('Lunedì, Venerdì, Domenica');
    expect(formatWorkHours('eve')).toBe('sera');
    expect(formatWorkHours('eve-mor-aft')).toBe('mattina, pomeriggio e sera');
  });
});
