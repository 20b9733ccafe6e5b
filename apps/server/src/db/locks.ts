import type { SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';

/**
 * The first row of `table` that `where` picks, locked until the end of the transaction
 * (`SELECT … FOR UPDATE`): the one way a query takes a row lock to serialise the writes that
 * follow. Undefined when no row matches.
 */
export async function lockRow<S extends SelectedFields>(
  db: Db,
  table: PgTable,
  columns: S,
  where: SQL | undefined,
) {
  const rows = await db.select(columns).from(table).where(where).for('update');
  return (rows as SelectResultFields<S>[])[0];
}
