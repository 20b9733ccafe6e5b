import type { AppContext } from '../../context';
import type { Job } from '../../lib/jobs';
import { sendClaimEmails } from './account-claim.service';
import { deleteExpiredOobCodes } from './action-codes.queries';
import { deleteExpiredEmailLinkCodes } from './email-link.queries';
import { deleteIdleSessions } from './sessions.queries';
import { SESSION_IDLE_MS } from './sessions.service';

const HOUR = 3_600_000;

/** The identity service's jobs: the account-claim emails; expired codes and idle sessions go. */
export function identityJobs(ctx: AppContext): Job[] {
  return [
    { name: 'identity-claim-emails', everyMs: 60_000, run: () => sendClaimEmails(ctx) },
    {
      name: 'identity-cleanup',
      everyMs: HOUR,
      run: async () => {
        const now = ctx.clock.now();
        await deleteExpiredOobCodes(ctx.db, now);
        await deleteExpiredEmailLinkCodes(ctx.db, now);
        await deleteIdleSessions(ctx.db, new Date(now.getTime() - SESSION_IDLE_MS));
      },
    },
  ];
}
