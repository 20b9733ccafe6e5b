// The delivered emails' retention: the mail-retention job.
import type { AppContext } from '../../context';
import type { Job } from '../../lib/jobs';
import { deleteMailsSentBefore } from './mail.queries';

const DAY_MS = 86_400_000;
const PURGE_BATCH = 1000;

/** Deletes delivered emails older than MAIL_RETENTION_DAYS; waiting ones stay. */
export async function purgeDeliveredMails(ctx: AppContext) {
  const before = new Date(ctx.clock.now().getTime() - ctx.config.mail.retentionDays * DAY_MS);
  let purged = 0;
  for (;;) {
    const deleted = await deleteMailsSentBefore(ctx.db, before, PURGE_BATCH);
    purged += deleted;
    if (deleted < PURGE_BATCH) break;
  }
  if (purged > 0) ctx.log.info({ purged }, 'delivered emails past their retention deleted');
  return purged;
}

export function mailRetentionJob(ctx: AppContext): Job {
  return { name: 'mail-retention', everyMs: 60 * 60_000, run: () => purgeDeliveredMails(ctx) };
}
