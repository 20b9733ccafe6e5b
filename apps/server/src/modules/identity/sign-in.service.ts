import type { AppContext } from '../../context';
import { queueMail } from '../mail/mail.service';
import { identityEmails, loginPageUrl } from './identity.emails';
import { type Account, findAccountByEmail, updateAccount } from './identity.queries';
import { IdentityError, tooManyAttempts, tooManyAttemptsError } from './identity-errors';
import { identityLimits, MINUTE, signInDelayMs } from './identity-limits';
import { type Caller, hashOrBusy, normaliseEmail, verifyOrBusy } from './identity-rules';
import type { SignInBody, SignInResponse } from './identity-toolkit.schemas';
import { needsRehash } from './passwords';
import { startSession } from './sessions.service';

const signInKeys = (email: string, ip: string) => ({
  ip: `signin-fail:ip:${ip}`,
  account: `signin-fail:account:${email}`,
  pair: `signin-fail:pair:${ip}|${email}`,
  /** One attempt per wait (a counter of at most 1 whose window is the wait). */
  turn: `signin-wait:${ip}|${email}`,
  lockedMail: `signin-locked-mail:${email}`,
});

/**
 * Clears the failed sign-ins of an account, and those of `ip` on it (a password reset restores a
 * locked account; the address it was made from no longer waits).
 */
export async function clearSignInFailures(ctx: AppContext, email: string, ip: string) {
  const keys = signInKeys(email, ip);
  await Promise.all([keys.account, keys.pair, keys.turn].map((key) => ctx.counters.reset(key)));
}

/**
 * Takes a sign-in attempt's places before its password is checked, each an atomic
 * compare-and-count, so attempts sent together count as they arrive (the 31st of 30 wrong
 * passwords and the right one never gets checked): the address's (sprays), the account's from
 * this address — and, past `signInDelays.afterFailures`, its turn — and the account's. A refused
 * attempt gives back what it took and is TOO_MANY_ATTEMPTS_TRY_LATER with the wait.
 */
async function reserveSignIn(ctx: AppContext, email: string, ip: string) {
  const keys = signInKeys(email, ip);
  const limits = identityLimits;
  const taken: string[] = [];
  const giveBack = () => Promise.all(taken.map((key) => ctx.counters.release(key)));
  const refuse = async (detail: string, waitMs: number) => {
    await giveBack();
    return tooManyAttemptsError(detail, waitMs);
  };

  const fromIp = await ctx.counters.reserve(keys.ip, limits.signInFailuresPerIp);
  if (!fromIp.granted) throw await refuse(tooManyAttempts.device, fromIp.resetInMs);
  taken.push(keys.ip);
  const pair = await ctx.counters.reserve(keys.pair, limits.signInFailuresPerAccountAndIp);
  if (!pair.granted) throw await refuse(tooManyAttempts.account, pair.resetInMs);
  taken.push(keys.pair);
  // Were this attempt to fail, it would be the address's `pair.count`-th failure: past the rule
  // it takes the one turn of its wait (the next attempt comes after it), never past the window.
  const waitMs = Math.min(signInDelayMs(pair.count), pair.resetInMs);
  if (waitMs > 0) {
    const turn = await ctx.counters.reserve(keys.turn, { max: 1, windowMs: waitMs });
    if (!turn.granted) throw await refuse(tooManyAttempts.account, turn.resetInMs);
    taken.push(keys.turn);
  }
  const account = await ctx.counters.reserve(keys.account, limits.signInFailuresPerAccount);
  if (!account.granted) throw await refuse(tooManyAttempts.account, account.resetInMs);
  taken.push(keys.account);

  return {
    /** The password was not checked: its places are given back. */
    cancel: giveBack,
    /** The right password: its places are given back and this address's failures forgotten. */
    async succeeded() {
      await Promise.all([
        ctx.counters.release(keys.ip),
        ctx.counters.release(keys.account),
        ctx.counters.reset(keys.pair),
        ctx.counters.reset(keys.turn),
      ]);
    },
    /** A failure keeps its places; the one that reaches the account's limit tells the owner. */
    async failed(found: Account | undefined) {
      if (account.count < limits.signInFailuresPerAccount.max || !found?.email) return;
      try {
        const once = await ctx.counters.reserve(keys.lockedMail, {
          max: 1,
          windowMs: limits.signInFailuresPerAccount.windowMs,
        });
        if (!once.granted) return;
        await queueMail(
          ctx.db,
          found.email,
          'sign-in-locked',
          identityEmails.signInLocked(
            found.email,
            limits.signInFailuresPerAccount.windowMs / MINUTE,
            loginPageUrl(ctx.config.publicUrl),
            ctx.config.mail.supportEmail,
            found.displayName,
          ),
        );
      } catch (error) {
        // The answer stays the same; the lock holds without the email.
        ctx.log.error({ err: error }, 'could not queue the sign-in lock-out email');
      }
    },
  };
}

// accounts:signInWithPassword -------------------------------------------------------------------

/**
 * Email + password sign-in (also the SDK's reauthenticate). Email-enumeration protection: an
 * unknown email and a wrong password give the same answer, in the same time, and count alike.
 * Each attempt takes its places in the lock-out counters before the password is checked
 * (`reserveSignIn`): one address's failures on an account make it wait, then lock it out; many
 * failures from anywhere lock the account (and the owner is told); sprays lock the address.
 */
export async function signInWithPassword(
  ctx: AppContext,
  caller: Caller,
  body: SignInBody,
): Promise<SignInResponse> {
  const email = normaliseEmail(body.email);
  if (body.password === undefined || body.password === '')
    throw new IdentityError('MISSING_PASSWORD');
  const attempt = await reserveSignIn(ctx, email, caller.ip);

  let found: Account | undefined;
  let valid: boolean;
  try {
    found = await findAccountByEmail(ctx.db, email);
    // An unknown email spends the same scrypt time as a wrong password (no timing oracle).
    valid = await verifyOrBusy(body.password, found?.passwordHash ?? null, {
      address: caller.ip,
      account: found?.uid ?? email,
    });
  } catch (error) {
    // Not checked (the hashing queue turned it away, the database failed): nothing counts.
    await attempt.cancel();
    throw error;
  }
  if (!found || !valid) {
    await attempt.failed(found);
    throw new IdentityError('INVALID_LOGIN_CREDENTIALS');
  }
  await attempt.succeeded();
  if (found.disabled) throw new IdentityError('USER_DISABLED');

  const rehash =
    found.passwordHash && needsRehash(found.passwordHash)
      ? await hashOrBusy(body.password, { address: caller.ip, account: found.uid })
      : undefined;
  const now = ctx.clock.now();
  const signedIn = found;
  return ctx.db.transaction(async (tx) => {
    const account = await updateAccount(tx, signedIn.uid, {
      lastLoginAt: now,
      lastRefreshAt: now,
      ...(rehash ? { passwordHash: rehash } : {}),
    });
    const tokens = await startSession(ctx, tx, account, 'password', now);
    return {
      kind: 'identitytoolkit#VerifyPasswordResponse' as const,
      localId: account.uid,
      email,
      displayName: account.displayName ?? '',
      registered: true as const,
      ...tokens,
    };
  });
}
