import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Prepared statements of the hot paths. `build` runs once per process for each name: it writes
 * the query with `sql.placeholder(…)` for its values and ends with `.prepare(name)`. What drizzle
 * assembled then (the SQL text, its parameters, how to read the rows) is kept, and each database
 * handle — the app's, or a transaction's, which is a new handle every time — gets a statement
 * made from it without building the SQL again; PostgreSQL parses and plans a named statement once
 * per connection. The name must say everything that changes the SQL (under tests, a name reused
 * for another query throws).
 */
type Recipe = { args: unknown[]; joinsNotNullableMap: unknown };

/** What a drizzle handle's session does with a built query (drizzle's PgSession.prepareQuery). */
type PreparingSession = {
  prepareQuery(...args: unknown[]): { joinsNotNullableMap?: unknown };
};

const recipes = new Map<string, Recipe>();
let checkingNames = process.env.NODE_ENV === 'test';

/** Turns the check of reused names on or off (its test); answers what it was. */
export function checkPreparedNames(on: boolean) {
  const was = checkingNames;
  checkingNames = on;
  return was;
}
const sqlOf = (recipe: Recipe) => (recipe.args[0] as { sql: string }).sql;
const byDb = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (!statement) {
    let recipe = recipes.get(name);
    if (!recipe) {
      recipe = record(db, name, build);
      recipes.set(name, recipe);
    } else if (checkingNames) {
      // A second query under a taken name would run the first one's SQL: tests build each
      // handle's statement again and compare.
      if (sqlOf(record(db, name, build)) !== sqlOf(recipe)) {
        throw new Error(`prepared('${name}'): two different queries under one name`);
      }
    }
    const made = sessionOf(db).prepareQuery(...recipe.args);
    made.joinsNotNullableMap = recipe.joinsNotNullableMap;
    statement = made as T;
    statements.set(name, statement);
  }
  return statement;
}

function sessionOf(db: Db): PreparingSession {
  return (db as unknown as { session: PreparingSession }).session;
}

/** Runs `build` on a copy of `db` whose session only records what it is asked to prepare. */
function record<T>(db: Db, name: string, build: (db: Db, name: string) => T): Recipe {
  let args: unknown[] | undefined;
  const made: { joinsNotNullableMap?: unknown; setToken(): unknown } = {
    setToken: () => made,
  };
  const recorder: PreparingSession = {
    prepareQuery: (...given) => {
      args = given;
      return made;
    },
  };
  build(Object.create(db, { session: { value: recorder } }) as Db, name);
  if (!args) throw new Error(`prepared('${name}'): build must prepare its query on the db given`);
  return { args, joinsNotNullableMap: made.joinsNotNullableMap };
}

/**
 * A value of a prepared statement, given at `execute({ [name]: value })`, typed as the column's
 * value so it fits where a value goes (`eq(users.uid, param('uid'))`, `.values({ … })`).
 */
export const param = <T>(name: string) => sql.placeholder(name) as unknown as T;

/**
 * A multi-row insert as a prepared statement, one per number of rows: `rowParams(fields, count)`
 * are the rows' placeholders (`.values(…)`), `rowValues(fields, rows)` their values (`execute`).
 */
export function rowParams<K extends string>(fields: readonly K[], count: number) {
  return Array.from(
    { length: count },
    (_, i) =>
      Object.fromEntries(fields.map((field) => [field, param(`${field}_${i}`)])) as Record<
        K,
        never
      >,
  );
}

export function rowValues<K extends string>(
  fields: readonly K[],
  rows: readonly Record<K, unknown>[],
) {
  const values: Record<string, unknown> = {};
  rows.forEach((row, i) => {
    for (const field of fields) values[`${field}_${i}`] = row[field];
  });
  return values;
}

/**
 * A nullable JSON value of a prepared statement: `jsonParam(name)` in the query, `jsonValue(v)`
 * at `execute`. (As a plain `param`, the column's encoder would store a null as JSON `null`.)
 */
export const jsonParam = <T>(name: string) => sql`${sql.placeholder(name)}::jsonb` as unknown as T;
export const jsonValue = (value: unknown) => (value == null ? null : JSON.stringify(value));
