import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationFormSchema } from './caregiver-applications';
import { type CheckKind, checkKinds, vettingProgress, vettingToDo } from './caregiver-checks';
import { adultBirthDate, comuneProvinceProblem, experienceProblem } from './caregiver-profile';
import { caregiverInputSchema } from './caregivers';
import {
  checksInForce,
  criminalRecordCheckState,
  criminalRecordLapsedText,
  criminalRecordMissingMessage,
  criminalRecordProblem,
  criminalRecordState,
  criminalRecordValidityMonths,
  criminalRecordValidUntil,
  lacksCriminalRecord,
  oldestValidCriminalRecordDay,
  referencesToConfirm,
  vettingAtAGlance,
} from './criminal-record';
import { italianProvinces, provinceOfComune } from './provinces';

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

describe('a caregiver’s years of experience', () => {
  afterEach(() => vi.useRealTimers());

  it('fit the working life: at most the age minus 14, when the birth date is known', () => {
    const today = '2026-12-01';
    // Born 12 May 2004: 22 years old, 8 years of experience at most.
    const born = '2004-05-12';
    expect(experienceProblem({ birthDate: born, yearsOfExperience: 8 }, today)).toBeNull();
    expect(experienceProblem({ birthDate: born, yearsOfExperience: 40 }, today)).toBe(
      'Troppi anni di esperienza per l’età: a 22 anni al massimo 8 (si contano dai 14 anni)',
    );
    // The day before the birthday still counts the year before.
    expect(experienceProblem({ birthDate: '2004-12-02', yearsOfExperience: 8 }, today)).toBe(
      'Troppi anni di esperienza per l’età: a 21 anni al massimo 7 (si contano dai 14 anni)',
    );
    // Without a birth date, or without years, nothing to compare.
    expect(experienceProblem({ birthDate: null, yearsOfExperience: 40 }, today)).toBeNull();
    expect(experienceProblem({ birthDate: born, yearsOfExperience: null }, today)).toBeNull();
  });

  it('hold in the back office’s caregiver body and in the application, under the years', () => {
    vi.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
    const caregiver = { type: 'babysitter', name: 'Elisa', surname: 'Neri' };
    const refused = caregiverInputSchema.safeParse({
      ...caregiver,
      birthDate: '2004-05-12',
      yearsOfExperience: 40,
    });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({
        path: ['yearsOfExperience'],
        message:
          'Troppi anni di esperienza per l’età: a 22 anni al massimo 8 (si contano dai 14 anni)',
      }),
    ]);
    const application = applicationFormSchema.safeParse({
      birthDate: '2004-05-12',
      yearsOfExperience: 40,
    });
    expect(messages(application)).toContain(
      'Troppi anni di esperienza per l’età: a 22 anni al massimo 8 (si contano dai 14 anni)',
    );
  });
});

describe('a caregiver’s comune and province', () => {
  const MILANO = '015146';
  const TORINO = '001272';

  it('go together: a comune of another province is refused, naming both', () => {
    expect(provinceOfComune(MILANO)).toBe('MI');
    expect(provinceOfComune(TORINO)).toBe('TO');
    expect(comuneProvinceProblem({ province: 'TO', comune: MILANO })).toBe(
      'Questo comune è in provincia di Milano (MI), non di Torino (TO): correggi la provincia o il comune',
    );
    expect(comuneProvinceProblem({ province: 'TO', comune: TORINO })).toBeNull();
    // Either alone says nothing against the other.
    expect(comuneProvinceProblem({ province: null, comune: MILANO })).toBeNull();
    expect(comuneProvinceProblem({ province: 'TO', comune: null })).toBeNull();
    expect(
      caregiverInputSchema.safeParse({
        type: 'babysitter',
        name: 'Elisa',
        surname: 'Neri',
        province: 'TO',
        comune: MILANO,
      }).error?.issues,
    ).toEqual([expect.objectContaining({ path: ['comune'] })]);
  });

  it('every province has its own ISTAT number', () => {
    const numbers = italianProvinces.map((province) => province.istat);
    expect(new Set(numbers).size).toBe(italianProvinces.length);
    expect(numbers.every((number) => /^\d{3}$/.test(number))).toBe(true);
  });
});

