import { safeReturnPath } from '@equilibrio/contract/return-path';
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

/**
 * The absolute address of `next` when it is a dashboard page of this site, or null (whatever else
 * is simply not followed, never refused): the login page's own rule for its `?next=`, which the
 * page that opens the link applies again.
 */
function dashboardPageUrl(ctx: AppContext, next: string | undefined): string | null {
  const path = safeReturnPath(next);
  return path ? `${ctx.config.publicUrl}${path}` : null;
}

/** Where the emailed link leads once used: `continueUrl`, or the dashboard home. */
const productLink = (ctx: AppContext, continueUrl: string | null = null): LinkOptions => ({
  apiKey: ctx.config.identity.apiKey ?? DEFAULT_WEB_API_KEY,
  continueUrl: continueUrl ?? `${ctx.config.publicUrl}/dashboard/home`,
});

/**
 * 'Password dimenticata': the same answer whether or not the address has an account. `next`: the
 * dashboard page the login page was opened for; once the new password is saved the family goes
 * on there (ignored unless it is one of this site's dashboard pages).
 */
export async function requestPasswordResetEmail(
  ctx: AppContext,
  ip: string,
  email: string,
  next?: string,
) {
  const normalised = email.trim().toLowerCase();
  await limitPublicSend(ctx, ip, `send:reset:${normalised}`);
  const continueUrl = dashboardPageUrl(ctx, next);
  if (ctx.config.identity.mode === 'firebase')
    return askGoogleForPasswordReset(ctx, normalised, continueUrl);
  await queuePasswordReset(ctx, normalised, productLink(ctx, continueUrl));
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
