import { newPasswordSchema } from '@equilibrio/contract/validation';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { consume } from '../../lib/counters';
import { queueMail } from '../mail/mail.service';
import {
  consumeOobCode,
  deleteOobCodes,
  findOobCode,
  lockClaimCandidates,
  markClaimEmailSent,
} from './action-codes.queries';
import { createCode, DEFAULT_WEB_API_KEY, sendLimits } from './action-codes.service';
import { identityEmails } from './identity.emails';
import { findAccount, findAccountByEmail, updateAccount } from './identity.queries';
import { IdentityError } from './identity-errors';
import { hashOrBusy, isAnonymousAccount, revocationInstant, sha256 } from './identity-rules';
import { changePasswordOf } from './password-changes.service';
import { setProfileEmail } from './profiles.queries';
import { deleteSessions } from './sessions.queries';

/** An anonymous visitor who left an email gets the claim email this long after sign-up. */
export const CLAIM_EMAIL_DELAY_MS = 30 * 60_000;

// Account claim ---------------------------------------------------------------------------------

const claimLinkExpired = () =>
  new AppError('NOT_FOUND', 'Il link non è valido o è scaduto. Richiedi un nuovo link.');

/** The anonymous account a claim code is for, while it can still be claimed. */
async function readClaimCode(ctx: AppContext, db: Db, oobCode: string, lock = false) {
  const row = await findOobCode(db, sha256(oobCode));
  if (row?.requestType !== 'CLAIM_ACCOUNT') throw claimLinkExpired();
  if (row.expiresAt.getTime() <= ctx.clock.now().getTime()) throw claimLinkExpired();
  const account = await findAccount(db, row.uid, { lock });
  if (!account || account.disabled || !isAnonymousAccount(account)) throw claimLinkExpired();
  return { account, email: row.email };
}

/** GET claim-account: whose account a claim link is for (the page shows it). */
export async function describeClaim(ctx: AppContext, oobCode: string) {
  const { email } = await readClaimCode(ctx, ctx.db, oobCode);
  return { email };
}

/**
 * POST claim-account: the visitor who left an email with a first request sets a password. The
 * email and password go on the same anonymous account (its requests stay theirs), the email
 * counts as verified (the link proved the inbox), old sessions are revoked and the code is used.
 * A claim is a password change (`changePasswordOf`): limited and one at a time per account.
 */
export async function claimAccount(
  ctx: AppContext,
  ip: string,
  input: { oobCode: string; password: string },
) {
  const { account: claimed, email } = await readClaimCode(ctx, ctx.db, input.oobCode);
  const owner = await findAccountByEmail(ctx.db, email);
  if (owner) throw emailTaken();
  const problem = newPasswordSchema.safeParse(input.password).error?.issues[0];
  if (problem)
    throw new AppError('VALIDATION_FAILED', 'Alcuni dati non sono validi.', {
      'body.password': problem.message,
    });

  try {
    await changePasswordOf(ctx, claimed.uid, async () => {
      await readClaimCode(ctx, ctx.db, input.oobCode);
      const passwordHash = await hashOrBusy(input.password, { address: ip, account: claimed.uid });
      const now = ctx.clock.now();
      await ctx.db.transaction(async (tx) => {
        const { account } = await readClaimCode(ctx, tx, input.oobCode, true);
        const consumed = await consumeOobCode(tx, sha256(input.oobCode));
        if (!consumed) throw claimLinkExpired();
        await updateAccount(tx, account.uid, {
          email,
          emailVerified: true,
          passwordHash,
          passwordUpdatedAt: now,
          validSince: revocationInstant(now, account.validSince),
        });
        await deleteSessions(tx, account.uid);
        await deleteOobCodes(tx, account.uid, ['CLAIM_ACCOUNT']);
        await setProfileEmail(tx, account.uid, email, now);
      });
    });
  } catch (error) {
    const err = error as { code?: unknown; cause?: { code?: unknown } };
    if (err.code === '23505' || err.cause?.code === '23505') throw emailTaken();
    // A limit of the identity service (this account's changes, a full hashing queue): 429.
    if (error instanceof IdentityError && error.code === 'TOO_MANY_ATTEMPTS_TRY_LATER') {
      const limited = new AppError(
        'RATE_LIMITED',
        'Troppi tentativi in poco tempo: riprova tra qualche minuto.',
      );
      limited.retryAfterSeconds = error.retryAfterSeconds;
      throw limited;
    }
    throw error;
  }
  return { email };
}

const emailTaken = () =>
  new AppError(
    'CONFLICT',
    'Attenzione, esiste già un account registrato con questo indirizzo email',
  );

const CLAIM_BATCH = 20;

/**
 * Sends the claim email to anonymous visitors who left an email with a first request and, 30
 * minutes later, still have no password; where the address has a family's account, the email
 * with the link that brings the request into it (the visitor did not sign in from that browser).
 * Safe on several processes (SKIP LOCKED). The address was typed, never proven: the email is
 * worded for a reader who may not have asked for anything,
 * several visitors may carry the same address (each gets its link; the first password set wins),
 * and one address gets at most `sendLimits.claimPerEmail` of them; the others are skipped for good.
 */
export async function sendClaimEmails(ctx: AppContext) {
  const now = ctx.clock.now();
  const createdBefore = new Date(now.getTime() - CLAIM_EMAIL_DELAY_MS);
  return ctx.db.transaction(async (tx) => {
    const candidates = await lockClaimCandidates(tx, createdBefore, CLAIM_BATCH);
    for (const { uid, email } of candidates) {
      await markClaimEmailSent(tx, uid, now);
      if (!email) continue;
      const owner = await findAccountByEmail(tx, email);
      // A tutor's address, or a suspended account: nothing of a family to bring in.
      if (owner && (owner.disabled || owner.role !== 'customer')) continue;
      if (!(await consume(ctx.counters, `send:claim:${email}`, sendLimits.claimPerEmail))) continue;
      // An address that has an account signs in there: the link brings the request in from any
      // device (the hand-over at sign-in needs the browser that sent it).
      const type = owner ? 'HAND_OVER' : 'CLAIM_ACCOUNT';
      const url = await createCode(ctx, tx, {
        uid,
        email,
        type,
        apiKey: DEFAULT_WEB_API_KEY,
        continueUrl: null,
      });
      if (owner) await queueMail(tx, email, 'hand-over', identityEmails.handOver(url));
      else await queueMail(tx, email, 'claim-account', identityEmails.claimAccount(url));
    }
    return candidates.length;
  });
}

// Hand-over links ---------------------------------------------------------------------------------

/**
 * A live hand-over code (the link emailed to a family's address for a request sent without
 * signing in, `sendClaimEmails`): the visitor whose request it brings in and the address it was
 * sent to. Null when unknown, expired, or the visitor's account is gone or suspended.
 */
export async function readHandOverCode(ctx: AppContext, oobCode: string) {
  const row = await findOobCode(ctx.db, sha256(oobCode));
  if (row?.requestType !== 'HAND_OVER') return null;
  if (row.expiresAt.getTime() <= ctx.clock.now().getTime()) return null;
  const visitor = await findAccount(ctx.db, row.uid);
  if (!visitor || visitor.disabled) return null;
  return { visitorUid: row.uid, email: row.email };
}

/** Spends a hand-over code in the caller's transaction: false when it was spent already. */
export async function spendHandOverCode(db: Db, oobCode: string) {
  return Boolean(await consumeOobCode(db, sha256(oobCode)));
}
