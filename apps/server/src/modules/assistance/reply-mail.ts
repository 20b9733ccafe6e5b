import { CONVERSATION_ANCHOR } from '@equilibrio/contract/conversations';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { queueBatchedMail } from '../mail/mail.service';
import {
  familyNoticeFooter,
  familyWants,
  mailCustomer,
  mailTemplates,
  REQUEST_NOTICE_WINDOW_MS,
  type RequestRow,
  tutorMessagesMail,
} from '../workflow/workflow.service';

const template = mailTemplates.tutorReply;

/**
 * Tells the family a tutor replied, if it wants to know (its notification preference). A reply
 * on a request joins the request's digest (at most one email per request every 10 minutes, with
 * the other news of the window); a reply in the conversation tied to no request is its own
 * email, at most one every 10 minutes, later replies folded in. The link opens the conversation.
 * The caller holds the request's row lock (a request's news take turns).
 */
export async function queueTutorReplyMail(
  ctx: AppContext,
  tx: Db,
  input: {
    to: string;
    request: Pick<RequestRow, 'id' | 'customerUid' | 'businessLine'> | null;
    userUid: string;
    tutorFirstName: string | null;
  },
) {
  if (input.request) {
    await mailCustomer(ctx, tx, input.request, template, { tutorFirstName: input.tutorFirstName });
    return;
  }
  if (!(await familyWants(tx, input.userUid, template))) return;
  await queueBatchedMail(tx, {
    to: input.to,
    key: `reply:general:${input.userUid}`,
    windowMs: REQUEST_NOTICE_WINDOW_MS,
    now: ctx.clock.now(),
    compose: (waiting) => {
      const before = typeof waiting?.facts?.replies === 'number' ? waiting.facts.replies : 0;
      const replies = before + 1;
      return {
        template: template.name,
        facts: { requestId: null, replies },
        content: {
          ...tutorMessagesMail({
            count: replies,
            tutorFirstName: input.tutorFirstName,
            about: '',
            url: `${ctx.config.publicUrl}/dashboard/home#${CONVERSATION_ANCHOR}`,
          }),
          footer: familyNoticeFooter(ctx.config.publicUrl),
        },
      };
    },
  });
}
