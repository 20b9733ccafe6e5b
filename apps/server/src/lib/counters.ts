import { rateLimited } from './app-error';
import type { Clock } from './clock';

/** A limit of `max` events per `windowMs` on one counter key. */
export type Limit = { max: number; windowMs: number };

/**
 * The answer of `reserve`: whether the event got one of the window's places, the count once it
 * is counted (or the full count when refused) and how long the window still runs.
 */
export type Reservation = { granted: boolean; count: number; resetInMs: number };

/**
 * Fixed-window counters for lock-outs and rate limits: in this process, or in Redis
 * (`redis-counters.ts`) when the app runs on several instances.
 */
export type CounterStore = {
  /** Counts one more event for `key` and answers the count in the current window. */
  increment(key: string, windowMs: number): Promise<number>;
  /**
   * Counts one more event only while the window holds fewer than `limit.max`: the comparison and
   * the increment are one atomic step, so concurrent callers never get more than `max` places
   * between them (a place is taken before the work it guards, e.g. a password check, starts).
   */
  reserve(key: string, limit: Limit): Promise<Reservation>;
  /** Gives one counted place back (a reserved attempt that turned out fine); never below 0. */
  release(key: string): Promise<void>;
  /** The count in the current window (0 when the window is over or never started). */
  get(key: string): Promise<number>;
  /** Forgets `key` (e.g. a successful sign-in clears its failures). */
  reset(key: string): Promise<void>;
  /** Milliseconds until the current window of `key` ends (0 when none is open). */
  msLeft(key: string): Promise<number>;
};

type Entry = { count: number; expiresAt: number };

const SWEEP_EVERY = 1000;

export function createMemoryCounterStore(clock: Clock): CounterStore {
  const entries = new Map<string, Entry>();
  let writes = 0;

  const live = (key: string, now: number) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };

  // Expired windows are dropped now and then so the map stays as small as the live keys.
  const sweep = (now: number) => {
    for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  };

  return {
    async increment(key, windowMs) {
      const now = clock.now().getTime();
      if (++writes % SWEEP_EVERY === 0) sweep(now);
      const entry = live(key, now);
      if (entry) {
        entry.count += 1;
        return entry.count;
      }
      entries.set(key, { count: 1, expiresAt: now + windowMs });
      return 1;
    },
    async reserve(key, limit) {
      const now = clock.now().getTime();
      if (++writes % SWEEP_EVERY === 0) sweep(now);
      const entry = live(key, now);
      if (!entry) {
        if (limit.max < 1) return { granted: false, count: 0, resetInMs: limit.windowMs };
        entries.set(key, { count: 1, expiresAt: now + limit.windowMs });
        return { granted: true, count: 1, resetInMs: limit.windowMs };
      }
      const resetInMs = entry.expiresAt - now;
      if (entry.count >= limit.max) return { granted: false, count: entry.count, resetInMs };
      entry.count += 1;
      return { granted: true, count: entry.count, resetInMs };
    },
    async release(key) {
      const entry = live(key, clock.now().getTime());
      if (entry && entry.count > 0) entry.count -= 1;
    },
    async get(key) {
      return live(key, clock.now().getTime())?.count ?? 0;
    },
    async reset(key) {
      entries.delete(key);
    },
    async msLeft(key) {
      const now = clock.now().getTime();
      const entry = live(key, now);
      return entry ? entry.expiresAt - now : 0;
    },
  };
}

/** Counts an event and answers whether it is still within the limit. */
export async function consume(counters: CounterStore, key: string, limit: Limit) {
  return (await counters.reserve(key, limit)).granted;
}

/**
 * Counts an event on every key; when one is over its limit, throws 429 RATE_LIMITED with
 * `Retry-After` set to when the last of the refusing windows ends.
 */
export async function enforceLimits(
  counters: CounterStore,
  limits: readonly (readonly [key: string, limit: Limit])[],
  message: (minutes: number) => string,
) {
  let refused = false;
  let waitMs = 0;
  for (const [key, limit] of limits) {
    if (await consume(counters, key, limit)) continue;
    refused = true;
    waitMs = Math.max(waitMs, await counters.msLeft(key));
  }
  if (refused) throw rateLimited(waitMs, message);
}
