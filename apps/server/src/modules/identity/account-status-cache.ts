import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { findAccountStatus } from './identity.queries';

export type AccountStatus = NonNullable<Awaited<ReturnType<typeof findAccountStatus>>>;

export type AccountStatusCache = {
  /**
   * The account as authentication needs it (undefined: no such account), as committed: `read`
   * must query outside any transaction, so nothing uncommitted is ever kept.
   */
  get(uid: string): Promise<AccountStatus | undefined>;
  /** Drops this process's copy at once (the database's notice follows on commit). */
  forget(uid: string): void;
  stop(): Promise<void>;
};

/** A safety net only: every change is announced by the database (migration 0001). */
const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;
export const ACCOUNT_CHANGED_CHANNEL = 'account_changed';

/** Every cache of this process, so a change made here reaches them without a round trip. */
const caches = new Set<{ forget(uid: string): void }>();

/** Called where the app itself changes or deletes an account. */
export function forgetAccountStatus(uid: string) {
  for (const cache of caches) cache.forget(uid);
}

/**
 * Authentication reads the caller's account on every request (disabled? tokens revoked? role?):
 * on PostgreSQL that round trip was a third of the request list's cost. The status is kept in
 * memory and dropped when the database notifies a change of the account, whoever made it.
 *
 * Correctness rests on two rules: entries are used only while notifications are being heard (a
 * lost listening session empties the cache and bypasses it until it is back), and a read that was
 * in flight while any notification arrived is not stored (it may predate the change).
 */
export async function createAccountStatusCache(
  database: Database,
  log: FastifyBaseLogger,
  read: (uid: string) => Promise<AccountStatus | undefined>,
): Promise<AccountStatusCache> {
  const entries = new Map<string, { status: AccountStatus; expires: number }>();
  let epoch = 0;
  let delivering = false;
  let everDelivered = false;

  const invalidate = (uid?: string) => {
    epoch++;
    if (uid === undefined) entries.clear();
    else entries.delete(uid);
  };
  const member = { forget: (uid: string) => invalidate(uid) };

  const stopListening = await database.listen(ACCOUNT_CHANGED_CHANNEL, {
    onMessage: (uid) => invalidate(uid),
    onState: (now) => {
      invalidate();
      if (!now && delivering) log.warn('account change notices lost; status cache bypassed');
      if (now && everDelivered) log.info('account change notices back');
      everDelivered ||= now;
      delivering = now;
    },
  });
  caches.add(member);

  return {
    async get(uid) {
      if (delivering) {
        const hit = entries.get(uid);
        if (hit && hit.expires > performance.now()) return hit.status;
      }
      const readAt = epoch;
      const status = await read(uid);
      if (status && delivering && epoch === readAt) {
        if (entries.size >= MAX_ENTRIES) entries.clear();
        entries.set(uid, { status, expires: performance.now() + TTL_MS });
      }
      return status;
    },
    forget: member.forget,
    async stop() {
      caches.delete(member);
      await stopListening();
    },
  };
}
