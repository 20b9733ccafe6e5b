import { createHash, randomBytes, randomInt } from 'node:crypto';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { UserRole } from '../../db/schema/identity';
import { AppError } from '../../lib/app-error';
import { BusyError, createKeyedSerialiser } from '../../lib/concurrency';
import { consume, type Limit } from '../../lib/counters';
import { queueMail } from '../mail/mail.service';
import { forgetAccountStatus } from './account-status-cache';
import { deleteOobCodes } from './action-codes.queries';
import {
  ID_TOKEN_TTL_SECONDS,
  type IdTokenClaims,
  type SignInProvider,
  TokenError,
} from './id-tokens';
import { identityEmails } from './identity.emails';
import {
  type Account,
  type AccountPatch,
  deleteAccount,
  findAccount,
  findAccountByEmail,
  insertAccount,
  insertAccountEvent,
  listAccountEvents,
  updateAccount,
} from './identity.queries';
import { IdentityError, tooManyAttempts, tooManyAttemptsError } from './identity-errors';
import {
  type IdTokenBody,
  type IssuedTokens,
  REDACTED_PASSWORD_HASH,
  type SignInBody,
  type SignInResponse,
  type SignUpBody,
  type SignUpResponse,
  type TokenBody,
  type TokenResponse,
  type UpdateBody,
  type UpdateResponse,
  type UserRecord,
} from './identity-toolkit.schemas';
import {
  type HashCaller,
  hashPassword,
  missingPasswordRequirements,
  needsRehash,
  verifyPassword,
} from './passwords';
import { insertProfile, setProfileEmail, upsertProfile } from './profiles.queries';
import { deleteSessions, findSession, insertSession, touchSession } from './sessions.queries';

/** Who is calling an identity endpoint: the client address (for lock-outs) and the API key. */
export type Caller = { ip: string; apiKey: string };

/** Sensitive operations (password change, account deletion) need a sign-in this recent. */
export const RECENT_LOGIN_MS = 5 * 60_000;

/**
 * A session unused this long is over (its refresh token answers TOKEN_EXPIRED). The SDK refreshes
 * at least hourly while the app is open, so only abandoned devices reach it.
 */
export const SESSION_IDLE_MS = 90 * 24 * 3_600_000;

const MINUTE = 60_000;

/** Lock-out and flood limits (counted in `ctx.counters`, shared by every process with Redis). */
export const identityLimits = {
  /**
   * Failed sign-ins on one account from one address (a stranger guessing, or the owner
   * mistyping). Past `signInDelays.afterFailures` each attempt waits; at `max` the address is
   * locked out of the account for the rest of the window. Others (the owner at home, a tutor at
   * the office) are not affected.
   */
  signInFailuresPerAccountAndIp: { max: 10, windowMs: 15 * MINUTE },
  /**
   * After this many failures from one address on one account, its next attempt waits
   * `firstDelayMs`, doubling after each further failure (30, 60, 120, 240, 480 s), never past the
   * window.
   */
  signInDelays: { afterFailures: 5, firstDelayMs: 30_000 },
  /**
   * Failed sign-ins on one account from anywhere: at `max` the account is locked for everyone for
   * the rest of the window, and its owner gets one email.
   */
  signInFailuresPerAccount: { max: 30, windowMs: 15 * MINUTE },
  /** Failed sign-ins from one address (password spraying across many emails). */
  signInFailuresPerIp: { max: 50, windowMs: 15 * MINUTE },
  /** New accounts (anonymous or not) from one address. */
  signUpsPerIp: { max: 200, windowMs: 10 * MINUTE },
  /** Password changes of one account: changes, links of an anonymous account, resets, claims. */
  passwordChangesPerAccount: { max: 5, windowMs: 15 * MINUTE },
} satisfies Record<string, Limit | { afterFailures: number; firstDelayMs: number }>;

/** How long an address waits after its `failures`-th failure on an account (0 before the rule). */
export function signInDelayMs(failures: number) {
  const { afterFailures, firstDelayMs } = identityLimits.signInDelays;
  return failures < afterFailures ? 0 : firstDelayMs * 2 ** (failures - afterFailures);
}

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
            new URL('/login', ctx.config.publicUrl).toString(),
            ctx.config.mail.supportEmail,
          ),
        );
      } catch (error) {
        // The answer stays the same; the lock holds without the email.
        ctx.log.error({ err: error }, 'could not queue the sign-in lock-out email');
      }
    },
  };
}

