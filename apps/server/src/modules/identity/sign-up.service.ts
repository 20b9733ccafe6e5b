import type { AppContext } from '../../context';
import { consume } from '../../lib/counters';
import { deleteOobCodes } from './action-codes.queries';
import { findAccount, findAccountByEmail, insertAccount, updateAccount } from './identity.queries';
import { IdentityError, tooManyAttempts } from './identity-errors';
import { identityLimits } from './identity-limits';
import {
  assertPasswordPolicy,
  type Caller,
  creationInstant,
  hashOrBusy,
  isAnonymousAccount,
  newUid,
  normaliseEmail,
  orEmailExists,
  revocationInstant,
} from './identity-rules';
import type { SignUpBody, SignUpResponse } from './identity-toolkit.schemas';
import { changePasswordOf } from './password-changes.service';
import { insertProfile, setProfileEmail } from './profiles.queries';
import { deleteSessions } from './sessions.queries';
import { authenticateIdToken, startSession } from './sessions.service';

// accounts:signUp -------------------------------------------------------------------------------

/**
 * `accounts:signUp`: no fields → a new anonymous account; email + password → a new account;
 * email + password + the ID token of an anonymous account → that account gets them (link).
 */
export async function signUp(
  ctx: AppContext,
  caller: Caller,
  body: SignUpBody,
): Promise<SignUpResponse> {
  if (body.idToken) return linkEmailPassword(ctx, caller, body);
  const anonymous = body.email === undefined && body.password === undefined;
  if (!(await consume(ctx.counters, `signup:ip:${caller.ip}`, identityLimits.signUpsPerIp)))
    throw new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER', tooManyAttempts.device);

  const email = anonymous ? null : normaliseEmail(body.email);
  const password = anonymous ? null : assertPasswordPolicy(body.password);
  if (email && (await findAccountByEmail(ctx.db, email))) throw new IdentityError('EMAIL_EXISTS');
  const passwordHash = password
    ? await hashOrBusy(password, { address: caller.ip, account: email! })
    : null;
  const displayName = body.displayName?.trim() || null;

  const now = ctx.clock.now();
  return orEmailExists(() =>
    ctx.db.transaction(async (tx) => {
      const account = await insertAccount(tx, {
        uid: newUid(),
        email,
        passwordHash,
        displayName,
        now,
        validSince: creationInstant(now),
      });
      await insertProfile(tx, { uid: account.uid, email, now });
      const tokens = await startSession(ctx, tx, account, email ? 'password' : 'anonymous', now);
      return {
        kind: 'identitytoolkit#SignupNewUserResponse' as const,
        localId: account.uid,
        ...(email ? { email } : {}),
        ...(displayName ? { displayName } : {}),
        ...tokens,
      };
    }),
  );
}

/** Anonymous → email + password on the same uid (the visitor who sent a first request). */
async function linkEmailPassword(
  ctx: AppContext,
  caller: Caller,
  body: SignUpBody,
): Promise<SignUpResponse> {
  const { account: current } = await authenticateIdToken(ctx, ctx.db, body.idToken);
  const email = normaliseEmail(body.email);
  const password = assertPasswordPolicy(body.password);
  if (!isAnonymousAccount(current)) throw new IdentityError('PROVIDER_ALREADY_LINKED');
  return changePasswordOf(ctx, current.uid, async () => {
    const fresh = await findAccount(ctx.db, current.uid);
    if (!fresh) throw new IdentityError('USER_NOT_FOUND');
    if (!isAnonymousAccount(fresh)) throw new IdentityError('PROVIDER_ALREADY_LINKED');
    const owner = await findAccountByEmail(ctx.db, email);
    if (owner && owner.uid !== current.uid) throw new IdentityError('EMAIL_EXISTS');
    const passwordHash = await hashOrBusy(password, { address: caller.ip, account: current.uid });

    const now = ctx.clock.now();
    return orEmailExists(() =>
      ctx.db.transaction(async (tx) => {
        const locked = await findAccount(tx, current.uid, { lock: true });
        if (!locked) throw new IdentityError('USER_NOT_FOUND');
        if (!isAnonymousAccount(locked)) throw new IdentityError('PROVIDER_ALREADY_LINKED');
        const account = await updateAccount(tx, current.uid, {
          email,
          emailVerified: false,
          passwordHash,
          passwordUpdatedAt: now,
          lastLoginAt: now,
          validSince: revocationInstant(now, locked.validSince),
          ...(body.displayName?.trim() ? { displayName: body.displayName.trim() } : {}),
        });
        await deleteSessions(tx, account.uid);
        await deleteOobCodes(tx, account.uid, ['CLAIM_ACCOUNT']);
        await setProfileEmail(tx, account.uid, email, now);
        const tokens = await startSession(ctx, tx, account, 'password', now);
        return {
          kind: 'identitytoolkit#SignupNewUserResponse' as const,
          localId: account.uid,
          email,
          ...(account.displayName ? { displayName: account.displayName } : {}),
          ...tokens,
        };
      }),
    );
  });
}
