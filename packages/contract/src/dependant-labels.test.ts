import { describe, expect, it } from 'vitest';
import {
  dependantAgeLabel,
  dependantKind,
  dependantKindLabel,
  dependantKindSaid,
  dependantLine,
  dependantSummary,
  describeDependant,
} from './dependant-labels';

describe('an assistito in words', () => {
  const march2025 = new Date('2025-03-01T12:00:00Z');
  const sofia = {
    name: 'Sofia',
    type: 'PERSON',
    gender: 'FEMALE',
    birthDate: '2021-01-15',
    handicap: false,
  } as const;

  it('counts years from month and year, changing on the first day of the birth month', () => {
    expect(dependantAgeLabel('2022-03-15', march2025)).toBe('3 anni');
    expect(dependantAgeLabel('2022-04-15', march2025)).toBe('2 anni');
    expect(dependantAgeLabel('2024-03-15', march2025)).toBe('1 anno');
    expect(dependantAgeLabel('2024-02-15', new Date('2025-02-28T12:00:00Z'))).toBe('1 anno');
    expect(dependantAgeLabel('1950-12-15', march2025)).toBe('74 anni');
  });

  it('says months under one year, and nothing without a birth date', () => {
    expect(dependantAgeLabel('2024-07-15', march2025)).toBe('8 mesi');
    expect(dependantAgeLabel('2025-02-15', march2025)).toBe('1 mese');
    expect(dependantAgeLabel('2025-03-15', march2025)).toBe('Meno di un mese');
    expect(dependantAgeLabel('', march2025)).toBeNull();
    expect(dependantAgeLabel(null, march2025)).toBeNull();
  });

  it('counts the month in Italy, whatever the clock’s time zone', () => {
    // 30 November 23:30 in London is already 1 December in Rome: the birthday month has come.
    const lateNovemberUtc = new Date('2026-11-30T23:30:00Z');
    expect(dependantAgeLabel('2025-12-10', lateNovemberUtc)).toBe('1 anno');
    expect(dependantAgeLabel('2026-12-01', lateNovemberUtc)).toBe('Meno di un mese');
  });

  it('tells a child from an elder among people; a person of unknown age is a person', () => {
    expect(dependantKind({ type: 'PERSON', birthDate: '2007-04-15' }, march2025)).toBe('CHILD');
    expect(dependantKind({ type: 'PERSON', birthDate: '2007-03-15' }, march2025)).toBe('ELDER');
    expect(dependantKind({ type: 'DOG', birthDate: '2020-01-15' }, march2025)).toBe('DOG');
    expect(dependantKind({ type: 'PERSON', birthDate: '' }, march2025)).toBeNull();
    expect(dependantKindLabel(null, 'FEMALE')).toBe('Persona');
  });

  it('agrees the kind with the assistito, keeping the spec’s words otherwise', () => {
    expect(dependantKindLabel('CHILD', 'FEMALE')).toBe('Bambina');
    expect(dependantKindLabel('CHILD', 'MALE')).toBe('Bambino');
    expect(dependantKindLabel('ELDER', 'FEMALE')).toBe('Anziana');
    expect(dependantKindLabel('CAT', 'FEMALE')).toBe('Gatta');
    expect(dependantKindLabel('DOG', 'FEMALE')).toBe('Cane');
    expect(dependantKindLabel('CAT', 'MALE')).toBe('Gatto');
  });

  it('calls a grown-up under 65 an adult, not an elder (the form has only Bambino and Anziano)', () => {
    const person = (birthDate: string, gender: 'MALE' | 'FEMALE') =>
      ({ type: 'PERSON', birthDate, gender }) as const;
    expect(dependantKindSaid(person('1984-06-15', 'MALE'), march2025)).toBe('Adulto');
    expect(dependantKindSaid(person('2007-03-15', 'FEMALE'), march2025)).toBe('Adulta');
    expect(dependantKindSaid(person('1960-03-15', 'FEMALE'), march2025)).toBe('Anziana');
    expect(dependantKindSaid(person('1960-04-15', 'MALE'), march2025)).toBe('Adulto');
    expect(dependantKindSaid(person('2007-04-15', 'FEMALE'), march2025)).toBe('Bambina');
    expect(describeDependant({ name: 'Luca', ...person('1984-06-15', 'MALE') }, march2025)).toBe(
      'Luca (adulto, 40 anni)',
    );
  });

  it('says who an assistito is in the family’s lines', () => {
    expect(describeDependant(sofia, march2025)).toBe('Sofia (bambina, 4 anni)');
    expect(describeDependant({ ...sofia, name: 'Pia', birthDate: '1943-01-15' }, march2025)).toBe(
      'Pia (anziana, 82 anni)',
    );
    expect(
      describeDependant(
        { name: 'Pepe', type: 'DOG', gender: 'MALE', birthDate: '2024-07-15' },
        march2025,
      ),
    ).toBe('Pepe (cane, 8 mesi)');
    expect(
      describeDependant(
        { name: 'Micia', type: 'CAT', gender: 'FEMALE', birthDate: '2025-03-15' },
        march2025,
      ),
    ).toBe('Micia (gatta, meno di un mese)');
    expect(dependantSummary({ ...sofia, birthDate: '' }, march2025)).toBe('persona');
  });

  it('gives the back office the family’s words, with what the kind cannot say', () => {
    expect(dependantLine(sofia, march2025)).toBe('Sofia · bambina, 4 anni');
    expect(
      dependantLine(
        { ...sofia, name: 'Aldo', gender: 'MALE', birthDate: '1939-05-15', handicap: true },
        march2025,
      ),
    ).toBe('Aldo · anziano, 85 anni · esigenze particolari');
    expect(dependantLine({ ...sofia, name: 'Alex', gender: 'OTHER' }, march2025)).toBe(
      'Alex · bambino, 4 anni, sesso: altro',
    );
    expect(dependantLine({ ...sofia, name: 'Fido', type: 'DOG', gender: 'OTHER' }, march2025)).toBe(
      'Fido · cane, 4 anni',
    );
  });
});
