import { pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** One row per demo/seed step that has run, so a restart never loads the same data twice. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: instant('ran_at').notNull().defaultNow(),
});
