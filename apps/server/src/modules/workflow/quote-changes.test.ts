import { describe, expect, it } from 'vitest';
import { quoteChanges } from './quote-changes';

describe('what a quote correction changed', () => {
  const before = {
    serviceId: 3,
    requestDetail: {
      serviceStart: '2030-01-10',
      serviceEnd: null,
      contract: 'full' as const,
      netHourCost: null,
      packageFlatCost: 1450,
      workDays: 'mon-tue',
      requiredLanguage: [],
    },
  };

  it('names old and new values of the terms the family reads first, and the rest by name', () => {
    expect(
      quoteChanges(before, {
        serviceId: 4,
        requestDetail: {
          ...before.requestDetail,
          serviceStart: '2030-02-01',
          packageFlatCost: 1500,
          workDays: 'mon-tue-wed',
          requiredLanguage: ['english'],
        },
      }),
    ).toEqual([
      'servizio',
      'inizio 10 gen 2030 → 1 feb 2030',
      'costo forfettario 1.450,00 € → 1.500,00 €',
      'giorni lun, mar → lun, mar, mer',
      'altri dettagli',
    ]);
  });

  it('finds nothing in the same terms', () => {
    expect(quoteChanges(before, { ...before })).toEqual([]);
  });
});
