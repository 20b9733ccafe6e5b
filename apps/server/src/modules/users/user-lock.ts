import { type AppContext, inTransaction } from '../../context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { insertUserIfMissing, lockUser } from './users.queries';

/**
 * The customer's profile row as the one lock of their personal area: created when missing, then
 * held by the writes that must not interleave. Here, not in users.service, so the addresses and
 * dependants modules can take it while the profile reads them (no import circle).
 */
export type Owner = Pick<AuthUser, 'uid' | 'email'>;

/**
 * The identity service creates a profile row per account; with real Firebase (or an account
 * made before this module existed) it may be missing, so it is created from the token.
 */
export async function ensureUser(ctx: AppContext, owner: Owner) {
  await insertUserIfMissing(ctx.db, owner);
}

/**
 * Runs `work` in one transaction holding the lock on the user's profile row, so the writes of
 * one customer's personal area (default address switch, first address) never interleave.
 * `work` receives a context whose `db` is the transaction.
 */
export async function withUserLock<T>(
  ctx: AppContext,
  owner: Owner,
  work: (txCtx: AppContext) => Promise<T>,
): Promise<T> {
  await ensureUser(ctx, owner);
  return ctx.db.transaction(async (tx) => {
    await lockUser(tx as Db, owner.uid);
    return work(inTransaction(ctx, tx as Db));
  });
}
