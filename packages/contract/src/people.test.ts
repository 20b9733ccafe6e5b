import { describe, expect, it } from 'vitest';
import { fullName } from './people';

describe("a person's full name", () => {
  it('joins the name and the surname with one space', () => {
    expect(fullName('Paola', 'Verdi')).toBe('Paola Verdi');
    expect(fullName('Maria Luisa', 'De Santis')).toBe('Maria Luisa De Santis');
  });

  it('leaves out a part missing or blank, and trims the others', () => {
    expect(fullName('Paola', null)).toBe('Paola');
    expect(fullName(null, 'Verdi')).toBe('Verdi');
    expect(fullName('  ', 'Verdi')).toBe('Verdi');
    expect(fullName(' Paola ', ' Verdi')).toBe('Paola Verdi');
  });

  it('is empty without either, for the caller to say its fallback', () => {
    expect(fullName(null, null)).toBe('');
    expect(fullName(undefined, '')).toBe('');
    expect(fullName('', ' ') || 'Famiglia').toBe('Famiglia');
  });
});
