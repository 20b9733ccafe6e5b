import { randomBytes } from 'node:crypto';
import { newPasswordSchema } from '@equilibrio/contract/validation';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { OobRequestType } from '../../db/schema/identity';
import { AppError } from '../../lib/app-error';
import { consume, enforceLimits, type Limit } from '../../lib/counters';
import type { Job } from '../../lib/jobs';
import { queueMail } from '../mail/mail.service';
import {
  consumeOobCode,
  deleteExpiredOobCodes,
  deleteOobCodes,
  findOobCode,
  insertOobCode,
  listDevOobCodes,
  lockClaimCandidates,
  markClaimEmailSent,
} from './action-codes.queries';
import { askGoogleForPasswordReset, askGoogleForVerification } from './firebase-emails';
import { identityEmails } from './identity.emails';
import { type Account, findAccount, findAccountByEmail, updateAccount } from './identity.queries';
import { IdentityError, tooManyAttempts } from './identity-errors';
import {
  assertPasswordPolicy,
  type Caller,
  hashOrBusy,
  normaliseEmail,
  revocationInstant,
  sha256,
} from './identity-rules';
import type {
  ResetPasswordBody,
  ResetPasswordResponse,
  SendOobCodeBody,
  UpdateResponse,
} from './identity-toolkit.schemas';
import { changePasswordOf } from './password-changes.service';
import { setProfileEmail } from './profiles.queries';
import { deleteIdleSessions, deleteSessions } from './sessions.queries';
import { authenticateIdToken, SESSION_IDLE_MS } from './sessions.service';
import { clearSignInFailures } from './sign-in.service';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long an emailed code stays valid. */
export const codeLifetimeMs: Record<OobRequestType, number> = {
  PASSWORD_RESET: HOUR,
  VERIFY_EMAIL: 3 * DAY,
  CLAIM_ACCOUNT: 7 * DAY,
};

/** An anonymous visitor who left an email gets the claim email this long after sign-up. */
export const CLAIM_EMAIL_DELAY_MS = 30 * 60_000;

/** Email sends per address (also for unknown addresses, so limits reveal nothing) and per client. */
export const sendLimits = {
  perEmail: { max: 5, windowMs: HOUR },
  perIp: { max: 30, windowMs: 15 * 60_000 },
  verifyPerAccount: { max: 5, windowMs: HOUR },
  /**
   * Claim emails to one address: any number of anonymous visitors may type the same unverified
   * address, and each account would otherwise cause one.
   */
  claimPerEmail: { max: 3, windowMs: DAY },
} satisfies Record<string, Limit>;

/** The API key put in email links when the request did not come through the SDK. */
const DEFAULT_WEB_API_KEY = 'equilibrio-local-key';

type LinkOptions = { apiKey: string; continueUrl: string | null };

const modeOf = { PASSWORD_RESET: 'resetPassword', VERIFY_EMAIL: 'verifyEmail' } as const;

/** Our own page for action links (spec "Email action page"), absolute with PUBLIC_URL. */
function actionLink(
  ctx: AppContext,
  type: OobRequestType,
  code: string,
  options: LinkOptions,
): string {
  if (type === 'CLAIM_ACCOUNT') {
    const url = new URL('/email-confirmed', ctx.config.publicUrl);
    url.searchParams.set('oobCode', code);
    return url.toString();
  }
  const url = new URL('/email-handler', ctx.config.publicUrl);
  url.searchParams.set('mode', modeOf[type]);
  url.searchParams.set('oobCode', code);
  url.searchParams.set('apiKey', options.apiKey);
  url.searchParams.set(
    'continueUrl',
    options.continueUrl ?? `${ctx.config.publicUrl}/dashboard/home`,
  );
  url.searchParams.set('lang', 'it');
  return url.toString();
}

/** Creates a code (stored hashed; kept in clear only outside production) and its link. */
async function createCode(
  ctx: AppContext,
  tx: Db,
  values: { uid: string; email: string; type: OobRequestType } & LinkOptions,
) {
  const code = randomBytes(32).toString('base64url');
  const link = actionLink(ctx, values.type, code, values);
  const now = ctx.clock.now();
  await insertOobCode(tx, {
    codeHash: sha256(code),
    uid: values.uid,
    requestType: values.type,
    email: values.email,
    now,
    expiresAt: new Date(now.getTime() + codeLifetimeMs[values.type]),
    devLink: ctx.config.isProduction ? null : link,
  });
  return link;
}

/** Sends the reset email when the address has an active account; silently nothing otherwise. */
async function queuePasswordReset(ctx: AppContext, email: string, options: LinkOptions) {
  await ctx.db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account || account.disabled || !account.email) return;
    const url = await createCode(ctx, tx, {
      uid: account.uid,
      email: account.email,
      type: 'PASSWORD_RESET',
      ...options,
    });
    await queueMail(tx, account.email, 'reset-password', identityEmails.resetPassword(email, url));
  });
}

