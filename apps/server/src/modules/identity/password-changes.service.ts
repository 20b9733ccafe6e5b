import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { createKeyedSerialiser } from '../../lib/concurrency';
import { queueMail } from '../mail/mail.service';
import { providerInfo } from './account-records';
import { deleteOobCodes } from './action-codes.queries';
import type { IdTokenClaims } from './id-tokens';
import { identityEmails, loginPageUrl } from './identity.emails';
import { type Account, type AccountPatch, updateAccount } from './identity.queries';
import { IdentityError, tooManyAttempts, tooManyAttemptsError } from './identity-errors';
import { identityLimits } from './identity-limits';
import { assertPasswordPolicy, type Caller, hashOrBusy, revocationInstant } from './identity-rules';
import {
  type IssuedTokens,
  REDACTED_PASSWORD_HASH,
  type UpdateBody,
  type UpdateResponse,
} from './identity-toolkit.schemas';
import { deleteSessions } from './sessions.queries';
import { authenticateIdToken, requireRecentLogin, startSession } from './sessions.service';

const passwordChanges = createKeyedSerialiser();

/** Tells the account holder, at `email`, that the password changed and other devices were signed out. */
export async function queuePasswordChangedMail(
  ctx: AppContext,
  db: Db,
  email: string,
  displayName: string | null,
) {
  await queueMail(
    db,
    email,
    'password-changed',
    identityEmails.passwordChanged(
      ctx.config.mail.supportEmail,
      loginPageUrl(ctx.config.publicUrl),
      displayName,
    ),
  );
}

/**
 * Every change of an account's password (a change, the link of an anonymous account, a reset, a
 * claim) runs through here: at most `passwordChangesPerAccount` per window in all processes
 * (counted before any work), and one at a time per account in this process. `change` reads the
 * account afresh, so a second change sees what the first did (a revoked token, a used code)
 * before it hashes anything.
 */
export async function changePasswordOf<T>(
  ctx: AppContext,
  uid: string,
  change: () => Promise<T>,
): Promise<T> {
  const turn = await ctx.counters.reserve(
    `password-change:account:${uid}`,
    identityLimits.passwordChangesPerAccount,
  );
  if (!turn.granted) throw tooManyAttemptsError(tooManyAttempts.passwordChanges, turn.resetInMs);
  return passwordChanges.run(uid, change);
}

// accounts:update (profile, password) -----------------------------------------------------------

/**
 * Profile and password changes of the signed-in user. A password change needs a recent sign-in,
 * revokes every other session (other devices get TOKEN_EXPIRED) and answers new tokens; it runs
 * through `changePasswordOf` (limited and one at a time per account: a second change sent with
 * the same token finds it revoked).
 */
export async function updateAccountInfo(
  ctx: AppContext,
  caller: Caller,
  body: UpdateBody,
): Promise<UpdateResponse> {
  const { account: current, claims } = await authenticateIdToken(ctx, ctx.db, body.idToken);
  if (body.email !== undefined) {
    // As Google with email-enumeration protection on: the address changes only through a link.
    throw new IdentityError(
      'OPERATION_NOT_ALLOWED',
      'Please verify the new email before changing email.',
    );
  }
  const patch: AccountPatch = {};
  const deleted = new Set(body.deleteAttribute ?? []);
  if (body.displayName !== undefined) patch.displayName = body.displayName?.trim() || null;
  if (body.photoUrl !== undefined) patch.photoUrl = body.photoUrl?.trim() || null;
  if (deleted.has('DISPLAY_NAME')) patch.displayName = null;
  if (deleted.has('PHOTO_URL')) patch.photoUrl = null;

  if (body.password === undefined) return saveAccountUpdate(ctx, current, claims, patch);
  requireRecentLogin(ctx, claims);
  if (!current.email) throw new IdentityError('MISSING_EMAIL');
  const password = assertPasswordPolicy(body.password);
  return changePasswordOf(ctx, current.uid, async () => {
    const { account, claims: fresh } = await authenticateIdToken(ctx, ctx.db, body.idToken);
    const passwordHash = await hashOrBusy(password, { address: caller.ip, account: account.uid });
    return saveAccountUpdate(ctx, account, fresh, patch, passwordHash);
  });
}

async function saveAccountUpdate(
  ctx: AppContext,
  current: Account,
  claims: IdTokenClaims,
  patch: AccountPatch,
  passwordHash?: string,
): Promise<UpdateResponse> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (passwordHash) {
      patch.passwordHash = passwordHash;
      patch.passwordUpdatedAt = now;
      patch.validSince = revocationInstant(now, current.validSince);
    }
    const account =
      Object.keys(patch).length > 0 ? await updateAccount(tx, current.uid, patch) : current;
    let tokens: IssuedTokens | undefined;
    if (passwordHash && account.email) {
      await deleteSessions(tx, account.uid);
      await deleteOobCodes(tx, account.uid, ['PASSWORD_RESET']);
      tokens = await startSession(ctx, tx, account, 'password', new Date(claims.auth_time * 1000));
      await queuePasswordChangedMail(ctx, tx, account.email, account.displayName);
    }
    return {
      kind: 'identitytoolkit#SetAccountInfoResponse' as const,
      localId: account.uid,
      ...(account.email ? { email: account.email, emailVerified: account.emailVerified } : {}),
      ...(account.displayName ? { displayName: account.displayName } : {}),
      ...(account.photoUrl ? { photoUrl: account.photoUrl } : {}),
      ...(account.email && account.passwordHash ? { passwordHash: REDACTED_PASSWORD_HASH } : {}),
      ...(providerInfo(account) ? { providerUserInfo: providerInfo(account) } : {}),
      ...(tokens ?? {}),
    };
  });
}
