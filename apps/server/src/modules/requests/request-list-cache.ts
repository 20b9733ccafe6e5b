import type { RequestPage } from '@equilibrio/contract/requests';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Db } from '../../db/client';
import { createNotifiedCache, type NotifiedCache } from '../../db/notified-cache';

/** The channel of migration 0002's notices: a customer's uid, or `*` for every list. */
export const REQUESTS_CHANGED_CHANNEL = 'requests_changed';

export type RequestListCache = NotifiedCache<RequestPage>;

/**
 * A change of what a customer's lists show made in a table the notices do not follow (a refund
 * recorded on a payment: the request's 'refundOwedCents'), announced in the caller's transaction:
 * every process drops that customer's pages once it commits.
 */
export async function announceRequestListChange(db: Db, customerUid: string) {
  await db.execute(sql`select pg_notify(${REQUESTS_CHANGED_CHANNEL}, ${customerUid})`);
}

/** Every list read from the database (CACHE_REQUEST_LISTS=false, tools). */
export const uncachedRequestLists: RequestListCache = {
  get: (_scope, _key, read) => read(),
  forget() {},
  stop: async () => {},
};

/**
 * A customer's request list pages, kept in memory until the database announces a change of
 * anything they show (migration 0002: the customer's requests and their dependants, the
 * customer's company, any company or service), whoever made it. A list is read far more often
 * than it changes: Home and the list page ask for it on every visit and every refocus.
 */
export async function createRequestListCache(ctx: {
  config: Pick<Config, 'cacheRequestLists'>;
  database: Database;
  log: FastifyBaseLogger;
}): Promise<RequestListCache> {
  if (!ctx.config.cacheRequestLists) return uncachedRequestLists;
  return createNotifiedCache<RequestPage>(ctx.database, ctx.log, {
    channel: REQUESTS_CHANGED_CHANNEL,
    name: 'request list cache',
    // A page holds up to 50 requests: at most a few tens of MiB in all.
    maxEntries: 2_000,
    maxKeysPerScope: 8,
  });
}
