import { describe, expect, it } from 'vitest';
import {
  formatDays,
  formatTimeSlots,
  normaliseSchedule,
  requestScheduleSchema,
  scheduleSummary,
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
