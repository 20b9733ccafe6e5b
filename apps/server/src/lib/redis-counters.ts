import type { Redis } from 'ioredis';
import type { CounterStore } from './counters';

/**
 * The counter store shared by every process (REDIS_URL): a fixed window per key, `INCR` and,
 * on the first hit of a window, `PEXPIRE` — in one MULTI so a crash never leaves a key without
 * its expiry. Keys are `<REDIS_KEY_PREFIX>counter:<key>` (default prefix `eq:`).
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
    get: guarded((store, key: string) => store.get(key)),
    reset: guarded((store, key: string) => store.reset(key)),
    msLeft: guarded((store, key: string) => store.msLeft(key)),
  };
}
