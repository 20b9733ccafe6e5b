import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What the live screens hear about (GET /v1/events): one row per change of something a request's
 * page shows — the request itself, its candidates, interview, payments, service rounds, assistance
 * messages, the tutors' notes (heard by tutors only). Written by deferred triggers (migration 0007) in the transaction of the change, and
 * numbered at its commit in commit order, so a reader that has seen event n has seen every event
 * before n. Notices only (which request, what kind of change): no content. Kept 24 hours.
 */
export const liveEvents = pgTable(
  'live_events',
  {
    /** Assigned at commit under a lock, so ids grow in commit order (the stream's Last-Event-ID). */
    id: bigint('id', { mode: 'number' }).primaryKey(),
    /** null: not about one request (a general assistance message). No foreign key: a deleted request is announced too. */
    requestId: integer('request_id'),
    /**
     * Who may hear of an event tied to no request (a family's general conversation): its family.
     * Events of a request name no one here: its customer is the request's.
     */
    customerUid: text('customer_uid'),
    /** request | selection | interview | payment | service | assistance | note (tutors only) */
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('live_events_created_idx').on(table.createdAt),
    check(
      'live_events_kind_check',
      sql`${table.kind} in ('request', 'selection', 'interview', 'payment', 'service', 'assistance', 'note')`,
    ),
  ],
);
