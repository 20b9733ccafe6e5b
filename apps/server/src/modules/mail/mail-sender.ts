// The outbox sender: the mail-sender job, each due email written again, sent and retried.
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { renderEmail } from './email-layout';
import {
  claimDueMails,
  deleteMailById,
  deleteWaitingMail,
  insertMail,
  type MailFacts,
  markMailFailed,
  markMailSent,
  postponeWaitingMail,
  replaceWaitingMail,
} from './mail.queries';
import { type DigestComposer, digestNewsOf } from './mail-digest';
import type { MailTransport } from './mail-transport';

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
          // MAIL_FROM is a no-reply address: a family answering an email reaches the support.
          replyTo: ctx.config.mail.supportEmail,
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
