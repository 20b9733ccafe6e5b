import type { AppContext } from '../../context';
import { enforceLimits } from '../../lib/counters';
import {
  DEFAULT_WEB_API_KEY,
  type LinkOptions,
  queuePasswordReset,
  queueVerification,
  sendLimits,
} from './action-codes.service';
import { askGoogleForPasswordReset, askGoogleForVerification } from './firebase-emails';
import { findAccountByEmail } from './identity.queries';

// Product API: the emails the login page and the dashboard banner ask for -----------------------

const tooManyEmails = (minutes: number) =>
  `Sono state richieste troppe email. Riprova tra ${minutes === 1 ? '1 minuto' : `${minutes} minuti`}.`;

/** Per client address and per address asked for (known or not, so a refusal reveals nothing). */
async function limitPublicSend(ctx: AppContext, ip: string, key: string) {
  await enforceLimits(
    ctx.counters,
    [
      [`send:ip:${ip}`, sendLimits.perIp],
      [key, sendLimits.perEmail],
    ],
    tooManyEmails,
  );
}

const productLink = (ctx: AppContext): LinkOptions => ({
  apiKey: ctx.config.identity.apiKey ?? DEFAULT_WEB_API_KEY,
  continueUrl: `${ctx.config.publicUrl}/dashboard/home`,
});

/** 'Password dimenticata': the same answer whether or not the address has an account. */
export async function requestPasswordResetEmail(ctx: AppContext, ip: string, email: string) {
  const normalised = email.trim().toLowerCase();
  await limitPublicSend(ctx, ip, `send:reset:${normalised}`);
  if (ctx.config.identity.mode === 'firebase') return askGoogleForPasswordReset(ctx, normalised);
  await queuePasswordReset(ctx, normalised, productLink(ctx));
}

/**
 * Resends the verification link to an unverified account; nothing (same answer) otherwise.
 * `bearer` is the caller's Authorization header, if any (Firebase mode needs it).
 */
export async function requestVerificationEmail(
  ctx: AppContext,
  ip: string,
  email: string,
  bearer?: string,
) {
  const normalised = email.trim().toLowerCase();
  await limitPublicSend(ctx, ip, `send:verify-email:${normalised}`);
  if (ctx.config.identity.mode === 'firebase')
    return askGoogleForVerification(ctx, normalised, bearer);
  const account = await findAccountByEmail(ctx.db, normalised);
  if (!account || account.disabled || account.emailVerified) return;
  // The account's own budget and cooldown, shared with the SDK's sendOobCode VERIFY_EMAIL.
  await enforceLimits(
    ctx.counters,
    [
      [`send:verify-cooldown:${account.uid}`, sendLimits.verifyCooldown],
      [`send:verify:${account.uid}`, sendLimits.verifyPerAccount],
    ],
    tooManyEmails,
  );
  await queueVerification(ctx, account, productLink(ctx));
}
