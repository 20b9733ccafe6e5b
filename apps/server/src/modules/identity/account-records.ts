import type { AppContext } from '../../context';
import type { Account } from './identity.queries';
import {
  type IdTokenBody,
  REDACTED_PASSWORD_HASH,
  type UserRecord,
} from './identity-toolkit.schemas';
import { authenticateIdToken } from './sessions.service';

// Account records -------------------------------------------------------------------------------

const ms = (date: Date) => String(date.getTime());

/** The `password` provider: a password, or email-link sign-in (Google counts both as it). */
export function providerInfo(account: Account) {
  if (!account.email || (!account.passwordHash && !account.emailLinkSignin)) return undefined;
  return [
    {
      providerId: 'password' as const,
      email: account.email,
      federatedId: account.email,
      rawId: account.email,
      ...(account.displayName ? { displayName: account.displayName } : {}),
      ...(account.photoUrl ? { photoUrl: account.photoUrl } : {}),
    },
  ];
}

/** `accounts:lookup`'s user record (IDENTITY.md §3.1), built field by field. */
export function toUserRecord(account: Account): UserRecord {
  const hasPassword = Boolean(account.email && account.passwordHash);
  return {
    localId: account.uid,
    ...(account.email ? { email: account.email, emailVerified: account.emailVerified } : {}),
    ...(account.displayName ? { displayName: account.displayName } : {}),
    ...(account.photoUrl ? { photoUrl: account.photoUrl } : {}),
    ...(hasPassword
      ? {
          passwordHash: REDACTED_PASSWORD_HASH,
          passwordUpdatedAt: (account.passwordUpdatedAt ?? account.createdAt).getTime(),
        }
      : {}),
    ...(account.email && account.emailLinkSignin ? { emailLinkSignin: true } : {}),
    ...(providerInfo(account) ? { providerUserInfo: providerInfo(account) } : {}),
    validSince: String(Math.floor(account.validSince.getTime() / 1000)),
    lastLoginAt: ms(account.lastLoginAt),
    createdAt: ms(account.createdAt),
    lastRefreshAt: account.lastRefreshAt.toISOString(),
    ...(account.role === 'tutor' ? { customAttributes: JSON.stringify({ role: 'tutor' }) } : {}),
  };
}

// accounts:lookup -------------------------------------------------------------------------------

export async function lookup(ctx: AppContext, body: IdTokenBody) {
  const { account } = await authenticateIdToken(ctx, ctx.db, body.idToken);
  return {
    kind: 'identitytoolkit#GetAccountInfoResponse' as const,
    users: [toUserRecord(account)],
  };
}
