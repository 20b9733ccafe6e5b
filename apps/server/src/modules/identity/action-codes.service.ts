import { randomBytes } from 'node:crypto';
import { VERIFICATION_RESEND_COOLDOWN_MS } from '@equilibrio/contract/identity';
import { HAND_OVER_PAGE } from '@equilibrio/contract/privacy';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { OobRequestType } from '../../db/schema/identity';
import { consume, type Limit } from '../../lib/counters';
import { queueMail } from '../mail/mail.service';
import {
  consumeOobCode,
  deleteOobCodes,
  findOobCode,
  insertOobCode,
  listDevOobCodes,
} from './action-codes.queries';
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
import { changePasswordOf, queuePasswordChangedMail } from './password-changes.service';
import { deleteSessions } from './sessions.queries';
import { authenticateIdToken } from './sessions.service';
import { clearSignInFailures } from './sign-in.service';

// The emailed codes (password reset, email verification, account claim): how they are made and
// linked, and the SDK's endpoints that send and use them. The product API's email requests are in
// email-requests.service.ts, the account claim in account-claim.service.ts, the jobs in
// identity-jobs.ts.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** How long an emailed code stays valid. */
export const codeLifetimeMs: Record<OobRequestType, number> = {
  PASSWORD_RESET: HOUR,
  VERIFY_EMAIL: 3 * DAY,
  CLAIM_ACCOUNT: 7 * DAY,
  VERIFY_AND_CHANGE_EMAIL: 3 * DAY,
  RECOVER_EMAIL: 3 * DAY,
  HAND_OVER: 7 * DAY,
};

/** Email sends per address (also for unknown addresses, so limits reveal nothing) and per client. */
export const sendLimits = {
  perEmail: { max: 5, windowMs: HOUR },
  perIp: { max: 30, windowMs: 15 * 60_000 },
  verifyPerAccount: { max: 5, windowMs: HOUR },
  /** One at a time: the banner's countdown (the contract's cooldown). */
  verifyCooldown: { max: 1, windowMs: VERIFICATION_RESEND_COOLDOWN_MS },
  /**
   * Claim emails to one address: any number of anonymous visitors may type the same unverified
   * address, and each account would otherwise cause one.
   */
  claimPerEmail: { max: 3, windowMs: DAY },
} satisfies Record<string, Limit>;

/** The API key put in email links when the request did not come through the SDK. */
export const DEFAULT_WEB_API_KEY = 'equilibrio-local-key';

export type LinkOptions = { apiKey: string; continueUrl: string | null };

const modeOf = {
  PASSWORD_RESET: 'resetPassword',
  VERIFY_EMAIL: 'verifyEmail',
  VERIFY_AND_CHANGE_EMAIL: 'verifyAndChangeEmail',
  RECOVER_EMAIL: 'recoverEmail',
} as const;

/**
 * The codes the product API reads (claim, hand-over), never the SDK's endpoints, and the page
 * of the product each one's link opens.
 */
const productPages = { CLAIM_ACCOUNT: '/email-confirmed', HAND_OVER: HAND_OVER_PAGE } as const;
type ProductCode = keyof typeof productPages;
const isProductCode = (type: OobRequestType): type is ProductCode => type in productPages;

/** Our own page for action links (spec "Email action page"), absolute with PUBLIC_URL. */
function actionLink(
  ctx: AppContext,
  type: OobRequestType,
  code: string,
  options: LinkOptions,
): string {
  if (isProductCode(type)) {
    const url = new URL(productPages[type], ctx.config.publicUrl);
    url.searchParams.set('oobCode', code);
    return url.toString();
  }
  return emailHandlerLink(ctx, modeOf[type], code, options);
}

