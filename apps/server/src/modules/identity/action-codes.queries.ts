import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityOobCodes, identityUsers, type OobRequestType } from '../../db/schema/identity';
import { users } from '../../db/schema/users';

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

const oobColumns = {
  uid: identityOobCodes.uid,
  requestType: identityOobCodes.requestType,
  email: identityOobCodes.email,
  newEmail: identityOobCodes.newEmail,
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
        eq(identityUsers.emailLinkSignin, false),
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
