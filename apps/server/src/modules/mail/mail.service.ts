import nodemailer from 'nodemailer';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Job } from '../../lib/jobs';
import { type EmailContent, renderEmail } from './email-layout';
import { claimDueMails, insertMail, markMailFailed, markMailSent } from './mail.queries';

/**
 * Queues an email in the caller's transaction (outbox): it is delivered only if the change that
 * caused it commits, and is never lost if the process dies before sending.
 */
export async function queueMail(db: Db, to: string, template: string, content: EmailContent) {
  const rendered = renderEmail(content);
  return insertMail(db, { to: to.trim().toLowerCase(), template, ...rendered });
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

/** The outbox sender: SMTP when configured, otherwise the dev mailbox (and the log). */
export function mailSenderJob(ctx: AppContext, transport: MailTransport | undefined): Job {
  return {
    name: 'mail-sender',
    everyMs: 2000,
    run: () => sendDueMails(ctx, transport),
  };
}

export async function sendDueMails(ctx: AppContext, transport: MailTransport | undefined) {
  await ctx.db.transaction(async (tx) => {
    const due = await claimDueMails(tx, ctx.clock.now(), BATCH);
    for (const mail of due) {
      if (!transport) {
        ctx.log.info(
          { to: mail.to, subject: mail.subject, body: mail.text },
          'email kept in the dev mailbox',
        );
        await markMailSent(tx, mail.id, ctx.clock.now(), 'mailbox');
        continue;
      }
      try {
        await transport.send({ from: ctx.config.mail.from, ...mail });
        await markMailSent(tx, mail.id, ctx.clock.now(), 'smtp');
      } catch (error) {
        const delayMs = Math.min(60 * 60_000, 30_000 * 2 ** mail.attempts);
        ctx.log.warn({ err: error, to: mail.to }, 'email delivery failed, will retry');
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
