import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId } from './columns';
import { ownerUid } from './users';

/** Satisfaction scores from the dashboard widget (spec §3 "NPS score"): 0–10 and optional notes. */
export const npsScores = pgTable(
  'nps_scores',
  {
    id: serialId(),
    userUid: ownerUid(),
    /** The account's email when the score was given (the widget sends it too). */
    email: text('email'),
    score: integer('score').notNull(),
    notes: text('notes'),
    /** When the client says it sent the score; `created_at` is the server's time. */
    clientTimestamp: instant('client_timestamp'),
    createdAt: createdAt(),
  },
  (table) => [
    index('nps_scores_created_idx').on(table.createdAt),
    index('nps_scores_user_idx').on(table.userUid),
    check('nps_scores_score_check', sql`${table.score} between 0 and 10`),
  ],
);
