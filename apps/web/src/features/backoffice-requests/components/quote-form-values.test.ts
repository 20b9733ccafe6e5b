import { describe, expect, it } from 'vitest';
import { workspaceFixture } from '../testing/fixtures';
import { quoteFormDefaults } from './quote-form-values';

const schedule = {
  startDate: '2026-12-01',
  days: ['mon' as const, 'thu' as const],
  timeSlots: ['aft' as const],
  timeSlotsToBeDefined: false,
  frequency: 'continuous' as const,
};

describe("the quote form's starting values", () => {
  it("take start, days and time slots from the family's 'Quando' before the first quote", () => {
    const values = quoteFormDefaults(workspaceFixture({ schedule, requestDetail: null }));
    expect(values).toMatchObject({
      serviceStart: '2026-12-01',
      workDays: ['mon', 'thu'],
      workHours: ['aft'],
    });
  });

  it('start empty without it', () => {
    const values = quoteFormDefaults(workspaceFixture({ schedule: null, requestDetail: null }));
    expect(values).toMatchObject({ serviceStart: '', workDays: [], workHours: [] });
  });

  it('keep the quote already sent over the family’s wishes', () => {
    const sent = quoteFormDefaults(workspaceFixture({ schedule, requestDetail: null }));
    const values = quoteFormDefaults(
      workspaceFixture({
        schedule,
        requestDetail: {
          ...(workspaceFixture().requestDetail ?? {}),
          serviceStart: '2027-01-10',
          serviceEnd: null,
          netHourCost: 10,
          packageFlatCost: null,
          taxisitter: false,
          requiredLanguage: [],
          workDays: 'sat',
          workHours: '',
          animals: [],
          dogHealing: [],
          dogHosting: [],
        },
      }),
    );
    expect(sent.workDays).toEqual(['mon', 'thu']);
    expect(values).toMatchObject({ serviceStart: '2027-01-10', workDays: ['sat'], workHours: [] });
  });
});
