import { eq, lte } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '../../db/client';

/**
 * The queries every table of single-use codes has (the out-of-band codes, the email sign-in
 * links): a code is kept by its hash and read as `columns`; taking it out is what makes it
 * single-use (of two concurrent uses only one gets the row).
 */
export function singleUseCodes<S extends SelectedFieldsFlat>(
  table: PgTable & { codeHash: PgColumn; expiresAt: PgColumn },
  columns: S,
) {
  type Code = SelectResultFields<S>;
  return {
    async find(db: Db, codeHash: string) {
      const rows = await db
        .select(columns)
        .from(table)
        .where(eq(table.codeHash, codeHash))
        .limit(1);
      return (rows as Code[])[0];
    },
    /** Takes the code out of the table and answers it. */
    async consume(db: Db, codeHash: string) {
      const rows = await db.delete(table).where(eq(table.codeHash, codeHash)).returning(columns);
      return (rows as Code[])[0];
    },
    async deleteExpired(db: Db, now: Date) {
      await db.delete(table).where(lte(table.expiresAt, now));
    },
  };
}
