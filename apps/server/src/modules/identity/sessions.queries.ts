import { eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identitySessions, identityUsers } from '../../db/schema/identity';

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
