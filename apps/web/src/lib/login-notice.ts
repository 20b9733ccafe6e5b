import { sessionStore, writeStored } from './stored';

const KEY = 'equilibrio:login-notice';

/** Why the session ended under the user (the API refused it, lib/auth), as the login page says. */
export const sessionNotices = {
  ended: 'La tua sessione è scaduta: accedi di nuovo per continuare da dove eri.',
  accountUnavailable:
    'Il tuo account non è più attivo. Se pensi che sia un errore, scrivi all’assistenza.',
  /** Signed out with nobody here asking: another tab's 'Esci', the browser's data cleared. */
  closedElsewhere:
    'La sessione si è chiusa (forse da un’altra scheda del browser): accedi di nuovo per continuare da dove eri.',
  /** Signed out by choice: said, so that nobody (a screen reader, a shared computer) wonders. */
  signedOut: 'Hai chiuso la sessione: per rientrare, accedi di nuovo.',
} as const;

/** What the next login page says, and — a session ended under the user — where to go back. */
export type LoginNotice = { message: string; next?: string };

/** A message for the next login page (this tab only), e.g. after the account was deleted. */
export function setLoginNotice(message: string, next?: string) {
  // Storage off: the login page simply shows no message.
  writeStored(sessionStore(), KEY, { message, ...(next ? { next } : {}) });
}

export function peekLoginNotice(): LoginNotice | null {
  let stored: string | null;
  try {
    stored = sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!stored) return null;
  try {
    const notice = JSON.parse(stored) as Partial<LoginNotice>;
    if (typeof notice.message !== 'string') return null;
    return typeof notice.next === 'string'
      ? { message: notice.message, next: notice.next }
      : { message: notice.message };
  } catch {
    // Written as plain text (before the notice said where to go back): the message itself.
    return { message: stored };
  }
}

/** Once shown, a reload of the login page no longer shows it. */
export const clearLoginNotice = () => writeStored(sessionStore(), KEY, null);
