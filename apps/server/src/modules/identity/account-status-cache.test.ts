import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestUser, injectAs, noticesDelivered, useTestApp } from '../../../test/helpers';
import { identityUsers } from '../../db/schema/identity';
import { createAccountStatusCache } from './account-status-cache';
import { findAccountStatus } from './identity.queries';

const silent = pino({ level: 'silent' });
const settle = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

describe('account status cache', () => {
  const app = useTestApp();

  /** A cache over the app's database whose reads are counted (and can be held). */
  async function countedCache() {
    const counted = { reads: 0, hold: null as Promise<void> | null };
    const cache = await createAccountStatusCache(app.database, silent, async (uid) => {
      counted.reads++;
      const status = await findAccountStatus(app.database.db, uid);
      if (counted.hold) await counted.hold;
      return status;
    });
    return { cache, counted };
  }

  it('reads an account once, then again only after the database announces a change', async () => {
    const user = await createTestUser(app);
    const { cache, counted } = await countedCache();
    try {
      expect((await cache.get(user.uid))?.disabled).toBe(false);
      expect((await cache.get(user.uid))?.disabled).toBe(false);
      expect(counted.reads).toBe(1);

      // A change made outside the app (an operator in psql) arrives as a notice on commit.
      await app.database.db.execute(
        sql`update identity_users set disabled = true where uid = ${user.uid}`,
      );
      await expect.poll(async () => (await cache.get(user.uid))?.disabled).toBe(true);

      // A column authentication does not read changes nothing.
      const reads = counted.reads;
      await app.database.db
        .update(identityUsers)
        .set({ lastRefreshAt: new Date() })
        .where(eq(identityUsers.uid, user.uid));
      await noticesDelivered(app.database, 'account_changed');
      await cache.get(user.uid);
      expect(counted.reads).toBe(reads);

      // A deleted account is not served from memory either.
      await app.database.db.delete(identityUsers).where(eq(identityUsers.uid, user.uid));
      await expect.poll(() => cache.get(user.uid)).toBeUndefined();
    } finally {
      await cache.stop();
    }
  });

  it('does not keep a read that was in flight when a change was announced', async () => {
    const user = await createTestUser(app);
    const { cache, counted } = await countedCache();
    try {
      let release = () => {};
      counted.hold = new Promise<void>((resolve) => {
        release = resolve;
      });
      const inFlight = cache.get(user.uid);
      await settle();
      await app.database.db.execute(sql`select pg_notify('account_changed', ${user.uid})`);
      await noticesDelivered(app.database, 'account_changed');
      release();
      counted.hold = null;
      await inFlight;
      await cache.get(user.uid);
      expect(counted.reads).toBe(2);
      await cache.get(user.uid);
      expect(counted.reads).toBe(2);
    } finally {
      await cache.stop();
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reads every time while its listening session is lost, and caches again once it is back',
    async () => {
      const user = await createTestUser(app);
      const { cache, counted } = await countedCache();
      try {
        await cache.get(user.uid);
        await cache.get(user.uid);
        expect(counted.reads).toBe(1);
        await app.database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity
              where datname = current_database() and query like 'listen %'`,
        );
        // While the session is away every read goes to the database: nothing can be missed.
        await expect
          .poll(async () => {
            const before = counted.reads;
            await cache.get(user.uid);
            return counted.reads - before;
          })
          .toBe(1);
        // Reconnected after a second: cached again.
        await expect
          .poll(
            async () => {
              const before = counted.reads;
              await cache.get(user.uid);
              await cache.get(user.uid);
              return counted.reads - before;
            },
            { timeout: 5000, interval: 200 },
          )
          .toBeLessThanOrEqual(1);
      } finally {
        await cache.stop();
      }
    },
  );

  it('shuts a signed-in customer out at once when their account is disabled behind the app', async () => {
    const user = await createTestUser(app);
    const session = () =>
      app.inject({ method: 'GET', url: '/api/v1/session', headers: user.headers });
    expect((await session()).statusCode).toBe(200);
    expect((await session()).statusCode).toBe(200);
    await app.database.db.execute(
      sql`update identity_users set disabled = true where uid = ${user.uid}`,
    );
    await expect.poll(async () => (await session()).statusCode, { timeout: 1000 }).toBe(401);
  });

  it('keeps a customer out after their sessions are revoked through the app', async () => {
    const user = await createTestUser(app);
    const list = () =>
      injectAs(app, user, 'GET', `/v2/requests/${user.uid}/requests?page=0&pageSize=10`);
    expect((await list()).statusCode).toBe(200);
    const { updateAccount } = await import('./identity.queries');
    await updateAccount(app.database.db, user.uid, { validSince: new Date(Date.now() + 60_000) });
    // Changed by this process: its cache forgets at once, no notice needed.
    expect((await list()).statusCode).toBe(401);
  });
});
