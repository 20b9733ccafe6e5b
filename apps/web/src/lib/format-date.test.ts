import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate } from './format-date';

describe('Italian dates (spec §9)', () => {
  it('shows dd Mon, yy with Italian month abbreviations in Rome time', () => {
    expect(formatShortDate('2025-03-05T10:00:00Z')).toBe('05 mar, 25');
    expect(formatShortDate('2024-12-31T23:30:00Z')).toBe('01 gen, 25');
    expect(formatShortDate('2025-06-15T08:00:00Z')).toBe('15 giu, 25');
  });

  it('gives a long form and nothing for an invalid date', () => {
    expect(formatLongDate('2025-03-05T10:00:00Z')).toBe('5 marzo 2025');
    expect(formatShortDate('non una data')).toBe('');
  });
});
