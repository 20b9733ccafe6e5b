import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { type Database, pgliteDatabase } from '../src/db/client';
import { emptyToTemplate, type Rows, templateFingerprint, templatePool } from './template-reset';

let template: Promise<Blob> | undefined;
let takeEngine: ReturnType<typeof templatePool<PGlite>> | undefined;

/**
 * The test worker's PGlite engines. Opening an engine from the run's migrated template costs 1–1.5 s
 * of CPU; emptying one costs a few milliseconds. So a test database is an engine of this pool, lent
 * for as long as the test keeps it open: closing it ends the loan (its queries are refused from
 * then on, as a closed engine's are), empties every table, resets the sequences and the session,
 * and gives the engine to the next test file of the worker (files share a worker's modules:
 * isolate: false); an engine whose schema a file changed is closed. Tests that hold several
 * databases at once get one engine each.
 */
export async function lendPgliteDatabase(templateFile: string): Promise<Database> {
  takeEngine ??= templatePool<PGlite>({
    open: async () => {
      template ??= fs.readFile(templateFile).then((bytes) => new Blob([bytes]));
      const engine = await PGlite.create({ loadDataDir: await template });
      return {
        handle: engine,
        fingerprint: await templateFingerprint(rowsOf(engine), 'pglite-pool.ts'),
      };
    },
    // The engine's session as new too (settings, listening channels, advisory locks).
    empty: async (engine, fingerprint) => {
      await engine.exec('discard all');
      return emptyToTemplate(rowsOf(engine), (text) => engine.exec(text), fingerprint);
    },
    discard: (engine) => engine.close().catch(() => {}),
  });
  const { handle: engine, giveBack } = await takeEngine();
  const loan = lend(engine);
  return pgliteDatabase(loan.client, async () => {
    await loan.end();
    await giveBack();
  });
}

const rowsOf =
  (engine: PGlite): Rows =>
  async <T>(text: string) =>
    (await engine.query<T>(text)).rows;

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
