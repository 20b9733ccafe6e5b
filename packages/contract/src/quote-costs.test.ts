import { describe, expect, it } from 'vitest';
import { quoteCostSentences } from './cost-sentences';
import { formatEuro, formatHourlyRate } from './money-format';
import {
  costLabels,
  missingForMonthlyEstimate,
  monthlyEstimate,
  quoteBreakdown,
} from './quote-costs';
import { formatQuoteWorkHours, quoteScheduleWarnings, weeklyHours } from './quote-schedule';
import { slotHoursSchema } from './requests';

/** The warnings of a quote with these terms (`quoteScheduleWarnings`). */
const warnings = (contract: string | null, workDays: string, workHours: string, coliving = false) =>
  quoteScheduleWarnings({ contract, workDays, workHours, coliving }, { businessLine: 'NURSE' }).map(
    (warning) => warning.text,
  );

/** A Badante quote at 9,50 €/h, every day, three slots, full-time: living in or out. */
const caregiverDetail = (coliving: boolean) => ({
  netHourCost: 9.5,
  packageFlatCost: null,
  workDays: 'mon-tue-wed-thu-fri-sat-sun',
  workHours: 'mor-aft-eve',
  contract: 'full',
  coliving,
});

const products = [
  { productType: 'SERVICE' as const, amount: 16_390 },
  { productType: 'SUBSCRIPTION' as const, amount: 3_190 },
];

