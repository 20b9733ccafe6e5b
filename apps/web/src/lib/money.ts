/** Prices travel in cents (spec §9); people read and type euro. */
const euro = new Intl.NumberFormat('it-IT', { style: 'currency', currency: 'EUR' });

/** 14900 → "149,00 €". */
export const formatCents = (cents: number) => euro.format(cents / 100);

/** 149.9 € → 14990 cents, without floating-point drift (0.1 + 0.2). */
export const euroToCents = (amount: number) => Math.round(amount * 100);

export const centsToEuro = (cents: number) => cents / 100;
