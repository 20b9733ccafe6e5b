import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { callGoogleToolkit } from './google-toolkit';

const unavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'I tuoi dati sono stati cancellati, ma non è stato possibile chiudere il tuo accesso: riprova tra poco.',
  );

/**
 * Firebase mode: deletes the caller's account at Google with their own ID token, the call the
 * SDK's `deleteUser` makes (Google checks the recent sign-in too). An account already gone is
 * fine: a retried deletion ends here.
 */
export async function deleteFirebaseAccount(ctx: AppContext, idToken: string) {
  const answer = await callGoogleToolkit(ctx, {
    method: 'delete',
    body: { idToken },
    purpose: 'to delete accounts',
    unavailable,
  });
  if (answer.ok) return;
  const { code, status } = answer;
  if (code === 'USER_NOT_FOUND') return;
  if (code === 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN') {
    throw new AppError(
      'RECENT_LOGIN_REQUIRED',
      'I tuoi dati sono stati cancellati; per chiudere anche il tuo accesso conferma di nuovo la password.',
    );
  }
  ctx.log.warn({ status, code }, 'Google refused to delete an account');
  throw unavailable();
}
