import { fullName } from '@equilibrio/contract/people';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { UserRole } from '../../db/schema/identity';
import { AppError } from '../../lib/app-error';
import { forgetAccountStatus } from './account-status-cache';
import {
  type Account,
  deleteAccount,
  findAccount,
  findAccountByEmail,
  insertAccount,
  insertAccountEvent,
  listAccountEvents,
  updateAccount,
} from './identity.queries';
import { IdentityError } from './identity-errors';
import {
  assertPasswordPolicy,
  creationInstant,
  isAnonymousAccount,
  newUid,
  normaliseEmail,
  revocationInstant,
} from './identity-rules';
import type { IdTokenBody } from './identity-toolkit.schemas';
import { hashPassword } from './passwords';
import { upsertProfile } from './profiles.queries';
import { deleteSessions } from './sessions.queries';
import { authenticateIdToken, requireRecentLogin } from './sessions.service';

// The accounts themselves: their deletion, what their owner may know of them, those an operator
// creates, and their disabling. The identity endpoints' other use cases have files of their own:
// sign-up.service.ts (and the anonymous link), sign-in.service.ts (and the lock-out),
// sessions.service.ts (tokens and refresh), password-changes.service.ts (accounts:update and
// `changePasswordOf`), account-records.ts (accounts:lookup), action-codes.service.ts (emailed
// codes), account-claim.service.ts; identity-rules.ts and identity-limits.ts hold what they share.

// accounts:delete -------------------------------------------------------------------------------

/**
 * Erases the product data of an account in the deletion's transaction (the privacy module), and
 * answers what is left to do once it has committed (stored files to delete).
 */
export type AccountDataEraser = (
  tx: Db,
  account: { uid: string; role: UserRole; email: string | null },
) => Promise<() => Promise<void>>;

/**
 * Deletes the signed-in account (recent sign-in required): the product data through `eraseData`
 * (the same erasure as "Elimina il mio account"), then the credentials, sessions and codes, in
 * one transaction. A refusal of the erasure (a payment in progress) is OPERATION_NOT_ALLOWED.
 */
export async function deleteOwnAccount(
  ctx: AppContext,
  body: IdTokenBody,
  eraseData: AccountDataEraser,
) {
  const { account, claims } = await authenticateIdToken(ctx, ctx.db, body.idToken);
  requireRecentLogin(ctx, claims);
  try {
    const afterCommit = await ctx.db.transaction(async (tx) => {
      const after = await eraseData(tx, {
        uid: account.uid,
        role: account.role,
        email: account.email,
      });
      await deleteAccount(tx, account.uid);
      return after;
    });
    await afterCommit();
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT')
      throw new IdentityError('OPERATION_NOT_ALLOWED', error.message);
    throw error;
  }
  return { kind: 'identitytoolkit#DeleteAccountResponse' as const };
}

/** Deletes an account in the caller's transaction; its sessions and codes go with it. */
export async function removeAccount(db: Db, uid: string) {
  await deleteAccount(db, uid);
}

/**
 * Locks an account of the built-in identity service for the rest of the transaction (a sign-up
 * hand-over and the retention sweep never handle one at once); undefined where there is none
 * (Firebase mode: the accounts live at Google).
 */
export async function lockAccount(db: Db, uid: string) {
  const account = await findAccount(db, uid, { lock: true });
  return account && { uid: account.uid, anonymous: isAnonymousAccount(account) };
}

/** Whether an account signs in with this address (a password or emailed links): it is someone's. */
async function isRegisteredEmail(db: Db, email: string) {
  return (await findAccountByEmail(db, email.trim().toLowerCase())) !== undefined;
}

/**
 * Whether `email`, as the anonymous account `uid` typed it, is the address of an account: its
 * owner proved nothing of this visitor, so the family's emails wait until the owner signs in here
 * and the requests join their account (privacy/hand-over.service.ts). False in Firebase mode
 * (accounts live at Google: the address cannot be told apart).
 */
export async function isAnotherAccountsAddress(db: Db, uid: string, email: string) {
  return (await familyMailAccount(db, uid, email)).anotherAccountsAddress;
}

/**
 * What a family email needs of the account, read once: whether its address is another account's
 * (an anonymous visitor typed it: `isAnotherAccountsAddress`) and whether it has no password yet
 * (`hasNoPassword`).
 */
export async function familyMailAccount(db: Db, uid: string, email: string) {
  const account = await findAccount(db, uid);
  return {
    anotherAccountsAddress:
      account !== undefined && isAnonymousAccount(account) && (await isRegisteredEmail(db, email)),
    noPassword: isPasswordless(account),
  };
}

