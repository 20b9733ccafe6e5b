import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant } from './columns';

export const userRoles = ['customer', 'tutor'] as const;
export type UserRole = (typeof userRoles)[number];

/**
 * Accounts of the built-in identity service (IDENTITY.md). Never returned by any endpoint as
 * rows: responses are built field by field from the protocol schemas.
 */
export const identityUsers = pgTable(
  'identity_users',
  {
    uid: text('uid').primaryKey(),
    /** Lower-cased; null for anonymous accounts. */
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    /** scrypt hash; null for anonymous accounts. */
    passwordHash: text('password_hash'),
    displayName: text('display_name'),
    photoUrl: text('photo_url'),
    role: text('role', { enum: userRoles }).notNull().default('customer'),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
    lastLoginAt: instant('last_login_at').notNull().defaultNow(),
    lastRefreshAt: instant('last_refresh_at').notNull().defaultNow(),
    passwordUpdatedAt: instant('password_updated_at'),
    /** ID tokens issued before this instant (second precision) are revoked. */
    validSince: instant('valid_since').notNull().defaultNow(),
    /**
     * When the "complete your account" email went to an anonymous visitor who left an email with
     * a first request (account claim); null until then.
     */
    claimEmailSentAt: instant('claim_email_sent_at'),
    /**
     * The account signs in with emailed links (Google's `emailLinkSignin`): with or without a
     * password it is no longer anonymous. Set by the first email-link sign-in.
     */
    emailLinkSignin: boolean('email_link_signin').notNull().default(false),
  },
  (table) => [
    uniqueIndex('identity_users_email_key').on(table.email).where(sql`${table.email} is not null`),
    index('identity_users_created_at_idx').on(table.createdAt),
    /** The claim-email job scans anonymous accounts not yet reminded, oldest first. */
    index('identity_users_claim_pending_idx')
      .on(table.createdAt)
      .where(sql`${table.passwordHash} is null and ${table.claimEmailSentAt} is null`),
    /** The retention job scans anonymous accounts by their last activity, oldest first. */
    index('identity_users_anonymous_activity_idx')
      .on(table.lastRefreshAt)
      .where(sql`${table.passwordHash} is null`),
    check('identity_users_role_check', sql`${table.role} in ('customer', 'tutor')`),
  ],
);

/**
 * "Anonymous" in SQL: no password and no email-link sign-in (`isAnonymousAccount` in the
 * identity rules), read by the claim emails, the sign-in link's takeover and the retention sweep.
 */
export const anonymousAccount = () =>
  and(isNull(identityUsers.passwordHash), eq(identityUsers.emailLinkSignin, false));

/** The account a row belongs to: it goes when the account goes. */
const accountUid = () =>
  text('uid')
    .notNull()
    .references(() => identityUsers.uid, { onDelete: 'cascade' });

export const accountStatusActions = ['disabled', 'enabled'] as const;
export type AccountStatusAction = (typeof accountStatusActions)[number];

/**
 * The history of an account's disabling and re-enabling: who (a tutor in the back office, or an
 * operator with `npm run user:disable` / `user:enable`: null) and why. Written by
 * `setAccountDisabled` in the transaction that changes `identity_users.disabled`.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uid: accountUid(),
    action: text('action', { enum: accountStatusActions }).notNull(),
    /** Required in the back office (5–500 characters); optional from the command line. */
    reason: text('reason'),
    /** The tutor who did it; null for an operator at the command line. */
    actorUid: text('actor_uid'),
    createdAt: createdAt(),
  },
  (table) => [
    index('account_events_uid_idx').on(table.uid, table.id),
    check('account_events_action_check', sql`${table.action} in ('disabled', 'enabled')`),
  ],
);

/** RS256 signing keys; the newest non-retired one signs, all non-retired ones verify (JWKS). */
export const identitySigningKeys = pgTable('identity_signing_keys', {
  kid: text('kid').primaryKey(),
  privateJwk: jsonb('private_jwk').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: createdAt(),
  retiredAt: instant('retired_at'),
});

export const signInProviders = ['password', 'anonymous'] as const;

/**
 * Refresh tokens (one per signed-in session). Only a SHA-256 of the token is stored; the token
 * itself is `<uid>.<random>` and opaque to clients. Revoking = deleting the rows.
 */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    uid: accountUid(),
    /** How the session started; refreshed ID tokens keep it as `firebase.sign_in_provider`. */
    provider: text('provider', { enum: signInProviders }).notNull(),
    /** The sign-in instant (`auth_time` of every ID token of this session). */
    authTime: instant('auth_time').notNull(),
    createdAt: createdAt(),
    lastUsedAt: instant('last_used_at').notNull().defaultNow(),
  },
  (table) => [
    index('identity_sessions_uid_idx').on(table.uid),
    check('identity_sessions_provider_check', sql`${table.provider} in ('password', 'anonymous')`),
  ],
);

export const oobRequestTypes = [
  'PASSWORD_RESET',
  'VERIFY_EMAIL',
  'CLAIM_ACCOUNT',
  'VERIFY_AND_CHANGE_EMAIL',
  'RECOVER_EMAIL',
  /** A first request sent without signing in, with this account's address: the link brings it in. */
  'HAND_OVER',
] as const;
export type OobRequestType = (typeof oobRequestTypes)[number];

/**
 * Out-of-band codes sent by email: single-use (the row is deleted when used) and expiring. Only a
 * SHA-256 of the code is stored; `devLink` keeps the emailed link (code included) for the
 * development listing (`/emulator/v1/projects/{p}/oobCodes`) and is never written in production.
 */
export const identityOobCodes = pgTable(
  'identity_oob_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    uid: accountUid(),
    requestType: text('request_type', { enum: oobRequestTypes }).notNull(),
    /**
     * The account's email the code is for (for the other codes, the address it was sent to); the
     * code is void once the account's email differs.
     */
    email: text('email').notNull(),
    /**
     * Change-of-email codes: the address applying the code gives the account (the new one for
     * VERIFY_AND_CHANGE_EMAIL, the previous one for RECOVER_EMAIL); the code was sent there.
     */
    newEmail: text('new_email'),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    devLink: text('dev_link'),
  },
  (table) => [
    index('identity_oob_codes_uid_idx').on(table.uid, table.requestType),
    index('identity_oob_codes_expires_at_idx').on(table.expiresAt),
    check(
      'identity_oob_codes_request_type_check',
      sql`${table.requestType} in ('PASSWORD_RESET', 'VERIFY_EMAIL', 'CLAIM_ACCOUNT', 'VERIFY_AND_CHANGE_EMAIL', 'RECOVER_EMAIL', 'HAND_OVER')`,
    ),
  ],
);

/**
 * Email sign-in links (`sendOobCode` EMAIL_SIGNIN): bound to an address, not to an account — the
 * address may have none yet (the link creates it). Single-use (the row is deleted when used) and
 * expiring; only a SHA-256 of the code is stored, `devLink` as in `identity_oob_codes`.
 */
export const identityEmailLinkCodes = pgTable(
  'identity_email_link_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    /** Lower-cased; the link signs in only with this address. */
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    devLink: text('dev_link'),
  },
  (table) => [
    index('identity_email_link_codes_email_idx').on(table.email),
    index('identity_email_link_codes_expires_at_idx').on(table.expiresAt),
  ],
);
