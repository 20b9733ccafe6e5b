import { CONVERSATION_ANCHOR } from '@equilibrio/contract/conversations';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { hasNoPassword } from '../identity/identity.service';
import { queueBatchedMail } from '../mail/mail.service';
import type { DigestComposer } from '../mail/mail-digest';
import {
  familyFirstName,
  familyWants,
  mailCustomer,
  REQUEST_NOTICE_WINDOW_MS,
  waitsForFamily,
} from '../workflow/request-mails.service';
import {
  familyNoticeFooter,
  findUserContact,
  mailTemplates,
  type RequestRow,
  tutorMessagesMail,
  withSignInHelp,
} from '../workflow/workflow.service';
import { findUnreadTutorMessages, type ThreadKey } from './conversation.queries';

const template = mailTemplates.tutorReply;

/** The batch of the emails of a family's conversation tied to no request. */
const generalReplyKey = (userUid: string) => `reply:general:${userUid}`;
const generalReplyUid = (key: string) => /^reply:general:(.+)$/.exec(key)?.[1];

/**
 * How many of the tutors' messages of a thread the family has not read yet: what an email about
 * them still has to announce when it is sent (a family that read them on its page, and perhaps
 * answered, is not told of them again).
 */
export async function unreadTutorMessages(db: Db, thread: ThreadKey) {
  return (await findUnreadTutorMessages(db, thread)).count;
}

function generalRepliesMail(
  ctx: AppContext,
  count: number,
  tutorFirstName: string | null,
  greeted: string | null | undefined,
) {
  return {
    ...tutorMessagesMail({
      count,
      tutorFirstName,
      familyFirstName: greeted,
      about: '',
      url: `${ctx.config.publicUrl}/dashboard/home#${CONVERSATION_ANCHOR}`,
    }),
    footer: familyNoticeFooter(ctx.config.publicUrl),
  };
}

/**
 * The email of a general conversation's tutor messages, written again when it is sent: only the
 * messages the family has not read by then; none left, it is not sent (the request's digests do
 * the same in `requestDigestComposer`).
 */
export function generalReplyComposer(ctx: AppContext): DigestComposer {
  return async (tx, mail) => {
    const userUid = generalReplyUid(mail.batchKey);
    if (!userUid) return undefined;
    const told = typeof mail.facts?.replies === 'number' ? mail.facts.replies : 1;
    const unread = await findUnreadTutorMessages(tx, { requestId: null, userUid });
    const count = Math.min(told, unread.count);
    if (count === 0) return null;
    const family = await findUserContact(tx, userUid);
    return {
      template: mail.template,
      facts: { ...mail.facts, replies: count },
      content: withSignInHelp(
        generalRepliesMail(ctx, count, unread.latestTutorName, familyFirstName(family)),
        await hasNoPassword(tx, userUid),
      ),
    };
  };
}

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
    request: Pick<
      RequestRow,
      'id' | 'customerUid' | 'businessLine' | 'status' | 'standByReason'
    > | null;
    userUid: string;
    tutorFirstName: string | null;
    /** Whom the email greets (`familyFirstName` of the family's row the caller read). */
    familyFirstName: string;
    /** The message asks what the request is paused for (the pause's own message). */
    asksFamily?: boolean;
  },
) {
  if (input.request) {
    // The request paused for what the tutor asks: the message is the family's turn, sent to a
    // family that wants emails only 'quando tocca a te' too (it waited, unaware, for the pause).
    const asks = input.asksFamily === true || waitsForFamily(input.request);
    const told = asks ? { ...template, familyNotice: 'action' as const } : template;
    await mailCustomer(ctx, tx, input.request, told, { tutorFirstName: input.tutorFirstName });
    return;
  }
  if (!(await familyWants(tx, input.userUid, template))) return;
  await queueBatchedMail(tx, {
    to: input.to,
    key: generalReplyKey(input.userUid),
    windowMs: REQUEST_NOTICE_WINDOW_MS,
    now: ctx.clock.now(),
    compose: (waiting) => {
      const before = typeof waiting?.facts?.replies === 'number' ? waiting.facts.replies : 0;
      const replies = before + 1;
      return {
        template: template.name,
        facts: { requestId: null, replies },
        content: generalRepliesMail(ctx, replies, input.tutorFirstName, input.familyFirstName),
      };
    },
  });
}
