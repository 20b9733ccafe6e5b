import nodemailer from 'nodemailer';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { type EmailContent, renderEmail } from './email-layout';
import {
  bringWaitingMailForward,
  claimDueMails,
  countUndeliveredMails,
  deleteMailById,
  deleteMailsSentBefore,
  deleteWaitingMail,
  insertMail,
  insertMails,
  lastBatchMailsSentAt,
  lockWaitingBatchMails,
  type MailFacts,
  markMailFailed,
  markMailSent,
  postponeWaitingMail,
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

/**
 * One kind of news a digest email tells, how many times it happened in its window, and the
 * latest one's own facts (`facts`: what its line needs that the thing's state no longer says,
 * e.g. a payment's amount; kept until the email is sent, then dropped with its body).
 */
export type DigestNews = { template: string; count: number; facts?: MailFacts };

const isNews = (value: unknown): value is DigestNews =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DigestNews).template === 'string' &&
  typeof (value as DigestNews).count === 'number';

/** The news a digest's facts hold (its `news`). */
export const digestNewsOf = (facts: MailFacts | null | undefined): DigestNews[] =>
  Array.isArray(facts?.news) ? facts.news.filter(isNews) : [];

/**
 * The news a waiting digest holds (its facts' `news`) with one more of `template`: its own facts
 * are the latest's, but for `firstFacts`, kept from the first of its kind in the window.
 */
function addNews(
  held: MailFacts | null | undefined,
  template: string,
  facts?: MailFacts,
  firstFacts?: MailFacts,
): DigestNews[] {
  const news = digestNewsOf(held).map((n) => ({ ...n }));
  const same = news.find((n) => n.template === template);
  if (same) {
    same.count += 1;
    const first = Object.keys(firstFacts ?? {}).filter((k) => same.facts?.[k] !== undefined);
    same.facts = {
      ...facts,
      ...firstFacts,
      ...Object.fromEntries(first.map((k) => [k, same.facts![k]])),
    };
  } else if (facts || firstFacts) {
    news.push({ template, count: 1, facts: { ...facts, ...firstFacts } });
  } else {
    news.push({ template, count: 1 });
  }
  return news;
}

/**
 * A digest (queueBatchedMails): the news of one thing (`key`, e.g. a request) told at most once
 * per recipient every `windowMs`. The news of the window are kept in the email's facts (`news`:
 * the kind of each, how many times, the latest's own facts until it is sent) and `render` tells
 * them all; `template` is the latest news. The sender writes a digest again just before it goes
 * (`DigestComposer`), from the thing's state then. Same rule as queueBatchedMail: the caller
 * serialises one key's news.
 */
export async function queueDigestMail(
  db: Db,
  input: {
    to: string | string[];
    key: string;
    windowMs: number;
    now: Date;
    template: string;
    facts: MailFacts;
    /** This news's own facts (`DigestNews.facts`); `firstFacts`: the first of the window's. */
    newsFacts?: MailFacts;
    firstFacts?: MailFacts;
    render: (news: DigestNews[]) => { template: string; content: EmailContent };
    fresh?: boolean;
    prompt?: boolean;
  },
) {
  await queueBatchedMails(db, {
    to: [input.to].flat(),
    key: input.key,
    windowMs: input.windowMs,
    now: input.now,
    ...(input.fresh ? { fresh: true } : {}),
    ...(input.prompt ? { prompt: true } : {}),
    compose: (waiting) => {
      const news = addNews(waiting?.facts, input.template, input.newsFacts, input.firstFacts);
      return { ...input.render(news), facts: { ...input.facts, news } };
    },
  });
}

/**
 * Writes a batched email again just before it is sent, from the state of what it is about then:
 * `undefined` — not one of its kind, sent as it is; `null` — nothing left to tell, not sent;
 * `{ later }` — not to be told now (its thing is paused): kept as it is, written again then;
 * written with `keep` — part of it goes now, the rest (`keep`: its template and facts) waits as
 * the batch's next email until `until`, written again then.
 */
/** The news of a digest that wait as its batch's next email, written again at `until`. */
type KeptNews = { template: string; facts: MailFacts; until: Date };

export type DigestComposer = (
  tx: Db,
  mail: { to: string; batchKey: string; template: string; facts: MailFacts | null },
) => Promise<
  | {
      template: string;
      content: EmailContent;
      facts: MailFacts;
      keep?: KeptNews;
    }
  | { later: Date }
  | null
  | undefined
>;

/** Several composers, each for its own batches: the first that knows the email writes it. */
export function composers(...each: DigestComposer[]): DigestComposer {
  return async (tx, mail) => {
    for (const compose of each) {
      const written = await compose(tx, mail);
      if (written !== undefined) return written;
    }
    return undefined;
  };
}

export type MailTransport = {
  send(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html: string;
  }): Promise<void>;
};

export function createSmtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    send: async (mail) => {
      await transporter.sendMail(mail);
    },
  };
}

const BATCH = 20;

/**
 * The outbox sender: SMTP when configured; with MAIL_DISABLED=true (and in production without
 * a transport) emails are dropped; otherwise they are kept for the dev mailbox. The log names
 * the email (id, template, recipient), never its body: it may hold an action link.
 */
export function mailSenderJob(
  ctx: AppContext,
  transport: MailTransport | undefined,
  compose?: DigestComposer,
): Job {
  return {
    name: 'mail-sender',
    everyMs: 2000,
    run: () => sendDueMails(ctx, transport, compose),
  };
}

