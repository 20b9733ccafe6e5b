import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId } from './columns';

/**
 * Transactional outbox: a message is written in the same transaction as the change that causes
 * it, then delivered by the mail sender (SMTP) or kept for the dev mailbox.
 *
 * The rendered body may hold an action link (verification, password reset, account claim): a
 * secret. It is kept only until delivery; a delivered row keeps its template, subject and facts
 * (the dev mailbox, outside production, is the one place that keeps bodies). Delivered rows are
 * deleted MAIL_RETENTION_DAYS after delivery.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serialId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    /** The rendered body: null once delivered by SMTP or dropped. */
    text: text('text'),
    html: text('html'),
    /** Template name, e.g. 'verify-email'; useful for tests and the dev mailbox. */
    template: text('template').notNull(),
    /** What the email is about, never a secret or a name: e.g. `{ requestId, changes }`. */
    facts: jsonb('facts').$type<Record<string, unknown>>(),
    /**
     * Emails that stand for the latest state of one thing (the tutors' notice of a request):
     * at most one waiting per recipient and key, updated in place by later changes.
     */
    batchKey: text('batch_key'),
    createdAt: createdAt(),
    sentAt: instant('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /**
     * 'smtp' once handed to the SMTP server, 'mailbox' when kept for the dev mailbox, 'dropped'
     * when emails are off (MAIL_DISABLED=true).
     */
    deliveredVia: text('delivered_via'),
  },
  (table) => [
    index('mail_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
    index('mail_outbox_to_idx').on(table.to),
    index('mail_outbox_sent_idx').on(table.sentAt).where(sql`${table.sentAt} is not null`),
    index('mail_outbox_batch_idx')
      .on(table.batchKey, table.to)
      .where(sql`${table.batchKey} is not null`),
    uniqueIndex('mail_outbox_one_waiting_per_batch')
      .on(table.batchKey, table.to)
      .where(sql`${table.batchKey} is not null and ${table.sentAt} is null`),
  ],
);
