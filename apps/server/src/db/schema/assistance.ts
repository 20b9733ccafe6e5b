import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant, serialId } from './columns';
import { requests } from './requests';
import { ownerUid } from './users';

/**
 * Help requests from customers (spec §3 "Assistance message"): GENERIC from the help modal or a
 * request page, SUBSTITUTION when asking to replace a caregiver. Tutors mark them handled.
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
  },
  (table) => [
    index('assistance_messages_request_idx').on(table.requestId),
    index('assistance_messages_user_idx').on(table.userUid),
    index('assistance_messages_open_idx')
      .on(table.createdAt)
      .where(sql`${table.handledAt} is null`),
    check('assistance_messages_type_check', sql`${table.type} in ('GENERIC', 'SUBSTITUTION')`),
  ],
);