describe('what a quote costs, in one vocabulary', () => {
  it('writes euro with two decimals and hourly rates as 9,50 €/h', () => {
    expect(formatEuro(950)).toBe('9,50 €');
    expect(formatEuro(0)).toBe('0,00 €');
    expect(formatEuro(123_456)).toBe('1.234,56 €');
    expect(formatHourlyRate(9.5)).toBe('9,50 €/h');
    expect(formatHourlyRate(11)).toBe('11,00 €/h');
    expect(formatHourlyRate(12.5, true)).toBe('12,50 €/h + rimborso carburante');
  });

  it('pays now the selection and the first 30 days of the guarantee; the total is their sum', () => {
    const { payNow } = quoteBreakdown({ products, detail: null });
    expect(payNow.lines.map((line) => [line.label, line.amountCents])).toEqual([
      ['Selezione del caregiver', 16_390],
      ['Garanzia NO PROBLEM — 30 giorni dal pagamento', 3_190],
    ]);
    expect(payNow.totalCents).toBe(19_580);
    expect(payNow.total).toBe('195,80 €');
  });

  it('renews the guarantee every 30 days at its own price, and none without one', () => {
    expect(quoteBreakdown({ products, detail: null }).recurring).toEqual({
      label: 'Rinnovo garanzia NO PROBLEM',
      when: 'ogni 30 giorni, disattivabile quando vuoi dai dettagli della richiesta',
      amountCents: 3_190,
      amount: '31,90 €',
    });
    const serviceOnly = quoteBreakdown({ products: [products[0]!], detail: null });
    expect(serviceOnly.recurring).toBeNull();
    expect(serviceOnly.payNow.lines.map((line) => line.key)).toEqual(['selection']);
  });

  it('estimates the caregiver per month from the days and time slots (4 hours a slot)', () => {
    // 3 days × 2 slots × 4 h = 24 h a week; × 52/12 = 104 h a month; × 9,50 € = 988,00 €.
    const { caregiver } = quoteBreakdown({
      products,
      detail: {
        netHourCost: 9.5,
        packageFlatCost: null,
        taxisitter: false,
        workDays: 'mon-wed-fri',
        workHours: 'mor-aft',
      },
    });
    expect(caregiver).toEqual({
      kind: 'hourly',
      employerCosts:
        'Come datore di lavoro, a questo costo aggiungi i contributi INPS e, secondo il contratto, tredicesima, ferie e TFR (CCNL lavoro domestico): il tuo family tutor ti aiuta a calcolarli.',
      label: 'Tariffa oraria del caregiver',
      amount: '9,50 €/h',
      rateCents: 950,
      monthly: {
        kind: 'hours',
        label: 'Stima mensile per il caregiver',
        value: 'circa 988,00 €',
        basis: '3 giorni a settimana, 2 fasce da 4 ore: circa 104 ore al mese',
        hours: 104,
        amountCents: 98_800,
        amount: '988,00 €',
        capped: false,
        overLimit: null,
      },
    });
    expect(monthlyEstimate(10, { workDays: 'sat', workHours: 'eve' })?.basis).toBe(
      '1 giorno a settimana, 1 fascia da 4 ore: circa 17 ore al mese',
    );
  });

  it('counts the hours the quote gives each slot: a daily dog walk of an hour is 30 hours a month, not 121', () => {
    const walk = { workDays: 'mon-tue-wed-thu-fri-sat-sun', workHours: 'mor', slotHours: 1 };
    expect(weeklyHours(walk)).toEqual({ hours: 7, days: 7, slots: 1, slotHours: 1 });
    expect(monthlyEstimate(12, walk, false, 'PETSITTER')).toMatchObject({
      value: 'circa 360,00 €',
      basis: '7 giorni a settimana, 1 fascia da 1 ora: circa 30 ore al mese',
      hours: 30,
    });
    // Without 'Ore per fascia', a whole slot of 4 hours, as before.
    expect(monthlyEstimate(12, { ...walk, slotHours: null }, false, 'PETSITTER')).toMatchObject({
      hours: 121,
    });
    // Half hours: 5 days × 2 slots × 4,5 h = 45 h, past the CCNL's 40 for one caregiver.
    const long = { workDays: 'mon-tue-wed-thu-fri', workHours: 'mor-aft', slotHours: 4.5 };
    expect(quoteScheduleWarnings(long, { businessLine: 'COLF' })[0]?.text).toBe(
      'Con circa 45 ore a settimana (5 giorni, 2 fasce da 4,5 ore) si supera il massimo di 40 ore di un solo caregiver senza convivenza (CCNL lavoro domestico): la stima per la famiglia conta 40 ore. Controlla giorni e fasce orarie, o la «Convivenza».',
    );
    // The slots as both sides read them.
    expect(formatQuoteWorkHours(walk)).toBe('mattina (1 ora per fascia)');
    expect(formatQuoteWorkHours({ workHours: 'mor-aft', slotHours: 1.5 })).toBe(
      'mattina e pomeriggio (1,5 ore per fascia)',
    );
    expect(formatQuoteWorkHours({ workHours: 'mor-aft' })).toBe('mattina e pomeriggio');
  });

  it('estimates a service shorter than a month whole: ten days of two half-hour visits are 10 hours, not a month of them', () => {
    const holiday = {
      workDays: 'mon-tue-wed-thu-fri-sat-sun',
      workHours: 'mor-eve',
      slotHours: 0.5,
      serviceStart: '2026-12-18',
      serviceEnd: '2026-12-27',
    };
    expect(monthlyEstimate(12, holiday, false, 'PETSITTER')).toMatchObject({
      label: 'Stima per tutto il servizio',
      value: 'circa 120,00 €',
      basis: '10 giorni, 2 fasce da mezz’ora al giorno: circa 10 ore in tutto',
      hours: 10,
    });
    // Only the quote's week days of the span: Mondays and Fridays from Fri 18 to Sun 27 are 3.
    expect(
      monthlyEstimate(
        12,
        { ...holiday, workDays: 'mon-fri', workHours: 'mor' },
        false,
        'PETSITTER',
      ),
    ).toMatchObject({ hours: 1.5, value: 'circa 18,00 €' });
    // A month or longer (18 December to 18 January), or no end said: by the month, as before.
    expect(monthlyEstimate(12, { ...holiday, serviceEnd: '2027-01-17' })?.label).toBe(
      'Stima per tutto il servizio',
    );
    expect(monthlyEstimate(12, { ...holiday, serviceEnd: '2027-01-18' })?.label).toBe(
      'Stima mensile per il caregiver',
    );
    expect(monthlyEstimate(12, { ...holiday, serviceEnd: null })?.label).toBe(
      'Stima mensile per il caregiver',
    );
    // A weekend's service quoted on weekdays: no figure, not a month of weekdays.
    const weekend = {
      ...holiday,
      workDays: 'mon-tue',
      serviceStart: '2026-12-19',
      serviceEnd: '2026-12-20',
    };
    expect(monthlyEstimate(12, weekend, false, 'PETSITTER')).toBeNull();
  });

  it("refuses an 'Ore per fascia' under half an hour, past a working day or not in half hours", () => {
    expect(slotHoursSchema.safeParse(1.5).success).toBe(true);
    expect(slotHoursSchema.safeParse(8).success).toBe(true);
    const refusal = (hours: number) => slotHoursSchema.safeParse(hours).error?.issues[0]?.message;
    expect(refusal(0)).toBe('Almeno mezz’ora');
    expect(refusal(9)).toBe('Al massimo 8 ore');
    expect(refusal(1.25)).toBe('Solo ore intere o mezze ore (per esempio 1,5)');
  });

  it('gives no estimate without days or slots, and a flat cost as it is', () => {
    expect(monthlyEstimate(9.5, { workDays: '', workHours: 'mor' })).toBeNull();
    expect(monthlyEstimate(9.5, { workDays: 'mon', workHours: '' })).toBeNull();
    expect(
      quoteBreakdown({ products, detail: { netHourCost: null, packageFlatCost: 1200 } }).caregiver,
    ).toEqual({
      kind: 'flat',
      employerCosts: costLabels.employerCosts,
      label: 'Costo forfettario del caregiver',
      amount: '1.200,00 €',
      amountCents: 120_000,
      period: null,
    });
    // The contract says the period: by the month, or for the whole of an occasional service.
    const flat = (contract: string) =>
      quoteBreakdown({ products, detail: { netHourCost: null, packageFlatCost: 1200, contract } })
        .caregiver?.amount;
    expect(flat('full')).toBe('1.200,00 € al mese');
    expect(flat('part')).toBe('1.200,00 € al mese');
    expect(flat('occ')).toBe('1.200,00 € per tutto il servizio');
    expect(
      quoteBreakdown({ products, detail: { netHourCost: null, packageFlatCost: null } }).caregiver,
    ).toBeNull();
  });
});

