import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';

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
  const { firebaseApiKey, firebaseIdentityToolkitUrl } = ctx.config.identity;
  if (!firebaseApiKey) {
    ctx.log.error('IDENTITY_MODE=firebase needs FIREBASE_API_KEY to delete accounts');
    throw unavailable();
  }
  let response: Response;
  try {
    response = await fetch(
      `${firebaseIdentityToolkitUrl}/v1/accounts:delete?key=${encodeURIComponent(firebaseApiKey)}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ idToken }),
        signal: AbortSignal.timeout(10_000),
      },
    );
  } catch (error) {
    ctx.log.warn({ err: error }, 'Google Identity Toolkit unreachable');
    throw unavailable();
  }
  if (response.ok) return;
  const answer = (await response.json().catch(() => undefined)) as
    | { error?: { message?: string } }
    | undefined;
  const code = answer?.error?.message?.split(' : ')[0] ?? '';
  if (code === 'USER_NOT_FOUND') return;
  if (code === 'CREDENTIAL_TOO_OLD_LOGIN_AGAIN') {
    throw new AppError(
      'RECENT_LOGIN_REQUIRED',
      'I tuoi dati sono stati cancellati; per chiudere anche il tuo accesso conferma di nuovo la password.',
    );
  }
  ctx.log.warn({ status: response.status, code }, 'Google refused to delete an account');
  throw unavailable();
}
