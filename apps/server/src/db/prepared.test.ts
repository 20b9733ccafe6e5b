import { asc, eq, sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import type { Db } from './client';
import {
  checkPreparedNames,
  jsonParam,
  jsonValue,
  param,
  prepared,
  rowParams,
  rowValues,
} from './prepared';

/** A table of this test's own. */
const notes = pgTable('prepared_test_notes', {
  id: serial('id').primaryKey(),
  owner: text('owner').notNull(),
  rank: integer('rank').notNull(),
  data: jsonb('data').$type<{ text: string }>(),
});

const suffix = () => Math.random().toString(36).slice(2, 8);

describe('prepared statements', () => {
  const app = useTestApp();
  const db = () => app.database.db;

  beforeAll(async () => {
    await db().execute(sql`create table if not exists prepared_test_notes (
      id serial primary key, owner text not null, rank integer not null, data jsonb)`);
  });
  // Gone before the database serves another test file (the data registry lists every table).
  afterAll(async () => {
    await db().execute(sql`drop table if exists prepared_test_notes`);
  });

  /** Owner `owner`'s notes, by a statement whose `build` calls are counted. */
  function notesOf(name: string) {
    let builds = 0;
    const read = (handle: Db, owner: string) =>
      prepared(handle, name, (h, statement) => {
        builds++;
        return h
          .select({ rank: notes.rank, data: notes.data })
          .from(notes)
          .where(eq(notes.owner, param('owner')))
          .orderBy(asc(notes.rank))
          .prepare(statement);
      }).execute({ owner });
    return { read, builds: () => builds };
  }

  const insertNote = (handle: Db, note: { owner: string; rank: number; data: unknown }) =>
    prepared(handle, 'prepared_test_insert', (h, name) =>
      h
        .insert(notes)
        .values({ owner: param('owner'), rank: param('rank'), data: jsonParam('data') })
        .prepare(name),
    ).execute({ ...note, data: jsonValue(note.data) });

  it('is built once, and runs on the app and on every transaction with their own values', async () => {
    const owner = `o-${suffix()}`;
    const { read, builds } = notesOf(`prepared_test_read_${suffix()}`);
    await db()
      .insert(notes)
      .values([
        { owner, rank: 2 },
        { owner, rank: 1 },
        { owner: 'someone else', rank: 0 },
      ]);

    // As in production: without the tests' check of reused names, which builds on every handle.
    const checking = checkPreparedNames(false);
    try {
      expect((await read(db(), owner)).map((row) => row.rank)).toEqual([1, 2]);
      expect(await read(db(), 'nobody')).toEqual([]);
      for (let i = 0; i < 2; i++) {
        await db().transaction(async (tx) => {
          await tx.insert(notes).values({ owner, rank: 3 + i });
          // The transaction's own row is seen: the statement runs in the transaction.
          expect((await read(tx, owner)).map((row) => row.rank)).toContain(3 + i);
        });
      }
    } finally {
      checkPreparedNames(checking);
    }
    expect(builds()).toBe(1);
  });

  it('is part of the transaction it is given: undone with it, kept when it commits', async () => {
    const owner = `o-${suffix()}`;
    const { read } = notesOf('prepared_test_read_all');
    await expect(
      db().transaction(async (tx) => {
        await insertNote(tx, { owner, rank: 1, data: null });
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await read(db(), owner)).toEqual([]);

    await db().transaction((tx) => insertNote(tx, { owner, rank: 2, data: { text: 'ciao' } }));
    expect(await read(db(), owner)).toEqual([{ rank: 2, data: { text: 'ciao' } }]);
  });

  it('stores a null JSON value as no value, not as JSON null', async () => {
    const owner = `o-${suffix()}`;
    await insertNote(db(), { owner, rank: 1, data: null });
    await insertNote(db(), { owner, rank: 2, data: { text: 'sì' } });
    const rows = await db()
      .select({
        rank: notes.rank,
        missing: sql<boolean>`${notes.data} is null`,
        kind: sql<string | null>`jsonb_typeof(${notes.data})`,
      })
      .from(notes)
      .where(eq(notes.owner, owner))
      .orderBy(asc(notes.rank));
    expect(rows).toEqual([
      { rank: 1, missing: true, kind: null },
      { rank: 2, missing: false, kind: 'object' },
    ]);
  });

  it('inserts several rows in one statement per number of rows', async () => {
    const owner = `o-${suffix()}`;
    const fields = ['owner', 'rank'] as const;
    const insertAll = (rows: { owner: string; rank: number }[]) =>
      prepared(db(), `prepared_test_rows_${rows.length}`, (h, name) =>
        h.insert(notes).values(rowParams(fields, rows.length)).prepare(name),
      ).execute(rowValues(fields, rows));
    await insertAll([
      { owner, rank: 1 },
      { owner, rank: 2 },
    ]);
    await insertAll([
      { owner, rank: 3 },
      { owner, rank: 4 },
      { owner, rank: 5 },
    ]);
    const { read } = notesOf('prepared_test_read_all');
    expect((await read(db(), owner)).map((row) => row.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('refuses, under tests, a name already taken by another query', async () => {
    const name = `prepared_test_taken_${suffix()}`;
    // One name, and a query by owner or by rank under it.
    const by = (column: typeof notes.owner | typeof notes.rank) => (handle: Db) =>
      prepared(handle, name, (h, n) =>
        h
          .select({ id: notes.id })
          .from(notes)
          .where(eq(column, param('v')))
          .prepare(n),
      );
    const byOwner = by(notes.owner);
    const byRank = by(notes.rank);
    byOwner(db());
    await db().transaction(async (tx) => {
      expect(() => byRank(tx)).toThrow(/two different queries under one name/);
    });
    await db().transaction(async (tx) => {
      expect(() => byOwner(tx)).not.toThrow();
    });
  });

  it('refuses a build that prepares its query elsewhere than on the handle it is given', () => {
    expect(() =>
      prepared(db(), `prepared_test_wrong_${suffix()}`, (_h, name) =>
        db().select({ id: notes.id }).from(notes).prepare(name),
      ),
    ).toThrow(/must prepare its query on the db given/);
  });
});
