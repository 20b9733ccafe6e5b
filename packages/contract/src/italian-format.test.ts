import { describe, expect, it } from 'vitest';
import {
  clockTime,
  dayMonthYear,
  euroAmountMessages,
  formatItalianNumber,
  isoDate,
  MONTHS_SHORT,
  missingVerb,
  parseEuroAmount,
  romeOffsetHours,
  romeParts,
  toWord,
  weekdayDateTime,
  withDayArticle,
} from './italian-format';

// The written-out rules say exactly what Intl says (the browser's own Italian and Rome's time
// zone), over many instants and numbers.
describe('Italian formats without Intl', () => {
  it('numbers: decimals, rounding, thousands and signs as Intl it-IT, grouped from four digits', () => {
    const values = [
      0,
      -0,
      1,
      -1,
      0.5,
      1.005,
      2.675,
      999.99,
      1234.5,
      9999.995,
      12345.67,
      1e6 + 0.125,
      -1234.5,
      -0.0001,
    ];
    for (let i = 0; i < 4000; i += 1)
      values.push((((i * 7919) % 100_003) / [1, 10, 100, 1000][i % 4]!) * (i % 5 === 0 ? -1 : 1));
    for (const [min, max] of [
      [0, 3],
      [0, 1],
      [0, 2],
      [1, 1],
      [2, 2],
    ] as const) {
      const intl = new Intl.NumberFormat('it-IT', {
        minimumFractionDigits: min,
        maximumFractionDigits: max,
        useGrouping: 'always',
      });
      for (const value of values) {
        expect(formatItalianNumber(value, { min, max }), `${value} ${min}-${max}`).toBe(
          intl.format(value),
        );
      }
    }
    expect(formatItalianNumber(1234.5)).toBe('1.234,5');
    expect(formatItalianNumber(999.5)).toBe('999,5');
    expect(formatItalianNumber(12345.678, { max: 2 })).toBe('12.345,68');
  });

  it("Rome's calendar and clock at every hour of thirty years, and around each change of the clocks", () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Rome',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const expected = (instant: Date) => {
      const p = Object.fromEntries(intl.formatToParts(instant).map((x) => [x.type, x.value]));
      return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
    };
    const actual = (instant: Date) => {
      const p = romeParts(instant);
      return `${isoDate(p)} ${clockTime(p)}`;
    };
    const start = Date.UTC(1996, 0, 1);
    const end = Date.UTC(2040, 0, 1);
    // Every 7 h 13 min (walks through every hour of the day over the years)…
    for (let t = start; t < end; t += 7 * 3_600_000 + 13 * 60_000) {
      expect(actual(new Date(t)), new Date(t).toISOString()).toBe(expected(new Date(t)));
    }
    // …and each minute around 01:00 UTC on the last Sundays of March and October.
    for (let year = 1996; year < 2040; year += 1) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const sunday = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (let t = sunday - 90 * 60_000; t <= sunday + 90 * 60_000; t += 60_000) {
          expect(actual(new Date(t)), new Date(t).toISOString()).toBe(expected(new Date(t)));
        }
      }
    }
    // Before the EU's rule: the time-zone database's answer.
    for (const iso of ['1985-09-29T00:30:00Z', '1985-09-29T01:30:00Z', '1975-06-01T10:00:00Z']) {
      expect(actual(new Date(iso))).toBe(expected(new Date(iso)));
    }
    expect(romeOffsetHours(new Date('2030-07-01T00:00:00Z'))).toBe(2);
    expect(romeOffsetHours(new Date('2030-01-01T00:00:00Z'))).toBe(1);
    // A quarter of a million hours compared with Intl: seconds of CPU, more on a loaded 2-core
    // machine — a budget for the work, not a speed check.
  }, 30_000);

  it('month names as Intl it-IT writes them', () => {
    const intl = new Intl.DateTimeFormat('it-IT', {
      timeZone: 'UTC',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    });
    const short = new Intl.DateTimeFormat('it-IT', { timeZone: 'UTC', month: 'short' });
    for (let month = 1; month <= 12; month += 1) {
      const instant = new Date(Date.UTC(2025, month - 1, 5));
      expect(dayMonthYear({ year: 2025, month, day: 5 })).toBe(intl.format(instant));
      expect(MONTHS_SHORT[month - 1]).toBe(short.format(instant));
    }
  });
});