describe('what an hourly quote lacks for the monthly estimate', () => {
  it('names the days and the time slots missing, only for an hourly quote', () => {
    expect(missingForMonthlyEstimate({ netHourCost: 12, workDays: '', workHours: '' })).toEqual([
      'i giorni',
      'le fasce orarie',
    ]);
    expect(missingForMonthlyEstimate({ netHourCost: 12, workDays: 'mon', workHours: '' })).toEqual([
      'le fasce orarie',
    ]);
    expect(missingForMonthlyEstimate({ netHourCost: 12, workHours: 'aft' })).toEqual(['i giorni']);
    expect(
      missingForMonthlyEstimate({ netHourCost: 12, workDays: 'mon-thu', workHours: 'aft' }),
    ).toEqual([]);
    // A flat cost has no monthly estimate to miss.
    expect(missingForMonthlyEstimate({ netHourCost: null, workDays: '', workHours: '' })).toEqual(
      [],
    );
  });

  it('lacks exactly what leaves the family without the estimate', () => {
    for (const [workDays, workHours] of [
      ['', ''],
      ['mon', ''],
      ['', 'mor'],
      ['mon-fri', 'mor-eve'],
    ]) {
      const missing = missingForMonthlyEstimate({ netHourCost: 10, workDays, workHours });
      expect(missing.length === 0).toBe(monthlyEstimate(10, { workDays, workHours }) !== null);
    }
  });
});