/** The one rule of `hasNoPassword`: an account found, with no password hash. */
const isPasswordless = (account: Account | undefined) =>
  account !== undefined && account.passwordHash === null;

/**
 * Whether the account has no password (a sign-up never finished, or one that signs in by emailed
 * links only): the family's emails tell it how to get in. False when unknown (Firebase mode).
 */
export async function hasNoPassword(db: Db, uid: string) {
  return isPasswordless(await findAccount(db, uid));
}

/**
 * What a customer may know about their own account (the data export): the facts, never the
 * password hash or a token. Undefined in Firebase mode (the account lives at Google).
 */
export async function getAccountFacts(db: Db, uid: string) {
  const account = await findAccount(db, uid);
  if (!account) return undefined;
  return {
    email: account.email,
    emailVerified: account.emailVerified,
    anonymous: isAnonymousAccount(account),
    role: account.role,
    createdAt: account.createdAt,
    lastSignInAt: account.lastLoginAt,
    lastActiveAt: account.lastRefreshAt,
  };
}

// Accounts made by an operator (staff CLI) or by the demo data ---------------------------------

export type ProvisionedAccount = {
  uid?: string;
  email: string;
  password: string;
  role: UserRole;
  emailVerified: boolean;
  profile?: {
    name?: string | null;
    surname?: string | null;
    phone?: string | null;
    b2bCompanyId?: string | null;
  };
};

/**
 * Creates an email + password account and its profile in `db` (a transaction of the caller).
 * Errors are IdentityErrors (INVALID_EMAIL, EMAIL_EXISTS, PASSWORD_DOES_NOT_MEET_REQUIREMENTS).
 */
export async function provisionAccount(ctx: AppContext, db: Db, input: ProvisionedAccount) {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(assertPasswordPolicy(input.password), {
    address: 'operator',
    account: email,
  });
  if (await findAccountByEmail(db, email)) throw new IdentityError('EMAIL_EXISTS');
  const now = ctx.clock.now();
  const account = await insertAccount(db, {
    uid: input.uid ?? newUid(),
    email,
    emailVerified: input.emailVerified,
    passwordHash,
    role: input.role,
    displayName: fullName(input.profile?.name, input.profile?.surname) || null,
    now,
    validSince: creationInstant(now),
  });
  await upsertProfile(db, { uid: account.uid, email, ...input.profile, now });
  return account;
}

/**
 * Whether an account is disabled, and each disabling and re-enabling (newest first, with the
 * acting tutor's name; no actor: an operator at the command line). Undefined without an account.
 */
export async function getAccountStatusHistory(db: Db, uid: string) {
  const [account, events] = await Promise.all([findAccount(db, uid), listAccountEvents(db, uid)]);
  return account ? { disabled: account.disabled, events } : undefined;
}

export type AccountStatusChange = {
  disabled: boolean;
  /** Why: kept in the account's history (account_events). */
  reason: string | null;
  /** The tutor who asks; null for an operator at the command line. */
  actorUid: string | null;
  /** Runs on the locked account before anything is written; throws to refuse the change. */
  check?: (account: Account) => void;
};

/**
 * Disables (or enables again) an account, for operators (`npm run user:disable`, `user:enable`)
 * and the back office, and records who did it and why in the account's history, in one
 * transaction. Disabling revokes every session at once: the API refuses its tokens (the status
 * cache is dropped here and, through the trigger's NOTIFY, in every other process) and the SDK
 * signs it out (USER_DISABLED); re-enabling does not bring those tokens back. An account already
 * in that state is left alone: `changed` is false and nothing is written.
 */
export async function setAccountDisabled(
  ctx: AppContext,
  uid: string,
  change: AccountStatusChange,
): Promise<{ account: Account; changed: boolean }> {
  const result = await ctx.db.transaction(async (tx) => {
    const account = await findAccount(tx, uid, { lock: true });
    if (!account) throw new IdentityError('USER_NOT_FOUND');
    change.check?.(account);
    if (account.disabled === change.disabled) return { account, changed: false };
    const now = ctx.clock.now();
    const updated = await updateAccount(tx, uid, {
      disabled: change.disabled,
      ...(change.disabled ? { validSince: revocationInstant(now, account.validSince) } : {}),
    });
    if (change.disabled) await deleteSessions(tx, uid);
    await insertAccountEvent(tx, {
      uid,
      action: change.disabled ? 'disabled' : 'enabled',
      reason: change.reason,
      actorUid: change.actorUid,
      now,
    });
    return { account: updated, changed: true };
  });
  // Also after the commit: a request of this process that read the account meanwhile is not kept.
  if (result.changed) forgetAccountStatus(uid);
  return result;
}
