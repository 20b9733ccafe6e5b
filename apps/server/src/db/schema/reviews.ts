import type { ReviewStatus } from '@equilibrio/contract/reviews';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { caregivers } from './caregivers';
import { instant, serialId, timestamps } from './columns';
import { parentRequestId } from './requests';
import { serviceRounds } from './service-records';
import { ownerUid } from './users';

/**
 * A family's review of a caregiver after the service (issue 23 item 6): one per family, caregiver
 * and request, written once a service round of that caregiver on that request has lasted 30 days
 * or ended. Tutors moderate it: PENDING until a tutor publishes it or hides it with a reason; only
 * PUBLISHED reviews reach other families (the first name and the month only).
 */
export const caregiverReviews = pgTable(
  'caregiver_reviews',
  {
    id: serialId(),
    requestId: parentRequestId(),
    caregiverId: integer('caregiver_id')
      .notNull()
      .references(() => caregivers.id, { onDelete: 'cascade' }),
    /** The family who wrote it: its reviews go with its profile (see the data registry). */
    userUid: ownerUid(),
    /** The round that made the family eligible. */
    serviceRoundId: integer('service_round_id').references(() => serviceRounds.id, {
      onDelete: 'set null',
    }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    status: text('status').$type<ReviewStatus>().notNull().default('PENDING'),
    /** Why a tutor did not publish it (told to the family, kindly). */
    hideReason: text('hide_reason'),
    moderatedByUid: text('moderated_by_uid'),
    moderatedAt: instant('moderated_at'),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('caregiver_reviews_one_per_family_key').on(
      table.requestId,
      table.caregiverId,
      table.userUid,
    ),
    // The profile's published reviews, newest first.
    index('caregiver_reviews_caregiver_idx').on(table.caregiverId, table.status, table.createdAt),
    // The moderation inbox: pending first, oldest wait first.
    index('caregiver_reviews_status_idx').on(table.status, table.createdAt),
    index('caregiver_reviews_user_idx').on(table.userUid),
    check('caregiver_reviews_rating_check', sql`${table.rating} between 1 and 5`),
    check(
      'caregiver_reviews_comment_check',
      sql`${table.comment} is null or char_length(${table.comment}) <= 2000`,
    ),
    check(
      'caregiver_reviews_status_check',
      sql`${table.status} in ('PENDING', 'PUBLISHED', 'HIDDEN')`,
    ),
    check(
      'caregiver_reviews_hidden_check',
      sql`${table.status} <> 'HIDDEN' or ${table.hideReason} is not null`,
    ),
  ],
);
