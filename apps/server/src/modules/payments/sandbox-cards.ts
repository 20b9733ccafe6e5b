/** The card form of the sandbox checkout, as typed. */
export type CardForm = { number: string; expiry: string; cvc: string; name: string };
export type CardField = keyof CardForm;

export type CardCheck =
  | { ok: false; errors: Partial<Record<CardField, string>> }
  | { ok: true; approved: true; last4: string }
  | { ok: true; approved: false; last4: string; reason: string };

/**
 * The usual test cards and what the sandbox does with them (Stripe's numbers, so the same
 * cards work in both). Any other number that passes the Luhn check is approved.
 */
export const declinedCards: Record<string, string> = {
  '4000000000000002': 'La carta è stata rifiutata dalla banca emittente.',
  '4000000000009995': 'La carta è stata rifiutata: fondi insufficienti.',
  '4000000000009987': 'La carta è stata rifiutata: carta smarrita.',
  '4000000000000069': 'La carta è stata rifiutata: carta scaduta.',
};

/** The bank's reason for the declined test card ending in `last4` (null: none of them). */
export function declineReasonOf(last4: string) {
  if (!/^\d{4}$/.test(last4)) return null;
  const number = Object.keys(declinedCards).find((card) => card.endsWith(last4));
  return number ? declinedCards[number]! : null;
}

export function digitsOf(value: string) {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every real card number satisfies. */
export function luhnValid(digits: string) {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * The last month a card with this expiry works, or null when unreadable: 'MM/AA', 'MM/AAAA',
 * or the digits alone as people type them ('1228', '122028').
 */
export function parseExpiry(value: string) {
  const compact = value.replace(/\s/g, '');
  const match =
    compact.match(/^(\d{1,2})\/(\d{2}|\d{4})$/) ?? compact.match(/^(\d{2})(\d{2}|\d{4})$/);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/**
 * The month (1-12) and year in Italy at an instant. Self-contained (not the contract's
 * romeParts): the checkout's script is sent these functions' own source
 * (sandbox-checkout.script.ts).
 */
export function italianMonth(now: Date) {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Rome',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  return { year: year!, month: month! };
}

/** "4242424242424242" → "4242 4242 4242 4242": the number as the page shows it. */
export function groupCardNumber(value: string) {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The fields' errors, in Italian, as the page shows them next to each field. The checkout's
 * script runs this same function in the browser before posting (see `cardScript`).
 */
export function cardFieldErrors(form: CardForm, now: Date) {
  const errors: Partial<Record<CardField, string>> = {};
  const number = digitsOf(form.number);
  if (!number) errors.number = 'Inserisci il numero della carta';
  else if (!/^\d{12,19}$/.test(number) || !luhnValid(number)) {
    errors.number = 'Il numero della carta non è valido';
  }

  const expiry = parseExpiry(form.expiry);
  if (!form.expiry.trim()) errors.expiry = 'Inserisci la data di scadenza';
  else if (!expiry) {
    // '13/30' is written right: its month is what cannot be (inline: the checkout's script is
    // sent this function's own source).
    const written = form.expiry
      .replace(/\s/g, '')
      .match(/^(\d{1,2})\/(?:\d{2}|\d{4})$|^(\d{2})(?:\d{2}|\d{4})$/);
    errors.expiry = written
      ? 'Il mese di scadenza non esiste: scrivi un mese da 01 a 12'
      : 'Scadenza non valida: usa il formato MM/AA';
  } else {
    const current = italianMonth(now);
    const expired =
      expiry.year < current.year || (expiry.year === current.year && expiry.month < current.month);
    if (expired) errors.expiry = 'La carta è scaduta';
    else if (expiry.year > current.year + 20) errors.expiry = 'Scadenza non valida';
  }

  const cvcLength = /^3[47]/.test(number) ? 4 : 3;
  if (!form.cvc.trim()) errors.cvc = 'Inserisci il codice di sicurezza';
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(form.cvc.trim())) {
    errors.cvc = `Il codice di sicurezza ha ${cvcLength} cifre`;
  }

  const name = form.name.trim();
  if (!name) errors.name = 'Inserisci il nome del titolare';
  else if (name.length < 2 || name.length > 100) errors.name = 'Nome del titolare non valido';
  return errors;
}

/** Validates the form like a card processor would, with Italian messages per field. */
export function checkCard(form: CardForm, now: Date): CardCheck {
  const errors = cardFieldErrors(form, now);
  const number = digitsOf(form.number);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const last4 = number.slice(-4);
  const declined = declinedCards[number];
  return declined
    ? { ok: true, approved: false, last4, reason: declined }
    : { ok: true, approved: true, last4 };
}
