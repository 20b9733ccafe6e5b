import { and, asc, desc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
};

export async function insertMail(db: Db, mail: OutgoingMail) {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/** Claims due messages; SKIP LOCKED lets several processes send without sending twice. */
export async function claimDueMails(db: Db, now: Date, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      attempts: mailOutbox.attempts,
    })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function markMailSent(db: Db, id: number, now: Date, via: 'smtp' | 'mailbox') {
  await db
    .update(mailOutbox)
    .set({
      sentAt: now,
      deliveredVia: via,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
    })
    .where(eq(mailOutbox.id, id));
}

export async function markMailFailed(db: Db, id: number, error: string, retryAt: Date) {
  await db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: error.slice(0, 500),
      nextAttemptAt: retryAt,
    })
    .where(eq(mailOutbox.id, id));
}

export async function listRecentMails(db: Db, limit: number, to?: string) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      html: mailOutbox.html,
      template: mailOutbox.template,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      deliveredVia: mailOutbox.deliveredVia,
    })
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