async function queueVerification(ctx: AppContext, account: Account, options: LinkOptions) {
  const email = account.email;
  if (!email) return;
  await ctx.db.transaction(async (tx) => {
    const url = await createCode(ctx, tx, {
      uid: account.uid,
      email,
      type: 'VERIFY_EMAIL',
      ...options,
    });
    await queueMail(tx, email, 'verify-email', identityEmails.verifyEmail(url));
  });
}

/** continueUrl must point at one of our origins (Google: the project's authorised domains). */
function checkContinueUrl(ctx: AppContext, raw: string | undefined): string | null {
  if (raw === undefined || raw === '') return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new IdentityError('INVALID_CONTINUE_URI');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new IdentityError('INVALID_CONTINUE_URI');
  const allowed = new Set(
    [ctx.config.publicUrl, ...ctx.config.corsOrigins].map((origin) => new URL(origin).host),
  );
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  if (!allowed.has(url.host) && !(local && !ctx.config.isProduction))
    throw new IdentityError('UNAUTHORIZED_DOMAIN', 'Domain not allowlisted by project');
  return url.toString();
}

// accounts:sendOobCode --------------------------------------------------------------------------

/**
 * PASSWORD_RESET (by email, 200 whether or not the address has an account) and VERIFY_EMAIL
 * (for the signed-in user).
 */
export async function sendOobCode(ctx: AppContext, caller: Caller, body: SendOobCodeBody) {
  const kind = 'identitytoolkit#GetOobConfirmationCodeResponse' as const;
  switch (body.requestType) {
    case 'PASSWORD_RESET': {
      const email = normaliseEmail(body.email);
      const continueUrl = checkContinueUrl(ctx, body.continueUrl);
      if (!(await consume(ctx.counters, `send:ip:${caller.ip}`, sendLimits.perIp)))
        throw new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER', tooManyAttempts.device);
      if (!(await consume(ctx.counters, `send:reset:${email}`, sendLimits.perEmail)))
        throw new IdentityError('RESET_PASSWORD_EXCEED_LIMIT');
      await queuePasswordReset(ctx, email, { apiKey: caller.apiKey, continueUrl });
      return { kind, email };
    }
    case 'VERIFY_EMAIL': {
      const { account } = await authenticateIdToken(ctx, ctx.db, body.idToken);
      if (!account.email) throw new IdentityError('MISSING_EMAIL');
      const continueUrl = checkContinueUrl(ctx, body.continueUrl);
      if (!(await consume(ctx.counters, `send:verify:${account.uid}`, sendLimits.verifyPerAccount)))
        throw new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER', tooManyAttempts.device);
      await queueVerification(ctx, account, { apiKey: caller.apiKey, continueUrl });
      return { kind, email: account.email };
    }
    case undefined:
    case '':
      throw new IdentityError('MISSING_REQ_TYPE');
    case 'EMAIL_SIGNIN':
    case 'VERIFY_AND_CHANGE_EMAIL':
      throw new IdentityError('OPERATION_NOT_ALLOWED');
    default:
      throw new IdentityError('INVALID_REQ_TYPE', 'Unsupported request parameters.');
  }
}

/**
 * A code as the identity endpoints see it: known, not expired, still about the account's current
 * email. Claim codes belong to the product API, not to the SDK.
 */
async function readActionCode(ctx: AppContext, db: Db, oobCode: string | undefined) {
  if (!oobCode) throw new IdentityError('MISSING_OOB_CODE');
  const row = await findOobCode(db, sha256(oobCode));
  if (!row || row.requestType === 'CLAIM_ACCOUNT') throw new IdentityError('INVALID_OOB_CODE');
  if (row.expiresAt.getTime() <= ctx.clock.now().getTime())
    throw new IdentityError('EXPIRED_OOB_CODE');
  const account = await findAccount(db, row.uid);
  if (!account || account.email !== row.email) throw new IdentityError('INVALID_OOB_CODE');
  if (account.disabled) throw new IdentityError('USER_DISABLED');
  return {
    requestType: row.requestType as 'PASSWORD_RESET' | 'VERIFY_EMAIL',
    account,
    email: row.email,
  };
}

// accounts:resetPassword ------------------------------------------------------------------------

/**
 * Without `newPassword`: checks a code (verifyPasswordResetCode / checkActionCode), leaving it
 * usable. With it: sets the password, revokes every session, verifies the email (the link proved
 * the inbox) and lifts a sign-in lock-out (the account's, and the caller address's wait). A
 * password that fails the policy leaves the code usable. Resets are password changes: limited
 * and one at a time per account (`changePasswordOf`), so a flood of one code hashes once.
 */
