import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Database, pgliteDatabase } from '../src/db/client';

/**
 * The test worker's PGlite engines. Opening an engine from the run's migrated template costs 1–1.5 s
 * of CPU; emptying one costs a few milliseconds. So a test database is an engine of this pool, lent
 * for as long as the test keeps it open: closing it ends the loan (its queries are refused from
 * then on, as a closed engine's are), empties every table, resets the sequences and the session,
 * and gives the engine to the next test file of the worker (files share a worker's modules:
 * isolate: false). Tests that hold several databases at once get one engine each.
 */
const idle: PGlite[] = [];
/** Engines kept for later files (each holds its data in memory); a file's extra ones are closed. */
const keptIdle = 2;
let template: Promise<Blob> | undefined;

export async function lendPgliteDatabase(templateFile: string): Promise<Database> {
  const engine = idle.pop() ?? (await openEngine(templateFile));
  const loan = lend(engine);
  return pgliteDatabase(loan.client, async () => {
    await loan.end();
    if (idle.length < keptIdle && (await empty(engine))) idle.push(engine);
    else await engine.close().catch(() => {});
  });
}

async function openEngine(templateFile: string) {
  template ??= fs.readFile(templateFile).then((bytes) => new Blob([bytes]));
  const engine = await PGlite.create({ loadDataDir: await template });
  const { rows: tables } = await engine.query<{ name: string }>(publicTables);
  templateTables.set(engine, tableList(tables));
  const filled: string[] = [];
  for (const { name } of tables) {
    const { rows } = await engine.query(`select 1 from ${name} limit 1`);
    if (rows.length) filled.push(name);
  }
  // Emptying gives back the template only while the migrations insert no rows.
  if (filled.length) {
    throw new Error(
      `The migrated template has rows in ${filled.join(', ')}: ` +
        'apps/server/test/pglite-pool.ts must restore them when it empties an engine',
    );
  }
  return engine;
}

const publicTables = `select format('%I.%I', schemaname, tablename) as name from pg_tables where schemaname = 'public'`;
/** The template's tables, by engine: a file that made or dropped one leaves an engine not reused. */
const templateTables = new WeakMap<PGlite, string>();
const tableList = (rows: { name: string }[]) =>
  rows
    .map((row) => row.name)
    .sort()
    .join(',');

/**
 * Every table and sequence of the schema back to the template's state (empty, counting from 1),
 * and the session as new (settings, listening channels, advisory locks): false if it failed, or
 * if the schema's tables are no longer the template's.
 */
async function empty(engine: PGlite) {
  try {
    const { rows: tables } = await engine.query<{ name: string }>(publicTables);
    if (tableList(tables) !== templateTables.get(engine)) return false;
    const { rows: sequences } = await engine.query<{ name: string }>(
      `select format('%I.%I', schemaname, sequencename) as name from pg_sequences where schemaname = 'public'`,
    );
    await engine.exec('discard all');
    await engine.exec(
      [
        tables.length ? `truncate ${tables.map((t) => t.name).join(', ')} cascade` : '',
        ...sequences.map((sequence) => `alter sequence ${sequence.name} restart`),
      ].join(';\n'),
    );
    return true;
  } catch {
    return false;
  }
}

/** The engine as one test database sees it: after `end`, its queries fail as a closed engine's do. */
function lend(engine: PGlite) {
  let ended = false;
  const listening = new Set<() => Promise<void>>();
  const refused = () => Promise.reject(new Error('PGlite is closed'));
  const client = new Proxy(engine, {
    get(target, key) {
      if (key === 'listen') {
        return async (channel: string, callback: (payload: string) => void) => {
          if (ended) return refused();
          const stop = await target.listen(channel, callback);
          const stopOnce = async () => {
            if (listening.delete(stopOnce)) await stop();
          };
          listening.add(stopOnce);
          return stopOnce;
        };
      }
      const value = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return ended ? refused : value.bind(target);
    },
  });
  return {
    client,
    end: async () => {
      ended = true;
      for (const stop of [...listening]) await stop();
    },
  };
}
