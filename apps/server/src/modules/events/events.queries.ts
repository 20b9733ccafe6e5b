import type { LiveEventKind } from '@equilibrio/contract/live-events';
import { and, asc, eq, gt, isNull, lt, lte, max, min, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveEvents } from '../../db/schema/live-events';
import { requests } from '../../db/schema/requests';

/**
 * An event with its audience: the customer of its request, or the family an event tied to no
 * request names (its general conversation); null: tutors only.
 */
export type LiveEventRow = {
  id: number;
  kind: LiveEventKind;
  requestId: number | null;
  customerUid: string | null;
};

/**
 * The events after `afterId` (up to `upTo` when given), oldest first, each with its audience (who
 * may see it is the service's rule). `customerUid`: only that family's events, chosen by the
 * query (a family's catch-up reads its own events, not everyone's).
 */
export async function findLiveEventsAfter(
  db: Db,
  afterId: number,
  limit: number,
  filter: { upTo?: number; customerUid?: string } = {},
): Promise<LiveEventRow[]> {
  const rows = await db
    .select({
      id: liveEvents.id,
      kind: liveEvents.kind,
      requestId: liveEvents.requestId,
      customerUid: sql<
        string | null
      >`coalesce(${requests.customerUid}, ${liveEvents.customerUid})`.as('customer_uid'),
    })
    .from(liveEvents)
    .leftJoin(requests, eq(requests.id, liveEvents.requestId))
    .where(
      and(
        gt(liveEvents.id, afterId),
        filter.upTo === undefined ? undefined : lte(liveEvents.id, filter.upTo),
        filter.customerUid === undefined
          ? undefined
          : and(
              or(
                eq(requests.customerUid, filter.customerUid),
                and(isNull(liveEvents.requestId), eq(liveEvents.customerUid, filter.customerUid)),
              ),
              // Never the tutors' notes (mayReceive): they would count towards the backlog too.
              ne(liveEvents.kind, 'note'),
            ),
      ),
    )
    .orderBy(asc(liveEvents.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, kind: row.kind as LiveEventKind }));
}

/** The oldest and newest event kept (both null: none yet). */
export async function findLiveEventBounds(db: Db) {
  const [row] = await db
    .select({ oldest: min(liveEvents.id), newest: max(liveEvents.id) })
    .from(liveEvents);
  return { oldest: row?.oldest ?? null, newest: row?.newest ?? null };
}

/**
 * Deletes events older than `before`, always keeping the newest (so a Last-Event-ID older than
 * every kept event is told apart from one of another database).
 */
export async function deleteLiveEventsBefore(db: Db, before: Date) {
  const deleted = await db
    .delete(liveEvents)
    .where(
      and(
        lt(liveEvents.createdAt, before),
        lt(liveEvents.id, sql`(select max(${liveEvents.id}) from ${liveEvents})`),
      ),
    )
    .returning({ id: liveEvents.id });
  return deleted.length;
}
