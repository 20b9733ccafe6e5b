import { or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * How the back office's searches compare what the tutor typed with the stored text: one home, so
 * the inbox, the caregiver directory and the applications find a person the same way.
 */

/** A LIKE pattern's own characters taken literally ('50%' looks for '50%'). */
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Lower case without accents, as the searches compare text ('María' is found by 'maria'). */
const ACCENTED = 'àáâäãåèéêëìíîïòóôöõùúûüñçýÿ';
const PLAIN = 'aaaaaaeeeeiiiiooooouuuuncyy';
const foldedSql = (value: SQL | AnyPgColumn) =>
  sql`translate(lower(${value}), ${ACCENTED}, ${PLAIN})`;
const folded = (value: string) =>
  [...value.toLowerCase()].map((c) => PLAIN[ACCENTED.indexOf(c)] ?? c).join('');

/** The pattern for text that contains `q`, folded like the stored text (see `contains`). */
export const containsPattern = (q: string) => `%${escapeLike(folded(q.trim()))}%`;

/** The text contains the pattern, case and accents ignored. */
export const contains = (value: SQL | AnyPgColumn, pattern: string) =>
  sql`${foldedSql(value)} like ${pattern}`;

/**
 * The full name contains the pattern either way round, case and accents ignored: 'Paola Verdi',
 * 'verdi paola' and 'Fernandez Maria' (for María Fernández) all find their person.
 */
export const fullNameContains = (name: AnyPgColumn, surname: AnyPgColumn, pattern: string) =>
  or(
    contains(sql`concat_ws(' ', ${name}, ${surname})`, pattern),
    contains(sql`concat_ws(' ', ${surname}, ${name})`, pattern),
  );

/**
 * A phone number reduced to what identifies it, in SQL: the contract's `phoneIdentity` (its
 * digits, without the Italian country prefix); `phoneSearchDigits` reduces the search text the
 * same way. The rules must stay the same.
 */
export const phoneDigits = (phone: AnyPgColumn) =>
  sql`regexp_replace(regexp_replace(${phone}, '[^0-9]', '', 'g'), '^(00)?39([0-9]{9,})$', '\\2')`;
