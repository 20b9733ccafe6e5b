import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { consume } from '../../lib/counters';
import type { EmailContent } from '../mail/email-layout';
import { queueMail } from '../mail/mail.service';
import { deleteOobCodes, lockClaimableAccount } from './action-codes.queries';
import { checkContinueUrl, emailHandlerLink, sendLimits } from './action-codes.service';
import {
  consumeEmailLinkCode,
  deleteEmailLinkCodes,
  findEmailLinkCode,
  insertEmailLinkCode,
  listDevEmailLinkCodes,
} from './email-link.queries';
import type { SignInWithEmailLinkBody, SignInWithEmailLinkResponse } from './email-link.schemas';
import {
  type Account,
  findAccount,
  findAccountByEmail,
  insertAccount,
  updateAccount,
} from './identity.queries';
import { IdentityError, tooManyAttempts } from './identity-errors';
import {
  type Caller,
  creationInstant,
  isAnonymousAccount,
  newUid,
  normaliseEmail,
  orEmailExists,
  revocationInstant,
  sha256,
} from './identity-rules';
import type { SendOobCodeBody } from './identity-toolkit.schemas';
import { insertProfile, setProfileEmail } from './profiles.queries';
import { deleteSessions } from './sessions.queries';
import { authenticateIdToken, startSession } from './sessions.service';

// Sign-in by email link, as Google's production service with email-enumeration protection:
// `sendOobCode` EMAIL_SIGNIN answers the same for every address (and mails every address but a
// disabled account's: the link creates the account of an unknown one), `signInWithEmailLink`
// signs in, creates, re-authenticates (the SDK then checks the uid) or links the link's address
// to the signed-in anonymous account (`idToken`).

/** As long as a password-reset link: both let their reader into the account. */
const EMAIL_LINK_LIFETIME_MS = 3_600_000;

const KIND = 'identitytoolkit#EmailLinkSigninResponse' as const;

const emailLinkEmail = (url: string): EmailContent => ({
  subject: 'Il tuo link per accedere a Equilibrio',
  title: 'Accedi a Equilibrio',
  paragraphs: [
    'Ciao,',
    'ecco il link che hai chiesto per accedere a Equilibrio con questo indirizzo email, senza password. Se è la prima volta, con questo link crei il tuo account.',
    'Il link è valido per 1 ora e si può usare una sola volta. Se lo apri su un altro dispositivo, ti chiederemo di scrivere di nuovo il tuo indirizzo email.',
    'Se non l’hai chiesto tu, ignora questa email: senza questo link nessuno può accedere con il tuo indirizzo.',
  ],
  action: { label: 'Accedi a Equilibrio', url },
});

// accounts:sendOobCode with requestType EMAIL_SIGNIN --------------------------------------------

/**
 * The SDK's sendSignInLinkToEmail: `continueUrl` is required (the page the user ends up on),
 * under the same rules and limits as the other emails. The same answer whatever the address.
 */
export async function sendSignInLink(ctx: AppContext, caller: Caller, body: SendOobCodeBody) {
  const email = normaliseEmail(body.email);
  if (!body.continueUrl) throw new IdentityError('MISSING_CONTINUE_URI');
  const continueUrl = checkContinueUrl(ctx, body.continueUrl);
  if (!(await consume(ctx.counters, `send:ip:${caller.ip}`, sendLimits.perIp)))
    throw new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER', tooManyAttempts.device);
  if (!(await consume(ctx.counters, `send:email-signin:${email}`, sendLimits.perEmail)))
    throw new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER', tooManyAttempts.device);

  await ctx.db.transaction(async (tx) => {
    const account = await findAccountByEmail(tx, email);
    if (account?.disabled) return;
    const code = randomBytes(32).toString('base64url');
    const link = emailHandlerLink(ctx, 'signIn', code, { apiKey: caller.apiKey, continueUrl });
    const now = ctx.clock.now();
    await insertEmailLinkCode(tx, {
      codeHash: sha256(code),
      email,
      now,
      expiresAt: new Date(now.getTime() + EMAIL_LINK_LIFETIME_MS),
      devLink: ctx.config.isProduction ? null : link,
    });
    await queueMail(tx, email, 'email-sign-in', emailLinkEmail(link));
  });
  return { kind: 'identitytoolkit#GetOobConfirmationCodeResponse' as const, email };
}

// accounts:signInWithEmailLink -----------------------------------------------------------------

/** A link's code as the endpoint sees it: known, not expired, and for the address typed. */
function checkCode(
  ctx: AppContext,
  code: { email: string; expiresAt: Date } | undefined,
  email: string,
) {
  if (!code) throw new IdentityError('INVALID_OOB_CODE');
  if (code.expiresAt.getTime() <= ctx.clock.now().getTime())
    throw new IdentityError('EXPIRED_OOB_CODE');
  if (code.email !== email)
    throw new IdentityError(
      'INVALID_EMAIL',
      'The email provided does not match the sign-in email address.',
    );
}

