import { createHash, randomInt } from 'node:crypto';
import { z } from 'zod';
import { BusyError } from '../../lib/concurrency';
import { IdentityError, tooManyAttempts, tooManyAttemptsError } from './identity-errors';
import {
  type HashCaller,
  hashPassword,
  missingPasswordRequirements,
  verifyPassword,
} from './passwords';

// Small rules the identity service's use cases share ---------------------------------------------

/** Who is calling an identity endpoint: the client address (for lock-outs) and the API key. */
export type Caller = { ip: string; apiKey: string };

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

export async function verifyOrBusy(password: string, hash: string | null, caller: HashCaller) {
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
 * least `validSince` (see TokenService.issue). A second revocation within the same second moves
 * it one second past the previous one, so the tokens issued between the two (with `iat` equal to
 * the previous `validSince`) are revoked too.
 */
export const revocationInstant = (now: Date, previous: Date) =>
  new Date(
    Math.max(Math.floor(now.getTime() / 1000) + 1, Math.floor(previous.getTime() / 1000) + 1) *
      1000,
  );
export const creationInstant = (now: Date) => new Date(Math.floor(now.getTime() / 1000) * 1000);

/**
 * Anonymous: neither a password nor email-link sign-in (an address alone, as an anonymous
 * visitor may have, does not make an account).
 */
export const isAnonymousAccount = (account: {
  passwordHash: string | null;
  emailLinkSignin: boolean;
}) => account.passwordHash === null && !account.emailLinkSignin;

const isUniqueViolation = (error: unknown) => {
  const err = error as { code?: unknown; cause?: { code?: unknown } };
  return err.code === '23505' || err.cause?.code === '23505';
};

/** Runs `write` (a transaction that stores an address); one taken meanwhile: EMAIL_EXISTS. */
export async function orEmailExists<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new IdentityError('EMAIL_EXISTS');
    throw error;
  }
}
