import { and, asc, eq, getTableName, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFieldsFlat } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from './client';
import { lockRow } from './locks';
import { param, prepared } from './prepared';

const ownedTables = new Set<string>();

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
  // Its prepared statements are named after the table: one set of queries per table.
  const tableName = getTableName(table);
  if (ownedTables.has(tableName)) {
    throw new Error(`ownedItems(${tableName}): already made for this table`);
  }
  ownedTables.add(tableName);
  const ofOwner = (uid: string) => and(eq(table.userUid, uid), live);
  const owned = (uid: string, id: number) => and(eq(table.id, id), ofOwner(uid));
  const first = async (db: Db, where: SQL | undefined) => {
    const rows = await db.select(columns).from(from).where(where).limit(1);
    return (rows as Row[])[0];
  };
  // The reads every request and profile call makes, prepared (db/prepared.ts). drizzle's types
  // lose the chain's methods over a table this generic, hence `Chain`.
  type Chain = {
    orderBy(...columns: unknown[]): Chain;
    limit(count: number): Chain;
    prepare(name: string): { execute(values: Record<string, unknown>): Promise<unknown[]> };
  };
  const select = (handle: Db, fields: SelectedFieldsFlat, where: SQL | undefined) =>
    handle.select(fields).from(from).where(where) as unknown as Chain;
  const named = (query: string) => `${tableName}_${query}`;
  const uidParam = param<string>('uid');
  const listOf = (db: Db, uid: string) =>
    prepared(db, named('list'), (handle, name) =>
      select(handle, columns, ofOwner(uidParam)).orderBy(asc(table.id)).prepare(name),
    ).execute({ uid }) as Promise<Row[]>;
  const findOf = async (db: Db, uid: string, id: number) => {
    const rows = await prepared(db, named('find'), (handle, name) =>
      select(handle, columns, owned(uidParam, param('id')))
        .limit(1)
        .prepare(name),
    ).execute({ uid, id });
    return (rows as Row[])[0];
  };

  return {
    /** The condition "one of the owner's live items", for the queries a module adds. */
    ofOwner,
    /** The owner's live items, oldest first. */
    list: listOf,
    /** Item `id` if it is one of the owner's live items. */
    find: findOf,
    /** The first of the owner's live items that `where` picks. */
    findWhere: (db: Db, uid: string, where: SQL) => first(db, and(ofOwner(uid), where)),
    /** Item `id` of the owner, locked for the rest of the transaction (undefined when none). */
    lock: (db: Db, uid: string, id: number) => lockRow(db, table, columns, owned(uid, id)),
    /**
     * Which of `ids` are the owner's live items, read as they are now and share-locked for the
     * rest of the transaction: none of them changes or leaves until it ends, and one being
     * changed is waited for and read as changed.
     */
    share: async (db: Db, uid: string, ids: number[]) => {
      if (ids.length === 0) return [];
      const rows = await db
        .select(columns)
        .from(from)
        .where(and(inArray(table.id, ids), ofOwner(uid)))
        .for('share');
      return rows as Row[];
    },
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
