import { describe, expect, it } from 'vitest';
import { workspaceFixture } from '../testing/fixtures';
import { quoteFormDefaults, toSendQuote } from './quote-form-values';

const schedule = {
  startDate: '2026-12-01',
  days: ['mon' as const, 'thu' as const],
  timeSlots: ['aft' as const],
  timeSlotsToBeDefined: false,
  frequency: 'continuous' as const,
};

/** The terms of a quote sent: Saturdays from 10 January 2027 at 10 €/h, no time slot said. */
const saturdays = {
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

  it("start the contract from the family's 'Occasionale'; 'Continuativo' leaves part- or full-time to the tutor", () => {
    const continuous = quoteFormDefaults(workspaceFixture({ schedule, requestDetail: null }));
    expect(continuous.contract).toBeNull();
    const occasional = quoteFormDefaults(
      workspaceFixture({ schedule: { ...schedule, frequency: 'occasional' }, requestDetail: null }),
    );
    expect(occasional.contract).toBe('occ');
    const unsaid = quoteFormDefaults(
      workspaceFixture({ schedule: { ...schedule, frequency: null }, requestDetail: null }),
    );
    expect(unsaid.contract).toBeNull();
  });

  it('start empty without it', () => {
    const values = quoteFormDefaults(workspaceFixture({ schedule: null, requestDetail: null }));
    expect(values).toMatchObject({ serviceStart: '', workDays: [], workHours: [], contract: null });
  });

  it('keep the quote already sent over the family’s wishes', () => {
    const sent = quoteFormDefaults(workspaceFixture({ schedule, requestDetail: null }));
    const values = quoteFormDefaults(
      workspaceFixture({
        schedule,
        requestDetail: { ...(workspaceFixture().requestDetail ?? {}), ...saturdays },
      }),
    );
    expect(sent.workDays).toEqual(['mon', 'thu']);
    expect(values).toMatchObject({ serviceStart: '2027-01-10', workDays: ['sat'], workHours: [] });
    // A quote sent without a contract keeps none: the family's wish was already weighed.
    expect(values.contract).toBe(workspaceFixture().requestDetail?.contract ?? null);
  });

  it("drop a pet sitter's 'Convivenza' stored before the rule: a correction sends no live-in", () => {
    const request = workspaceFixture({
      businessLine: 'PETSITTER',
      requestDetail: { ...saturdays, walking: true, coliving: true },
    });
    const values = quoteFormDefaults(request);
    expect(values.flags).toContain('walking');
    expect(values.flags).not.toContain('coliving');
    expect(toSendQuote(values, 'PETSITTER').requestDetail).toMatchObject({ walking: true });
    expect(toSendQuote(values, 'PETSITTER').requestDetail.coliving).not.toBe(true);
  });
});
