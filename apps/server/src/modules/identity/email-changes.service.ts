import { randomBytes } from 'node:crypto';
import type { AppContext } from '../../context';
import { consume } from '../../lib/counters';
import { queueMail } from '../mail/mail.service';
import { consumeOobCode, deleteOobCodes } from './action-codes.queries';
import {
  applyActionCode,
  checkContinueUrl,
  createCode,
  readActionCode,
  sendLimits,
} from './action-codes.service';
import { identityEmails } from './identity.emails';
import { findAccount, findAccountByEmail, updateAccount } from './identity.queries';
import { IdentityError, tooManyAttempts } from './identity-errors';
import {
  type Caller,
  normaliseEmail,
  orEmailExists,
  revocationInstant,
  sha256,
} from './identity-rules';
import type {
  CreateAuthUriBody,
  SendOobCodeBody,
  UpdateResponse,
} from './identity-toolkit.schemas';
import { setProfileEmail } from './profiles.queries';
import { deleteSessions } from './sessions.queries';
import { authenticateIdToken, requireRecentLogin } from './sessions.service';

// Change of email, as Google's service with email-enumeration protection does it: the address
// changes only through a link sent to the new address (VERIFY_AND_CHANGE_EMAIL); applying it
// verifies the address, revokes every session and sends the previous address a notice with a
// link that undoes the change (RECOVER_EMAIL). Nothing answered reveals whether an address is
// registered: a change to an address that has an account answers like any other and sends
// nothing. Also `accounts:createAuthUri`, which names no sign-in method for any address.

const kind = 'identitytoolkit#GetOobConfirmationCodeResponse' as const;

// accounts:sendOobCode with VERIFY_AND_CHANGE_EMAIL (verifyBeforeUpdateEmail) ------------------

export async function sendEmailChange(ctx: AppContext, caller: Caller, body: SendOobCodeBody) {
  const { account, claims } = await authenticateIdToken(ctx, ctx.db, body.idToken);
  if (body.newEmail === undefined || body.newEmail.trim() === '')
    throw new IdentityError('MISSING_NEW_EMAIL');
  const newEmail = normaliseEmail(body.newEmail);
  if (!account.email) throw new IdentityError('MISSING_EMAIL');
  requireRecentLogin(ctx, claims);
  const continueUrl = checkContinueUrl(ctx, body.continueUrl);
  // The address's counter is taken whether or not it has an account, so limits reveal nothing.
  if (
    !(await consume(ctx.counters, `send:ip:${caller.ip}`, sendLimits.perIp)) ||
    !(await consume(ctx.counters, `send:change:${account.uid}`, sendLimits.perEmail)) ||
    !(await consume(ctx.counters, `send:change-to:${newEmail}`, sendLimits.perEmail))
  )
    throw new IdentityError('TOO_MANY_ATTEMPTS_TRY_LATER', tooManyAttempts.device);

  await ctx.db.transaction(async (tx) => {
    if (await findAccountByEmail(tx, newEmail)) return;
    const url = await createCode(ctx, tx, {
      uid: account.uid,
      email: account.email!,
      newEmail,
      type: 'VERIFY_AND_CHANGE_EMAIL',
      apiKey: caller.apiKey,
      continueUrl,
    });
    await queueMail(
      tx,
      newEmail,
      'verify-new-email',
      identityEmails.verifyNewEmail(url, account.displayName),
    );
  });
  return { kind, email: account.email };
}

// accounts:update with oobCode (applyActionCode) ------------------------------------------------

/**
 * The SDK's applyActionCode: a change of email or its undo here, an email verification in
 * action-codes.service.ts.
 */
export async function applyOobCode(
  ctx: AppContext,
  caller: Caller,
  oobCode: string | undefined,
): Promise<UpdateResponse> {
  const code = await readActionCode(ctx, ctx.db, oobCode);
  if (code.requestType !== 'VERIFY_AND_CHANGE_EMAIL' && code.requestType !== 'RECOVER_EMAIL')
    return applyActionCode(ctx, oobCode);
  const now = ctx.clock.now();
  return orEmailExists(() =>
    ctx.db.transaction(async (tx) => {
      const consumed = await consumeOobCode(tx, sha256(oobCode!));
      if (!consumed?.newEmail) throw new IdentityError('INVALID_OOB_CODE');
      const account = await findAccount(tx, consumed.uid, { lock: true });
      if (!account || account.email !== consumed.email) throw new IdentityError('INVALID_OOB_CODE');
      if (account.disabled) throw new IdentityError('USER_DISABLED');
      const target = consumed.newEmail;
      // The link proved this inbox: saying the address is taken tells its owner nothing new.
      const owner = await findAccountByEmail(tx, target);
      if (owner && owner.uid !== account.uid) throw new IdentityError('EMAIL_EXISTS');

      const changed = await updateAccount(tx, account.uid, {
        email: target,
        emailVerified: true,
        validSince: revocationInstant(now, account.validSince),
      });
      await deleteSessions(tx, account.uid);
      await deleteOobCodes(tx, account.uid, [
        'PASSWORD_RESET',
        'VERIFY_EMAIL',
        'VERIFY_AND_CHANGE_EMAIL',
        'RECOVER_EMAIL',
      ]);
      // The one place the product profile's email follows the account's.
      await setProfileEmail(tx, account.uid, target, now);
      if (consumed.requestType === 'VERIFY_AND_CHANGE_EMAIL') {
        const undo = await createCode(ctx, tx, {
          uid: account.uid,
          email: target,
          newEmail: consumed.email,
          type: 'RECOVER_EMAIL',
          apiKey: caller.apiKey,
          continueUrl: `${ctx.config.publicUrl}/login`,
        });
        await queueMail(
          tx,
          consumed.email,
          'email-changed',
          identityEmails.emailChanged(
            target,
            undo,
            ctx.config.mail.supportEmail,
            account.displayName,
          ),
        );
      }
      return {
        kind: 'identitytoolkit#SetAccountInfoResponse' as const,
        localId: changed.uid,
        email: target,
        emailVerified: true,
      };
    }),
  );
}

// accounts:createAuthUri (fetchSignInMethodsForEmail) -------------------------------------------

/** Checks the request as Google does, then names no sign-in method, whatever the address. */
export function createAuthUri(body: CreateAuthUriBody) {
  if (body.providerId) throw new IdentityError('OPERATION_NOT_ALLOWED');
  if (!body.identifier) throw new IdentityError('MISSING_IDENTIFIER');
  if (!body.continueUri) throw new IdentityError('MISSING_CONTINUE_URI');
  try {
    normaliseEmail(body.identifier);
  } catch {
    throw new IdentityError('INVALID_IDENTIFIER');
  }
  let continueUri: URL | undefined;
  try {
    continueUri = new URL(body.continueUri);
  } catch {
    continueUri = undefined;
  }
  if (!continueUri || !['http:', 'https:'].includes(continueUri.protocol))
    throw new IdentityError('INVALID_CONTINUE_URI');
  return {
    kind: 'identitytoolkit#CreateAuthUriResponse' as const,
    sessionId: randomBytes(20).toString('base64url').slice(0, 27),
  };
}
