import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';
import { users } from './users';

/**
 * The page sessions (modules/pages/page-sessions.ts): one per browser where a user is signed in,
 * made by the server from a verified ID token, named by a random id of which only the hash is
 * kept (the cookie holds the id). It lets the server draw the user's pages for as long as it
 * lives, renewed by the app while it is used; sign-out deletes it, and the account's own checks
 * (disabled, signed out everywhere) apply to it on every use.
 */
export const pageSessions = pgTable(
  'page_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    uid: text('uid')
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** From the token it was made from; the account's own state is read again on every use. */
    role: text('role', { enum: ['customer', 'tutor'] }).notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull(),
    authTime: instant('auth_time'),
    /**
     * The `iat` of the ID token it was made from, or last renewed with: it ends, as that token
     * would, when the account is signed out everywhere after it (identity_users.valid_since).
     */
    issuedAt: instant('issued_at').notNull(),
    /**
     * Made at a fresh sign-in (the credentials entered minutes before): it lives two weeks from
     * each renewal. Otherwise — made from a token of an older sign-in, which anyone holding that
     * token could — it lives only as long as the token it was last renewed with.
     */
    lasting: boolean('lasting').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
  },
  (table) => [
    index('page_sessions_uid_idx').on(table.uid),
    check('page_sessions_role_check', sql`${table.role} in ('customer', 'tutor')`),
  ],
);
