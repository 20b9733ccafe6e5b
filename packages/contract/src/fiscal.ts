import { CheckDigitizer, Matcher } from '@marketto/codice-fiscale-utils';
import { z } from 'zod';
import { validationMessages } from './validation';

export const fiscalMessages = {
  fiscalCode: 'Codice fiscale non valido',
  vatNumber: 'Partita IVA non valida: servono 11 cifre con la cifra di controllo corretta',
} as const;

/**
 * Structure of a codice fiscale (surname, name, date with month letter and day/sex, place,
 * omocodia substitutions) as @marketto/codice-fiscale-utils defines it.
 */
const fiscalCodePattern = new RegExp(`^(?:${Matcher.CODICE_FISCALE})$`, 'i');

/** A well-formed codice fiscale whose 16th character is the right check character. */
export function isValidFiscalCode(value: string): boolean {
  const code = value.trim().toUpperCase();
  return fiscalCodePattern.test(code) && CheckDigitizer.checkDigit(code) === code[15];
}

/**
 * Partita IVA: 11 digits, the last one the check digit (Luhn variant of DM 23/12/1976: odd
 * positions as they are, even positions doubled minus 9 when over 9).
 */
export function isValidVatNumber(value: string): boolean {
  const digits = value.trim();
  if (!/^\d{11}$/.test(digits) || /^0{11}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    let digit = Number(digits[i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10 === Number(digits[10]);
}

/** Required codice fiscale, trimmed and upper-cased (spec §3: sent uppercased). */
export const fiscalCodeSchema = z
  .string()
  .trim()
  .min(1, validationMessages.required)
  .transform((value) => value.toUpperCase())
  .refine(isValidFiscalCode, fiscalMessages.fiscalCode);

/** Optional partita IVA: empty means none (null). */
export const vatNumberSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => value === '' || isValidVatNumber(value), fiscalMessages.vatNumber)
  .transform((value) => (value === '' ? null : value))
  .nullable()
  .optional()
  .transform((value) => value ?? null);
