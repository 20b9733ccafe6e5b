import { act } from '@testing-library/react';
import { createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  markVerificationSent,
  useVerificationCooldown,
  verificationCooldownLeft,
} from './verification-cooldown';

function SecondsLeft({ uid }: { uid: string }) {
  return createElement('p', null, `tra ${useVerificationCooldown(uid).left} s`);
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

  it('adopts a drawn page as drawn (no cooldown known to the server), then counts this browser’s', async () => {
    const html = renderToString(createElement(SecondsLeft, { uid: 'u1' }));
    expect(html).toContain('tra 0 s');
    markVerificationSent('u1', Date.now() - 15_000);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const drawn = container.firstChild;
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, createElement(SecondsLeft, { uid: 'u1' }), { onRecoverableError }),
    );
    expect(onRecoverableError).not.toHaveBeenCalled();
    // The drawn paragraph itself, now showing the countdown.
    expect(container.firstChild).toBe(drawn);
    expect(container.textContent).toMatch(/^tra 4[45] s$/);
    act(() => markVerificationSent('u1'));
    expect(container.textContent).toBe('tra 60 s');
    act(() => root.unmount());
    container.remove();
  });
});
