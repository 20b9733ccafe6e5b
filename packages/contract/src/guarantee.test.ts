import { describe, expect, it } from 'vitest';
import {
  guaranteePeriodLastDay,
  guaranteeState,
  guaranteeTexts,
  guaranteeTutorLine,
  requestGuarantee,
} from './guarantee';

describe('the NO PROBLEM guarantee after the payment', () => {
  // Paid on 4 December 2026 at 10:00 in Rome.
  const paidAt = new Date('2026-12-04T09:00:00Z');
  const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

  it('runs 30 days from the day of the payment, then period after period', () => {
    expect(guaranteePeriodLastDay(paidAt, day('2026-12-04'))).toBe('2027-01-02');
    expect(guaranteePeriodLastDay(paidAt, day('2027-01-02'))).toBe('2027-01-02');
    expect(guaranteePeriodLastDay(paidAt, day('2027-01-03'))).toBe('2027-02-01');
    // Late at night in Rome is already the next day there.
    expect(guaranteePeriodLastDay(paidAt, new Date('2027-01-02T23:30:00Z'))).toBe('2027-02-01');
  });

  it('switched off, covers to the end of its period, then ends', () => {
    expect(guaranteeState(paidAt, null, day('2027-01-10'))).toEqual({
      kind: 'renewing',
      lastDay: '2027-02-01',
    });
    const off = day('2026-12-20');
    expect(guaranteeState(paidAt, off, day('2027-01-02'))).toEqual({
      kind: 'off',
      lastDay: '2027-01-02',
    });
    expect(guaranteeState(paidAt, off, day('2027-01-03'))).toEqual({
      kind: 'ended',
      lastDay: '2027-01-02',
    });
  });

  it('says the day with its article', () => {
    expect(guaranteeTexts.off('2027-02-01')).toBe(
      'Rinnovo disattivato: la garanzia resta attiva fino all’1 febbraio 2027 compreso, poi termina senza altri costi.',
    );
    expect(guaranteeTexts.renewing('2027-01-02', '31,90 €')).toBe(
      'Attiva fino al 2 gennaio 2027 compreso: se il caregiver non fa per te, lo sostituiamo senza costi aggiuntivi. Poi si rinnova per altri 30 giorni (31,90 €).',
    );
  });

  it('is there only on a paid, open request whose quote renews it', () => {
    const now = day('2027-01-10');
    const paid = { paidAt, status: 'SELEZIONE COMPLETATA' as const, renewalOffAt: null };
    expect(requestGuarantee(paid, true, now)).toEqual({ kind: 'renewing', lastDay: '2027-02-01' });
    expect(requestGuarantee({ ...paid, paidAt: null }, true, now)).toBeNull();
    expect(requestGuarantee({ ...paid, status: 'NON RISPONDE' }, true, now)).toBeNull();
    expect(requestGuarantee(paid, false, now)).toBeNull();
  });

  it('tells the tutor until when it covers and whether to renew it', () => {
    const off = '2026-12-20T08:00:00Z';
    expect(guaranteeTutorLine({ kind: 'renewing', lastDay: '2027-02-01' }, null, '31,90 €')).toBe(
      'Garanzia NO PROBLEM: copre fino all’1 febbraio 2027 compreso, poi si rinnova per altri 30 giorni (31,90 €).',
    );
    expect(guaranteeTutorLine({ kind: 'off', lastDay: '2027-01-02' }, off, '31,90 €')).toBe(
      'Garanzia NO PROBLEM: rinnovo disattivato dalla famiglia il 20 dicembre 2026, copre fino al 2 gennaio 2027 compreso; non va rinnovata.',
    );
    expect(guaranteeTutorLine({ kind: 'ended', lastDay: '2027-01-02' }, off, '31,90 €')).toBe(
      'Garanzia NO PROBLEM terminata il 2 gennaio 2027 (rinnovo disattivato dalla famiglia il 20 dicembre 2026).',
    );
  });
});
