const KEY = 'equilibrio:login-notice';

/** A message for the next login page (this tab only), e.g. after the account was deleted. */
export function setLoginNotice(message: string) {
  try {
    sessionStorage.setItem(KEY, message);
  } catch {
    // Storage off: the login page simply shows no message.
  }
}

export function peekLoginNotice(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/** Once shown, a reload of the login page no longer shows it. */
export function clearLoginNotice() {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing to clear.
  }
}
