import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { AppError } from '../lib/app-error';
import { TokenError } from '../modules/identity/id-tokens';
import { isAnonymousAccount } from '../modules/identity/identity-rules';
import { ensureProfile, setProfileEmail } from '../modules/identity/profiles.queries';

export type AuthUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
  role: 'customer' | 'tutor';
  /** When the user last entered their credentials (the token's auth_time); null if unknown. */
  authTime: Date | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

const unauthenticated = (message = 'Accesso richiesto.') =>
  new AppError('UNAUTHENTICATED', message);

/** onRequest hook for the authenticated scope: a valid bearer ID token or 401. */
export function authenticate(ctx: AppContext) {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const header = request.headers.authorization;
    const match = header?.match(/^Bearer\s+(\S+)$/i);
    if (!match?.[1]) throw unauthenticated();
    request.user = drawingCredentials.get(match[1]) ?? (await resolveUser(ctx, match[1]));
  };
}

/**
 * The user an ID token belongs to, checked as for every API call (signature, expiry, a disabled
 * account, revoked sessions); throws the 401 AppError otherwise.
 */
export async function resolveUser(ctx: AppContext, token: string): Promise<AuthUser> {
  let claims: Awaited<ReturnType<AppContext['tokens']['verify']>>;
  try {
    claims = await ctx.tokens.verify(token);
  } catch (error) {
    if (error instanceof TokenError && error.reason === 'expired') {
      throw unauthenticated('Sessione scaduta, effettua di nuovo l’accesso.');
    }
    throw unauthenticated('Token di accesso non valido.');
  }
  const isAnonymous = claims.firebase?.sign_in_provider === 'anonymous';
  const authTime =
    typeof claims.auth_time === 'number' && Number.isFinite(claims.auth_time)
      ? new Date(claims.auth_time * 1000)
      : null;
  if (ctx.config.identity.mode === 'firebase') {
    // Google's tokens: revocation and disabling are Google's (the SDK refreshes hourly).
    const signedInAt = typeof claims.auth_time === 'number' ? claims.auth_time : Number.NaN;
    if (!(signedInAt <= Math.ceil(ctx.clock.now().getTime() / 1000)))
      throw unauthenticated('Token di accesso non valido.');
    const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : null;
    await ensureFirebaseProfile(ctx, claims.sub, email, claims.email_verified === true);
    return {
      uid: claims.sub,
      email,
      emailVerified: claims.email_verified === true,
      isAnonymous,
      role: claims.role === 'tutor' ? 'tutor' : 'customer',
      authTime,
    };
  }
  // A token's iat is in whole seconds: one issued in the second of a revocation is given that
  // second (id-tokens.ts), so only an earlier second is revoked.
  const issued = claims.iat;
  return accountUser(
    ctx,
    claims.sub,
    (validSince) => issued < Math.floor(validSince.getTime() / 1000),
    authTime,
  );
}

/**
 * Our own identity service's account behind a credential (an ID token, a page session), as every
 * use checks it: the account exists and is not disabled, and was not signed out everywhere since
 * the credential was issued (`revokedBy` its `validSince`); throws the 401 AppError otherwise.
 */
export async function accountUser(
  ctx: AppContext,
  uid: string,
  revokedBy: (validSince: Date) => boolean,
  authTime: Date | null,
): Promise<AuthUser> {
  const account = await ctx.accountStatus.get(uid);
  if (!account || account.disabled) throw unauthenticated('Account non disponibile.');
  if (revokedBy(account.validSince)) {
    throw unauthenticated('Sessione scaduta, effettua di nuovo l’accesso.');
  }
  return {
    uid: account.uid,
    email: account.email,
    emailVerified: account.emailVerified,
    isAnonymous: isAnonymousAccount(account),
    role: account.role,
    authTime,
  };
}

/**
 * The credentials of pages being drawn for a user (modules/pages/drawn-pages.ts): the page's
 * in-process API calls carry one as their bearer token, so they are answered exactly as the
 * user's own calls. Random, alive only while the page is drawn, never leaving the process.
 */
const drawingCredentials = new Map<string, AuthUser>();

/** Runs `draw` with a credential of `user`, whose page session the server has just verified. */
export async function withDrawingCredential<T>(
  user: AuthUser,
  draw: (credential: string) => Promise<T>,
): Promise<T> {
  const credential = `drawing.${randomBytes(32).toString('base64url')}`;
  drawingCredentials.set(credential, user);
  try {
    return await draw(credential);
  } finally {
    drawingCredentials.delete(credential);
  }
}

/** Per app: uid → email already written to `users`, so a known user costs no write per request. */
const knownProfilesByApp = new WeakMap<AppContext, Map<string, string | null>>();
const KNOWN_PROFILES_MAX = 10_000;

/**
 * Firebase mode: accounts are created at Google, so the product profile row (which every uid must
 * have) is created the first time the API sees the uid, and gets its email once there is one; a
 * verified email that differs (a change of email, confirmed by its link) replaces it.
 */
async function ensureFirebaseProfile(
  ctx: AppContext,
  uid: string,
  email: string | null,
  emailVerified: boolean,
) {
  let knownProfiles = knownProfilesByApp.get(ctx);
  if (!knownProfiles) {
    knownProfiles = new Map();
    knownProfilesByApp.set(ctx, knownProfiles);
  }
  const known = knownProfiles.get(uid);
  if (
    knownProfiles.has(uid) &&
    (email === null || known === email || (known !== null && !emailVerified))
  )
    return;
  if (email && emailVerified) await setProfileEmail(ctx.db, uid, email, ctx.clock.now());
  else await ensureProfile(ctx.db, uid, email, ctx.clock.now());
  if (knownProfiles.size >= KNOWN_PROFILES_MAX) knownProfiles.clear();
  knownProfiles.set(uid, email);
}

/** The signed-in user of a route in the authenticated scope. */
export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthenticated();
  return request.user;
}

/** A foreign uid answers 404, exactly like a missing one: no hint that it exists. */
export function requireOwner(request: FastifyRequest, uid: string): AuthUser {
  const user = currentUser(request);
  if (user.uid !== uid) throw new AppError('NOT_FOUND', 'Risorsa non trovata.');
  return user;
}

/** A route for one role only: anyone else gets 403. */
export function requireRole(request: FastifyRequest, role: AuthUser['role']): AuthUser {
  const user = currentUser(request);
  if (user.role !== role) {
    throw new AppError(
      'FORBIDDEN',
      role === 'tutor' ? 'Operazione riservata ai family tutor.' : 'Operazione non consentita.',
    );
  }
  return user;
}

export function requireTutor(request: FastifyRequest): AuthUser {
  return requireRole(request, 'tutor');
}
