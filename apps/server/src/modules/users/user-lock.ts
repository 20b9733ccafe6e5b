import { type AppContext, inTransaction } from '../../context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { pgCode } from '../../plugins/errors';
import { insertUserIfMissing, type LockedProfile, lockUser } from './users.queries';

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
 * Runs `work` in one transaction holding the lock on the user's profile row (created first when
 * missing), so the writes of one customer's personal area (default address switch, first
 * address) never interleave. `work` receives a context whose `db` is the transaction, and the
 * locked profile's columns.
 */
export async function withUserLock<T>(
  ctx: AppContext,
  owner: Owner,
  work: (txCtx: AppContext, profile: LockedProfile) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    let profile = await lockUser(tx, owner.uid);
    if (!profile) {
      await insertUserIfMissing(tx, owner);
      profile = await lockUser(tx, owner.uid);
    }
    return work(inTransaction(ctx, tx), profile!);
  });
}

/**
 * A write that needs the owner's profile row (a foreign key), outside any transaction: made at
 * once, and only when the database says the row is missing, made again once it is created.
 */
export async function withProfileRow<T>(
  ctx: AppContext,
  owner: Owner,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (pgCode(error) !== FOREIGN_KEY_VIOLATION) throw error;
    await ensureUser(ctx, owner);
    return write();
  }
}

const FOREIGN_KEY_VIOLATION = '23503';
