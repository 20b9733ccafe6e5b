import { describe, expect, it } from 'vitest';
import {
  caregiverInService,
  confirmedChoices,
  substitutionUnderWay,
} from './backoffice-candidates';

/** A caregiver's place as the API lists it: chosen and confirmed on `chosenAt`. */
const place = (name: string, chosenAt: string, more: { endedAt?: string } = {}) => ({
  name,
  phase: 'CHOSEN' as const,
  chosenAt,
  acceptedAt: chosenAt,
  endedAt: more.endedAt ?? null,
  endedReason: null,
});

describe('the confirmed caregivers of a request', () => {
  const martina = place('Martina', '2030-01-10T09:00:00.000Z');
  const ana = place('Ana', '2030-03-02T09:00:00.000Z');

  it('puts the substitute first, as the server does: the interview is with them', () => {
    // Listed oldest first: the caregiver being replaced, then the substitute.
    expect(confirmedChoices([martina, ana]).map((c) => c.name)).toEqual(['Ana', 'Martina']);
    expect(substitutionUnderWay([martina, ana])).toBe(true);
  });

  it('is one caregiver outside a substitution, and leaves out those who ended or only chosen', () => {
    const failed = place('Rosa', '2030-01-05T09:00:00.000Z', {
      endedAt: '2030-01-08T09:00:00.000Z',
    });
    const held = { ...place('Ines', '2030-03-05T09:00:00.000Z'), acceptedAt: null };
    expect(confirmedChoices([failed, martina, held]).map((c) => c.name)).toEqual(['Martina']);
    expect(substitutionUnderWay([failed, martina, held])).toBe(false);
  });

  it('takes the newest row first when two were chosen at the same time', () => {
    const twin = place('Ana', martina.chosenAt);
    expect(confirmedChoices([martina, twin]).map((c) => c.name)).toEqual(['Ana', 'Martina']);
  });
});

describe('a caregiver still in service', () => {
  const round = { caregiverRef: 'cg-anna-1', paymentStatus: 'PAID' as const };
  const service = { serviceStart: '2026-02-10', serviceEnd: '2026-06-10' };

  it('is in service from the first day to the estimated last one', () => {
    expect(
      caregiverInService({ docRef: 'cg-anna-1' }, [round], { ...service, today: '2026-03-01' }),
    ).toBe(true);
    expect(
      caregiverInService({ docRef: 'cg-anna-1' }, [round], { ...service, today: '2026-06-10' }),
    ).toBe(true);
  });

  it('is no longer in service once the estimated last day has passed', () => {
    expect(
      caregiverInService({ docRef: 'cg-anna-1' }, [round], { ...service, today: '2026-06-11' }),
    ).toBe(false);
  });

  it('is not in service before the first day, nor without a round of theirs', () => {
    expect(
      caregiverInService({ docRef: 'cg-anna-1' }, [round], { ...service, today: '2026-02-01' }),
    ).toBe(false);
    expect(
      caregiverInService({ docRef: 'cg-anna-1' }, [], { ...service, today: '2026-03-01' }),
    ).toBe(false);
  });
});
