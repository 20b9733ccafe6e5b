import type { AppContext } from '../../context';
import { daysFrom } from '../../lib/clock';
import type { Job } from '../../lib/jobs';
import { removeAccount } from '../identity/identity.service';
import { countPayments } from './erasure.queries';
import { eraseCustomerData } from './erasure.service';
import { claimAbandonedAnonymousAccount, purgeCustomer } from './privacy.queries';

/** Upper bound of accounts handled in one run, so one run never holds the process for long. */
const MAX_PER_RUN = 100;

/**
 * Retention of unfinished sign-ups: an anonymous account (the first request was sent, no password
 * was ever set) inactive for ANONYMOUS_RETENTION_DAYS is deleted with its requests and everything
 * hanging from them. One account per transaction, claimed with FOR UPDATE SKIP LOCKED, so several
 * processes share the work and each account is handled once (its identity row goes with it).
 * Accounts with a checkout open or a caregiver held wait for the next run; one that paid keeps
 * its payments, and so its requests and emptied profile, exactly as an erasure by its owner.
 */
export async function sweepAbandonedSignUps(ctx: AppContext): Promise<number> {
  const inactiveSince = daysFrom(ctx.clock.now(), -ctx.config.privacy.anonymousRetentionDays);
  let handled = 0;
  while (handled < MAX_PER_RUN) {
    const afterCommit = await ctx.db.transaction(async (tx) => {
      const claimed = await claimAbandonedAnonymousAccount(tx, inactiveSince);
      if (!claimed) return null;
      const after = await eraseCustomerData(
        ctx,
        tx,
        { uid: claimed.uid, role: 'customer', email: null },
        { reason: 'retention' },
      );
      if ((await countPayments(tx, claimed.uid)) === 0) await purgeCustomer(tx, claimed.uid);
      await removeAccount(tx, claimed.uid);
      return after;
    });
    if (!afterCommit) break;
    await afterCommit();
    handled += 1;
  }
  if (handled > 0) ctx.log.info({ handled }, 'abandoned anonymous sign-ups deleted');
  return handled;
}

export function anonymousRetentionJob(ctx: AppContext): Job {
  return {
    name: 'anonymous-retention',
    everyMs: 60 * 60_000,
    run: () => sweepAbandonedSignUps(ctx),
  };
}
