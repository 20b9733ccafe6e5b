import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Satisfaction scores from the dashboard widget (spec §3 "NPS score"): 0–10 and optional notes. */
export const npsScores = pgTable(
  'nps_scores',
  {
    id: serial('id').primaryKey(),
    userUid: text('user_uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** The account's email when the score was given (the widget sends it too). */
    email: text('email'),
    score: integer('score').notNull(),
    notes: text('notes'),
    /** When the client says it sent the score; `created_at` is the server's time. */
    clientTimestamp: timestamp('client_timestamp', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('nps_scores_created_idx').on(table.createdAt),
    index('nps_scores_user_idx').on(table.userUid),
    check('nps_scores_score_check', sql`${table.score} between 0 and 10`),
  ],
);
