import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  markVerificationSent,
  useVerificationCooldown,
  verificationCooldownLeft,
} from './verification-cooldown';

function Resend() {
  const { left } = useVerificationCooldown('u1');
  return <button type="button">{left > 0 ? `Attendi ${left} s` : 'Invia di nuovo'}</button>;
}

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

  it('a drawn banner is adopted as drawn, then shows the wait this browser knows of', async () => {
    // The server draws without this browser's storage; the email went out moments before.
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Resend />);
    document.body.append(container);
    markVerificationSent('u1');
    const mismatch = vi.fn();
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Resend />, { onRecoverableError: mismatch });
    });
    expect(mismatch).not.toHaveBeenCalled();
    expect(container.textContent).toMatch(/^Attendi (60|59) s$/);
    act(() => root?.unmount());
    container.remove();
  });
});
