import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  anonymousAccount,
  identityOobCodes,
  identityUsers,
  type OobRequestType,
} from '../../db/schema/identity';
import { users } from '../../db/schema/users';
import { singleUseCodes } from './single-use-codes.queries';

// Out-of-band codes ---------------------------------------------------------------------------

export async function insertOobCode(
  db: Db,
  values: {
    codeHash: string;
    uid: string;
    requestType: OobRequestType;
    email: string;
    newEmail?: string | null;
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
    newEmail: values.newEmail ?? null,
    createdAt: values.now,
    expiresAt: values.expiresAt,
    devLink: values.devLink,
  });
}

const oobCodes = singleUseCodes(identityOobCodes, {
  uid: identityOobCodes.uid,
  requestType: identityOobCodes.requestType,
  email: identityOobCodes.email,
  newEmail: identityOobCodes.newEmail,
  expiresAt: identityOobCodes.expiresAt,
});

export const findOobCode = oobCodes.find;
export const consumeOobCode = oobCodes.consume;
export const deleteExpiredOobCodes = oobCodes.deleteExpired;

export async function deleteOobCodes(db: Db, uid: string, types: OobRequestType[]) {
  await db
    .delete(identityOobCodes)
    .where(and(eq(identityOobCodes.uid, uid), inArray(identityOobCodes.requestType, types)));
}

/**
 * Pending codes whose link was kept (never in production), oldest first, each with the address
 * it was sent to.
 */
export async function listDevOobCodes(db: Db) {
  return db
    .select({
      email: sql<string>`coalesce(${identityOobCodes.newEmail}, ${identityOobCodes.email})`,
      requestType: identityOobCodes.requestType,
      devLink: identityOobCodes.devLink,
    })
    .from(identityOobCodes)
    .where(isNotNull(identityOobCodes.devLink))
    .orderBy(asc(identityOobCodes.createdAt));
}

// Account claim -------------------------------------------------------------------------------

/**
 * A visitor waiting to be claimed: an anonymous account (no password, no email-link sign-in —
 * `isAnonymousAccount`), enabled, whose product profile is not erased. The one definition the
 * claim emails and the sign-in link's takeover read (with `users` joined on the uid).
 */
const waitingVisitor = () =>
  and(anonymousAccount(), eq(identityUsers.disabled, false), isNull(users.deletedAt));

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
        waitingVisitor(),
        isNull(identityUsers.claimEmailSentAt),
        lt(identityUsers.createdAt, createdBefore),
        isNotNull(users.email),
      ),
    )
    .orderBy(asc(identityUsers.createdAt))
    .limit(limit)
    .for('update', { of: identityUsers, skipLocked: true });
}

/**
 * The newest anonymous visitor who left `email` with a first request (the visitors the claim
 * emails go to), locked: a sign-in link to that address takes it over (email-link.service.ts).
 */
export async function lockClaimableAccount(db: Db, email: string) {
  const [row] = await db
    .select({ uid: identityUsers.uid })
    .from(identityUsers)
    .innerJoin(users, eq(users.uid, identityUsers.uid))
    .where(and(waitingVisitor(), isNull(identityUsers.email), eq(users.email, email)))
    .orderBy(desc(identityUsers.createdAt))
    .limit(1)
    .for('update', { of: identityUsers });
  return row ?? null;
}

export async function markClaimEmailSent(db: Db, uid: string, now: Date) {
  await db.update(identityUsers).set({ claimEmailSentAt: now }).where(eq(identityUsers.uid, uid));
}
