import { z } from 'zod';

/** Validation texts of spec §5, verbatim. Forms and the API use the same words. */
export const validationMessages = {
  required: 'Questo campo è obbligatorio',
  loginEmail: "Il formato dell'indirizzo email non è valido",
  signUpEmail: 'Formato email non corretto',
  passwordMin: 'La password deve essere di minimo 8 caratteri',
  passwordSymbol:
    'La password deve contenere almeno uno tra i seguenti simboli !@#$%^&*(),.?":{}|<>',
  passwordUppercase: 'La password deve contenere almeno una lettera maiuscola.',
  passwordDigit: 'La password deve contenere almeno una numero.',
  passwordMismatch: 'Le password non coincidono.',
  passwordMismatchAlt: 'Attenzione, le due password non corrispondono.',
  month: 'Il mese deve essere compreso tra 1 e 12',
  year: 'Anno non valido',
  dateFormat: 'Formato data non valido',
  terms: 'Devi accettare i termini e le condizioni',
  endBeforeStart: 'La fine non può precedere l’inizio',
  nameLetters: 'Scrivi il nome con le lettere: numeri, simboli ed emoji da soli non bastano',
  notNegative: 'Il valore non può essere negativo',
  placeLetters:
    'Scrivi l’indirizzo con le lettere (es. Via Roma 1): numeri e simboli da soli non bastano',
} as const;

/**
 * One of `values`, the field required: nothing chosen says «Questo campo è obbligatorio»; a value
 * that is none of them, what the Italian error map says of it (a choice outside the proposed
 * ones), not that the field is empty.
 */
export const requiredChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? validationMessages.required
        : undefined,
  });

/** A rule over several fields puts its message under one of them, at `path`. */
export function fieldIssue(ctx: z.RefinementCtx, path: PropertyKey[], message: string) {
  ctx.addIssue({ code: 'custom', path, message });
}

/** A period's end may not come before its start: the message stands under the end (`endPath`). */
export function checkPeriodOrder(
  period: { start: string | null | undefined; end: string | null | undefined },
  ctx: z.RefinementCtx,
  endPath: PropertyKey[],
) {
  if (period.start && period.end && period.end < period.start) {
    fieldIssue(ctx, endPath, validationMessages.endBeforeStart);
  }
}

/** The symbols a product password must contain one of (spec §5). */
export const passwordSymbols = '!@#$%^&*(),.?":{}|<>';
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The rules of a new password (spec §5), in the order the form says what is missing: each with
 * its check, its spec message and its line in the checklist under the field (`label`). The API
 * words the same checks as the identity provider does (`key`).
 */
export const passwordRules = [
  {
    key: 'length',
    label: `Almeno ${PASSWORD_MIN_LENGTH} caratteri`,
    met: (value: string) => value.length >= PASSWORD_MIN_LENGTH,
    message: validationMessages.passwordMin,
  },
  {
    key: 'symbol',
    label: `Un simbolo tra ${passwordSymbols}`,
    met: (value: string) => [...passwordSymbols].some((symbol) => value.includes(symbol)),
    message: validationMessages.passwordSymbol,
  },
  {
    key: 'uppercase',
    label: 'Una lettera maiuscola',
    met: (value: string) => /[A-Z]/.test(value),
    message: validationMessages.passwordUppercase,
  },
  {
    key: 'digit',
    label: 'Un numero',
    met: (value: string) => /\d/.test(value),
    message: validationMessages.passwordDigit,
  },
] as const;
export type PasswordRuleKey = (typeof passwordRules)[number]['key'];

/**
 * The product password rule (spec §5), the same one /v2/passwordPolicy publishes. The length is
 * a string check (the API's description states it: minLength 8); the other rules refine it.
 */
export const newPasswordSchema = passwordRules
  .filter((rule) => rule.key !== 'length')
  .reduce(
    (schema, rule) => schema.refine(rule.met, rule.message),
    z
      .string()
      .min(1, validationMessages.required)
      .min(PASSWORD_MIN_LENGTH, validationMessages.passwordMin),
  );

/**
 * The refinement of a form with a new password and its confirmation (`.refine(...passwordConfirmation)`): 'Le password non coincidono.' under the
 * confirmation as soon as both are typed, whatever the password's own error. (An object's check
 * runs, by default, only once every field is valid: 'password' confirmed by 'password2' showed
 * the strength message alone, the mismatch never.)
 */