describe('a week beyond what one caregiver may work (CCNL lavoro domestico)', () => {
  const everyDayAllDay = ['mon-tue-wed-thu-fri-sat-sun', 'mor-aft-eve'] as const;
  const everyDay = { workDays: everyDayAllDay[0], workHours: everyDayAllDay[1] };

  it('tells a live-in quote that the wage is monthly, never hours × rate, and the rate a reference', () => {
    const { caregiver } = quoteBreakdown({ products, detail: caregiverDetail(true) });
    // Not 'Tariffa oraria del caregiver' beside a monthly wage: two pays at odds.
    expect(caregiver?.label).toBe('Tariffa oraria di riferimento');
    expect(caregiver?.kind === 'hourly' && caregiver.monthly).toEqual({
      kind: 'wage',
      label: 'Retribuzione in convivenza',
      value: 'da definire',
      basis:
        'In convivenza la retribuzione non si conta a ore: è mensile, secondo il CCNL lavoro domestico, e la definisci con il tuo family tutor',
    });
    const told = quoteCostSentences(quoteBreakdown({ products, detail: caregiverDetail(true) }));
    expect(told.at(-1)).toBe(costLabels.employerCosts);
    expect(told.at(-2)).toBe(
      'Al caregiver, non compreso nel pagamento a Equilibrio: Tariffa oraria di riferimento 9,50 €/h; Retribuzione in convivenza: da definire (in convivenza la retribuzione non si conta a ore: è mensile, secondo il CCNL lavoro domestico, e la definisci con il tuo family tutor).',
    );
    expect(told.join(' ')).not.toMatch(/ore al mese|3\.458,00|del caregiver 9,50/);
    // Living out, the rate is the caregiver's.
    expect(quoteBreakdown({ products, detail: caregiverDetail(false) }).caregiver?.label).toBe(
      'Tariffa oraria del caregiver',
    );
  });

  it('holds a live-out week of 84 hours to the 40 of one contract, and tells the family one caregiver cannot cover it', () => {
    // 40 h × 52/12 = 173 h; × 9,50 € = 1.643,50 € (7 × 3 slots would be 364 h, 3.458,00 €).
    const overLimit =
      'Le circa 84 ore a settimana richieste superano le 40 di un solo caregiver senza convivenza: la stima conta 40 ore. Per coprire tutta la settimana serve più di un caregiver: il tuo family tutor te lo spiegherà.';
    expect(monthlyEstimate(9.5, everyDay)).toMatchObject({
      kind: 'hours',
      hours: 173,
      amount: '1.643,50 €',
      value: 'circa 1.643,50 €',
      capped: true,
      basis: 'Su 40 ore a settimana: circa 173 ore al mese',
      overLimit,
    });
    // The quote email says it too, after the estimate.
    const told = quoteCostSentences(quoteBreakdown({ products, detail: caregiverDetail(false) }));
    expect(told.at(-3)).toContain(
      'Stima mensile per il caregiver: circa 1.643,50 € (su 40 ore a settimana: circa 173 ore al mese).',
    );
    expect(told.at(-2)).toBe(overLimit);
  });

  it('up to 54 hours, a caregiver living in would cover the week: the family reads so', () => {
    // 6 days × 2 slots = 48 h: past 40, within a live-in's 54.
    expect(
      monthlyEstimate(10, { workDays: 'mon-tue-wed-thu-fri-sat', workHours: 'mor-aft' }),
    ).toMatchObject({
      capped: true,
      overLimit:
        'Le circa 48 ore a settimana richieste superano le 40 di un solo caregiver senza convivenza: la stima conta 40 ore. Per coprire tutta la settimana servono due caregiver o la convivenza: il tuo family tutor te lo spiegherà.',
    });
    // Within 40 hours nothing is said.
    expect(
      monthlyEstimate(10, { workDays: 'mon-tue-wed-thu-fri', workHours: 'mor-aft' }),
    ).toMatchObject({
      capped: false,
      overLimit: null,
    });
    expect(
      quoteCostSentences(
        quoteBreakdown({
          products,
          detail: { netHourCost: 10, packageFlatCost: null, workDays: 'mon', workHours: 'mor' },
        }),
      ).join(' '),
    ).not.toContain('superano');
  });

  it('tells each warning by what it is about, so the form says it beside its fields', () => {
    // Part-time for 84 hours: the contract's contradiction, and the week past one caregiver's.
    expect(
      quoteScheduleWarnings(
        {
          contract: 'part',
          workDays: everyDayAllDay[0],
          workHours: everyDayAllDay[1],
        },
        { businessLine: 'NURSE' },
      ).map((warning) => warning.kind),
    ).toEqual(['contract', 'weeklyLimit']);
  });

  it('cites no CCNL lavoro domestico for pet sitting: no week past one caregiver’s, no cap', () => {
    // A boarding at the pet sitter's home, every day, three slots: 84 hours, nothing at odds.
    const pet = { contract: 'occ', workDays: everyDayAllDay[0], workHours: everyDayAllDay[1] };
    expect(quoteScheduleWarnings(pet, { businessLine: 'PETSITTER' })).toEqual([]);
    expect(quoteScheduleWarnings(pet, { businessLine: 'COLF' }).map((w) => w.kind)).toEqual([
      'weeklyLimit',
    ]);
    // The family's estimate counts the hours asked, with no legal week to cite.
    const estimate = monthlyEstimate(10, everyDay, false, 'PETSITTER');
    expect(estimate).toMatchObject({ kind: 'hours', capped: false, overLimit: null, hours: 364 });
    expect(JSON.stringify(estimate)).not.toContain('CCNL');
    const breakdown = quoteBreakdown({
      products,
      businessLine: 'PETSITTER',
      detail: {
        netHourCost: 10,
        packageFlatCost: null,
        workDays: everyDayAllDay[0],
        workHours: everyDayAllDay[1],
      },
    });
    expect(quoteCostSentences(breakdown).join(' ')).not.toContain('superano');
    // Nor the domestic worker's contributions: the family employs no pet sitter under the CCNL.
    expect(breakdown.caregiver?.employerCosts).toBeNull();
    expect(quoteCostSentences(breakdown).join(' ')).not.toContain('INPS');
    // A babysitter's week is still held to the CCNL's 40 hours.
    expect(monthlyEstimate(10, everyDay, false, 'BABYSITTER')).toMatchObject({
      capped: true,
    });
  });

  it('never suggests a «Convivenza» to a babysitter, whose quote does not offer it', () => {
    // 6 days × 2 slots = 48 h: a badante living in would cover it, a babysitter never lives in.
    const week = { workDays: 'mon-tue-wed-thu-fri-sat', workHours: 'mor-aft' };
    expect(quoteScheduleWarnings(week, { businessLine: 'BABYSITTER' })).toEqual([
      {
        kind: 'weeklyLimit',
        text: 'Con circa 48 ore a settimana (6 giorni, 2 fasce da 4 ore) si supera il massimo di 40 ore di un solo caregiver (CCNL lavoro domestico): la stima per la famiglia conta 40 ore. Controlla giorni e fasce orarie.',
      },
    ]);
    expect(monthlyEstimate(10, week, false, 'BABYSITTER')).toMatchObject({
      overLimit:
        'Le circa 48 ore a settimana richieste superano le 40 di un solo caregiver: la stima conta 40 ore. Per coprire tutta la settimana serve più di un caregiver: il tuo family tutor te lo spiegherà.',
    });
    // A 'Convivenza' stored on a babysitter's quote is no live-in wage: the hours are estimated.
    expect(monthlyEstimate(10, week, true, 'BABYSITTER')).toMatchObject({
      kind: 'hours',
      capped: true,
    });
    expect(
      quoteScheduleWarnings({ ...week, coliving: true }, { businessLine: 'BABYSITTER' })[0]?.text,
    ).toContain('massimo di 40 ore');
  });

  it('warns under the contract when it contradicts the family’s «Continuativo» or «Occasionale»', () => {
    const contractOf = (contract: string | null, frequency: 'continuous' | 'occasional' | null) =>
      quoteScheduleWarnings({ contract }, { businessLine: 'BABYSITTER', frequency });
    expect(contractOf('occ', 'continuous')).toEqual([
      {
        kind: 'contract',
        text: 'La famiglia ha chiesto un servizio continuativo: «Occasionale» è per prestazioni saltuarie. Controlla il contratto.',
      },
    ]);
    expect(contractOf('part', 'occasional')).toEqual([
      {
        kind: 'contract',
        text: 'La famiglia ha chiesto un servizio occasionale: «Part-time» è per un lavoro continuativo. Controlla il contratto.',
      },
    ]);
    expect(contractOf('full', 'occasional')[0]?.text).toContain('«Full-time»');
    // Agreeing, or either not said: nothing.
    expect(contractOf('occ', 'occasional')).toEqual([]);
    expect(contractOf('part', 'continuous')).toEqual([]);
    expect(contractOf(null, 'continuous')).toEqual([]);
    expect(contractOf('occ', null)).toEqual([]);
  });

  it('warns the tutor past 40 hours living out and 54 living in, not within them', () => {
    expect(warnings(null, ...everyDayAllDay)).toEqual([
      'Con circa 84 ore a settimana (7 giorni, 3 fasce da 4 ore) si supera il massimo di 40 ore di un solo caregiver senza convivenza (CCNL lavoro domestico): la stima per la famiglia conta 40 ore. Controlla giorni e fasce orarie, o la «Convivenza».',
    ]);
    expect(warnings(null, ...everyDayAllDay, true)).toEqual([
      'Con circa 84 ore a settimana (7 giorni, 3 fasce da 4 ore) si supera il massimo di 54 ore di un caregiver in convivenza (CCNL lavoro domestico): controlla giorni e fasce orarie.',
    ]);
    // 40 h living out, 48 h living in: within the week.
    expect(warnings(null, 'mon-tue-wed-thu-fri', 'mor-aft')).toEqual([]);
    expect(warnings('full', 'mon-tue-wed-thu-fri-sat', 'mor-aft', true)).toEqual([]);
    expect(warnings(null, 'mon-tue-wed-thu-fri-sat', 'mor-aft')).toEqual([
      expect.stringContaining('circa 48 ore'),
    ]);
    expect(warnings(null, '', 'mor-aft-eve')).toEqual([]);
  });
});

