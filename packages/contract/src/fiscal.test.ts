import { describe, expect, it } from 'vitest';
import { fiscalCodeSchema, isValidFiscalCode, isValidVatNumber, vatNumberSchema } from './fiscal';

describe('codice fiscale', () => {
  it('accepts well-formed codes with the right check character, in any case', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562S')).toBe(true);
    expect(isValidFiscalCode('bncgli90a41l219w')).toBe(true);
    // Omocodia: digits replaced by letters, check character recomputed.
    expect(isValidFiscalCode('RSSMRA85T10A56NH')).toBe(true);
  });

  it('refuses a wrong check character, a bad month letter, a wrong length', () => {
    expect(isValidFiscalCode('RSSMRA85T10A562X')).toBe(false);
    expect(isValidFiscalCode('RSSMRA85Z10A562S')).toBe(false);
    expect(isValidFiscalCode('RSSMRA85T10A562')).toBe(false);
    expect(isValidFiscalCode('')).toBe(false);
  });

  it('is sent upper-cased and required with the generic message', () => {
    expect(fiscalCodeSchema.parse(' rssmra85t10a562s ')).toBe('RSSMRA85T10A562S');
    expect(fiscalCodeSchema.safeParse('').error?.issues[0]?.message).toBe(
      'Questo campo è obbligatorio',
    );
    expect(fiscalCodeSchema.safeParse('RSSMRA85T10A562X').error?.issues[0]?.message).toBe(
      'Codice fiscale non valido',
    );
  });
});

describe('partita IVA', () => {
  it('checks the eleventh digit', () => {
    expect(isValidVatNumber('01234567897')).toBe(true);
    expect(isValidVatNumber('12345678903')).toBe(true);
    expect(isValidVatNumber('01234567890')).toBe(false);
    expect(isValidVatNumber('1234567890')).toBe(false);
    expect(isValidVatNumber('00000000000')).toBe(false);
    expect(isValidVatNumber('0123456789A')).toBe(false);
  });

  it('is optional: empty or missing becomes null', () => {
    expect(vatNumberSchema.parse('')).toBeNull();
    expect(vatNumberSchema.parse(undefined)).toBeNull();
    expect(vatNumberSchema.parse(null)).toBeNull();
    expect(vatNumberSchema.parse(' 0123456789 7')).toBe('01234567897');
    expect(vatNumberSchema.safeParse('01234567890').success).toBe(false);
  });
});
