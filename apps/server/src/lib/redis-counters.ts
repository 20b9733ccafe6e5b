import type { Redis } from 'ioredis';
import type { CounterStore, Limit, Reservation } from './counters';

/**
 * `reserve` in one step on the server (a script runs alone): compare with the limit, count,
 * start the window on its first place. Answers [granted, count, milliseconds left].
 */
const RESERVE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then
  return {0, count, redis.call('PTTL', KEYS[1])}
end
count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
return {1, count, ttl}`;

/** `release`: one place back, only on a live key (never a key without expiry, never below 0). */
const RELEASE = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then return redis.call('DECR', KEYS[1]) end
return 0`;

/**
 * The counter store shared by every process (REDIS_URL): a fixed window per key, `INCR` and,
 * on the first hit of a window, `PEXPIRE` — in one MULTI (or one script) so a crash never leaves
 * a key without its expiry. Keys are `<REDIS_KEY_PREFIX>counter:<key>` (default prefix `eq:`).
 */
export function createRedisCounterStore(redis: Redis, keyPrefix = 'eq:'): CounterStore {
  const PREFIX = `${keyPrefix}counter:`;
  return {
    async increment(key, windowMs) {
      const results = await redis
        .multi()
        .incr(PREFIX + key)
        .pexpire(PREFIX + key, windowMs, 'NX')
        .exec();
      const [incrError, count] = results?.[0] ?? [new Error('no reply'), 0];
      if (incrError) throw incrError;
      return Number(count);
    },
    async reserve(key, limit): Promise<Reservation> {
      const [granted, count, ttl] = (await redis.eval(
        RESERVE,
        1,
        PREFIX + key,
        limit.max,
        limit.windowMs,
      )) as [number, number, number];
      return {
        granted: granted === 1,
        count: Number(count),
        resetInMs: Number(ttl) > 0 ? Number(ttl) : limit.windowMs,
      };
    },
    async release(key) {
      await redis.eval(RELEASE, 1, PREFIX + key);
    },
    async get(key) {
      return Number((await redis.get(PREFIX + key)) ?? 0);
    },
    async reset(key) {
      await redis.del(PREFIX + key);
    },
    async msLeft(key) {
      // -2: no such key, -1: no expiry (never written so by increment).
      return Math.max(0, await redis.pttl(PREFIX + key));
    },
  };
}

/**
 * Counts in Redis while it answers and in this process while it does not, so a Redis outage
 * weakens limits to per-process ones instead of failing sign-ins.
 */
export function withFallback(
  primary: CounterStore,
  fallback: CounterStore,
  onError: (err: unknown) => void,
): CounterStore {
  const guarded =
    <A extends unknown[], R>(call: (store: CounterStore, ...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(primary, ...args);
      } catch (err) {
        onError(err);
        return call(fallback, ...args);
      }
    };
  return {
    increment: guarded((store, key: string, windowMs: number) => store.increment(key, windowMs)),
    reserve: guarded((store, key: string, limit: Limit) => store.reserve(key, limit)),
    release: guarded((store, key: string) => store.release(key)),
    get: guarded((store, key: string) => store.get(key)),
    reset: guarded((store, key: string) => store.reset(key)),
    msLeft: guarded((store, key: string) => store.msLeft(key)),
  };
}
