const KEY = 'equilibrio:login-notice';

/** Why the session ended under the user (the API refused it, lib/auth), as the login page says. */
export const sessionNotices = {
  ended: 'La tua sessione è scaduta: accedi di nuovo per continuare da dove eri.',
  accountUnavailable:
    'Il tuo account non è più attivo. Se pensi che sia un errore, scrivi all’assistenza.',
} as const;

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
