import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId } from './columns';
import { requests } from './requests';
import { ownerUid } from './users';

/**
 * Help requests from customers (spec §3 "Assistance message"): GENERIC from the help modal or a
 * request page, SUBSTITUTION when asking to replace a caregiver, OTHER_PROFILES when asking for
 * other profiles than those proposed. Tutors mark them handled.
 *
 * They are also the conversation between a family and the tutors (issue 22): a thread is the
 * messages of one request (`request_id`), or a customer's messages tied to no request. `user_uid`
 * is always the family's; a tutor's reply has `author_role` 'tutor' and its author in
 * `author_uid`, and is never an inbox item (handled when written). `read_at`: when the other
 * side (any tutor for a family's message, the family for a tutor's) read it.
 */
export const assistanceMessages = pgTable(
  'assistance_messages',
  {
    id: serialId(),
    userUid: ownerUid(),
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    handledAt: instant('handled_at'),
    handledByUid: text('handled_by_uid'),
    authorRole: text('author_role').$type<'customer' | 'tutor'>().notNull().default('customer'),
    authorUid: text('author_uid'),
    readAt: instant('read_at'),
    /** An optional file (PDF, JPEG, PNG ≤ 5 MB), private: its storage key under private/. */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentBytes: integer('attachment_bytes'),
    /**
     * 'ask': a segnalazione (the help modal, 'Hai bisogno di aiuto?', a substitution, other
     * profiles); 'message': written in the request's conversation, a message awaiting an answer
     * (not a segnalazione). Tutors' replies are 'message'. `openFamilyMessageCounts` counts them.
     */
    kind: text('kind').$type<'ask' | 'message'>().notNull().default('ask'),
    /**
     * The family marked it urgent (the caregiver did not come): the tutors' email says
     * 'URGENTE' and is sent at once, and the back office lists it first while open.
     */
    urgent: boolean('urgent').notNull().default(false),
  },
  (table) => [
    index('assistance_messages_request_idx').on(table.requestId),
    index('assistance_messages_user_idx').on(table.userUid),
    index('assistance_messages_open_idx')
      .on(table.createdAt)
      .where(sql`${table.handledAt} is null`),
    index('assistance_messages_unread_idx')
      .on(table.userUid, table.authorRole)
      .where(sql`${table.readAt} is null`),
    check(
      'assistance_messages_author_role_check',
      sql`${table.authorRole} in ('customer', 'tutor')`,
    ),
    check('assistance_messages_kind_check', sql`${table.kind} in ('ask', 'message')`),
    check(
      'assistance_messages_type_check',
      sql`${table.type} in ('GENERIC', 'SUBSTITUTION', 'OTHER_PROFILES', 'INTERVIEW_CHANGE')`,
    ),
  ],
);

/**
 * The tutors' ready replies ('Risposte pronte'): a title and a text a tutor puts in the reply box
 * of a conversation, then reads and sends (`{nome}`: the family's first name). Shared by the
 * team: any tutor adds, corrects or removes one; who last wrote it is kept.
 */
export const replyTemplates = pgTable('reply_templates', {
  id: serialId(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
  updatedAt: instant('updated_at').notNull().defaultNow(),
  updatedByUid: text('updated_by_uid'),
});
