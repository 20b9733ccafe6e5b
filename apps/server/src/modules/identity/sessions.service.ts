import { createHash, randomBytes } from 'node:crypto';
import { RECENT_LOGIN_MS } from '@equilibrio/contract/session';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  ID_TOKEN_TTL_SECONDS,
  type IdTokenClaims,
  type SignInProvider,
  TokenError,
} from './id-tokens';
import { type Account, findAccount } from './identity.queries';
import { IdentityError } from './identity-errors';
import { sha256 } from './identity-rules';
import type { IssuedTokens, TokenBody, TokenResponse } from './identity-toolkit.schemas';
import { findSession, insertSession, touchSession } from './sessions.queries';

/**
 * A session unused this long is over (its refresh token answers TOKEN_EXPIRED). The SDK refreshes
 * at least hourly while the app is open, so only abandoned devices reach it.
 */
export const SESSION_IDLE_MS = 90 * 24 * 3_600_000;

// Tokens and sessions ---------------------------------------------------------------------------

const subjectOf = (account: Account) => ({
  uid: account.uid,
  email: account.email,
  emailVerified: account.emailVerified,
  displayName: account.displayName,
  photoUrl: account.photoUrl,
  role: account.role,
});

/** Starts a session: a new refresh token (stored hashed) and an ID token. */
export async function startSession(
  ctx: AppContext,
  tx: Db,
  account: Account,
  provider: SignInProvider,
  authTime: Date,
): Promise<IssuedTokens> {
  const refreshToken = `${account.uid}.${randomBytes(32).toString('base64url')}`;
  await insertSession(tx, {
    tokenHash: sha256(refreshToken),
    uid: account.uid,
    provider,
    authTime,
    now: ctx.clock.now(),
  });
  const idToken = await ctx.tokens.issue(subjectOf(account), {
    authTime,
    provider,
    validSince: account.validSince,
  });
  return { idToken, refreshToken, expiresIn: String(ID_TOKEN_TTL_SECONDS) };
}

/**
 * The account behind an ID token sent to an identity endpoint, with the errors that make the SDK
 * behave as with Google: a revoked token (TOKEN_EXPIRED), a deleted account (USER_NOT_FOUND) and
 * a disabled one (USER_DISABLED) sign the user out; a bad or time-expired token does not
 * (INVALID_ID_TOKEN: the SDK refreshes and retries).
 */
export async function authenticateIdToken(
  ctx: AppContext,
  db: Db,
  idToken: string | undefined,
  options: { lock?: boolean } = {},
): Promise<{ account: Account; claims: IdTokenClaims }> {
  if (!idToken) throw new IdentityError('MISSING_ID_TOKEN');
  let claims: IdTokenClaims;
  try {
    claims = await ctx.tokens.verify(idToken);
  } catch (error) {
    if (error instanceof TokenError) throw new IdentityError('INVALID_ID_TOKEN');
    throw error;
  }
  const account = await findAccount(db, claims.sub, options);
  if (!account) throw new IdentityError('USER_NOT_FOUND');
  if (account.disabled) throw new IdentityError('USER_DISABLED');
  if (claims.iat < account.validSince.getTime() / 1000) throw new IdentityError('TOKEN_EXPIRED');
  return { account, claims };
}

export function requireRecentLogin(ctx: AppContext, claims: IdTokenClaims) {
  const signedInAt = (claims.auth_time ?? 0) * 1000;
  if (ctx.clock.now().getTime() - signedInAt > RECENT_LOGIN_MS)
    throw new IdentityError('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
}

/** Sensitive operations of the product API need a sign-in this recent (the same rule). */
export function isRecentSignIn(ctx: AppContext, authTime: Date | null) {
  return authTime !== null && ctx.clock.now().getTime() - authTime.getTime() <= RECENT_LOGIN_MS;
}

// securetoken /v1/token -------------------------------------------------------------------------

/** A stable, number-like project id for `project_id` (Google sends the project number). */
const projectNumber = (projectId: string) =>
  String(Number.parseInt(createHash('sha256').update(projectId).digest('hex').slice(0, 10), 16));

/**
 * Exchanges a refresh token for a fresh ID token (same session: same provider and auth_time).
 * A revoked token → TOKEN_EXPIRED, a deleted account → USER_NOT_FOUND, a disabled one →
 * USER_DISABLED (all three sign the SDK user out); garbage → INVALID_REFRESH_TOKEN.
 */
export async function refreshIdToken(ctx: AppContext, body: TokenBody): Promise<TokenResponse> {
  if (!body.grant_type) throw new IdentityError('MISSING_GRANT_TYPE');
  if (body.grant_type !== 'refresh_token') throw new IdentityError('INVALID_GRANT_TYPE');
  const refreshToken = body.refresh_token;
  if (!refreshToken) throw new IdentityError('MISSING_REFRESH_TOKEN');
  const uid = /^([A-Za-z0-9]{1,128})\.[A-Za-z0-9_-]{43}$/.exec(refreshToken)?.[1];
  if (!uid) throw new IdentityError('INVALID_REFRESH_TOKEN');

  const tokenHash = sha256(refreshToken);
  const session = await findSession(ctx.db, tokenHash);
  const account = await findAccount(ctx.db, uid);
  if (!account) throw new IdentityError('USER_NOT_FOUND');
  if (account.disabled) throw new IdentityError('USER_DISABLED');
  const now = ctx.clock.now();
  if (!session || session.uid !== account.uid) throw new IdentityError('TOKEN_EXPIRED');
  if (now.getTime() - session.lastUsedAt.getTime() > SESSION_IDLE_MS)
    throw new IdentityError('TOKEN_EXPIRED');

  await touchSession(ctx.db, tokenHash, account.uid, now);
  const idToken = await ctx.tokens.issue(subjectOf(account), {
    authTime: session.authTime,
    provider: session.provider,
    validSince: account.validSince,
  });
  return {
    access_token: idToken,
    expires_in: String(ID_TOKEN_TTL_SECONDS),
    id_token: idToken,
    project_id: projectNumber(ctx.config.identity.projectId),
    refresh_token: refreshToken,
    token_type: 'Bearer',
    user_id: account.uid,
  };
}