/**
 * A due batched email written again by `compose` (the digests: from their thing's state now):
 * what to send, or null when it is not sent now (nothing left to tell: the email is dropped; not
 * to be told yet: it waits, as it is).
 */
async function composedBeforeSending(
  tx: Db,
  mail: ClaimedMail,
  compose: DigestComposer | undefined,
  now: Date,
): Promise<(ClaimedMail & { splitFrom?: number }) | null> {
  if (!compose || !mail.batchKey) return mail;
  const next = await compose(tx, { ...mail, batchKey: mail.batchKey });
  if (next === undefined) return mail;
  if (next === null) {
    await deleteWaitingMail(tx, mail.id);
    return null;
  }
  if ('later' in next) {
    await postponeWaitingMail(tx, mail.id, next.later);
    return null;
  }
  const written = { template: next.template, facts: next.facts, ...renderEmail(next.content) };
  if (!next.keep) {
    await replaceWaitingMail(tx, mail.id, written);
    return { ...mail, ...written };
  }
  // Part of it goes now: the claimed email stays the batch's one waiting email, with the rest
  // (its body the claimed one's until it is written again), so news queued meanwhile — their
  // writer waits on its lock — join it; the part going is an email of its own, stamped as going.
  await replaceWaitingMail(tx, mail.id, {
    ...bodyOf(mail),
    template: next.keep.template,
    facts: next.keep.facts,
  });
  await postponeWaitingMail(tx, mail.id, next.keep.until);
  const id = await insertMail(tx, {
    to: mail.to,
    ...written,
    batchKey: mail.batchKey,
    sentAt: now,
  });
  return { ...mail, ...written, id, splitFrom: mail.id };
}

type ClaimedMail = Awaited<ReturnType<typeof claimDueMails>>[number];

/** A claimed email as it was stored: its body, template and facts. */
const bodyOf = (mail: ClaimedMail) => ({
  subject: mail.subject,
  text: mail.text ?? '',
  html: mail.html ?? '',
  template: mail.template,
  facts: mail.facts,
});

/** A digest's facts once sent: its news without their own facts (those went with the body). */
const sentFacts = (facts: MailFacts | null) =>
  Array.isArray(facts?.news)
    ? {
        ...facts,
        news: digestNewsOf(facts).map(({ template, count }) => ({ template, count })),
      }
    : undefined;

export async function sendDueMails(
  ctx: AppContext,
  transport: MailTransport | undefined,
  compose?: DigestComposer,
) {
  const keepInDevMailbox =
    !transport && ctx.config.mail.delivery === 'dev-mailbox' && !ctx.config.isProduction;
  /** When a mail that failed is tried again: 30 s, doubled each attempt, at most an hour. */
  const retryAt = (mail: { attempts: number }) =>
    new Date(ctx.clock.now().getTime() + Math.min(60 * 60_000, 30_000 * 2 ** mail.attempts));
  await ctx.db.transaction(async (tx) => {
    const due = await claimDueMails(tx, ctx.clock.now(), BATCH);
    for (const claimed of due) {
      let mail: Awaited<ReturnType<typeof composedBeforeSending>>;
      try {
        // In its own savepoint: a failed write (a database error aborts the transaction) is
        // undone alone, and the mails already sent in this batch stay marked as sent.
        mail = await tx.transaction((sp) =>
          composedBeforeSending(sp, claimed, compose, ctx.clock.now()),
        );
      } catch (error) {
        ctx.log.error(
          { id: claimed.id, template: claimed.template, error: (error as Error).message },
          'email could not be written again before sending, will retry',
        );
        await markMailFailed(tx, claimed.id, (error as Error).message, retryAt(claimed));
        continue;
      }
      if (!mail) {
        ctx.log.debug({ id: claimed.id }, 'digest with nothing to tell now not sent');
        continue;
      }
      const facts = sentFacts(mail.facts);
      const about = { id: mail.id, to: mail.to, template: mail.template };
      if (!transport) {
        if (keepInDevMailbox) ctx.log.info(about, 'email kept in the dev mailbox (/dev/mailbox)');
        else ctx.log.debug(about, 'email dropped');
        await markMailSent(
          tx,
          mail.id,
          ctx.clock.now(),
          keepInDevMailbox ? 'mailbox' : 'dropped',
          facts,
        );
        continue;
      }
      try {
        await transport.send({
          from: ctx.config.mail.from,
          to: mail.to,
          subject: mail.subject,
          text: mail.text ?? '',
          html: mail.html ?? '',
        });
      } catch (error) {
        ctx.log.warn(
          { ...about, error: (error as Error).message },
          'email delivery failed, will retry',
        );
        // A part of a split digest: dropped, the claimed email gets all its news back for the retry.
        if (mail.splitFrom) {
          await deleteMailById(tx, mail.id);
          await replaceWaitingMail(tx, claimed.id, bodyOf(claimed));
        }
        await markMailFailed(tx, claimed.id, (error as Error).message, retryAt(claimed));
        continue;
      }
      await markMailSent(tx, mail.id, ctx.clock.now(), 'smtp', facts);
    }
  });
}

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

/** The outbox's depth now (GET /metrics): undelivered, due, the oldest due one's wait. */
export function mailOutboxDepth(ctx: AppContext) {
  return countUndeliveredMails(ctx.db, ctx.clock.now());
}