const passwordChanges = createKeyedSerialiser();

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

// Small shared rules ----------------------------------------------------------------------------

const emailFormat = z.email();

/** Trimmed and lower-cased; `INVALID_EMAIL` when it is not an address. */
export function normaliseEmail(raw: string | undefined): string {
  if (raw === undefined || raw.trim() === '') throw new IdentityError('MISSING_EMAIL');
  const email = raw.trim().toLowerCase();
  if (email.length > 254 || !emailFormat.safeParse(email).success)
    throw new IdentityError('INVALID_EMAIL');
  return email;
}

export function assertPasswordPolicy(password: string | undefined): string {
  if (password === undefined || password === '') throw new IdentityError('MISSING_PASSWORD');
  const missing = missingPasswordRequirements(password);
  if (missing.length > 0) {
    throw new IdentityError(
      'PASSWORD_DOES_NOT_MEET_REQUIREMENTS',
      `Missing password requirements: [${missing.join(', ')}]`,
    );
  }
  return password;
}

/** A full hashing queue (for this caller) means "try again in a moment". */
const BUSY_RETRY_MS = 1000;

/** Hashing is bounded in concurrency; a full queue means "try later", never a crash. */
export async function hashOrBusy(password: string, caller: HashCaller) {
  try {
    return await hashPassword(password, caller);
  } catch (error) {
    if (error instanceof BusyError) throw tooManyAttemptsError(tooManyAttempts.busy, BUSY_RETRY_MS);
    throw error;
  }
}

async function verifyOrBusy(password: string, hash: string | null, caller: HashCaller) {
  try {
    return await verifyPassword(password, hash, caller);
  } catch (error) {
    if (error instanceof BusyError) throw tooManyAttemptsError(tooManyAttempts.busy, BUSY_RETRY_MS);
    throw error;
  }
}

const UID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 28 random alphanumerics, like Firebase's uids. */
export function newUid(): string {
  let uid = '';
  for (let i = 0; i < 28; i++) uid += UID_ALPHABET[randomInt(UID_ALPHABET.length)];
  return uid;
}

export const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/**
 * `validSince` is kept at whole seconds, one second after a revocation: every token issued before
 * (even earlier in the same second) has a smaller `iat`, and new tokens are issued with `iat` at
 * least `validSince` (see TokenService.issue).
 */
export const revocationInstant = (now: Date) =>
  new Date((Math.floor(now.getTime() / 1000) + 1) * 1000);
const creationInstant = (now: Date) => new Date(Math.floor(now.getTime() / 1000) * 1000);

const isUniqueViolation = (error: unknown) => {
  const err = error as { code?: unknown; cause?: { code?: unknown } };
  return err.code === '23505' || err.cause?.code === '23505';
};

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

function requireRecentLogin(ctx: AppContext, claims: IdTokenClaims) {
  const signedInAt = (claims.auth_time ?? 0) * 1000;
  if (ctx.clock.now().getTime() - signedInAt > RECENT_LOGIN_MS)
    throw new IdentityError('CREDENTIAL_TOO_OLD_LOGIN_AGAIN');
}

// Account records -------------------------------------------------------------------------------

const ms = (date: Date) => String(date.getTime());

function providerInfo(account: Account) {
  if (!account.email || !account.passwordHash) return undefined;
  return [
    {
      providerId: 'password' as const,
      email: account.email,
      federatedId: account.email,
      rawId: account.email,
      ...(account.displayName ? { displayName: account.displayName } : {}),
      ...(account.photoUrl ? { photoUrl: account.photoUrl } : {}),
    },
  ];
}