describe('who may be sent to a family', () => {
  const today = '2026-12-01';
  const luca = {
    name: 'Luca',
    surname: 'Marino',
    type: 'babysitter' as const,
    criminalRecordOn: null,
  };
  const rosa = {
    name: 'Rosa',
    surname: 'Conti',
    type: 'badante' as const,
    criminalRecordOn: null,
  };

  it('asks the criminal record of babysitters and badanti only', () => {
    expect(lacksCriminalRecord(luca, today)).toBe(true);
    expect(lacksCriminalRecord({ ...luca, type: 'badante' }, today)).toBe(true);
    expect(lacksCriminalRecord({ ...luca, criminalRecordOn: '2026-11-20' }, today)).toBe(false);
    // Other checks still pending do not hold a profile back: the family's card says them.
    expect(lacksCriminalRecord({ type: 'pet-sitter', criminalRecordOn: null }, today)).toBe(false);
    expect(lacksCriminalRecord({ type: 'colf', criminalRecordOn: null }, today)).toBe(false);
  });

  it('counts a certificate for six months from its day, the last day included', () => {
    expect(criminalRecordValidityMonths).toBe(6);
    const on = (criminalRecordOn: string) =>
      criminalRecordState({ ...luca, criminalRecordOn }, today);
    expect(on('2026-11-30')).toBe('valid');
    // Six months to the day: still valid; the day before: expired.
    expect(on('2026-06-01')).toBe('valid');
    expect(on('2026-05-31')).toBe('expired');
    expect(on('2015-01-01')).toBe('expired');
    expect(criminalRecordState(luca, today)).toBe('missing');
    expect(criminalRecordState({ type: 'colf', criminalRecordOn: '2015-01-01' }, today)).toBe(
      'not-required',
    );
    // A month shorter than the day: its last day, as PostgreSQL's date - interval '6 months'.
    expect(oldestValidCriminalRecordDay('2027-02-28')).toBe('2026-08-28');
    expect(oldestValidCriminalRecordDay('2026-08-31')).toBe('2026-02-28');
    expect(oldestValidCriminalRecordDay('2026-03-15')).toBe('2025-09-15');
  });

  it('names who lacks it and what to do', () => {
    expect(criminalRecordMissingMessage([luca], today)).toBe(
      'Prima di inviare i profili serve il casellario giudiziale di Luca Marino: registralo nella sua scheda o togli il profilo dalla richiesta.',
    );
    const davide = {
      name: 'Davide',
      surname: 'Greco',
      type: 'pet-sitter' as const,
      criminalRecordOn: null,
    };
    expect(criminalRecordMissingMessage([luca, davide, rosa], today)).toBe(
      'Prima di inviare i profili serve il casellario giudiziale di Luca Marino e Rosa Conti: registralo nelle loro schede o togli i loro profili dalla richiesta.',
    );
    expect(criminalRecordMissingMessage([davide], today)).toBeNull();
    expect(
      criminalRecordMissingMessage([{ ...luca, criminalRecordOn: '2026-06-01' }], today),
    ).toBeNull();
  });

  it('says when an expired one was issued', () => {
    const old = { ...luca, criminalRecordOn: '2015-01-01' };
    expect(criminalRecordMissingMessage([old], today)).toBe(
      'Prima di inviare i profili serve un casellario giudiziale degli ultimi 6 mesi per Luca Marino (quello registrato è dell’1 gennaio 2015): registralo nella sua scheda o togli il profilo dalla richiesta.',
    );
    expect(criminalRecordMissingMessage([old, rosa], today)).toBe(
      'Prima di inviare i profili serve il casellario giudiziale di Rosa Conti, e uno degli ultimi 6 mesi per Luca Marino (quello registrato è dell’1 gennaio 2015): registralo nelle loro schede o togli i loro profili dalla richiesta.',
    );
    expect(criminalRecordProblem(old, today)).toBe(
      'Casellario scaduto: quello registrato è dell’1 gennaio 2015, ne serve uno degli ultimi 6 mesi',
    );
    expect(criminalRecordProblem(luca, today)).toBe('Manca il casellario giudiziale');
    expect(criminalRecordProblem({ ...luca, criminalRecordOn: '2026-10-01' }, today)).toBeNull();
  });
});

describe('the last day a criminal record counts', () => {
  const nextDay = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

  it('is the day the rule still reads it as valid, the next one expired', () => {
    expect(criminalRecordValidUntil('2026-06-01')).toBe('2026-12-01');
    expect(criminalRecordValidUntil('2025-08-30')).toBe('2026-02-28');
    expect(criminalRecordValidUntil('2026-02-28')).toBe('2026-08-31');
    // Every day of three years, against the rule itself.
    for (let day = '2024-01-01'; day < '2027-01-01'; day = nextDay(day)) {
      const until = criminalRecordValidUntil(day);
      expect(criminalRecordCheckState(day, until), `${day} on ${until}`).toBe('valid');
      expect(criminalRecordCheckState(day, nextDay(until)), `${day} after ${until}`).toBe(
        'expired',
      );
    }
  });

  it('is said once on the caregiver’s page, with that day', () => {
    expect(criminalRecordLapsedText('2015-01-01')).toBe(
      'Casellario giudiziale scaduto: valeva fino all’1 luglio 2015, ne serve uno degli ultimi 6 mesi',
    );
  });
});

