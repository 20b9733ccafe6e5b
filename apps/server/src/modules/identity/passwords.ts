import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import os from 'node:os';
import {
  PASSWORD_MIN_LENGTH,
  type PasswordRuleKey,
  passwordRules,
  passwordSymbols,
} from '@equilibrio/contract/validation';
import { createLimiter } from '../../lib/concurrency';

/**
 * scrypt cost: N=2^15, r=8, p=1 (32 MiB, ~100 ms on one core). The parameters travel in each
 * stored hash (`scrypt$N$r$p$salt$hash`), so raising them later re-hashes on the next sign-in.
 */
export const STANDARD_COST = { N: 2 ** 15, r: 8, p: 1 } as const;
/**
 * N=2^10 (1 MiB, about 2 ms): for test suites, whose thousands of sign-ins would otherwise spend
 * minutes hashing (PASSWORD_HASH_COST=fast, which the configuration refuses in production).
 */
export const FAST_COST = { N: 2 ** 10, r: 8, p: 1 } as const;
let COST: Cost = STANDARD_COST;

/** The cost of new hashes, from the configuration (buildApp). */
export function usePasswordHashCost(cost: 'standard' | 'fast') {
  COST = cost === 'fast' ? FAST_COST : STANDARD_COST;
}
const KEY_LENGTH = 64;
const SALT_BYTES = 16;

/**
 * Hashes run one core short of the machine (at least one, at most four at a time; each holds a
 * libuv thread, a core and 32 MiB) with at most 32 waiting: a flood of sign-ins cannot take the
 * cores, thread pool and memory every other request needs. Beyond the queue, callers get a
 * BusyError at once (the client sees TOO_MANY_ATTEMPTS_TRY_LATER) rather than a long wait.
 * Every hash names its caller's address and account, and each of them holds at most a quarter of
 * the queue: a flood from one address, or of one account's password changes, leaves the rest to
 * everyone else (see createLimiter for who gives way when it is full).
 */
export const HASH_CONCURRENCY = Math.min(4, Math.max(1, os.availableParallelism() - 1));
const HASH_QUEUE = 32;
const hashing = createLimiter({
  concurrency: HASH_CONCURRENCY,
  maxQueued: HASH_QUEUE,
  maxQueuedPerKey: HASH_QUEUE / 4,
});

/**
 * Who a hash is for: the client's address, and the account (its uid, or the email of a sign-in
 * or sign-up before there is one; `operator` paths name the tool).
 */
export type HashCaller = { address: string; account: string };

type Cost = { N: number; r: number; p: number };

function derive(password: string, salt: Buffer, cost: Cost, caller: HashCaller): Promise<Buffer> {
  return hashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) => {
        scrypt(
          password,
          salt,
          KEY_LENGTH,
          { ...cost, maxmem: 256 * cost.N * cost.r },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
    [`address:${caller.address}`, `account:${caller.account}`],
  );
}

export async function hashPassword(password: string, caller: HashCaller): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, COST, caller);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), key.toString('base64')].join(
    '$',
  );
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return undefined;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const sane =
    Number.isInteger(cost.N) &&
    cost.N >= 2 ** 10 &&
    cost.N <= 2 ** 20 &&
    Number.isInteger(cost.r) &&
    cost.r >= 1 &&
    cost.r <= 32 &&
    Number.isInteger(cost.p) &&
    cost.p >= 1 &&
    cost.p <= 4;
  if (!sane) return undefined;
  return { cost, salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

/** Constant-time check of a password against a stored hash; a malformed hash never matches. */
export async function verifyPassword(
  password: string,
  stored: string | null,
  caller: HashCaller,
): Promise<boolean> {
  const parsed = stored ? parse(stored) : undefined;
  if (!parsed) {
    await burnPasswordCheck(password, caller);
    return false;
  }
  const key = await derive(password, parsed.salt, parsed.cost, caller);
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
}

const dummySalt = randomBytes(SALT_BYTES);

/**
 * Spends the time of one password check: a sign-in for an unknown email must take as long as a
 * wrong password, or the timing would tell which addresses have an account.
 */
export async function burnPasswordCheck(password: string, caller: HashCaller) {
  await derive(password, dummySalt, COST, caller);
}

/** True when the stored hash was made with other parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return (
    !parsed || parsed.cost.N !== COST.N || parsed.cost.r !== COST.r || parsed.cost.p !== COST.p
  );
}

const symbols = [...passwordSymbols];

/**
 * The product rule of spec §5 (the same one as `newPasswordSchema` in the contract), as the
 * Identity Toolkit publishes it at /v2/passwordPolicy.
 */
export const passwordPolicy = {
  customStrengthOptions: {
    minPasswordLength: PASSWORD_MIN_LENGTH,
    containsUppercaseCharacter: true,
    containsNumericCharacter: true,
    containsNonAlphanumericCharacter: true,
  },
  allowedNonAlphanumericCharacters: symbols,
  enforcementState: 'ENFORCE',
  forceUpgradeOnSignin: false,
  schemaVersion: 1,
} as const;

/**
 * The identity provider's words for each rule of the contract, in the order it lists what is
 * missing (a rule added to the contract fails to compile until it is worded here).
 */
const providerWords = {
  length: `Password must contain at least ${PASSWORD_MIN_LENGTH} characters`,
  uppercase: 'Password must contain an upper case character',
  digit: 'Password must contain a numeric character',
  symbol: 'Password must contain a non-alphanumeric character',
} satisfies Record<PasswordRuleKey, string>;

/** The requirements a password misses, worded as Google's PASSWORD_DOES_NOT_MEET_REQUIREMENTS. */
export function missingPasswordRequirements(password: string): string[] {
  const missing = new Set<string>(
    passwordRules.filter((rule) => !rule.met(password)).map((rule) => rule.key),
  );
  return Object.entries(providerWords)
    .filter(([key]) => missing.has(key))
    .map(([, words]) => words);
}
