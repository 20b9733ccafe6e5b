import type { Db } from './client';

/**
 * Prepared statements of the hot paths, built once per database handle (the app's, or a
 * transaction's) instead of on every call: the SQL text is assembled once, and PostgreSQL parses
 * and plans a named statement once per connection.
 */
const byDb = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db, name: string) => T): T {
  let statements = byDb.get(db);
  if (!statements) {
    statements = new Map();
    byDb.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (!statement) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}
