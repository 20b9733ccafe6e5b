import { describe, expect, it } from 'vitest';
import { quoteChanges, quoteChangesForFamily, quoteTermsForFamily } from './quote-changes';

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
      'lingue — → inglese',
    ]);
  });

  it('names the profile asked for and the duties too, not «altri dettagli»', () => {
    expect(
      quoteChanges(before, {
        ...before,
        requestDetail: {
          ...before.requestDetail,
          requiredLanguage: ['english', 'italian'],
          requestedExp: 3,
          numberOfChildren: 2,
          license: true,
          car: true,
        },
      }),
    ).toEqual([
      'lingue — → italiano, inglese',
      'esperienza richiesta — → 3 anni',
      'bambini — → 2',
      'mansioni — → patente, automunito',
    ]);
    const pets = {
      serviceId: 5,
      requestDetail: { dogHosting: ['dog1' as const], catHealing: false },
    };
    expect(
      quoteChanges(pets, {
        serviceId: 5,
        requestDetail: { dogHosting: ['dog1', 'dog3'], catHealing: true, requestedExp: 1 },
      }),
    ).toEqual([
      'esperienza richiesta — → 1 anno',
      'ospitalità di cani cane 7-15 kg → cane 7-15 kg, cane 30-45 kg',
      'cura di gatti no → sì',
    ]);
  });

  it('names a change of the slots’ hours alone, with the slots it is for', () => {
    const walk = { ...before.requestDetail, workHours: 'aft' };
    expect(
      quoteChanges(
        { ...before, requestDetail: walk },
        { ...before, requestDetail: { ...walk, slotHours: 1 } },
      ),
    ).toEqual(['fasce orarie pomeriggio → pomeriggio (1 ora per fascia)']);
    expect(
      quoteChangesForFamily(
        { ...before, requestDetail: { ...walk, slotHours: 1 } },
        { ...before, requestDetail: { ...walk, slotHours: 0.5 } },
      ),
    ).toEqual(['Orari: pomeriggio (1 ora per fascia) → pomeriggio (mezz’ora per fascia)']);
  });

  it('keeps «altri dettagli» for a term the history has no name for', () => {
    expect(
      quoteChanges(before, {
        ...before,
        requestDetail: { ...before.requestDetail, unnamed: 1 } as typeof before.requestDetail,
      }),
    ).toEqual(['altri dettagli']);
  });

  it('finds nothing in the same terms', () => {
    expect(quoteChanges(before, { ...before })).toEqual([]);
  });
});

describe('what a quote correction changed, told to the family', () => {
  const before = {
    serviceId: 3,
    requestDetail: {
      serviceStart: '2030-01-10',
      serviceEnd: null,
      contract: 'part' as const,
      netHourCost: 11,
      packageFlatCost: null,
      workDays: 'mon-tue',
      workHours: 'mor',
      license: true,
      requiredLanguage: [],
    },
  };

  it('names the duties as the request’s line does (a pet sitter’s «trasporto dell’animale»)', () => {
    const after = { ...before, requestDetail: { ...before.requestDetail, relocation: true } };
    expect(quoteChangesForFamily(before, after, 'PETSITTER')).toEqual([
      'Mansioni: patente → patente, trasporto dell’animale',
    ]);
    expect(quoteChanges(before, after, 'NURSE')).toContain(
      'mansioni patente → patente, trasferimenti e mobilizzazione',
    );
  });

  it('names contract, start, days, hours, duties and amounts as before → now, in plain words', () => {
    expect(
      quoteChangesForFamily(before, {
        serviceId: 3,
        requestDetail: {
          ...before.requestDetail,
          contract: 'full',
          serviceStart: '2030-02-01',
          serviceEnd: '2030-12-31',
          workDays: 'mon-tue-wed',
          workHours: 'mor-aft',
          car: true,
          netHourCost: 12.5,
          requiredLanguage: ['english'],
        },
      }),
    ).toEqual([
      'Contratto: Part-time → Full-time',
      'Inizio del servizio: 10 gen 2030 → 1 feb 2030',
      'Fine prevista: non indicata → 31 dic 2030',
      'Giorni: lun, mar → lun, mar, mer',
      'Orari: mattina → mattina e pomeriggio',
      'Mansioni: patente → patente, automunito',
      'Tariffa oraria del caregiver: 11,00 € → 12,50 €',
    ]);
  });

  it('says an amount taken away, and nothing when what the family reads is the same', () => {
    expect(
      quoteChangesForFamily(before, {
        serviceId: 3,
        requestDetail: { ...before.requestDetail, netHourCost: null, packageFlatCost: 1450 },
      }),
    ).toEqual([
      'Tariffa oraria del caregiver: 11,00 € → nessuna',
      'Costo forfettario del caregiver: nessuno → 1.450,00 €',
    ]);
    expect(quoteChangesForFamily(before, { ...before })).toEqual([]);
  });
});

describe('the quote’s service as the email that brings it tells it', () => {
  it('says its terms in the quote page’s words, not its prices, nothing for a quote with none', () => {
    expect(quoteTermsForFamily(null, 'BABYSITTER')).toEqual([]);
    expect(
      quoteTermsForFamily(
        {
          contract: 'part',
          serviceStart: '2027-01-11',
          workDays: 'mon-wed',
          workHours: 'aft',
          netHourCost: 11,
          packageFlatCost: null,
        },
        'BABYSITTER',
      ),
    ).toEqual([
      'Contratto: Part-time.',
      'Inizio del servizio: 11 gen 2027.',
      'Giorni: lun, mer.',
      'Orari: pomeriggio.',
    ]);
  });

  it('never states a contract bare beside a week at odds with it', () => {
    const terms = quoteTermsForFamily(
      { contract: 'part', workDays: 'mon-tue-wed-thu-fri-sat', workHours: 'mor-aft' },
      'NURSE',
    );
    expect(terms[0]).toBe(
      'Contratto: Part-time (ore settimanali da confermare con il tuo family tutor).',
    );
  });
});
