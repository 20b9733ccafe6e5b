// The identity provider's errors as the forms show them (Italian messages, wrong-password codes).
import { isNetworkError, NETWORK_ERROR_MESSAGE } from './api-client';
import { isBrowserOnline } from './use-online';

/**
 * The SDK's answers to a wrong current password when re-authenticating (with enumeration
 * protection, `invalid-credential`): the forms show 'Password errata. Riprova.' at the field.
 */
export const wrongPasswordCodes: ReadonlySet<string> = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);

/**
 * Too many attempts (the provider's own words: wait, or change the password), else `fallback`: an
 * action's failure otherwise said in its own words.
 */
export const authErrorOr = (error: unknown, fallback: string) =>
  (error as { code?: string } | null)?.code === 'auth/too-many-requests'
    ? authErrorMessage(error)
    : fallback;

/**
 * A failure of the connection (offline), the identity provider's or an API call's. The provider's
 * 'network-request-failed' is a lost connection only while the browser says it is offline: it also
 * comes of a server answering badly (a proxy's 502 page while it restarts), where 'controlla la
 * rete' would send an online family to check a working network.
 */
export const isConnectionError = (error: unknown) =>
  isNetworkError(error) ||
  ((error as { code?: string } | null)?.code === 'auth/network-request-failed' &&
    !isBrowserOnline());

const SOMETHING_WENT_WRONG = 'Si è verificato un errore. Riprova più tardi.';

/** Spec §8: the Italian message for an identity-provider error. */
export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: string })?.code ?? '';
  switch (code) {
    case 'auth/user-not-found':
      return 'Utente non trovato. Controlla le credenziali.';
    // The provider's email-enumeration protection: a wrong password and an unknown email are one
    // error. 'Utente non trovato' told a family with a mistyped password their account was gone.
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return 'Email o password non corrette. Controlla le credenziali e riprova.';
    case 'auth/wrong-password':
      return 'Password errata. Riprova.';
    case 'auth/too-many-requests':
      return 'Attenzione, hai effettuato un numero eccessivo di tentativi, riprovare tra qualche minuto o effettuare il cambio della password.';
    case 'auth/email-already-in-use':
      return 'Attenzione, esiste già un account registrato con questo indirizzo email';
    case 'auth/invalid-password':
    case 'auth/weak-password':
      return 'Il valore fornito per la password non è valido. Deve essere almeno 6 caratteri.';
    // Offline: the app's one wording of it (not 'riprova più tardi'); else the spec's words.
    case 'auth/network-request-failed':
      return !isBrowserOnline() ? NETWORK_ERROR_MESSAGE : SOMETHING_WENT_WRONG;
    default:
      return SOMETHING_WENT_WRONG;
  }
}
