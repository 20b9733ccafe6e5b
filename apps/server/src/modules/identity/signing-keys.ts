import { randomBytes } from 'node:crypto';
import { asc, isNull } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client';
import { identitySigningKeys } from '../../db/schema/identity';

export type SigningKey = { kid: string; privateJwk: JWK; publicJwk: JWK };

/**
 * The active signing keys, oldest first. The first start generates one; concurrent first starts
 * (several processes) may each insert one, which is harmless: every key verifies, the oldest signs.
 */
export async function loadSigningKeys(db: Db): Promise<SigningKey[]> {
  const existing = await selectActiveKeys(db);
  if (existing.length > 0) return existing;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = randomBytes(12).toString('hex');
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  await db.insert(identitySigningKeys).values({ kid, privateJwk, publicJwk }).onConflictDoNothing();
  return selectActiveKeys(db);
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
