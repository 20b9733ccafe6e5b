import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers';
import { createManualClock } from './clock';
import { createMemoryCounterStore } from './counters';
import { createRedisCounterStore, withFallback } from './redis-counters';

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('counters in Redis (TEST_REDIS_URL)', () => {
  let redis: Redis;
  const key = `test-${Date.now()}-${Math.random()}`;
  beforeAll(() => {
    redis = new Redis(redisUrl!);
  });
  afterAll(async () => {
    await redis.quit();
  });

  it('counts in one window shared by every client and forgets on reset', async () => {
    const a = createRedisCounterStore(redis);
    const other = new Redis(redisUrl!);
    const b = createRedisCounterStore(other);
    expect(await a.increment(key, 60_000)).toBe(1);
    expect(await b.increment(key, 60_000)).toBe(2);
    expect(await a.get(key)).toBe(2);
    expect(await redis.pttl(`eq:counter:${key}`)).toBeGreaterThan(59_000);
    expect(await b.msLeft(key)).toBeGreaterThan(59_000);
    expect(await b.msLeft(key)).toBeLessThanOrEqual(60_000);
    expect(await b.msLeft(`${key}-never`)).toBe(0);
    await b.reset(key);
    expect(await a.get(key)).toBe(0);
    await other.quit();
  });

  it('writes its keys under the configured prefix (REDIS_KEY_PREFIX)', async () => {
    const store = createRedisCounterStore(redis, 'eq-test-prefix:');
    await store.increment(key, 60_000);
    expect(await redis.get(`eq-test-prefix:counter:${key}`)).toBe('1');
    expect(await redis.exists(`eq:counter:${key}`)).toBe(0);
    await store.reset(key);
    expect(await redis.exists(`eq-test-prefix:counter:${key}`)).toBe(0);
  });

  it('reserves atomically across clients: of 30 attempts at once, exactly `max` get a place', async () => {
    const other = new Redis(redisUrl!);
    const stores = [createRedisCounterStore(redis), createRedisCounterStore(other)];
    const limit = { max: 5, windowMs: 60_000 };
    const reserveKey = `${key}-reserve`;
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stores[i % 2]!.reserve(reserveKey, limit)),
    );
    expect(answers.filter((answer) => answer.granted)).toHaveLength(5);
    expect(
      answers
        .filter((answer) => answer.granted)
        .map((a) => a.count)
        .sort(),
    ).toEqual([1, 2, 3, 4, 5]);
    const refused = answers.find((answer) => !answer.granted)!;
    expect(refused.count).toBe(5);
    expect(refused.resetInMs).toBeGreaterThan(59_000);
    expect(await redis.pttl(`eq:counter:${reserveKey}`)).toBeGreaterThan(59_000);
    // A place given back can be taken again; release never goes below 0 nor makes a key.
    await stores[1]!.release(reserveKey);
    expect((await stores[0]!.reserve(reserveKey, limit)).granted).toBe(true);
    for (let i = 0; i < 10; i++) await stores[0]!.release(reserveKey);
    expect(await stores[1]!.get(reserveKey)).toBe(0);
    expect(await redis.pttl(`eq:counter:${reserveKey}`)).toBeGreaterThan(0);
    await stores[0]!.release(`${key}-never`);
    expect(await redis.exists(`eq:counter:${key}-never`)).toBe(0);
    await stores[0]!.reset(reserveKey);
    await other.quit();
  });

  it('ends the window after its length', async () => {
    const store = createRedisCounterStore(redis);
    await store.increment(`${key}-short`, 50);
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await store.get(`${key}-short`)).toBe(0);
  });

  describe('two app processes on one Redis', () => {
    let first: TestApp;
    let second: TestApp;
    beforeAll(async () => {
      first = await createTestApp({ env: { REDIS_URL: redisUrl! } });
      second = await createTestApp({ env: { REDIS_URL: redisUrl! } });
    });
    afterAll(async () => {
      await first.close();
      await second.close();
    });

    it('share their counters', async () => {
      const shared = `shared-${key}`;
      await first.ctx.counters.increment(shared, 60_000);
      await second.ctx.counters.increment(shared, 60_000);
      expect(await first.ctx.counters.get(shared)).toBe(2);
    });
  });
});

describe('counter fallback', () => {
  it('counts in the process when the shared store fails', async () => {
    const failing = {
      increment: () => Promise.reject(new Error('down')),
      reserve: () => Promise.reject(new Error('down')),
      release: () => Promise.reject(new Error('down')),
      get: () => Promise.reject(new Error('down')),
      reset: () => Promise.reject(new Error('down')),
      msLeft: () => Promise.reject(new Error('down')),
    };
    const errors: unknown[] = [];
    const store = withFallback(failing, createMemoryCounterStore(createManualClock()), (err) =>
      errors.push(err),
    );
    expect(await store.increment('k', 1000)).toBe(1);
    expect(await store.increment('k', 1000)).toBe(2);
    expect(await store.get('k')).toBe(2);
    expect(await store.msLeft('k')).toBe(1000);
    expect(await store.reserve('k', { max: 2, windowMs: 1000 })).toMatchObject({ granted: false });
    expect(errors).toHaveLength(5);
  });
});
