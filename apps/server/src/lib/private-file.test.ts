import { describe, expect, it } from 'vitest';
import { exportFileName } from './private-file';

describe('a data export’s file name', () => {
  it('is dated by Italy’s calendar, not UTC’s', () => {
    // Half past midnight in Rome on 6 December is still the 5th in UTC.
    expect(exportFileName('equilibrio-dati', '2026-12-05T23:30:00.000Z', 'json')).toBe(
      'equilibrio-dati-2026-12-06.json',
    );
    // Summer time: 1:30 in Rome on 1 July.
    expect(exportFileName('equilibrio-dati-caregiver', '2026-06-30T23:30:00.000Z', 'html')).toBe(
      'equilibrio-dati-caregiver-2026-07-01.html',
    );
    expect(exportFileName('equilibrio-dati', '2026-12-05T10:00:00.000Z', 'json')).toBe(
      'equilibrio-dati-2026-12-05.json',
    );
  });
});
