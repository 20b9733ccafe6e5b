// The delivered emails' retention: the mail-retention job.
import type { AppContext } from '../../context';
import { daysFrom } from '../../lib/clock';
import type { Job } from '../../lib/jobs';
import { deleteMailsSentBefore } from './mail.queries';

const PURGE_BATCH = 1000;

/** Deletes delivered emails older than MAIL_RETENTION_DAYS; waiting ones stay. */
export async function purgeDeliveredMails(ctx: AppContext) {
  const before = daysFrom(ctx.clock.now(), -ctx.config.mail.retentionDays);
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
