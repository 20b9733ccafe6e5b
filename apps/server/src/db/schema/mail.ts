import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Transactional outbox: a message is written in the same transaction as the change that causes
 * it, then delivered by the mail sender (SMTP) or kept for the dev mailbox.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Template name, e.g. 'verify-email'; useful for tests and the dev mailbox. */
    template: text('template').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** 'smtp' once handed to the SMTP server, 'mailbox' when kept for the dev mailbox. */
    deliveredVia: text('delivered_via'),
  },
  (table) => [
    index('mail_outbox_pending_idx').on(table.nextAttemptAt).where(sql`${table.sentAt} is null`),
    index('mail_outbox_to_idx').on(table.to),
  ],
);
