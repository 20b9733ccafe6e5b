import type { LiveEvent, LiveEventsPage } from '@equilibrio/contract/live-events';
import type { AppContext } from '../../context';
import type { Job } from '../../lib/jobs';
import type { AuthUser } from '../../plugins/auth';
import {
  deleteLiveEventsBefore,
  findLiveEventBounds,
  findLiveEventsAfter,
  type LiveEventRow,
} from './events.queries';

/** How long events are kept: a client away longer gets `reset` (and refetches everything). */
export const LIVE_EVENTS_RETENTION_MS = 24 * 60 * 60_000;
/** A client further behind than this many events gets `reset` instead of the list. */
export const LIVE_BACKLOG_MAX = 500;

export type Viewer = Pick<AuthUser, 'uid' | 'role'>;

/**
 * Who may hear of an event: tutors of every one, a family of its own requests' only, and never of
 * a tutors' note (that one was written would be news the family is not meant to have).
 */
export function mayReceive(viewer: Viewer, event: LiveEventRow) {
  if (viewer.role === 'tutor') return true;
  return event.kind !== 'note' && event.customerUid !== null && event.customerUid === viewer.uid;
}

/** What the client is sent of an event: which request, what kind of change. */
export function publicEvent(event: LiveEventRow): LiveEvent {
  return { id: event.id, kind: event.kind, requestId: event.requestId };
}

/**
 * The events after `lastEventId` the viewer may see (none when it is not given: from now on), or
 * `reset` when they are no longer all known: older than the kept ones, more than
 * LIVE_BACKLOG_MAX of the viewer's, or an id this database never gave (another database, restored). `lastEventId`
 * of the answer is where the client continues from.
 */
export async function liveEventsAfter(
  ctx: AppContext,
  viewer: Viewer,
  lastEventId: number | undefined,
): Promise<LiveEventsPage> {
  const { oldest, newest } = await findLiveEventBounds(ctx.db);
  const latest = newest ?? 0;
  if (lastEventId === undefined) return { events: [], reset: false, lastEventId: latest };
  const reset = { events: [], reset: true, lastEventId: latest };
  if (lastEventId > latest || (oldest !== null && lastEventId < oldest - 1)) return reset;
  // Read up to the newest event seen above: every event up to it is committed (ids grow in
  // commit order), later ones reach the stream through the hub. A family's own events only,
  // chosen by the query.
  const rows = await findLiveEventsAfter(ctx.db, lastEventId, LIVE_BACKLOG_MAX + 1, {
    upTo: latest,
    ...(viewer.role === 'tutor' ? {} : { customerUid: viewer.uid }),
  });
  if (rows.length > LIVE_BACKLOG_MAX) return reset;
  return {
    events: rows.filter((row) => mayReceive(viewer, row)).map(publicEvent),
    reset: false,
    lastEventId: latest,
  };
}

export async function purgeOldLiveEvents(ctx: AppContext) {
  const before = new Date(ctx.clock.now().getTime() - LIVE_EVENTS_RETENTION_MS);
  return deleteLiveEventsBefore(ctx.db, before);
}

export function liveEventsRetentionJob(ctx: AppContext): Job {
  return {
    name: 'live-events-retention',
    everyMs: 60 * 60_000,
    run: () => purgeOldLiveEvents(ctx),
  };
}
