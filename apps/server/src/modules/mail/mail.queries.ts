import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema/mail';

/** A message as it is sent and as the dev mailbox lists it. */
const mailColumns = {
  id: mailOutbox.id,
  to: mailOutbox.to,
  subject: mailOutbox.subject,
  text: mailOutbox.text,
  html: mailOutbox.html,
  template: mailOutbox.template,
};

export type MailFacts = Record<string, unknown>;

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  template: string;
  facts?: MailFacts | null;
  batchKey?: string | null;
  /** Not before this instant (default: the database's now). */
  nextAttemptAt?: Date;
  /** Stamped as going now (outside the one waiting email of its batch): part of a split digest. */
  sentAt?: Date;
};

export async function insertMail(db: Db, mail: OutgoingMail) {
  const [row] = await db.insert(mailOutbox).values(mail).returning({ id: mailOutbox.id });
  return row!.id;
}

/** Several emails in one statement; their ids in the same order. */
export async function insertMails(db: Db, mails: OutgoingMail[]) {
  const rows = await db.insert(mailOutbox).values(mails).returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/**
 * The waiting emails of a batch to these recipients (one at most each: a unique index), locked
 * for the rest of the transaction.
 */
export const lockWaitingBatchMails = (db: Db, to: string[], batchKey: string) =>
  db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      template: mailOutbox.template,
      facts: mailOutbox.facts,
    })
    .from(mailOutbox)
    .where(
      and(eq(mailOutbox.batchKey, batchKey), inArray(mailOutbox.to, to), isNull(mailOutbox.sentAt)),
    )
    .orderBy(asc(mailOutbox.id))
    .for('update');

/** Drops an email whatever its state: a split digest's part whose delivery failed. */
export async function deleteMailById(db: Db, id: number) {
  await db.delete(mailOutbox).where(eq(mailOutbox.id, id));
}

/** Drops a waiting email that has nothing left to tell (never one already sent). */
export async function deleteWaitingMail(db: Db, id: number) {
  await db.delete(mailOutbox).where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** When the last email of a batch went out to each of these recipients (absent: never, or purged). */
export async function lastBatchMailsSentAt(db: Db, to: string[], batchKey: string) {
  const rows = await db
    .select({ to: mailOutbox.to, at: max(mailOutbox.sentAt) })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.batchKey, batchKey), inArray(mailOutbox.to, to)))
    .groupBy(mailOutbox.to);
  return new Map(rows.flatMap((row) => (row.at ? [[row.to, row.at] as const] : [])));
}

/** Gives a waiting email new content; its time of sending stays. */
export async function replaceWaitingMail(
  db: Db,
  id: number,
  mail: Pick<OutgoingMail, 'subject' | 'text' | 'html' | 'template' | 'facts'>,
) {
  await db
    .update(mailOutbox)
    .set(mail)
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

/** Claims due messages; SKIP LOCKED lets several processes send without sending twice. */
export async function claimDueMails(db: Db, now: Date, limit: number) {
  return db
    .select({
      ...mailColumns,
      attempts: mailOutbox.attempts,
      batchKey: mailOutbox.batchKey,
      facts: mailOutbox.facts,
    })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(asc(mailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/**
 * Marks a message delivered. Its body goes (an action link is a secret), except in the dev
 * mailbox, which is where a developer reads it.
 */
export async function markMailSent(
  db: Db,
  id: number,
  now: Date,
  via: 'smtp' | 'mailbox' | 'dropped',
  /** Its facts once sent, when they change then (a digest's news lose their own facts). */
  facts?: MailFacts,
) {
  await db
    .update(mailOutbox)
    .set({
      sentAt: now,
      deliveredVia: via,
      attempts: sql`${mailOutbox.attempts} + 1`,
      lastError: null,
      ...(facts ? { facts } : {}),
      ...(via === 'mailbox' ? {} : { text: null, html: null }),
    })
    .where(eq(mailOutbox.id, id));
}

/** A waiting email put off until `until` (not a failed attempt: its attempts stay). */
export async function postponeWaitingMail(db: Db, id: number, until: Date) {
  await db.update(mailOutbox).set({ nextAttemptAt: until }).where(eq(mailOutbox.id, id));
}

/** A waiting email due by `at` at the latest (due earlier, or a retry sooner: left as it is). */
export async function bringWaitingMailForward(db: Db, id: number, at: Date) {
  await db
    .update(mailOutbox)
    .set({
      nextAttemptAt: sql`least(${mailOutbox.nextAttemptAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(and(eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
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

/** Deletes up to `limit` rows delivered before `before`; answers how many went. */
export async function deleteMailsSentBefore(db: Db, before: Date, limit: number) {
  const old = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNotNull(mailOutbox.sentAt), lt(mailOutbox.sentAt, before)))
    .limit(limit);
  const deleted = await db
    .delete(mailOutbox)
    .where(inArray(mailOutbox.id, old))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}

export async function listRecentMails(db: Db, limit: number, to?: string) {
  return db
    .select({
      ...mailColumns,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      deliveredVia: mailOutbox.deliveredVia,
    })
    .from(mailOutbox)
    .where(to ? eq(mailOutbox.to, to.toLowerCase()) : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/**
 * The outbox's depth: emails not delivered yet, those of them due now (the rest wait for their
 * batch window or a retry), and how long the oldest due one has waited, in seconds.
 */
export async function countUndeliveredMails(db: Db, now: Date) {
  const due = sql`${mailOutbox.nextAttemptAt} <= ${now.toISOString()}::timestamptz`;
  const [row] = await db
    .select({
      undelivered: sql<number>`count(*)::int`,
      due: sql<number>`(count(*) filter (where ${due}))::int`,
      oldestDueSeconds: sql<number>`coalesce(extract(epoch from ${now.toISOString()}::timestamptz - min(${mailOutbox.nextAttemptAt}) filter (where ${due})), 0)::float8`,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return {
    undelivered: Number(row?.undelivered ?? 0),
    due: Number(row?.due ?? 0),
    oldestDueSeconds: Number(row?.oldestDueSeconds ?? 0),
  };
}
