import type { AppContext } from '../../context';
import { daysFrom } from '../../lib/clock';
import type { Job } from '../../lib/jobs';
import { deleteUnusedFiles } from '../storage/storage.service';
import { claimExpiredDeclined, deleteApplicationRow } from './applications.queries';

const MAX_PER_RUN = 100;

/**
 * Retention of declined applications: APPLICATION_RETENTION_DAYS after the decision each one is
 * deleted with its checks (foreign key cascade) and, once committed, its photo and CV. One per
 * transaction, claimed with FOR UPDATE SKIP LOCKED, so several processes share the work.
 */
export async function sweepDeclinedApplications(ctx: AppContext): Promise<number> {
  const before = daysFrom(ctx.clock.now(), -ctx.config.privacy.applicationRetentionDays);
  let handled = 0;
  while (handled < MAX_PER_RUN) {
    const deleted = await ctx.db.transaction(async (tx) => {
      const claimed = await claimExpiredDeclined(tx, before);
      return claimed ? deleteApplicationRow(tx, claimed.id) : undefined;
    });
    if (!deleted) break;
    await deleteUnusedFiles(ctx, [deleted.photoPath, deleted.cvPath]);
    handled += 1;
  }
  if (handled > 0) ctx.log.info({ handled }, 'declined caregiver applications deleted');
  return handled;
}

export function applicationRetentionJob(ctx: AppContext): Job {
  return {
    name: 'application-retention',
    everyMs: 60 * 60_000,
    run: () => sweepDeclinedApplications(ctx),
  };
}
