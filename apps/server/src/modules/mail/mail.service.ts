import nodemailer from 'nodemailer';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { type EmailContent, renderEmail } from './email-layout';
import {
  claimDueMails,
  countUndeliveredMails,
  deleteMailsSentBefore,
  insertMail,
  lastBatchMailSentAt,
  lockWaitingBatchMail,
  type MailFacts,
  markMailFailed,
  markMailSent,
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

export type BatchedMail = { template: string; content: EmailContent; facts: MailFacts };

/**
 * Queues an email that stands for the latest state of one thing (`key`), at most one per
 * recipient and key every `windowMs`: the first goes at once; a change within the window after
 * it updates the one waiting email (`compose` gets what it holds: template and facts), sent when
 * the window ends, so no change is lost and none is sent twice. The caller serialises changes of
 * one key (e.g. it holds the request's row lock).
 */
export async function queueBatchedMail(
  db: Db,
  input: {
    to: string;
    key: string;
    windowMs: number;
    now: Date;
    compose: (waiting: { template: string; facts: MailFacts | null } | null) => BatchedMail;
  },
) {
  const to = normalise(input.to);
  const waiting = await lockWaitingBatchMail(db, to, input.key);
  const next = input.compose(waiting ?? null);
  const mail = { template: next.template, facts: next.facts, ...renderEmail(next.content) };
  if (waiting) {
    await replaceWaitingMail(db, waiting.id, mail);
    return waiting.id;
  }
  const lastSentAt = await lastBatchMailSentAt(db, to, input.key);
  const windowEnd = lastSentAt ? lastSentAt.getTime() + input.windowMs : 0;
  return insertMail(db, {
    to,
    ...mail,
    batchKey: input.key,
    nextAttemptAt: new Date(Math.max(input.now.getTime(), windowEnd)),
  });
}

/** One kind of news a digest email tells, and how many times it happened in its window. */
export type DigestNews = { template: string; count: number };

const isNews = (value: unknown): value is DigestNews =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as DigestNews).template === 'string' &&
  typeof (value as DigestNews).count === 'number';

/** The news a waiting digest holds (its facts' `news`) with one more of `template`. */
export function addNews(held: unknown, template: string): DigestNews[] {
  const news = (Array.isArray(held) ? held.filter(isNews) : []).map((n) => ({ ...n }));
  const same = news.find((n) => n.template === template);
  if (same) same.count += 1;
  else news.push({ template, count: 1 });
  return news;
}

/**
 * A digest (queueBatchedMail): the news of one thing (`key`, e.g. a request) told at most once per
 * recipient every `windowMs`. The news of the window are kept in the email's facts (`news`: the
 * kind of each and how many times, never its content) and `render` tells them all; `template`
 * is the latest news. Same rule as queueBatchedMail: the caller serialises one key's news.
 */
export async function queueDigestMail(
  db: Db,
  input: {
    to: string;
    key: string;
    windowMs: number;
    now: Date;
    template: string;
    facts: MailFacts;
    render: (news: DigestNews[]) => { template: string; content: EmailContent };
  },
) {
  return queueBatchedMail(db, {
    to: input.to,
    key: input.key,
    windowMs: input.windowMs,
    now: input.now,
    compose: (waiting) => {
      const news = addNews(waiting?.facts?.news, input.template);
      return { ...input.render(news), facts: { ...input.facts, news } };
    },
  });
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
export function mailSenderJob(ctx: AppContext, transport: MailTransport | undefined): Job {
  return {
    name: 'mail-sender',
    everyMs: 2000,
    run: () => sendDueMails(ctx, transport),
  };
}

export async function sendDueMails(ctx: AppContext, transport: MailTransport | undefined) {
  const keepInDevMailbox =
    !transport && ctx.config.mail.delivery === 'dev-mailbox' && !ctx.config.isProduction;
  await ctx.db.transaction(async (tx) => {
    const due = await claimDueMails(tx, ctx.clock.now(), BATCH);
    for (const mail of due) {
      const about = { id: mail.id, to: mail.to, template: mail.template };
      if (!transport) {
        if (keepInDevMailbox) ctx.log.info(about, 'email kept in the dev mailbox (/dev/mailbox)');
        else ctx.log.debug(about, 'email dropped');
        await markMailSent(tx, mail.id, ctx.clock.now(), keepInDevMailbox ? 'mailbox' : 'dropped');
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
        await markMailSent(tx, mail.id, ctx.clock.now(), 'smtp');
      } catch (error) {
        const delayMs = Math.min(60 * 60_000, 30_000 * 2 ** mail.attempts);
        ctx.log.warn(
          { ...about, error: (error as Error).message },
          'email delivery failed, will retry',
        );
        await markMailFailed(
          tx,
          mail.id,
          (error as Error).message,
          new Date(ctx.clock.now().getTime() + delayMs),
        );
      }
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
