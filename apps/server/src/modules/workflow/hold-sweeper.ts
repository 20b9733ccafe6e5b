import type { AppContext } from '../../context';
import type { Job } from '../../lib/jobs';
import { claimExpiredHold } from './hold.queries';
import { transitionRequest } from './workflow.service';

/** Upper bound of expiries handled in one run, so one run never holds the process for long. */
const MAX_PER_RUN = 200;

/**
 * Returns DA PAGARE requests whose 24-hour hold has passed to INVIATO CV, releasing the chosen
 * caregiver and emailing the customer. Each request is claimed with FOR UPDATE SKIP LOCKED in its
 * own transaction, so several processes can sweep at once and each expiry is handled once; a
 * payment racing the expiry waits on the same row lock and finds the status already changed.
 */
export async function sweepExpiredHolds(ctx: AppContext): Promise<number> {
  let handled = 0;
  while (handled < MAX_PER_RUN) {
    const done = await ctx.db.transaction(async (tx) => {
      const requestId = await claimExpiredHold(tx, ctx.clock.now());
      if (requestId === undefined) return false;
      await transitionRequest(ctx, tx, {
        requestId,
        action: 'holdExpired',
        actor: { role: 'system' },
        note: 'Trascorse 24 ore senza pagamento: il profilo scelto è stato liberato.',
      });
      return true;
    });
    if (!done) break;
    handled += 1;
  }
  if (handled > 0) ctx.log.info({ handled }, 'expired payment holds released');
  return handled;
}

export function holdSweeperJob(ctx: AppContext): Job {
  return { name: 'payment-hold-sweeper', everyMs: 60_000, run: () => sweepExpiredHolds(ctx) };
}
