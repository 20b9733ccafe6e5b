import type { AppContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { callGoogleToolkit } from './google-toolkit';
import { TokenError } from './id-tokens';

/**
 * Firebase mode: the reset and verification emails are Google's (templates and action URL are
 * set in the Firebase console; `X-Firebase-Locale: it` picks the Italian template). We only ask
 * Google to send them, through the same REST call the SDK would make.
 */
async function askGoogle(ctx: AppContext, body: Record<string, string>) {
  const answer = await callGoogleToolkit(ctx, {
    method: 'sendOobCode',
    body,
    headers: { 'x-firebase-locale': 'it' },
    purpose: 'to send identity emails',
    unavailable,
  });
  if (answer.ok) return;
  const { code, status } = answer;
  // Same answer for unknown addresses (email-enumeration protection).
  if (code === 'EMAIL_NOT_FOUND') return;
  if (code === 'RESET_PASSWORD_EXCEED_LIMIT' || code === 'TOO_MANY_ATTEMPTS_TRY_LATER')
    throw new AppError(
      'RATE_LIMITED',
      'Troppi tentativi in poco tempo: riprova tra qualche minuto.',
    );
  ctx.log.warn({ status, code }, 'Google refused to send an identity email');
  throw unavailable();
}

const unavailable = () =>
  new AppError(
    'SERVICE_UNAVAILABLE',
    'Invio email momentaneamente non disponibile, riprova tra poco.',
  );

/** `continueUrl`: where the link leads once the password is saved (Google's default if null). */
export async function askGoogleForPasswordReset(
  ctx: AppContext,
  email: string,
  continueUrl: string | null = null,
) {
  await askGoogle(ctx, {
    requestType: 'PASSWORD_RESET',
    email,
    ...(continueUrl ? { continueUrl } : {}),
  });
}

/**
 * Google sends a verification email only for a signed-in user's ID token: the banner's resend
 * comes with the user's bearer token; without one (or for another address) nothing is sent.
 */
export async function askGoogleForVerification(
  ctx: AppContext,
  email: string,
  bearer: string | undefined,
) {
  const idToken = bearer?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!idToken) return;
  try {
    const claims = await ctx.tokens.verify(idToken);
    if (claims.email?.toLowerCase() !== email || claims.email_verified === true) return;
  } catch (error) {
    if (error instanceof TokenError) return;
    throw error;
  }
  await askGoogle(ctx, { requestType: 'VERIFY_EMAIL', idToken });
}
