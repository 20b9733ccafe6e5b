import { VERIFICATION_RESEND_COOLDOWN_MS } from '@equilibrio/contract/identity';
import { useMemo, useSyncExternalStore } from 'react';

/**
 * When the verification email was last sent to an account (this browser): the dashboard banner
 * waits the server's cooldown before it offers to send another (contract's
 * VERIFICATION_RESEND_COOLDOWN_MS), also right after the sign-up sent the first one.
 */
const keyOf = (uid: string) => `equilibrio:verification-sent:${uid}`;

/** The counters on screen, told when an email has just been sent. */
const listeners = new Set<() => void>();

export function markVerificationSent(uid: string, at = Date.now()) {
  try {
    localStorage.setItem(keyOf(uid), String(at));
  } catch {
    // Storage off: the server's refusal still tells the family to wait.
  }
  for (const listener of [...listeners]) listener();
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

/** Tells `onChange` once a second while the account's cooldown runs, and when a new one starts. */
const subscribeTo = (uid: string) => (onChange: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const tick = () => {
    clearTimeout(timer);
    onChange();
    if (verificationCooldownLeft(uid) > 0) timer = setTimeout(tick, 1000);
  };
  listeners.add(tick);
  tick();
  return () => {
    listeners.delete(tick);
    clearTimeout(timer);
  };
};

/**
 * The seconds left of the account's cooldown, counting down once a second; `restart` starts a
 * new one (an email was just sent, or the server said one was sent moments ago). A page the
 * server drew (it knows nothing of this browser's storage) is adopted with no cooldown, as it was
 * drawn, and then shows this browser's: read during the adoption, a cooldown under way made the
 * text differ from the drawn one, and React threw the drawn page away to draw it afresh.
 */
export function useVerificationCooldown(uid: string) {
  const subscribe = useMemo(() => subscribeTo(uid), [uid]);
  const left = useSyncExternalStore(
    subscribe,
    () => verificationCooldownLeft(uid),
    () => 0,
  );
  return { left, restart: () => markVerificationSent(uid) };
}
