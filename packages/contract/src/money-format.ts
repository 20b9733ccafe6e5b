// Amounts of money as the pages and emails print them: euro, other currencies, hourly rates.
import { formatItalianNumber } from './italian-format';

/** The one euro formatter: cents → "1.234,56 €", always two decimals. */
export const formatEuro = (cents: number) =>
  `${formatItalianNumber(cents / 100, { min: 2, max: 2 })} €`;

/** An amount in cents of `currency` (euro unless said): '1.234,56 €' (formatEuro), else Intl's, grouped alike. */
export const formatMoney = (cents: number, currency = 'eur') =>
  currency.toLowerCase() === 'eur'
    ? formatEuro(cents)
    : new Intl.NumberFormat('it-IT', {
        style: 'currency',
        currency: currency.toUpperCase(),
        useGrouping: 'always',
      }).format(cents / 100);

/** An hourly rate in euro → "9,50 €/h", with "+ rimborso carburante" for a taxisitter (spec §9). */
export const formatHourlyRate = (euro: number, taxisitter = false) =>
  `${formatEuro(Math.round(euro * 100))}/h${taxisitter ? ' + rimborso carburante' : ''}`;
