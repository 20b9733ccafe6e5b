import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { type EmailContent, renderEmail } from './email-layout';
import {
  bringWaitingMailForward,
  countUndeliveredMails,
  insertMail,
  insertMails,
  lastBatchMailsSentAt,
  lockWaitingBatchMails,
  type MailFacts,
  replaceWaitingMail,
} from './mail.queries';

export type { MailFacts } from './mail.queries';

const normalise = (to: string) => to.trim().toLowerCase();

/**
 * Queues an email in the caller's transaction (outbox): it is delivered only if the change that
 * caused it commits, and is never lost if the process dies before sending. `facts` (what the
 * email is about, e.g. `{ requestId }`) outlive its body: never put a secret or a name there.
 */
export async function queueMail(
  db: Db,
  to: string,
  template: string,
  content: EmailContent,
  facts: MailFacts | null = null,
) {
  const rendered = renderEmail(content);
  return insertMail(db, { to: normalise(to), template, facts, ...rendered });
}

/** queueMail of one email to several recipients: rendered once, one insert for all. */
export async function queueMails(
  db: Db,
  to: string[],
  template: string,
  content: EmailContent,
  facts: MailFacts | null = null,
) {
  if (to.length === 0) return;
  const rendered = renderEmail(content);
  await insertMails(
    db,
    to.map((address) => ({ to: normalise(address), template, facts, ...rendered })),
  );
}

export type BatchedMail = { template: string; content: EmailContent; facts: MailFacts };

type Held = { template: string; facts: MailFacts | null } | null;

type BatchInput = {
  key: string;
  windowMs: number;
  now: Date;
  compose: (waiting: Held) => BatchedMail;
  /**
   * The caller knows no email of this key exists yet (the thing it is about was created in this
   * transaction): nothing is waiting and nothing was sent, so nothing is looked up.
   */
  fresh?: boolean;
  /**
   * Not to wait for the window: the email (the one waiting, with what it holds, or a new one)
   * is due now.
   */
  prompt?: boolean;
};

/**
 * Queues an email that stands for the latest state of one thing (`key`), at most one per
 * recipient and key every `windowMs`: the first goes at once; a change within the window after
 * it updates the one waiting email (`compose` gets what it holds: template and facts), sent when
 * the window ends, so no change is lost and none is sent twice. The caller serialises changes of
 * one key (e.g. it holds the request's row lock).
 */
export async function queueBatchedMail(db: Db, input: BatchInput & { to: string }) {
  await queueBatchedMails(db, { ...input, to: [input.to] });
}

/**
 * queueBatchedMail to several recipients at once: one lookup of their waiting emails, one of
 * when each was last sent, one insert for all the new ones, and each distinct email rendered once
 * (the recipients of one news usually hold the same).
 */
export async function queueBatchedMails(db: Db, input: BatchInput & { to: string[] }) {
  const recipients = [...new Set(input.to.map(normalise))];
  if (recipients.length === 0) return;
  const waiting = input.fresh ? [] : await lockWaitingBatchMails(db, recipients, input.key);
  const waitingByTo = new Map(waiting.map((mail) => [mail.to, mail]));
  const others = recipients.filter((to) => !waitingByTo.has(to));
  const lastSent =
    input.fresh || input.prompt || others.length === 0
      ? new Map<string, Date>()
      : await lastBatchMailsSentAt(db, others, input.key);
  const render = (held: Held) => {
    const next = input.compose(held);
    return { template: next.template, facts: next.facts, ...renderEmail(next.content) };
  };
  const rendered = new Map<string, ReturnType<typeof render>>();
  const mailFor = (held: Held) => {
    const id = held ? JSON.stringify([held.template, held.facts]) : '';
    let mail = rendered.get(id);
    if (!mail) {
      mail = render(held);
      rendered.set(id, mail);
    }
    return mail;
  };
  for (const mail of waitingByTo.values()) {
    await replaceWaitingMail(db, mail.id, mailFor({ template: mail.template, facts: mail.facts }));
    if (input.prompt) await bringWaitingMailForward(db, mail.id, input.now);
  }
  if (others.length === 0) return;
  await insertMails(
    db,
    others.map((to) => {
      const lastSentAt = lastSent.get(to);
      const windowEnd = lastSentAt ? lastSentAt.getTime() + input.windowMs : 0;
      return {
        to,
        ...mailFor(null),
        batchKey: input.key,
        nextAttemptAt: new Date(Math.max(input.now.getTime(), windowEnd)),
      };
    }),
  );
}

/** The outbox's depth now (GET /metrics): undelivered, due, the oldest due one's wait. */
export function mailOutboxDepth(ctx: AppContext) {
  return countUndeliveredMails(ctx.db, ctx.clock.now());
}
