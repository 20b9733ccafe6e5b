import type { LiveEventKind } from '@equilibrio/contract/live-events';
import { and, asc, eq, gt, lt, max, min, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { liveEvents } from '../../db/schema/live-events';
import { requests } from '../../db/schema/requests';

/** An event with its audience: the customer of its request (null: tutors only). */
export type LiveEventRow = {
  id: number;
  kind: LiveEventKind;
  requestId: number | null;
  customerUid: string | null;
};

/** The events after `afterId`, oldest first, each with its audience (who may see it is the service's rule). */
export async function findLiveEventsAfter(
  db: Db,
  afterId: number,
  limit: number,
): Promise<LiveEventRow[]> {
  const rows = await db
    .select({
      id: liveEvents.id,
      kind: liveEvents.kind,
      requestId: liveEvents.requestId,
      customerUid: requests.customerUid,
    })
    .from(liveEvents)
    .leftJoin(requests, eq(requests.id, liveEvents.requestId))
    .where(gt(liveEvents.id, afterId))
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
