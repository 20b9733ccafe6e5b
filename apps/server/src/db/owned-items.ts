import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';
import { lockRow } from './locks';

/** A table of the items a customer keeps in their personal area: each row has its owner. */
type OwnedTable = PgTable & { id: PgColumn; userUid: PgColumn; updatedAt: PgColumn };

/**
 * The queries of a customer's saved items (addresses, dependants), written once: every query
 * reaches only the rows of `uid` that `live` keeps (e.g. `isNull(table.archivedAt)`: an archived
 * item is gone for its owner), reads them as `columns`, and lists them by id.
 */
export function ownedItems<T extends OwnedTable, S extends SelectedFieldsFlat>(
  table: T,
  columns: S,
  live?: SQL,
) {
  type Row = SelectResultFields<S>;
  type Values = Partial<T['$inferInsert']>;
  const from: PgTable = table;
  const ofOwner = (uid: string) => and(eq(table.userUid, uid), live);
  const owned = (uid: string, id: number) => and(eq(table.id, id), ofOwner(uid));
  const first = async (db: Db, where: SQL | undefined) => {
    const rows = await db.select(columns).from(from).where(where).limit(1);
    return (rows as Row[])[0];
  };

  return {
    /** The condition "one of the owner's live items", for the queries a module adds. */
    ofOwner,
    /** The owner's live items, oldest first. */
    list: (db: Db, uid: string) =>
      db.select(columns).from(from).where(ofOwner(uid)).orderBy(asc(table.id)) as Promise<Row[]>,
    /** Item `id` if it is one of the owner's live items. */
    find: (db: Db, uid: string, id: number) => first(db, owned(uid, id)),
    /** The first of the owner's live items that `where` picks. */
    findWhere: (db: Db, uid: string, where: SQL) => first(db, and(ofOwner(uid), where)),
    /** Which of `ids` are the owner's live items. */
    ownedIds: async (db: Db, uid: string, ids: number[]) => {
      if (ids.length === 0) return [];
      const rows = await db
        .select({ id: table.id })
        .from(from)
        .where(and(ofOwner(uid), inArray(table.id, ids)));
      return rows.map((row) => row.id as number);
    },
    /** Item `id` of the owner, locked for the rest of the transaction (undefined when none). */
    lock: (db: Db, uid: string, id: number) => lockRow(db, table, { id: table.id }, owned(uid, id)),
    /** Saves a new item; it was last changed when it was made. */
    insert: async (db: Db, values: T['$inferInsert'] & { createdAt: Date }) => {
      const rows = await db
        .insert(table)
        .values({ ...values, updatedAt: values.createdAt })
        .returning(columns);
      return (rows as Row[])[0]!;
    },
    /** Changes item `id` of the owner; undefined when it is not theirs (or not live). */
    update: async (db: Db, uid: string, id: number, values: Values & { updatedAt: Date }) => {
      const rows = await db.update(table).set(values).where(owned(uid, id)).returning(columns);
      return (rows as Row[])[0];
    },
    /** Deletes item `id` of the owner. */
    remove: async (db: Db, uid: string, id: number) => {
      await db.delete(table).where(owned(uid, id));
    },
  };
}
