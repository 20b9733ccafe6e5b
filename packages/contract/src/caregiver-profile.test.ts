import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationFormSchema } from './caregiver-applications';
import { adultBirthDate } from './caregiver-profile';
import { caregiverInputSchema } from './caregivers';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('a caregiver’s birth date as entered', () => {
  afterEach(() => vi.useRealTimers());

  it('takes an adult, 18 to 100 years old today in Italy', () => {
    // 1 Dec 2026, 00:30 in Italy (23:30 UTC on 30 Nov): Italy's day is the one that counts.
    vi.useFakeTimers({ now: new Date('2026-11-30T23:30:00Z') });
    const birth = adultBirthDate('Minorenne');
    expect(messages(birth.safeParse('2008-12-01'))).toEqual([]);
    expect(messages(birth.safeParse('2008-12-02'))).toEqual(['Minorenne']);
    expect(messages(birth.safeParse('2020-01-01'))).toEqual(['Minorenne']);
    expect(messages(birth.safeParse('1926-12-01'))).toEqual([]);
    expect(messages(birth.safeParse('1920-01-01'))).toEqual(['Controlla l’anno di nascita']);
  });

  it('holds in the back office’s caregiver form and in the application, not for an unknown date', () => {
    vi.useFakeTimers({ now: new Date('2026-11-30T10:00:00Z') });
    const caregiver = { type: 'babysitter', name: 'Elisa', surname: 'Neri' };
    expect(
      messages(caregiverInputSchema.safeParse({ ...caregiver, birthDate: '2020-01-01' })),
    ).toEqual(['Il caregiver deve essere maggiorenne']);
    expect(caregiverInputSchema.safeParse({ ...caregiver, birthDate: null }).success).toBe(true);
    const application = applicationFormSchema.safeParse({ birthDate: '2015-06-01' });
    expect(messages(application)).toContain('Per candidarti devi essere maggiorenne');
  });
});
