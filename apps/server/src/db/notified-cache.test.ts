import { sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/helpers';
import { createNotifiedCache, forgetNotified } from './notified-cache';

const silent = pino({ level: 'silent' });

describe('notified cache', () => {
  const app = useTestApp();

  /** A cache on a channel of its own whose reads are counted. */
  async function counted(options: { maxEntries?: number; maxKeysPerScope?: number } = {}) {
    const channel = `test_${Math.random().toString(36).slice(2)}`;
    const cache = await createNotifiedCache<string>(app.database, silent, {
      channel,
      name: 'test cache',
      ...options,
    });
    let reads = 0;
    const get = (scope: string, key: string) =>
      cache.get(scope, key, async () => {
        reads++;
        return `${scope}/${key}`;
      });
    /** Reads `scope/key` (from the cache, or afresh) and answers how many reads were fresh. */
    const readsAfter = async (scope: string, key: string) => {
      await get(scope, key);
      return reads;
    };
    return { cache, channel, get, reads: () => reads, readsAfter };
  }

  it('drops one scope on its notice, every scope on "*", and on a forget from this process', async () => {
    const { cache, channel, get, reads, readsAfter } = await counted();
    try {
      await get('anna', 'p0');
      await get('anna', 'p1');
      await get('bruno', 'p0');
      expect(await get('anna', 'p0')).toBe('anna/p0');
      expect(reads()).toBe(3);

      await app.database.db.execute(sql`select pg_notify(${channel}, 'anna')`);
      await expect.poll(() => readsAfter('anna', 'p1')).toBe(4);
      await get('bruno', 'p0');
      expect(reads()).toBe(4);

      await app.database.db.execute(sql`select pg_notify(${channel}, '*')`);
      await expect.poll(() => readsAfter('bruno', 'p0')).toBe(5);

      forgetNotified(channel, 'bruno');
      await get('bruno', 'p0');
      expect(reads()).toBe(6);
    } finally {
      await cache.stop();
    }
  });

  it('stays within its bounds: keys per scope and values in all', async () => {
    const { cache, get, reads } = await counted({ maxEntries: 4, maxKeysPerScope: 2 });
    try {
      // One caller asking for page after page starts their own scope over, nobody else's.
      await get('anna', 'p0');
      await get('bruno', 'p0');
      await get('anna', 'p1');
      await get('anna', 'p2');
      expect(reads()).toBe(4);
      await get('bruno', 'p0');
      await get('anna', 'p2');
      expect(reads()).toBe(4);
      await get('anna', 'p0');
      expect(reads()).toBe(5);

      // Past four values in all, it starts over.
      await get('carla', 'p0');
      await get('dario', 'p0');
      await get('bruno', 'p0');
      expect(reads()).toBe(8);
    } finally {
      await cache.stop();
    }
  });
});