export async function resetPassword(
  ctx: AppContext,
  caller: Caller,
  body: ResetPasswordBody,
): Promise<ResetPasswordResponse> {
  const code = await readActionCode(ctx, ctx.db, body.oobCode);
  const kind = 'identitytoolkit#ResetPasswordResponse' as const;
  if (body.newPassword === undefined)
    return { kind, requestType: code.requestType, email: code.email };
  if (code.requestType !== 'PASSWORD_RESET') throw new IdentityError('INVALID_OOB_CODE');
  const password = assertPasswordPolicy(body.newPassword);

  await changePasswordOf(ctx, code.account.uid, async () => {
    await readActionCode(ctx, ctx.db, body.oobCode);
    const passwordHash = await hashOrBusy(password, {
      address: caller.ip,
      account: code.account.uid,
    });
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const consumed = await consumeOobCode(tx, sha256(body.oobCode!));
      if (!consumed) throw new IdentityError('INVALID_OOB_CODE');
      const account = await findAccount(tx, consumed.uid, { lock: true });
      if (!account || account.email !== consumed.email) throw new IdentityError('INVALID_OOB_CODE');
      await updateAccount(tx, account.uid, {
        passwordHash,
        passwordUpdatedAt: now,
        emailVerified: true,
        validSince: revocationInstant(now),
      });
      await deleteSessions(tx, account.uid);
      await deleteOobCodes(tx, account.uid, ['PASSWORD_RESET']);
      await queueMail(
        tx,
        consumed.email,
        'password-changed',
        identityEmails.passwordChanged(ctx.config.mail.supportEmail),
      );
    });
  });
  await clearSignInFailures(ctx, code.email, caller.ip);
  return { kind, requestType: 'PASSWORD_RESET', email: code.email };
}

// accounts:update with oobCode (applyActionCode) ------------------------------------------------

export async function applyActionCode(
  ctx: AppContext,
  oobCode: string | undefined,
): Promise<UpdateResponse> {
  const code = await readActionCode(ctx, ctx.db, oobCode);
  if (code.requestType !== 'VERIFY_EMAIL') throw new IdentityError('INVALID_OOB_CODE');
  return ctx.db.transaction(async (tx) => {
    const consumed = await consumeOobCode(tx, sha256(oobCode!));
    if (!consumed) throw new IdentityError('INVALID_OOB_CODE');
    const account = await updateAccount(tx, consumed.uid, { emailVerified: true });
    await deleteOobCodes(tx, account.uid, ['VERIFY_EMAIL']);
    return {
      kind: 'identitytoolkit#SetAccountInfoResponse' as const,
      localId: account.uid,
      ...(account.email ? { email: account.email } : {}),
      emailVerified: true,
    };
  });
}

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
  // The account's own budget, shared with the SDK's sendOobCode VERIFY_EMAIL.
  await enforceLimits(
    ctx.counters,
    [[`send:verify:${account.uid}`, sendLimits.verifyPerAccount]],
    tooManyEmails,
  );
  await queueVerification(ctx, account, productLink(ctx));
}

// Account claim ---------------------------------------------------------------------------------

const claimLinkExpired = () =>
  new AppError('NOT_FOUND', 'Il link non è valido o è scaduto. Richiedi un nuovo link.');

/** The anonymous account a claim code is for, while it can still be claimed. */
async function readClaimCode(ctx: AppContext, db: Db, oobCode: string, lock = false) {
  const row = await findOobCode(db, sha256(oobCode));
  if (row?.requestType !== 'CLAIM_ACCOUNT') throw claimLinkExpired();
  if (row.expiresAt.getTime() <= ctx.clock.now().getTime()) throw claimLinkExpired();
  const account = await findAccount(db, row.uid, { lock });
  if (!account || account.disabled || account.passwordHash) throw claimLinkExpired();
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
          validSince: revocationInstant(now),
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
      const limited = new AppError('RATE_LIMITED', 'Troppe richieste, riprova tra qualche minuto.');
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
 * minutes later, still have no password. Safe on several processes (SKIP LOCKED). The address
 * was typed, never proven: the email is worded for a reader who may not have asked for anything,
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
      // An address that already has an account signs in there instead; nothing to claim.
      if (!email || (await findAccountByEmail(tx, email))) continue;
      if (!(await consume(ctx.counters, `send:claim:${email}`, sendLimits.claimPerEmail))) continue;
      const url = await createCode(ctx, tx, {
        uid,
        email,
        type: 'CLAIM_ACCOUNT',
        apiKey: DEFAULT_WEB_API_KEY,
        continueUrl: null,
      });
      await queueMail(tx, email, 'claim-account', identityEmails.claimAccount(url));
    }
    return candidates.length;
  });
}

export function identityJobs(ctx: AppContext): Job[] {
  return [
    { name: 'identity-claim-emails', everyMs: 60_000, run: () => sendClaimEmails(ctx) },
    {
      name: 'identity-cleanup',
      everyMs: HOUR,
      run: async () => {
        const now = ctx.clock.now();
        await deleteExpiredOobCodes(ctx.db, now);
        await deleteIdleSessions(ctx.db, new Date(now.getTime() - SESSION_IDLE_MS));
      },
    },
  ];
}

// Development helpers ---------------------------------------------------------------------------

/** Pending codes with their links, like the Firebase emulator's listing (never in production). */
export async function listPendingCodes(ctx: AppContext) {
  const rows = await listDevOobCodes(ctx.db);
  return rows.map((row) => ({
    email: row.email,
    requestType: row.requestType,
    oobCode: new URL(row.devLink!).searchParams.get('oobCode') ?? '',
    oobLink: row.devLink!,
  }));
}
