import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { createNotifiedCache, forgetNotified } from '../../db/notified-cache';
import type { identityUsers } from '../../db/schema/identity';

type AccountRow = typeof identityUsers.$inferSelect;

/** What authentication checks of the caller's account on every request. */
export type AccountStatus = Pick<
  AccountRow,
  | 'uid'
  | 'disabled'
  | 'validSince'
  | 'role'
  | 'email'
  | 'emailVerified'
  | 'passwordHash'
  | 'emailLinkSignin'
>;

export type AccountStatusCache = {
  /**
   * The account as authentication needs it (undefined: no such account), as committed: `read`
   * must query outside any transaction, so nothing uncommitted is ever kept.
   */
  get(uid: string): Promise<AccountStatus | undefined>;
  stop(): Promise<void>;
};

/** Announced by a trigger on identity_users (migration 0001). */
export const ACCOUNT_CHANGED_CHANNEL = 'account_changed';

/** Called where the app itself changes or deletes an account. */
export function forgetAccountStatus(uid: string) {
  forgetNotified(ACCOUNT_CHANGED_CHANNEL, uid);
}

/**
 * Authentication reads the caller's account on every request (disabled? tokens revoked? role?):
 * on PostgreSQL that round trip was a third of the request list's cost. The status is kept in
 * memory and dropped when the database notifies a change of the account, whoever made it
 * (db/notified-cache.ts).
 */
export async function createAccountStatusCache(
  database: Database,
  log: FastifyBaseLogger,
  read: (uid: string) => Promise<AccountStatus | undefined>,
): Promise<AccountStatusCache> {
  const cache = await createNotifiedCache<AccountStatus | undefined>(database, log, {
    channel: ACCOUNT_CHANGED_CHANNEL,
    name: 'account status cache',
    keep: (status) => status !== undefined,
  });
  return {
    get: (uid) => cache.get(uid, '', () => read(uid)),
    stop: () => cache.stop(),
  };
}
