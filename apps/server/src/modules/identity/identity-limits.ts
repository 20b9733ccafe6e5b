import type { Limit } from '../../lib/counters';

export const MINUTE = 60_000;

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
