import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  type AccountStatusAction,
  accountEvents,
  identityUsers,
  type UserRole,
} from '../../db/schema/identity';
import { users } from '../../db/schema/users';
import { columnsOf } from '../../db/selections';
import { type AccountStatus, forgetAccountStatus } from './account-status-cache';

// The identity service's SQL, by table: accounts and their history here, sessions in
// sessions.queries.ts, emailed codes and claims in action-codes.queries.ts, the product profile
// row in profiles.queries.ts.

/** What the API's authentication needs to know about an account beyond its token. */
export async function findAccountStatus(db: Db, uid: string): Promise<AccountStatus | undefined> {
  const [row] = await prepared(db, 'find_account_status', (handle, name) =>
    handle
      .select({
        uid: identityUsers.uid,
        disabled: identityUsers.disabled,
        validSince: identityUsers.validSince,
        role: identityUsers.role,
        email: identityUsers.email,
        emailVerified: identityUsers.emailVerified,
        passwordHash: identityUsers.passwordHash,
        emailLinkSignin: identityUsers.emailLinkSignin,
      })
      .from(identityUsers)
      .where(eq(identityUsers.uid, sql.placeholder('uid')))
      .limit(1)
      .prepare(name),
  ).execute({ uid });
  return row;
}

const accountColumns = {
  uid: identityUsers.uid,
  email: identityUsers.email,
  emailVerified: identityUsers.emailVerified,
  passwordHash: identityUsers.passwordHash,
  displayName: identityUsers.displayName,
  photoUrl: identityUsers.photoUrl,
  role: identityUsers.role,
  disabled: identityUsers.disabled,
  createdAt: identityUsers.createdAt,
  lastLoginAt: identityUsers.lastLoginAt,
  lastRefreshAt: identityUsers.lastRefreshAt,
  passwordUpdatedAt: identityUsers.passwordUpdatedAt,
  validSince: identityUsers.validSince,
  emailLinkSignin: identityUsers.emailLinkSignin,
};

export type Account = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  passwordHash: string | null;
  displayName: string | null;
  photoUrl: string | null;
  role: UserRole;
  disabled: boolean;
  createdAt: Date;
  lastLoginAt: Date;
  lastRefreshAt: Date;
  passwordUpdatedAt: Date | null;
  validSince: Date;
  /** Signs in with emailed links (with or without a password). */
  emailLinkSignin: boolean;
};

/** One account by uid; `lock` takes a row lock for the rest of the transaction. */
export async function findAccount(
  db: Db,
  uid: string,
  options: { lock?: boolean } = {},
): Promise<Account | undefined> {
  const query = db.select(accountColumns).from(identityUsers).where(eq(identityUsers.uid, uid));
  const [row] = options.lock ? await query.limit(1).for('update') : await query.limit(1);
  return row;
}

export async function findAccountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(identityUsers)
    .where(eq(identityUsers.email, email))
    .limit(1);
  return row;
}

export async function insertAccount(
  db: Db,
  values: {
    uid: string;
    email: string | null;
    emailVerified?: boolean;
    passwordHash: string | null;
    emailLinkSignin?: boolean;
    displayName?: string | null;
    role?: UserRole;
    now: Date;
    validSince: Date;
  },
): Promise<Account> {
  const [row] = await db
    .insert(identityUsers)
    .values({
      uid: values.uid,
      email: values.email,
      emailVerified: values.emailVerified ?? false,
      passwordHash: values.passwordHash,
      emailLinkSignin: values.emailLinkSignin ?? false,
      displayName: values.displayName ?? null,
      role: values.role ?? 'customer',
      createdAt: values.now,
      lastLoginAt: values.now,
      lastRefreshAt: values.now,
      passwordUpdatedAt: values.passwordHash ? values.now : null,
      validSince: values.validSince,
    })
    .returning(accountColumns);
  return row!;
}

export type AccountPatch = Partial<
  Pick<
    Account,
    | 'email'
    | 'emailVerified'
    | 'passwordHash'
    | 'emailLinkSignin'
    | 'displayName'
    | 'photoUrl'
    | 'role'
    | 'disabled'
    | 'lastLoginAt'
    | 'lastRefreshAt'
    | 'passwordUpdatedAt'
    | 'validSince'
  >
>;

export async function updateAccount(db: Db, uid: string, patch: AccountPatch): Promise<Account> {
  forgetAccountStatus(uid);
  const [row] = await db
    .update(identityUsers)
    .set(patch)
    .where(eq(identityUsers.uid, uid))
    .returning(accountColumns);
  return row!;
}

export async function deleteAccount(db: Db, uid: string) {
  forgetAccountStatus(uid);
  await db.delete(identityUsers).where(eq(identityUsers.uid, uid));
}

// Account history (disabled / enabled) -------------------------------------------------------

export async function insertAccountEvent(
  db: Db,
  values: {
    uid: string;
    action: AccountStatusAction;
    reason: string | null;
    actorUid: string | null;
    now: Date;
  },
) {
  await db.insert(accountEvents).values({
    uid: values.uid,
    action: values.action,
    reason: values.reason,
    actorUid: values.actorUid,
    createdAt: values.now,
  });
}

/** The account's disabling and re-enabling, newest first, with the acting tutor's name. */
export async function listAccountEvents(db: Db, uid: string) {
  return db
    .select({
      ...columnsOf(accountEvents, ['id', 'action', 'reason', 'actorUid']),
      actorName: users.name,
      actorSurname: users.surname,
      actorEmail: users.email,
      createdAt: accountEvents.createdAt,
    })
    .from(accountEvents)
    .leftJoin(users, eq(users.uid, accountEvents.actorUid))
    .where(eq(accountEvents.uid, uid))
    .orderBy(desc(accountEvents.id));
}
