import { randomBytes } from 'node:crypto';
import { asc, isNull, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { identitySigningKeys } from '../../db/schema/identity';

export type SigningKey = { kid: string; privateJwk: JWK; publicJwk: JWK };

/** Advisory lock serialising the creation of the first key (any constant unique in the app). */
const SIGNING_KEY_LOCK_ID = 7_285_114;

/**
 * The active signing keys, oldest first. The first start generates one. Several processes
 * starting together on an empty database take turns on an advisory lock, so exactly one key is
 * created and every process signs with it and knows it: a process that had loaded only its own
 * key would reject the tokens its siblings sign (keys are read once, at start).
 */
export async function loadSigningKeys(db: Db): Promise<SigningKey[]> {
  const existing = await selectActiveKeys(db);
  if (existing.length > 0) return existing;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(12).toString('hex');
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SIGNING_KEY_LOCK_ID})`);
    // Another process may have created it while this one waited: then use that one.
    if ((await selectActiveKeys(tx)).length === 0) {
      await tx.insert(identitySigningKeys).values({ kid, privateJwk, publicJwk });
    }
    return selectActiveKeys(tx);
  });
}

async function selectActiveKeys(db: Db): Promise<SigningKey[]> {
  const rows = await db
    .select({
      kid: identitySigningKeys.kid,
      privateJwk: identitySigningKeys.privateJwk,
      publicJwk: identitySigningKeys.publicJwk,
    })
    .from(identitySigningKeys)
    .where(isNull(identitySigningKeys.retiredAt))
    .orderBy(asc(identitySigningKeys.createdAt), asc(identitySigningKeys.kid));
  return rows.map((row) => ({
    kid: row.kid,
    privateJwk: row.privateJwk as JWK,
    publicJwk: row.publicJwk as JWK,
  }));
}
