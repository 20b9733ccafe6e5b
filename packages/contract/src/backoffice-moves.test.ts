import { describe, expect, it } from 'vitest';
import { roundInputSchema, roundNotBegunProblems } from './service-rounds';

const issuesOf = (round: object) =>
  (roundInputSchema.safeParse({ eventType: 'USAGE', ...round }).error?.issues ?? []).map(
    (issue) => [issue.path.join('.'), issue.message],
  );

describe('a service round’s hours', () => {
  it('are at most 24 for each day of the period, both ends counted', () => {
    expect(issuesOf({ startDate: '2026-12-01', endDate: '2026-12-01', hoursWorked: 24 })).toEqual(
      [],
    );
    expect(issuesOf({ startDate: '2026-12-01', endDate: '2026-12-01', hoursWorked: 500 })).toEqual([
      ['hoursWorked', 'Troppe ore per un giorno: al massimo 24'],
    ]);
    expect(issuesOf({ startDate: '2020-01-01', endDate: '2020-01-05', hoursWorked: 120 })).toEqual(
      [],
    );
    expect(issuesOf({ startDate: '2020-01-01', endDate: '2020-01-05', hoursWorked: 9999 })).toEqual(
      [['hoursWorked', 'Troppe ore per il periodo: al massimo 120 in 5 giorni (24 al giorno)']],
    );
    // Across a change of the clocks and a leap day: days, not 24-hour spans.
    expect(issuesOf({ startDate: '2028-02-01', endDate: '2028-03-31', hoursWorked: 1441 })).toEqual(
      [['hoursWorked', 'Troppe ore per il periodo: al massimo 1.440 in 60 giorni (24 al giorno)']],
    );
  });

  it('are not bound by an open round (still going on), nor checked against impossible dates', () => {
    expect(issuesOf({ startDate: '2026-12-01', hoursWorked: 500 })).toEqual([]);
    expect(issuesOf({ startDate: '2026-12-05', endDate: '2026-12-01', hoursWorked: 500 })).toEqual([
      ['endDate', 'La fine non può precedere l’inizio'],
    ]);
    expect(issuesOf({ startDate: '2026-02-30', endDate: '2026-03-01', hoursWorked: 500 })).toEqual([
      ['startDate', 'Formato data non valido'],
    ]);
  });
});

describe('a service round not begun yet', () => {
  const today = '2026-12-01';
  const planned = { startDate: '2026-12-15' };

  it('records no hours worked and no payment before its first day', () => {
    expect(
      roundNotBegunProblems({ ...planned, hoursWorked: 5, paymentStatus: 'PAID' }, today),
    ).toEqual({
      hoursWorked:
        'Il turno inizia il 15 dicembre 2026: le ore lavorate si registrano da quel giorno',
      paymentStatus:
        'Il turno inizia il 15 dicembre 2026: il pagamento si registra da quel giorno (prima può essere solo «Da pagare» o «Cancellato»)',
    });
    for (const paymentStatus of ['PENDING', 'REFUNDED'] as const) {
      expect(roundNotBegunProblems({ ...planned, paymentStatus }, today)).toHaveProperty(
        'paymentStatus',
      );
    }
  });

  it('may be planned still to pay, without hours, or cancelled', () => {
    expect(
      roundNotBegunProblems({ ...planned, hoursWorked: null, paymentStatus: 'TO_PAY' }, today),
    ).toEqual({});
    expect(
      roundNotBegunProblems({ ...planned, hoursWorked: 0, paymentStatus: 'CANCELLED' }, today),
    ).toEqual({});
  });

  it('may give back a payment already recorded (the activation paid with the selection)', () => {
    const paid = { hoursWorked: null, paymentStatus: 'PAID' as const };
    expect(roundNotBegunProblems({ ...planned, paymentStatus: 'REFUNDED' }, today, paid)).toEqual(
      {},
    );
    // Not one still to pay: nothing was taken.
    const toPay = { hoursWorked: null, paymentStatus: 'TO_PAY' as const };
    expect(
      roundNotBegunProblems({ ...planned, paymentStatus: 'REFUNDED' }, today, toPay),
    ).toHaveProperty('paymentStatus');
  });

  it('is checked by Italy’s day: from its first day on, hours and payment are recorded', () => {
    const round = { hoursWorked: 5, paymentStatus: 'PAID' as const };
    expect(roundNotBegunProblems({ ...round, startDate: today }, today)).toEqual({});
    expect(roundNotBegunProblems({ ...round, startDate: '2026-11-20' }, today)).toEqual({});
  });

  it('leaves what a change keeps as stored (an older record stays editable)', () => {
    const stored = { hoursWorked: 5, paymentStatus: 'PAID' as const };
    expect(roundNotBegunProblems({ ...planned, ...stored }, today, stored)).toEqual({});
    expect(roundNotBegunProblems({ ...planned, hoursWorked: 6 }, today, stored)).toHaveProperty(
      'hoursWorked',
    );
  });
});
