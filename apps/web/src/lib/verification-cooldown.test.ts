import { beforeEach, describe, expect, it } from 'vitest';
import { markVerificationSent, verificationCooldownLeft } from './verification-cooldown';

describe('verification email cooldown', () => {
  beforeEach(() => localStorage.clear());

  it('counts a minute from the send, per account, then forgets it', () => {
    markVerificationSent('u1', 1_000_000);
    expect(verificationCooldownLeft('u1', 1_000_000)).toBe(60);
    expect(verificationCooldownLeft('u1', 1_015_000)).toBe(45);
    expect(verificationCooldownLeft('u1', 1_059_001)).toBe(1);
    expect(verificationCooldownLeft('u2', 1_015_000)).toBe(0);
    expect(verificationCooldownLeft('u1', 1_060_000)).toBe(0);
    expect(localStorage.length).toBe(0);
  });

  it('ignores a value that is not a past time', () => {
    localStorage.setItem('equilibrio:verification-sent:u1', 'ieri');
    expect(verificationCooldownLeft('u1')).toBe(0);
    markVerificationSent('u1', Date.now() + 3_600_000);
    expect(verificationCooldownLeft('u1')).toBe(0);
  });
});