describe('an appointment with its weekday', () => {
  it('names the day of the week in Rome, where the day may differ from UTC', () => {
    expect(weekdayDateTime(new Date('2026-12-05T16:30:00.000Z'))).toBe(
      'sabato 5 dic 2026, ore 17:30',
    );
    // 23:30 UTC on a Sunday is already Monday in Rome.
    expect(weekdayDateTime(new Date('2026-06-28T23:30:00.000Z'))).toBe(
      'lunedì 29 giu 2026, ore 01:30',
    );
  });
});

describe('a day with its article', () => {
  it('elides before 1, 8 and 11 only', () => {
    expect(withDayArticle('a', '1 dic 2026, 12:07')).toBe('all’1 dic 2026, 12:07');
    expect(withDayArticle('a', '3 dic 2026')).toBe('al 3 dic 2026');
    expect(withDayArticle('da', '8 mar 2027')).toBe('dall’8 mar 2027');
    expect(withDayArticle('da', '18 mar 2027')).toBe('dal 18 mar 2027');
    expect(withDayArticle('entro', '11 nov 2026')).toBe('entro l’11 nov 2026');
    expect(withDayArticle('entro', '10 nov 2026')).toBe('entro il 10 nov 2026');
    expect(withDayArticle('entro', '1° luglio')).toBe('entro l’1° luglio');
    expect(withDayArticle('il', '1 dic 2026')).toBe('l’1 dic 2026');
    expect(withDayArticle('il', '3 dic 2026')).toBe('il 3 dic 2026');
    expect(withDayArticle('di', '8 dic 2026')).toBe('dell’8 dic 2026');
  });

  it('takes no article before a weekday', () => {
    const date = 'martedì 1 dicembre 2026 alle ore 12:07';
    expect(withDayArticle('a', date)).toBe(`a ${date}`);
    expect(withDayArticle('da', date)).toBe(`da ${date}`);
    expect(withDayArticle('entro', date)).toBe(`entro ${date}`);
    expect(withDayArticle('il', date)).toBe(date);
  });
});

describe('manca or mancano', () => {
  it('agrees with what is missing', () => {
    expect(missingVerb(['il casellario giudiziale'])).toBe('manca');
    expect(missingVerb(['le referenze'])).toBe('mancano');
    expect(missingVerb(['il documento d’identità', 'il colloquio con Equilibrio'])).toBe('mancano');
  });
});

describe('a or ad before a name', () => {
  it('writes ad before an a, a otherwise', () => {
    expect(toWord('Ancona')).toBe('ad Ancona');
    expect(toWord('Torino')).toBe('a Torino');
    expect(toWord('Enna')).toBe('a Enna');
  });
});

describe('an amount in euro as typed', () => {
  const read = (text: string) => parseEuroAmount(text);

  it('reads the comma as the decimal mark and the dot as the thousands grouping', () => {
    expect(read('164')).toEqual({ amount: 164 });
    expect(read('164,5')).toEqual({ amount: 164.5 });
    expect(read('1.645')).toEqual({ amount: 1645 });
    expect(read('1.645,50')).toEqual({ amount: 1645.5 });
    expect(read('12.345.678,9')).toEqual({ amount: 12_345_678.9 });
    expect(read(',5')).toEqual({ amount: 0.5 });
    expect(read(' 1 645,00 € ')).toEqual({ amount: 1645 });
    expect(read('')).toEqual({ amount: null });
    expect(read('   ')).toEqual({ amount: null });
  });

  it('reads a dot followed by one or two digits at the end as a decimal point, never as thousands', () => {
    // Typed on an English keyboard: 164,50 €, not 1.645,00 €.
    expect(read('164.5')).toEqual({ amount: 164.5 });
    expect(read('164.50')).toEqual({ amount: 164.5 });
    expect(read('9.99')).toEqual({ amount: 9.99 });
    expect(read('0.5')).toEqual({ amount: 0.5 });
    // Three digits after the dot stay a grouping of thousands.
    expect(read('164.500')).toEqual({ amount: 164_500 });
  });

  it('keeps a minus sign for the form to name, and zero is zero', () => {
    expect(read('-5')).toEqual({ amount: -5 });
    expect(read('-5.5')).toEqual({ amount: -5.5 });
    expect(read('-0')).toEqual({ amount: 0 });
  });

  it('refuses what it would have to guess, saying what to write', () => {
    for (const text of [
      '1.2345',
      '1.234.5',
      '1,234.50',
      '12.34,5',
      '1,2,3',
      '5.',
      'abc',
      '1-2',
      '--5',
    ]) {
      expect(read(text), text).toEqual({ problem: euroAmountMessages.unreadable });
    }
    expect(read('164,505')).toEqual({ problem: euroAmountMessages.tooManyDecimals });
    expect(euroAmountMessages.unreadable).toMatch(/virgola.*1\.645,50/);
  });
});