/** `accounts:lookup`'s user record (IDENTITY.md §3.1), built field by field. */
export function toUserRecord(account: Account): UserRecord {
  const hasPassword = Boolean(account.email && account.passwordHash);
  return {
    localId: account.uid,
    ...(account.email ? { email: account.email, emailVerified: account.emailVerified } : {}),
    ...(account.displayName ? { displayName: account.displayName } : {}),
    ...(account.photoUrl ? { photoUrl: account.photoUrl } : {}),
    ...(hasPassword
      ? {
          passwordHash: REDACTED_PASSWORD_HASH,
          passwordUpdatedAt: (account.passwordUpdatedAt ?? account.createdAt).getTime(),
          providerUserInfo: providerInfo(account),
        }
      : {}),
    validSince: String(Math.floor(account.validSince.getTime() / 1000)),
    lastLoginAt: ms(account.lastLoginAt),
    createdAt: ms(account.createdAt),
    lastRefreshAt: account.lastRefreshAt.toISOString(),
    ...(account.role === 'tutor' ? { customAttributes: JSON.stringify({ role: 'tutor' }) } : {}),
  };
}

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
  try {
    return await ctx.db.transaction(async (tx) => {
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
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new IdentityError('EMAIL_EXISTS');
    throw error;
  }
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
  if (current.passwordHash) throw new IdentityError('PROVIDER_ALREADY_LINKED');
  return changePasswordOf(ctx, current.uid, async () => {
    const fresh = await findAccount(ctx.db, current.uid);
    if (!fresh) throw new IdentityError('USER_NOT_FOUND');
    if (fresh.passwordHash) throw new IdentityError('PROVIDER_ALREADY_LINKED');
    const owner = await findAccountByEmail(ctx.db, email);
    if (owner && owner.uid !== current.uid) throw new IdentityError('EMAIL_EXISTS');
    const passwordHash = await hashOrBusy(password, { address: caller.ip, account: current.uid });

    const now = ctx.clock.now();
    try {
      return await ctx.db.transaction(async (tx) => {
        const locked = await findAccount(tx, current.uid, { lock: true });
        if (!locked) throw new IdentityError('USER_NOT_FOUND');
        if (locked.passwordHash) throw new IdentityError('PROVIDER_ALREADY_LINKED');
        const account = await updateAccount(tx, current.uid, {
          email,
          emailVerified: false,
          passwordHash,
          passwordUpdatedAt: now,
          lastLoginAt: now,
          validSince: revocationInstant(now),
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
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new IdentityError('EMAIL_EXISTS');
      throw error;
    }
  });
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

// accounts:lookup -------------------------------------------------------------------------------

export async function lookup(ctx: AppContext, body: IdTokenBody) {
  const { account } = await authenticateIdToken(ctx, ctx.db, body.idToken);
  return {
    kind: 'identitytoolkit#GetAccountInfoResponse' as const,
    users: [toUserRecord(account)],
  };
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
      patch.validSince = revocationInstant(now);
    }
    const account =
      Object.keys(patch).length > 0 ? await updateAccount(tx, current.uid, patch) : current;
    let tokens: IssuedTokens | undefined;
    if (passwordHash && account.email) {
      await deleteSessions(tx, account.uid);
      await deleteOobCodes(tx, account.uid, ['PASSWORD_RESET']);
      tokens = await startSession(ctx, tx, account, 'password', new Date(claims.auth_time * 1000));
      await queueMail(
        tx,
        account.email,
        'password-changed',
        identityEmails.passwordChanged(ctx.config.mail.supportEmail),
      );
    }
    return {
      kind: 'identitytoolkit#SetAccountInfoResponse' as const,
      localId: account.uid,
      ...(account.email ? { email: account.email, emailVerified: account.emailVerified } : {}),
      ...(account.displayName ? { displayName: account.displayName } : {}),
      ...(account.photoUrl ? { photoUrl: account.photoUrl } : {}),
      ...(account.email && account.passwordHash
        ? { passwordHash: REDACTED_PASSWORD_HASH, providerUserInfo: providerInfo(account) }
        : {}),
      ...(tokens ?? {}),
    };
  });
}

// accounts:delete -------------------------------------------------------------------------------

/** Erases the product data of an account in the deletion's transaction (the privacy module). */
export type AccountDataEraser = (
  tx: Db,
  account: { uid: string; role: UserRole; email: string | null },
) => Promise<void>;

/**
 * Deletes the signed-in account (recent sign-in required): the product data through `eraseData`
 * (the same erasure as "Elimina il mio account"), then the credentials, sessions and codes, in
 * one transaction. A refusal of the erasure (a payment in progress) is OPERATION_NOT_ALLOWED.
 */
export async function deleteOwnAccount(
  ctx: AppContext,
  body: IdTokenBody,
  eraseData: AccountDataEraser,
) {
  const { account, claims } = await authenticateIdToken(ctx, ctx.db, body.idToken);
  requireRecentLogin(ctx, claims);
  try {
    await ctx.db.transaction(async (tx) => {
      await eraseData(tx, { uid: account.uid, role: account.role, email: account.email });
      await deleteAccount(tx, account.uid);
    });
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT')
      throw new IdentityError('OPERATION_NOT_ALLOWED', error.message);
    throw error;
  }
  return { kind: 'identitytoolkit#DeleteAccountResponse' as const };
}

/** Deletes an account in the caller's transaction; its sessions and codes go with it. */
export async function removeAccount(db: Db, uid: string) {
  await deleteAccount(db, uid);
}

/**
 * What a customer may know about their own account (the data export): the facts, never the
 * password hash or a token. Undefined in Firebase mode (the account lives at Google).
 */
export async function getAccountFacts(db: Db, uid: string) {
  const account = await findAccount(db, uid);
  if (!account) return undefined;
  return {
    email: account.email,
    emailVerified: account.emailVerified,
    anonymous: account.passwordHash === null,
    role: account.role,
    createdAt: account.createdAt,
    lastSignInAt: account.lastLoginAt,
    lastActiveAt: account.lastRefreshAt,
  };
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

// Accounts made by an operator (staff CLI) or by the demo data ---------------------------------

export type ProvisionedAccount = {
  uid?: string;
  email: string;
  password: string;
  role: UserRole;
  emailVerified: boolean;
  profile?: {
    name?: string | null;
    surname?: string | null;
    phone?: string | null;
    b2bCompanyId?: string | null;
  };
};

/**
 * Creates an email + password account and its profile in `db` (a transaction of the caller).
 * Errors are IdentityErrors (INVALID_EMAIL, EMAIL_EXISTS, PASSWORD_DOES_NOT_MEET_REQUIREMENTS).
 */
export async function provisionAccount(ctx: AppContext, db: Db, input: ProvisionedAccount) {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(assertPasswordPolicy(input.password), {
    address: 'operator',
    account: email,
  });
  if (await findAccountByEmail(db, email)) throw new IdentityError('EMAIL_EXISTS');
  const now = ctx.clock.now();
  const account = await insertAccount(db, {
    uid: input.uid ?? newUid(),
    email,
    emailVerified: input.emailVerified,
    passwordHash,
    role: input.role,
    displayName: [input.profile?.name, input.profile?.surname].filter(Boolean).join(' ') || null,
    now,
    validSince: creationInstant(now),
  });
  await upsertProfile(db, { uid: account.uid, email, ...input.profile, now });
  return account;
}

/**
 * Whether an account is disabled, and each disabling and re-enabling (newest first, with the
 * acting tutor's name; no actor: an operator at the command line). Undefined without an account.
 */
export async function getAccountStatusHistory(db: Db, uid: string) {
  const [account, events] = await Promise.all([findAccount(db, uid), listAccountEvents(db, uid)]);
  return account ? { disabled: account.disabled, events } : undefined;
}

export type AccountStatusChange = {
  disabled: boolean;
  /** Why: kept in the account's history (account_events). */
  reason: string | null;
  /** The tutor who asks; null for an operator at the command line. */
  actorUid: string | null;
  /** Runs on the locked account before anything is written; throws to refuse the change. */
  check?: (account: Account) => void;
};

/**
 * Disables (or enables again) an account, for operators (`npm run user:disable`, `user:enable`)
 * and the back office, and records who did it and why in the account's history, in one
 * transaction. Disabling revokes every session at once: the API refuses its tokens (the status
 * cache is dropped here and, through the trigger's NOTIFY, in every other process) and the SDK
 * signs it out (USER_DISABLED); re-enabling does not bring those tokens back. An account already
 * in that state is left alone: `changed` is false and nothing is written.
 */
export async function setAccountDisabled(
  ctx: AppContext,
  uid: string,
  change: AccountStatusChange,
): Promise<{ account: Account; changed: boolean }> {
  const result = await ctx.db.transaction(async (tx) => {
    const account = await findAccount(tx, uid, { lock: true });
    if (!account) throw new IdentityError('USER_NOT_FOUND');
    change.check?.(account);
    if (account.disabled === change.disabled) return { account, changed: false };
    const now = ctx.clock.now();
    const updated = await updateAccount(tx, uid, {
      disabled: change.disabled,
      ...(change.disabled ? { validSince: revocationInstant(now) } : {}),
    });
    if (change.disabled) await deleteSessions(tx, uid);
    await insertAccountEvent(tx, {
      uid,
      action: change.disabled ? 'disabled' : 'enabled',
      reason: change.reason,
      actorUid: change.actorUid,
      now,
    });
    return { account: updated, changed: true };
  });
  // Also after the commit: a request of this process that read the account meanwhile is not kept.
  if (result.changed) forgetAccountStatus(uid);
  return result;
}