/** A link to /email-handler as the SDK's action links are (mode, oobCode, apiKey, continueUrl, lang). */
export function emailHandlerLink(
  ctx: AppContext,
  mode: string,
  code: string,
  options: LinkOptions,
): string {
  const url = new URL('/email-handler', ctx.config.publicUrl);
  url.searchParams.set('mode', mode);
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
export async function createCode(
  ctx: AppContext,
  tx: Db,
  values: { uid: string; email: string; newEmail?: string; type: OobRequestType } & LinkOptions,
) {
  const code = randomBytes(32).toString('base64url');
  const link = actionLink(ctx, values.type, code, values);
  const now = ctx.clock.now();
  await insertOobCode(tx, {
    codeHash: sha256(code),
    uid: values.uid,
    requestType: values.type,
    email: values.email,
    newEmail: values.newEmail,
    now,
    expiresAt: new Date(now.getTime() + codeLifetimeMs[values.type]),
    devLink: ctx.config.isProduction ? null : link,
  });
  return link;
}

/** Sends the reset email when the address has an active account; silently nothing otherwise. */
export async function queuePasswordReset(ctx: AppContext, email: string, options: LinkOptions) {
  await ctx.db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (!account || account.disabled || !account.email) return;
    const url = await createCode(ctx, tx, {
      uid: account.uid,
      email: account.email,
      type: 'PASSWORD_RESET',
      ...options,
    });
    await queueMail(
      tx,
      account.email,
      'reset-password',
      identityEmails.resetPassword(email, url, account.displayName),
    );
  });
}

export async function queueVerification(ctx: AppContext, account: Account, options: LinkOptions) {
  const email = account.email;
  if (!email) return;
  await ctx.db.transaction(async (tx) => {
    const url = await createCode(ctx, tx, {
      uid: account.uid,
      email,
      type: 'VERIFY_EMAIL',
      ...options,
    });
    await queueMail(
      tx,
      email,
      'verify-email',
      identityEmails.verifyEmail(url, account.displayName),
    );
  });
}

/** continueUrl must point at one of our origins (Google: the project's authorised domains). */
export function checkContinueUrl(ctx: AppContext, raw: string | undefined): string | null {
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

/**
 * Takes one of the account's verification sends: at most one a minute (the cooldown) and five an
 * hour, shared by the SDK's sendOobCode and the product API's resend. False when refused.
 */
export async function consumeVerificationSend(ctx: AppContext, uid: string) {
  return (
    (await consume(ctx.counters, `send:verify-cooldown:${uid}`, sendLimits.verifyCooldown)) &&
    (await consume(ctx.counters, `send:verify:${uid}`, sendLimits.verifyPerAccount))
  );
}

// accounts:sendOobCode --------------------------------------------------------------------------

/**
 * PASSWORD_RESET (by email, 200 whether or not the address has an account) and VERIFY_EMAIL
 * (for the signed-in user). The routes send VERIFY_AND_CHANGE_EMAIL to email-changes.service.ts.
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
      if (!(await consumeVerificationSend(ctx, account.uid)))
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
 * email. Claim and hand-over codes belong to the product API, not to the SDK.
 */
export async function readActionCode(ctx: AppContext, db: Db, oobCode: string | undefined) {
  if (!oobCode) throw new IdentityError('MISSING_OOB_CODE');
  const row = await findOobCode(db, sha256(oobCode));
  if (!row || isProductCode(row.requestType)) throw new IdentityError('INVALID_OOB_CODE');
  if (row.expiresAt.getTime() <= ctx.clock.now().getTime())
    throw new IdentityError('EXPIRED_OOB_CODE');
  const account = await findAccount(db, row.uid);
  if (!account || account.email !== row.email) throw new IdentityError('INVALID_OOB_CODE');
  if (account.disabled) throw new IdentityError('USER_DISABLED');
  return {
    requestType: row.requestType as Exclude<OobRequestType, ProductCode>,
    account,
    email: row.email,
    newEmail: row.newEmail,
  };
}

// accounts:resetPassword ------------------------------------------------------------------------

/**
 * What checkActionCode reads of a code. A change of email: `email` the current address, `newEmail`
 * the new one; its undo: `email` the address it restores, `newEmail` the one it replaces (the
 * SDK's `data.email` and `data.previousEmail`).
 */
function describeCode(code: Awaited<ReturnType<typeof readActionCode>>) {
  const { requestType, email, newEmail } = code;
  if (requestType === 'RECOVER_EMAIL' && newEmail)
    return { requestType, email: newEmail, newEmail: email };
  if (requestType === 'VERIFY_AND_CHANGE_EMAIL' && newEmail)
    return { requestType, email, newEmail };
  return { requestType, email };
}

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
  if (body.newPassword === undefined) return { kind, ...describeCode(code) };
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
        validSince: revocationInstant(now, account.validSince),
      });
      await deleteSessions(tx, account.uid);
      await deleteOobCodes(tx, account.uid, ['PASSWORD_RESET']);
      await queuePasswordChangedMail(ctx, tx, consumed.email, account.displayName);
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
