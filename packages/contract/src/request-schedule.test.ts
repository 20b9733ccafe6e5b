import { describe, expect, it } from 'vitest';
import {
  formatDays,
  formatDuration,
  formatTimeSlots,
  formatWorkDays,
  formatWorkHours,
  latestStartDate,
  normaliseSchedule,
  requestScheduleSchema,
  scheduleSummary,
  startDateProblem,
} from './request-schedule';
import { requestFormSchema } from './requests';

const form = { dependant: [1], businessline: 'BABYSITTER', languages: ['italian'] };

describe("the request form's 'Quando' section", () => {
  it('is optional: a form without it is valid', () => {
    expect(requestFormSchema.safeParse(form).success).toBe(true);
    expect(requestFormSchema.safeParse({ ...form, schedule: null }).success).toBe(true);
  });

  it('takes a start date, days, the quote’s time slots and the frequency', () => {
    const parsed = requestFormSchema.parse({
      ...form,
      schedule: {
        startDate: '2026-12-01',
        days: ['fri', 'mon'],
        timeSlots: ['mor'],
        frequency: 'continuous',
      },
    });
    expect(parsed.schedule).toEqual({
      startDate: '2026-12-01',
      days: ['fri', 'mon'],
      timeSlots: ['mor'],
      timeSlotsToBeDefined: false,
      frequency: 'continuous',
    });
  });

  it("refuses time slots together with 'da definire'", () => {
    const result = requestScheduleSchema.safeParse({
      timeSlots: ['aft'],
      timeSlotsToBeDefined: true,
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['timeSlots'],
      message: 'Scegli le fasce orarie oppure «Da definire», non entrambe',
    });
  });

  it('refuses an unknown day and a date that does not exist', () => {
    const result = requestScheduleSchema.safeParse({
      startDate: '2026-02-30',
      days: ['mon', 'someday'],
    });
    const paths = (result.error?.issues ?? []).map((issue) => issue.path[0]);
    expect(paths).toEqual(expect.arrayContaining(['startDate', 'days']));
    expect(result.error?.issues.find((i) => i.path[0] === 'startDate')?.message).toBe(
      'Formato data non valido',
    );
  });

  it('is stored in the week’s order, and as nothing when nothing was said', () => {
    const schedule = requestScheduleSchema.parse({
      days: ['fri', 'mon', 'fri'],
      timeSlots: ['eve', 'mor'],
    });
    expect(normaliseSchedule(schedule)).toMatchObject({
      days: ['mon', 'fri'],
      timeSlots: ['mor', 'eve'],
    });
    expect(normaliseSchedule(requestScheduleSchema.parse({}))).toBeNull();
    expect(normaliseSchedule(null)).toBeNull();
  });

  it('reads in Italian', () => {
    expect(formatDays(['mon', 'wed'])).toBe('Lunedì, Mercoledì');
    expect(formatTimeSlots({ timeSlots: ['mor', 'aft', 'eve'], timeSlotsToBeDefined: false })).toBe(
      'mattina, pomeriggio e sera',
    );
    expect(formatTimeSlots({ timeSlots: [], timeSlotsToBeDefined: true })).toBe('Da definire');
    expect(
      scheduleSummary({
        startDate: '2026-12-01',
        days: ['sat'],
        timeSlots: [],
        timeSlotsToBeDefined: true,
        frequency: 'occasional',
      }),
    ).toBe('dal 2026-12-01 · Sabato · Da definire · Occasionale');
  });
});

describe("the quote's terms (spec §3 lookup codes, §9)", () => {
  it('counts whole months: mese for one, mesi otherwise, never below zero', () => {
    expect(formatDuration('2031-01-07', '2031-02-07')).toBe('1 mese');
    expect(formatDuration('2031-01-07', '2031-02-06')).toBe('0 mesi');
    expect(formatDuration('2031-01-07', '2031-07-06')).toBe('5 mesi');
    expect(formatDuration('2031-01-31', '2032-01-31')).toBe('12 mesi');
    expect(formatDuration('2031-05-01', '2031-01-01')).toBe('0 mesi');
  });

  it('decodes day and hour codes in week and day order, as the request form reads them', () => {
    expect(formatWorkDays('sun-mon-fri')).toBe('Lunedì, Venerdì, Domenica');
    expect(formatWorkHours('eve')).toBe('sera');
    expect(formatWorkHours('eve-mor-aft')).toBe('mattina, pomeriggio e sera');
  });
});

describe("the request form's free-text address", () => {
  it('takes a province code and a CAP, blanks read as not given', () => {
    const parsed = requestFormSchema.parse({
      ...form,
      address: 'Via Roma 1',
      city: 'Torino',
      province: 'to',
      postalCode: '',
    });
    expect(parsed).toMatchObject({ address: 'Via Roma 1', city: 'Torino', province: 'TO' });
    expect(parsed.postalCode).toBeNull();
  });

  it('refuses a CAP that is not five digits', () => {
    const result = requestFormSchema.safeParse({ ...form, postalCode: '1012' });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['postalCode'],
      message: 'CAP non valido',
    });
  });
});

describe('a start date’s range', () => {
  it('runs from today to two years on; 29 February ends on the 28th', () => {
    expect(latestStartDate('2026-12-06')).toBe('2028-12-06');
    expect(latestStartDate('2028-02-29')).toBe('2030-02-28');
    expect(startDateProblem('2026-12-06', '2026-12-06')).toBeNull();
    expect(startDateProblem('2028-12-06', '2026-12-06')).toBeNull();
    expect(startDateProblem('2026-12-05', '2026-12-06')).toMatch(/già passata/);
    expect(startDateProblem('2028-12-07', '2026-12-06')).toMatch(/entro 2 anni/);
  });
});