describe('the checks a family is told of', () => {
  const today = '2026-12-01';
  const recorded = (criminalRecordOn: string) =>
    new Map([
      ['identity-document', '2015-01-01'],
      ['criminal-record', criminalRecordOn],
    ] as const);

  it('counts a recent criminal record as passed', () => {
    expect(checksInForce(recorded('2026-06-01'), today)).toEqual({
      passed: ['identity-document', 'criminal-record'],
      expired: [],
    });
    expect(vettingToDo(['identity-document', 'criminal-record'])).toEqual([
      expect.objectContaining({ badge: 'Referenze non ancora verificate' }),
      expect.objectContaining({ badge: 'Colloquio con Equilibrio non ancora svolto' }),
    ]);
  });

  it('never counts an expired one as verified: it says it has expired', () => {
    const checks = checksInForce(recorded('2026-05-31'), today);
    expect(checks).toEqual({ passed: ['identity-document'], expired: ['criminal-record'] });
    expect(vettingToDo(checks.passed, checks.expired).at(-1)).toEqual({
      kind: 'criminal-record',
      badge: 'Casellario scaduto',
      name: 'un casellario giudiziale in corso di validità',
    });
  });

  it('says a missing one is not verified yet', () => {
    const checks = checksInForce(new Map([['identity-document', '2026-11-01']]), today);
    expect(checks).toEqual({ passed: ['identity-document'], expired: [] });
    expect(vettingToDo(checks.passed, checks.expired).at(-1)).toEqual({
      kind: 'criminal-record',
      badge: 'Casellario non ancora verificato',
      name: 'il casellario giudiziale',
    });
  });
});

describe('a caregiver’s vetting at a glance', () => {
  const today = '2026-12-01';
  const all = (criminalRecordOn?: string) =>
    new Map<CheckKind, string>([
      ['identity-document', '2026-01-01'],
      ['references', '2026-01-01'],
      ['agency-interview', '2026-01-01'],
      ...(criminalRecordOn ? ([['criminal-record', criminalRecordOn]] as const) : []),
    ]);
  const withFirstAid = (criminalRecordOn: string) =>
    all(criminalRecordOn).set('first-aid', '2026-01-01');

  it('says first what holds a babysitter’s or badante’s profile back', () => {
    expect(vettingAtAGlance('badante', all(), today).label).toBe('Casellario da registrare');
    expect(vettingAtAGlance('babysitter', all('2026-05-31'), today).label).toBe(
      'Casellario scaduto',
    );
    expect(vettingAtAGlance('badante', withFirstAid('2026-06-01'), today).label).toBe(
      'Verifiche complete',
    );
  });

  it('tells a colf’s missing steps apart from a profile held back', () => {
    expect(vettingAtAGlance('colf', all(), today)).toMatchObject({
      state: 'incomplete',
      label: 'Verifiche: 3 su 5',
      missing: 'mancano: casellario, primo soccorso',
    });
    // A certificate older than six months counts as none.
    expect(vettingAtAGlance('colf', all('2026-05-31'), today).label).toBe('Verifiche: 3 su 5');
    expect(vettingAtAGlance('colf', withFirstAid('2026-10-01'), today).state).toBe('complete');
  });

  it('says «Verifiche complete» only when every check is done, the first-aid course too', () => {
    expect(vettingAtAGlance('badante', all('2026-06-01'), today)).toMatchObject({
      state: 'incomplete',
      label: 'Verifiche: 4 su 5',
      missing: 'manca: primo soccorso',
    });
    expect(vettingAtAGlance('badante', withFirstAid('2026-06-01'), today)).toMatchObject({
      state: 'complete',
      label: 'Verifiche complete',
      missing: '',
    });
    expect(vettingProgress(checkKinds)).toMatchObject({ label: 'Verifiche complete' });
    expect(vettingProgress(['references'])).toMatchObject({
      label: 'Verifiche: 1 su 5',
      missing: 'mancano: documento, colloquio, casellario, primo soccorso',
    });
  });
});

describe('references to confirm before sending', () => {
  it('names babysitters and badanti whose references are not verified, and nobody else', () => {
    expect(referencesToConfirm({ type: 'babysitter' }, ['identity-document'])).toBe(true);
    expect(referencesToConfirm({ type: 'badante' }, [])).toBe(true);
    expect(referencesToConfirm({ type: 'badante' }, ['references'])).toBe(false);
    expect(referencesToConfirm({ type: 'colf' }, [])).toBe(false);
    expect(referencesToConfirm({ type: 'pet-sitter' }, [])).toBe(false);
  });
});

describe('a caregiver’s or an applicant’s name', () => {
  it('is a person’s name, as a family’s: at least a letter', () => {
    const issues = (schema: {
      safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } };
    }) =>
      (schema.safeParse({ name: '123', surname: 'Ro55i' }).error?.issues ?? [])
        .filter((issue) => issue.path[0] === 'name' || issue.path[0] === 'surname')
        .map((issue) => [issue.path[0], issue.message]);
    const letters = 'Scrivi il nome con le lettere: numeri, simboli ed emoji da soli non bastano';
    expect(issues(applicationFormSchema)).toEqual([['name', letters]]);
    expect(issues(caregiverInputSchema)).toEqual([['name', letters]]);
  });
});
