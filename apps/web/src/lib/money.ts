import { formatEuro } from '@equilibrio/contract/money-format';

/** Prices travel in cents (spec §9); people read and type euro. */

/** 14900 → "149,00 €": the contract's one euro formatter (two decimals everywhere). */
export const formatCents = formatEuro;

/** 149.9 € → 14990 cents, without floating-point drift (0.1 + 0.2). */
export const euroToCents = (amount: number) => Math.round(amount * 100);

export const centsToEuro = (cents: number) => cents / 100;
