import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  type AccountStatusAction,
  accountEvents,
  identityOobCodes,
  identitySessions,
  identityUsers,
  type OobRequestType,
  type UserRole,
} from '../../db/schema/identity';
import { users } from '../../db/schema/users';
import { type AccountStatus, forgetAccountStatus } from './account-status-cache';

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

// Sessions (refresh tokens) -------------------------------------------------------------------

export async function insertSession(
  db: Db,
  values: {
    tokenHash: string;
    uid: string;
    provider: 'password' | 'anonymous';
    authTime: Date;
    now: Date;
  },
) {
  await db.insert(identitySessions).values({
    tokenHash: values.tokenHash,
    uid: values.uid,
    provider: values.provider,
    authTime: values.authTime,
    createdAt: values.now,
    lastUsedAt: values.now,
  });
}

export async function findSession(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      uid: identitySessions.uid,
      provider: identitySessions.provider,
      authTime: identitySessions.authTime,
      lastUsedAt: identitySessions.lastUsedAt,
    })
    .from(identitySessions)
    .where(eq(identitySessions.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function touchSession(db: Db, tokenHash: string, uid: string, now: Date) {
  await db
    .update(identitySessions)
    .set({ lastUsedAt: now })
    .where(eq(identitySessions.tokenHash, tokenHash));
  await db.update(identityUsers).set({ lastRefreshAt: now }).where(eq(identityUsers.uid, uid));
}

/** Forgets sessions idle since before `idleSince` (their refresh tokens stop working). */
export async function deleteIdleSessions(db: Db, idleSince: Date) {
  await db.delete(identitySessions).where(lt(identitySessions.lastUsedAt, idleSince));
}

/** Revokes every refresh token of an account. */
export async function deleteSessions(db: Db, uid: string) {
  await db.delete(identitySessions).where(eq(identitySessions.uid, uid));
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
      id: accountEvents.id,
      action: accountEvents.action,
      reason: accountEvents.reason,
      actorUid: accountEvents.actorUid,
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

// Out-of-band codes ---------------------------------------------------------------------------

export async function insertOobCode(
  db: Db,
  values: {
    codeHash: string;
    uid: string;
    requestType: OobRequestType;
    email: string;
    now: Date;
    expiresAt: Date;
    devLink: string | null;
  },
) {
  await db.insert(identityOobCodes).values({
    codeHash: values.codeHash,
    uid: values.uid,
    requestType: values.requestType,
    email: values.email,
    createdAt: values.now,
    expiresAt: values.expiresAt,
    devLink: values.devLink,
  });
}

const oobColumns = {
  uid: identityOobCodes.uid,
  requestType: identityOobCodes.requestType,
  email: identityOobCodes.email,
  expiresAt: identityOobCodes.expiresAt,
};

export async function findOobCode(db: Db, codeHash: string) {
  const [row] = await db
    .select(oobColumns)
    .from(identityOobCodes)
    .where(eq(identityOobCodes.codeHash, codeHash))
    .limit(1);
  return row;
}

/**
 * Takes a code out of the table and answers it; of two concurrent uses only one gets the row,
 * which is what makes a code single-use.
 */
export async function consumeOobCode(db: Db, codeHash: string) {
  const [row] = await db
    .delete(identityOobCodes)
    .where(eq(identityOobCodes.codeHash, codeHash))
    .returning(oobColumns);
  return row;
}

export async function deleteOobCodes(db: Db, uid: string, types: OobRequestType[]) {
  await db
    .delete(identityOobCodes)
    .where(and(eq(identityOobCodes.uid, uid), inArray(identityOobCodes.requestType, types)));
}

export async function deleteExpiredOobCodes(db: Db, now: Date) {
  await db.delete(identityOobCodes).where(lte(identityOobCodes.expiresAt, now));
}

/** Pending codes whose link was kept (never in production), oldest first. */
export async function listDevOobCodes(db: Db) {
  return db
    .select({
      email: identityOobCodes.email,
      requestType: identityOobCodes.requestType,
      devLink: identityOobCodes.devLink,
    })
    .from(identityOobCodes)
    .where(isNotNull(identityOobCodes.devLink))
    .orderBy(asc(identityOobCodes.createdAt));
}

// Account claim -------------------------------------------------------------------------------

/**
 * Anonymous accounts created before `createdBefore` whose product profile has an email and that
 * were never sent a claim email. Locked with SKIP LOCKED so several processes share the work.
 */
export async function lockClaimCandidates(db: Db, createdBefore: Date, limit: number) {
  return db
    .select({ uid: identityUsers.uid, email: users.email })
    .from(identityUsers)
    .innerJoin(users, eq(users.uid, identityUsers.uid))
    .where(
      and(
        isNull(identityUsers.passwordHash),
        isNull(identityUsers.claimEmailSentAt),
        eq(identityUsers.disabled, false),
        lt(identityUsers.createdAt, createdBefore),
        isNotNull(users.email),
        isNull(users.deletedAt),
      ),
    )
    .orderBy(asc(identityUsers.createdAt))
    .limit(limit)
    .for('update', { of: identityUsers, skipLocked: true });
}

export async function markClaimEmailSent(db: Db, uid: string, now: Date) {
  await db.update(identityUsers).set({ claimEmailSentAt: now }).where(eq(identityUsers.uid, uid));
}

// The product profile (users) -----------------------------------------------------------------
// The identity service creates the profile row of every account it creates, in the same
// transaction: the rest of the product relies on every uid having one.

export async function insertProfile(
  db: Db,
  values: { uid: string; email: string | null; now: Date },
) {
  await db
    .insert(users)
    .values({ uid: values.uid, email: values.email, createdAt: values.now, updatedAt: values.now })
    .onConflictDoNothing({ target: users.uid });
}

/** The profile of an account created by an operator or the demo data, with its details. */
export async function upsertProfile(
  db: Db,
  values: {
    uid: string;
    email: string;
    name?: string | null;
    surname?: string | null;
    phone?: string | null;
    b2bCompanyId?: string | null;
    now: Date;
  },
) {
  const details = {
    email: values.email,
    name: values.name ?? null,
    surname: values.surname ?? null,
    phone: values.phone ?? null,
    b2bCompanyId: values.b2bCompanyId ?? null,
    updatedAt: values.now,
  };
  await db
    .insert(users)
    .values({ uid: values.uid, ...details, createdAt: values.now })
    .onConflictDoUpdate({ target: users.uid, set: details });
}

export async function setProfileEmail(db: Db, uid: string, email: string, now: Date) {
  await db
    .insert(users)
    .values({ uid, email, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: users.uid, set: { email, updatedAt: now } });
}

/** Firebase mode: makes sure a uid seen in a Google token has its profile row (and email). */
export async function ensureProfile(db: Db, uid: string, email: string | null, now: Date) {
  await db
    .insert(users)
    .values({ uid, email, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: users.uid,
      set: { email: sql`coalesce(${users.email}, excluded.email)`, updatedAt: now },
      setWhere: sql`${users.email} is null and excluded.email is not null`,
    });
}
