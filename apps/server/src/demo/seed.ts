import type { AppContext } from '../context';
import type { Db } from '../db/client';
import { seedRuns } from '../db/schema/meta';

/** A named, run-once step of demo data. It runs inside one transaction with its seed mark. */
export type Seeder = {
  name: string;
  run(tx: Db, ctx: AppContext): Promise<void>;
};

/**
 * Runs every seeder that has not run yet, in order. The mark is inserted first, in the same
 * transaction: a second process starting at the same time waits on it and then skips the step.
 */
export async function runSeeders(ctx: AppContext, seeders: Seeder[]): Promise<string[]> {
  const ran: string[] = [];
  for (const seeder of seeders) {
    const didRun = await ctx.db.transaction(async (tx) => {
      const inserted = await tx
        .insert(seedRuns)
        .values({ name: seeder.name })
        .onConflictDoNothing()
        .returning({ name: seedRuns.name });
      if (inserted.length === 0) return false;
      await seeder.run(tx, ctx);
      return true;
    });
    if (didRun) ran.push(seeder.name);
  }
  return ran;
}
