import { describe, expect, it } from 'vitest';
import { ageLabel, animalKind, describeDependant, kindOf } from './dependant-age';

describe('dependant age', () => {
  const march2025 = new Date(2025, 2, 1);

  it('counts years from month and year, changing on the first day of the birth month', () => {
    expect(ageLabel('2022-03-15', march2025)).toBe('3 anni');
    expect(ageLabel('2022-04-15', march2025)).toBe('2 anni');
    expect(ageLabel('2024-03-15', march2025)).toBe('1 anno');
    expect(ageLabel('2024-02-15', new Date(2025, 1, 28))).toBe('1 anno');
    expect(ageLabel('1950-12-15', march2025)).toBe('74 anni');
  });

  it('shows months under one year', () => {
    expect(ageLabel('2024-04-15', march2025)).toBe('11 mesi');
    expect(ageLabel('2025-02-15', march2025)).toBe('1 mese');
    expect(ageLabel('2025-03-15', march2025)).toBe('Meno di un mese');
  });

  it('says who an assistito is in a line: the kind as its card says it, and the age', () => {
    const person = { name: 'Sofia', type: 'PERSON', gender: 'FEMALE' } as const;
    expect(describeDependant({ ...person, birthDate: '2021-06-15' }, march2025)).toBe(
      'Sofia (bambina, 3 anni)',
    );
    expect(describeDependant({ ...person, name: 'Pia', birthDate: '1943-01-15' }, march2025)).toBe(
      'Pia (anziana, 82 anni)',
    );
    expect(
      describeDependant(
        { name: 'Pepe', type: 'DOG', gender: 'MALE', birthDate: '2019-09-15' },
        march2025,
      ),
    ).toBe('Pepe (cane, 5 anni)');
    expect(
      describeDependant(
        { name: 'Micia', type: 'CAT', gender: 'FEMALE', birthDate: '2025-03-15' },
        march2025,
      ),
    ).toBe('Micia (gatta, meno di un mese)');
    expect(animalKind({ type: 'CAT', gender: 'MALE' })).toBe('gatto');
    expect(animalKind({ type: 'PERSON', gender: 'MALE' })).toBeNull();
  });

  it('tells a child from an elder among people', () => {
    expect(kindOf({ type: 'PERSON', birthDate: '2020-01-15' }, march2025)).toBe('CHILD');
    expect(kindOf({ type: 'PERSON', birthDate: '1940-01-15' }, march2025)).toBe('ELDER');
    expect(kindOf({ type: 'DOG', birthDate: '2020-01-15' }, march2025)).toBe('DOG');
  });

  it('counts the month in Italy, whatever the clock’s time zone', () => {
    // 30 November 23:30 in London is already 1 December in Rome: the birthday month has come.
    const lateNovemberUtc = new Date('2026-11-30T23:30:00Z');
    expect(ageLabel('2025-12-10', lateNovemberUtc)).toBe('1 anno');
    expect(ageLabel('2026-12-01', lateNovemberUtc)).toBe('Meno di un mese');
  });
});
