import { describe, expect, it } from 'vitest';
import {
  formatDay,
  formatFromNow,
  italianDateTimeToIso,
  italianDay,
  italianTime,
  parseItalianDate,
} from './format-datetime';
import { euroToCents, formatCents } from './money';

describe('back-office formatting', () => {
  it('turns a day and time in Italy into an instant, winter and summer', () => {
    expect(italianDateTimeToIso('2030-01-15', '10:30')).toBe('2030-01-15T10:30:00+01:00');
    expect(italianDateTimeToIso('2030-07-15', '10:30')).toBe('2030-07-15T10:30:00+02:00');
    expect(new Date(italianDateTimeToIso('2030-07-15', '10:30')).toISOString()).toBe(
      '2030-07-15T08:30:00.000Z',
    );
  });

  it('reads instants back as Italian days and times', () => {
    expect(italianDay('2030-02-28T23:30:00Z')).toBe('2030-03-01');
    expect(italianTime('2030-07-15T08:30:00Z')).toBe('10:30');
    expect(formatDay('2030-03-01')).toBe('1 mar 2030');
  });

  it('reads dates as people type them, and only real ones', () => {
    expect(parseItalianDate('15/03/2030')).toBe('2030-03-15');
    expect(parseItalianDate(' 5-3-30 ')).toBe('2030-03-05');
    expect(parseItalianDate('2030-03-15')).toBe('2030-03-15');
    // Digits alone, as '1030' is a time: ddmmyyyy, or ddmmyy read as '5-3-30' is.
    expect(parseItalianDate('04122026')).toBe('2026-12-04');
    expect(parseItalianDate('041226')).toBe('2026-12-04');
    expect(parseItalianDate('31022030')).toBeNull();
    expect(parseItalianDate('4122026')).toBeNull();
    expect(parseItalianDate('31/02/2030')).toBeNull();
    expect(parseItalianDate('domani')).toBeNull();
  });

  it('reads a two-digit year in the century closest to today among the days the field takes', () => {
    const today = '2026-03-12';
    // No range: the closest century ('1/1/90' was 2090).
    expect(parseItalianDate('1/1/90', { today })).toBe('1990-01-01');
    expect(parseItalianDate('5-3-30', { today })).toBe('2030-03-05');
    expect(parseItalianDate('010190', { today })).toBe('1990-01-01');
    // No day after today (a birth date): the most recent past year with those digits.
    const birth = { today, max: today };
    expect(parseItalianDate('1/1/90', birth)).toBe('1990-01-01');
    expect(parseItalianDate('1/1/05', birth)).toBe('2005-01-01');
    expect(parseItalianDate('1/1/30', birth)).toBe('1930-01-01');
    expect(parseItalianDate('12/03/26', birth)).toBe('2026-03-12');
    expect(parseItalianDate('13/03/26', birth)).toBe('1926-03-13');
    // Days from today on (an appointment): a past day stays past, to be refused, not of 2126.
    expect(parseItalianDate('1/4/26', { today, min: today })).toBe('2026-04-01');
    expect(parseItalianDate('1/1/26', { today, min: today })).toBe('2026-01-01');
    // A range no reading meets: the closest to today, to be told out of range.
    expect(parseItalianDate('1/1/90', { today, min: '2030-01-01', max: '2030-12-31' })).toBe(
      '1990-01-01',
    );
    // A four-digit year is taken as written.
    expect(parseItalianDate('1/1/2090', birth)).toBe('2090-01-01');
  });

  it('says how far an instant is', () => {
    const now = new Date('2030-01-01T10:00:00Z');
    expect(formatFromNow('2030-01-01T13:00:00Z', now)).toBe('tra 3 h');
    expect(formatFromNow('2030-01-01T10:25:00Z', now)).toBe('tra 25 min');
    expect(formatFromNow('2030-01-01T08:00:00Z', now)).toBe('2 h fa');
    expect(formatFromNow('2030-01-04T10:00:00Z', now)).toBe('tra 3 g');
  });

  it('keeps euro and cents exact', () => {
    expect(euroToCents(149.9)).toBe(14990);
    expect(euroToCents(0.1 + 0.2)).toBe(30);
    expect(formatCents(14990).replace(/\s/g, ' ')).toBe('149,90 €');
  });
});
