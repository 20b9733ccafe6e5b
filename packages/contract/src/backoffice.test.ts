import { describe, expect, it } from 'vitest';
import {
  caregiverStartedService,
  endedSelectionLabel,
  endedSelectionReason,
  isRefundOwed,
  isSettledPayment,
  serviceEnded,
  serviceStartsLater,
} from './backoffice';
import { correctionKeptPrices, keptPrices } from './catalog';

const prices = [
  { productType: 'SERVICE' as const, amount: 15_300 },
  { productType: 'SUBSCRIPTION' as const, amount: 2_900 },
];

describe('a quote keeps the prices it was written with', () => {
  it('reads an empty list, stored for a while, as no prices kept', () => {
    expect(keptPrices(prices)).toBe(prices);
    expect(keptPrices([])).toBeNull();
    expect(keptPrices(null)).toBeNull();
  });

  it('keeps them for a correction on the same service, not on another', () => {
    const quote = { serviceId: 7, quotedProducts: prices };
    expect(correctionKeptPrices(quote, 7)).toBe(prices);
    expect(correctionKeptPrices(quote, 8)).toBeNull();
    expect(correctionKeptPrices({ serviceId: 7, quotedProducts: [] }, 7)).toBeNull();
    expect(correctionKeptPrices({ serviceId: null, quotedProducts: null }, 7)).toBeNull();
  });
});

describe('payments as the tutor reads them', () => {
  const payment = { status: 'paid' as const, refundRequired: false, refunded: null };

  it('counts as paying the request only a payment taken and not to refund', () => {
    expect(isSettledPayment(payment)).toBe(true);
    expect(isSettledPayment({ ...payment, status: 'open' })).toBe(false);
    expect(isSettledPayment({ ...payment, refundRequired: true })).toBe(false);
  });

  it('owes a refund until one is recorded', () => {
    expect(isRefundOwed({ ...payment, refundRequired: true })).toBe(true);
    expect(
      isRefundOwed({
        refundRequired: true,
        refunded: { at: '2030-01-02T09:00:00.000Z', by: null, note: null },
      }),
    ).toBe(false);
    expect(isRefundOwed(payment)).toBe(false);
  });
});

describe('a caregiver in service', () => {
  const round = { caregiverRef: 'cg-anna-1', paymentStatus: 'TO_PAY' as const };
  const begun = { serviceStart: '2026-11-01', today: '2026-12-01' };

  it('is the one a round names, by reference: a namesake has not started', () => {
    expect(caregiverStartedService({ docRef: 'cg-anna-1' }, [round], begun)).toBe(true);
    expect(caregiverStartedService({ docRef: 'cg-anna-2' }, [round], begun)).toBe(false);
  });

  it('has not started when their only round was cancelled', () => {
    expect(
      caregiverStartedService(
        { docRef: 'cg-anna-1' },
        [{ ...round, paymentStatus: 'CANCELLED' }],
        begun,
      ),
    ).toBe(false);
  });

  it('has not started before the service’s first day, a round recorded ahead or not', () => {
    const ahead = { serviceStart: '2027-01-07', today: '2026-12-01' };
    expect(caregiverStartedService({ docRef: 'cg-anna-1' }, [round], ahead)).toBe(false);
    // The first day itself: started.
    expect(
      caregiverStartedService({ docRef: 'cg-anna-1' }, [round], {
        serviceStart: '2027-01-07',
        today: '2027-01-07',
      }),
    ).toBe(true);
    // No first day given: the round says it.
    expect(
      caregiverStartedService({ docRef: 'cg-anna-1' }, [round], {
        serviceStart: null,
        today: '2026-12-01',
      }),
    ).toBe(true);
  });
});

describe('serviceStartsLater', () => {
  it('compares Italian days', () => {
    expect(serviceStartsLater('2027-01-07', '2026-12-01')).toBe(true);
    expect(serviceStartsLater('2027-01-07', '2027-01-07')).toBe(false);
    expect(serviceStartsLater(null, '2026-12-01')).toBe(false);
  });
});

describe("how a caregiver's place on a request ended", () => {
  const at = '2026-12-01T10:00:00.000Z';

  it('says the reason kept', () => {
    const ended = { acceptedAt: null, endedAt: at };
    expect(endedSelectionLabel({ ...ended, endedReason: 'INTERVIEW_FAILED' })).toBe(
      'Colloquio non riuscito',
    );
    // The caregiver withdrew before the interview: it never took place.
    expect(endedSelectionLabel({ ...ended, endedReason: 'WITHDRAWN' })).toBe('Non più disponibile');
    expect(endedSelectionReason({ ...ended, endedReason: 'WITHDRAWN' })).toBe('WITHDRAWN');
    expect(endedSelectionLabel({ acceptedAt: at, endedAt: at, endedReason: 'REPLACED' })).toBe(
      'Sostituito',
    );
  });

  it('infers it for a row ended before reasons were kept', () => {
    expect(endedSelectionLabel({ acceptedAt: at, endedAt: at, endedReason: null })).toBe(
      'Sostituito',
    );
    expect(endedSelectionLabel({ acceptedAt: null, endedAt: at, endedReason: null })).toBe(
      'Colloquio non riuscito',
    );
  });

  it('says nothing while the place lasts', () => {
    expect(endedSelectionLabel({ acceptedAt: at, endedAt: null, endedReason: null })).toBeNull();
    expect(endedSelectionReason({ acceptedAt: null, endedAt: null, endedReason: null })).toBeNull();
  });
});

describe('serviceEnded', () => {
  it('is over once its last day is past, in Italian days', () => {
    expect(serviceEnded('2026-11-12', '2026-11-13')).toBe(true);
    expect(serviceEnded('2026-11-12', '2026-11-12')).toBe(false);
    expect(serviceEnded(null, '2026-12-01')).toBe(false);
  });
});