/**
 * Every check runs again in the transaction that uses the code up, so a failure (a disabled
 * account, an address taken) leaves the code usable and two uses of one code sign in once.
 */
export async function signInWithEmailLink(
  ctx: AppContext,
  body: SignInWithEmailLinkBody,
): Promise<SignInWithEmailLinkResponse> {
  if (!body.oobCode) throw new IdentityError('MISSING_OOB_CODE');
  const email = normaliseEmail(body.email);
  const codeHash = sha256(body.oobCode);
  checkCode(ctx, await findEmailLinkCode(ctx.db, codeHash), email);
  const idToken = body.idToken;
  return orEmailExists(() =>
    ctx.db.transaction(async (tx) => {
      checkCode(ctx, await consumeEmailLinkCode(tx, codeHash), email);
      const result = idToken
        ? await linkToAccount(ctx, tx, idToken, email)
        : await signInOrCreate(ctx, tx, email);
      await deleteEmailLinkCodes(tx, email);
      return result;
    }),
  );
}

/**
 * The address's account; else the newest visitor who left this address with a first request and
 * no password (the link proves the inbox, as a claim link does: the family who closed the
 * sign-up before its password step finds its request); else a new account (verified). An account whose
 * address was never verified may have been made by someone else: its password and sessions go
 * (as Google does when a verified sign-in reaches such an account), so nobody else stays in.
 */
async function signInOrCreate(
  ctx: AppContext,
  tx: Db,
  email: string,
): Promise<SignInWithEmailLinkResponse> {
  const now = ctx.clock.now();
  const existing = await findAccountByEmail(tx, email);
  if (existing?.disabled) throw new IdentityError('USER_DISABLED');
  let account: Account;
  if (existing) {
    const unproven = !existing.emailVerified && existing.passwordHash !== null;
    if (unproven) await deleteSessions(tx, existing.uid);
    account = await updateAccount(tx, existing.uid, {
      emailVerified: true,
      emailLinkSignin: true,
      lastLoginAt: now,
      ...(unproven
        ? {
            passwordHash: null,
            passwordUpdatedAt: null,
            validSince: revocationInstant(now, existing.validSince),
          }
        : {}),
    });
  } else {
    const waiting = await lockClaimableAccount(tx, email);
    const visitor = waiting ? await findAccount(tx, waiting.uid) : undefined;
    if (visitor) return attachEmail(ctx, tx, visitor, email);
    account = await insertAccount(tx, {
      uid: newUid(),
      email,
      emailVerified: true,
      emailLinkSignin: true,
      passwordHash: null,
      now,
      validSince: creationInstant(now),
    });
    await insertProfile(tx, { uid: account.uid, email, now });
  }
  const tokens = await startSession(ctx, tx, account, 'password', now);
  return { kind: KIND, localId: account.uid, email, isNewUser: !existing, ...tokens };
}

/** The signed-in anonymous account gets the link's address, verified; its uid stays. */
async function linkToAccount(
  ctx: AppContext,
  tx: Db,
  idToken: string,
  email: string,
): Promise<SignInWithEmailLinkResponse> {
  const { account: current } = await authenticateIdToken(ctx, tx, idToken, { lock: true });
  if (!isAnonymousAccount(current)) throw new IdentityError('PROVIDER_ALREADY_LINKED');
  const owner = await findAccountByEmail(tx, email);
  if (owner && owner.uid !== current.uid) throw new IdentityError('EMAIL_EXISTS');
  return attachEmail(ctx, tx, current, email);
}

/**
 * An anonymous account gets the link's address, verified; its uid (and so its requests) stays.
 * Every session it had ends: whoever holds the visitor's browser is not the inbox's owner.
 */
async function attachEmail(
  ctx: AppContext,
  tx: Db,
  current: Account,
  email: string,
): Promise<SignInWithEmailLinkResponse> {
  const now = ctx.clock.now();
  const account = await updateAccount(tx, current.uid, {
    email,
    emailVerified: true,
    emailLinkSignin: true,
    lastLoginAt: now,
    validSince: revocationInstant(now, current.validSince),
  });
  await deleteSessions(tx, account.uid);
  await deleteOobCodes(tx, account.uid, ['CLAIM_ACCOUNT']);
  await setProfileEmail(tx, account.uid, email, now);
  const tokens = await startSession(ctx, tx, account, 'password', now);
  return { kind: KIND, localId: account.uid, email, isNewUser: false, ...tokens };
}

// Development helper ----------------------------------------------------------------------------

/** Pending sign-in links, in the dev listing's shape (never in production). */
export async function listPendingSignInLinks(ctx: AppContext) {
  const rows = await listDevEmailLinkCodes(ctx.db);
  return rows.map((row) => ({
    email: row.email,
    requestType: 'EMAIL_SIGNIN',
    oobCode: new URL(row.devLink!).searchParams.get('oobCode') ?? '',
    oobLink: row.devLink!,
  }));
}
