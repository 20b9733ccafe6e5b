import { VERIFICATION_RESEND_COOLDOWN_MS } from '@equilibrio/contract/identity';
import { useEffect, useState } from 'react';

/**
 * When the verification email was last sent to an account (this browser): the dashboard banner
 * waits the server's cooldown before it offers to send another (contract's
 * VERIFICATION_RESEND_COOLDOWN_MS), also right after the sign-up sent the first one.
 */
const keyOf = (uid: string) => `equilibrio:verification-sent:${uid}`;

export function markVerificationSent(uid: string, at = Date.now()) {
  try {
    localStorage.setItem(keyOf(uid), String(at));
  } catch {
    // Storage off: the server's refusal still tells the family to wait.
  }
}

/** Whole seconds until another verification email may be sent (0: now). */
export function verificationCooldownLeft(uid: string, now = Date.now()): number {
  let sentAt = Number.NaN;
  try {
    sentAt = Number(localStorage.getItem(keyOf(uid)));
  } catch {
    return 0;
  }
  if (!Number.isFinite(sentAt) || sentAt <= 0 || sentAt > now) return 0;
  const left = Math.ceil((sentAt + VERIFICATION_RESEND_COOLDOWN_MS - now) / 1000);
  if (left > 0) return left;
  // Over: nothing of it stays in the browser.
  try {
    localStorage.removeItem(keyOf(uid));
  } catch {
    // Nothing to clear.
  }
  return 0;
}

/**
 * The seconds left of the account's cooldown, counting down once a second; `restart` starts a
 * new one (an email was just sent, or the server said one was sent moments ago).
 */
export function useVerificationCooldown(uid: string) {
  const [left, setLeft] = useState(() =>
    typeof window === 'undefined' ? 0 : verificationCooldownLeft(uid),
  );
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft(verificationCooldownLeft(uid)), 1000);
    return () => clearTimeout(timer);
  }, [left, uid]);
  const restart = () => {
    markVerificationSent(uid);
    setLeft(verificationCooldownLeft(uid));
  };
  return { left, restart };
}
