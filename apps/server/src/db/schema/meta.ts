import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One row per demo/seed step that has run, so a restart never loads the same data twice. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