describe('a contract that contradicts the hours of the quote', () => {
  it('counts the week from the days and time slots, as the monthly estimate does', () => {
    expect(weeklyHours({ workDays: 'mon-tue-wed-thu-fri', workHours: 'mor-aft' })).toEqual({
      hours: 40,
      days: 5,
      slots: 2,
      slotHours: 4,
    });
    expect(
      monthlyEstimate(10, { workDays: 'mon-tue-wed-thu-fri', workHours: 'mor-aft' }),
    ).toMatchObject({
      hours: 173,
      capped: false,
    });
    expect(weeklyHours({ workDays: '', workHours: 'mor' })).toBeNull();
  });

  it('points out Part-time from 40 hours a week (a full week by the CCNL), not below', () => {
    expect(warnings('part', 'mon-tue-wed-thu-fri-sat', 'mor-aft')[0]).toBe(
      'Con circa 48 ore a settimana (6 giorni, 2 fasce da 4 ore) è un tempo pieno: controlla «Part-time».',
    );
    expect(warnings('part', 'mon-tue-wed-thu-fri', 'mor-aft')).toEqual([
      expect.stringContaining('circa 40 ore a settimana'),
    ]);
    // 36 hours: part-time for a caregiver living out.
    expect(warnings('part', 'mon-tue-wed', 'mor-aft-eve')).toEqual([]);
    expect(warnings('full', 'mon-tue-wed-thu-fri', 'mor-aft')).toEqual([]);
  });

  it('points out a live-in Part-time past 30 hours a week, the CCNL’s most for it', () => {
    // 32 hours: part-time living out, not living in.
    expect(warnings('part', 'mon-tue-wed-thu', 'mor-aft')).toEqual([]);
    expect(warnings('part', 'mon-tue-wed-thu', 'mor-aft', true)).toEqual([
      'Con circa 32 ore a settimana (4 giorni, 2 fasce da 4 ore) si supera il massimo di 30 ore di un part-time in convivenza (CCNL lavoro domestico): controlla «Part-time» o la «Convivenza».',
    ]);
    // 28 hours living in: within it; 48 hours: said once (not also 'tempo pieno').
    expect(warnings('part', 'mon-tue-wed-thu-fri-sat-sun', 'mor', true)).toEqual([]);
    expect(warnings('part', 'mon-tue-wed-thu-fri-sat', 'mor-aft', true)).toEqual([
      expect.stringContaining('massimo di 30 ore di un part-time in convivenza'),
    ]);
    // Full-time living in at 48 hours: within the live-in week.
    expect(warnings('full', 'mon-tue-wed-thu-fri-sat', 'mor-aft', true)).toEqual([]);
  });

  it('says both when Part-time is past the CCNL’s week too, the contract first', () => {
    expect(warnings('part', 'mon-tue-wed-thu-fri-sat', 'mor-aft')).toEqual([
      expect.stringContaining('è un tempo pieno: controlla «Part-time»'),
      expect.stringContaining(
        'si supera il massimo di 40 ore di un solo caregiver senza convivenza',
      ),
    ]);
  });

  it('points out Full-time under 20 hours a week, not from 20', () => {
    expect(warnings('full', 'mon-tue-wed-thu', 'mor')).toEqual([
      'Con circa 16 ore a settimana (4 giorni, 1 fascia da 4 ore) è un tempo parziale: controlla «Full-time».',
    ]);
    expect(warnings('full', 'mon-tue-wed-thu-fri', 'mor')).toEqual([]);
    expect(warnings('part', 'mon', 'mor')).toEqual([]);
  });

  it('says nothing of the contract without one, an occasional one, or without days or slots', () => {
    // 84 hours: only the CCNL's week is said.
    expect(warnings(null, 'mon-tue-wed-thu-fri-sat-sun', 'mor-aft-eve')).toHaveLength(1);
    expect(warnings('occ', 'mon-tue-wed-thu-fri-sat-sun', 'mor-aft-eve')).toEqual([
      expect.stringContaining('si supera il massimo di 40 ore'),
    ]);
    expect(warnings('part', '', 'mor-aft-eve')).toEqual([]);
    expect(warnings('full', 'mon', '')).toEqual([]);
  });
});
