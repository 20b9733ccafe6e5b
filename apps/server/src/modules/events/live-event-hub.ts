import { LIVE_HEARTBEAT_MS } from '@equilibrio/contract/live-events';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { findLiveEventBounds, findLiveEventsAfter, type LiveEventRow } from './events.queries';

/** Announced by the deferred triggers of migration 0007 on commit, with the new event's id. */
const LIVE_EVENTS_CHANNEL = 'live_events';
const READ_BATCH = 500;

/** One open stream of this process. */
export type LiveSubscriber = {
  /** Every event this process reads, in id order (the subscriber decides what its user may see). */
  deliver(event: LiveEventRow): void;
  /** Every LIVE_HEARTBEAT_MS: a comment line, and the caller's token checked again. */
  heartbeat(): void;
  /** Ends the stream (drain, shutdown); the client reconnects elsewhere and resumes. */
  close(): void;
};

export type LiveEventHub = {
  subscribe(subscriber: LiveSubscriber): () => void;
  /**
   * Ends every open stream of this process (SIGTERM's drain, app.close), and every stream opened
   * after it as soon as it subscribes: a stream whose request was already past its checks when
   * the close began would otherwise keep the server's close waiting for its connection forever.
   */
  closeAll(): void;
  /** How many streams are open (tests, the log). */
  size(): number;
  stop(): Promise<void>;
};

/**
 * The process's one reader of `live_events`: it hears `NOTIFY live_events` (database.listen, as
 * the caches do), reads the rows after the last one it has seen — once for all its streams — and
 * hands them to every open stream. A lost listening session is caught up when it is back (the
 * rows are read from where this process stopped), so no event is skipped.
 */
export async function createLiveEventHub(
  database: Database,
  log: FastifyBaseLogger,
  { heartbeatMs = LIVE_HEARTBEAT_MS }: { heartbeatMs?: number } = {},
): Promise<LiveEventHub> {
  const subscribers = new Set<LiveSubscriber>();
  let lastSeen = (await findLiveEventBounds(database.db)).newest ?? 0;
  let reading: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const readNew = async () => {
    for (;;) {
      const rows = await findLiveEventsAfter(database.db, lastSeen, READ_BATCH);
      for (const row of rows) {
        lastSeen = row.id;
        for (const subscriber of subscribers) subscriber.deliver(row);
      }
      if (rows.length < READ_BATCH) return;
    }
  };
  const schedule = () => {
    if (stopped) return;
    if (reading) {
      again = true;
      return;
    }
    reading = (async () => {
      do {
        again = false;
        try {
          await readNew();
        } catch (err) {
          log.warn({ err }, 'live events: reading new events failed; retrying');
          clearTimeout(retry);
          retry = setTimeout(schedule, 1000);
          retry.unref();
        }
      } while (again && !stopped);
      reading = null;
    })();
  };

  // With no stream open nobody needs the rows: the notice's id (ids grow in commit order, and
  // notices arrive in commit order) is all the reader must remember, and no query is made. A
  // stream opened later reads its own catch-up, then what is announced after it subscribed.
  const announced = (payload: string) => {
    const id = Number(payload);
    if (subscribers.size === 0 && !reading && Number.isSafeInteger(id)) {
      lastSeen = Math.max(lastSeen, id);
      return;
    }
    schedule();
  };

  const stopListening = await database.listen(LIVE_EVENTS_CHANNEL, {
    onMessage: announced,
    // Back after a lost session: whatever was committed meanwhile is read now.
    onState: (delivering) => {
      if (delivering) schedule();
    },
  });
  const heartbeat = setInterval(() => {
    for (const subscriber of subscribers) subscriber.heartbeat();
  }, heartbeatMs);
  heartbeat.unref();

  let closing = false;
  const closeAll = () => {
    closing = true;
    for (const subscriber of [...subscribers]) subscriber.close();
    subscribers.clear();
  };
  return {
    subscribe(subscriber) {
      if (closing) {
        // After the caller has its unsubscribe function (its close calls it).
        queueMicrotask(() => subscriber.close());
        return () => {};
      }
      subscribers.add(subscriber);
      return () => subscribers.delete(subscriber);
    },
    closeAll,
    size: () => subscribers.size,
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      clearTimeout(retry);
      closeAll();
      await stopListening();
      await reading;
    },
  };
}
