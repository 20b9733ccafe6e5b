import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant, serialId } from './columns';
import { requests } from './requests';
import { ownerUid } from './users';

/**
 * What a customer accepted, when: one row per legal text per ticked box (the sign-up form's and
 * the request form's `conditions`). `version` comes from the text's front matter and
 * `content_hash` names the exact file, so the accepted wording can always be found again.
 * No IP address or browser is stored: the account and the time are proof enough for us.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: serialId(),
    userUid: ownerUid(),
    /** privacy | terms */
    document: text('document').notNull(),
    version: text('version').notNull(),
    /** SHA-256 (hex) of the Markdown file accepted. */
    contentHash: text('content_hash').notNull(),
    /** sign-up | request-form */
    source: text('source').notNull(),
    /** The request the box was ticked with, if any. */
    requestId: integer('request_id').references(() => requests.id, { onDelete: 'set null' }),
    acceptedAt: instant('accepted_at').notNull(),
  },
  (table) => [
    index('consent_records_user_idx').on(table.userUid, table.id),
    index('consent_records_request_idx').on(table.requestId),
    check('consent_records_document_check', sql`${table.document} in ('privacy', 'terms')`),
    check('consent_records_source_check', sql`${table.source} in ('sign-up', 'request-form')`),
    check('consent_records_hash_check', sql`${table.contentHash} ~ '^[0-9a-f]{64}$'`),
  ],
);