export const passwordConfirmation = [
  (value: { password: string; confirmPassword: string }) =>
    value.password === value.confirmPassword,
  {
    message: validationMessages.passwordMismatch,
    path: ['confirmPassword'] as PropertyKey[],
    when: ({ value }: { value: unknown }) => {
      const typed = value as { password?: unknown; confirmPassword?: unknown } | null;
      return (
        typeof typed?.password === 'string' &&
        typeof typed.confirmPassword === 'string' &&
        typed.confirmPassword !== ''
      );
    },
  },
] as const;

/** New password + confirmation (sign-up step 2, email action page, password change). */
// A chain from `z` (spread refinement), so the web build still builds it on first use.
export const setPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: z.string().min(1, validationMessages.required),
  })
  .refine(...passwordConfirmation);

/** A trimmed, required, bounded text field. */
export const requiredText = (max = 200) =>
  z.string().trim().min(1, validationMessages.required).max(max, `Massimo ${max} caratteri`);

/**
 * A name (person, dependant) or a place (street, city): required, with at least one letter — '😀😀'
 * or '🏠🏠🏠' is no name and no street. Forms and the API say the same.
 */
export const nameText = (max = 100) =>
  requiredText(max).refine((value) => /\p{L}/u.test(value), validationMessages.nameLetters);
export const placeText = (max = 200) =>
  requiredText(max).refine((value) => /\p{L}/u.test(value), validationMessages.placeLetters);
export const optionalText = (max = 2000) => z.string().trim().max(max, `Massimo ${max} caratteri`);

export const emailSchema = (message: string = validationMessages.signUpEmail) =>
  z.string().trim().min(1, validationMessages.required).max(254).pipe(z.email(message));

/**
 * Italian phone numbers as people type them: digits, spaces, +, -, dots, parentheses; at least six
 * digits ('------' is no number).
 */
export const phoneSchema = z
  .string()
  .trim()
  .min(1, validationMessages.required)
  .max(30)
  .regex(/^\+?(?:[\s().-]*\d){6}[\d\s().-]*$/, 'Numero di telefono non valido')
  // No number has more than 15 digits, country code included (ITU E.164).
  .refine(
    (value) => value.replace(/\D/g, '').length <= 15,
    'Numero di telefono non valido: al massimo 15 cifre, prefisso compreso',
  );

/**
 * A phone number reduced to what identifies it, however it was typed: its digits only, without
 * the Italian country prefix (a leading 39 or 0039 before at least 9 digits: a mobile typed
 * without it, '392 123 4567', keeps its own 39). The server's searches reduce the stored phones the
 * same way in SQL (`phoneDigits`, db/search.ts): the two must stay the same rule.
 */
export const phoneIdentity = (phone: string) =>
  phone.replace(/\D/g, '').replace(/^(00)?39(\d{9,})$/, '$2');

/**
 * The digits a search looks for in the stored phones (reduced by `phoneIdentity`), or null when
 * the text does not look like a phone: fewer than 6 digits, as a request number ('12', '#12') or a
 * name. A number begun with its country prefix written out ('+39 333 12…', pasted from a chat)
 * loses it however short the rest: only a whole number is told apart from a mobile of its own
 * with 39.
 */
export function phoneSearchDigits(q: string): string | null {
  const prefixed = /^\s*(?:\+|00)\s*39/;
  const digits = prefixed.test(q) ? q.replace(prefixed, '').replace(/\D/g, '') : phoneIdentity(q);
  return digits.length >= 6 ? digits : null;
}

/** Province codes: two capital letters (e.g. TO, MI). */
export const provinceCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Sigla della provincia non valida');

export const postalCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, 'CAP non valido');

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);

/** A real calendar date, yyyy-mm-dd. */
export const isoDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, validationMessages.dateFormat)
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, validationMessages.dateFormat);

/**
 * Whether a record saved at `current` is another version than the one `read` names (an ISO moment
 * as the reader's page had it; absent: any). Compared as instants, whatever the digits of the
 * fraction: the optimistic check of a quote corrected or a caregiver's record saved meanwhile.
 */
export const changedSince = (read: string | undefined, current: Date | null) =>
  read !== undefined && current !== null && Date.parse(read) !== current.getTime();

/** A version as a page read it (a record's `updatedAt`, a quote's `quoteSentAt`). */
export const versionSchema = (message: string) => z.iso.datetime({ message }).optional();
