import { createHash, randomBytes } from 'node:crypto';
import { and, eq, lt, or } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { pageSessions } from '../../db/schema/page-sessions';
import { daysFrom } from '../../lib/clock';
import type { Job } from '../../lib/jobs';
import { type AuthUser, accountUser } from '../../plugins/auth';

/**
 * The page sessions: what lets the server draw a signed-in user's pages before any JavaScript
 * runs (drawn-pages.ts), as Firebase's session cookies do. The server makes one from a verified
 * ID token (page-session.routes.ts) and keeps it in the database under the hash of a random id,
 * which the browser holds in an HttpOnly cookie. With our own identity service, one made at a
 * fresh sign-in lives PAGE_SESSION_DAYS from its last renewal — the app renews it whenever the
 * SDK's token changes, so a family opening the site the next day still gets its pages drawn (one
 * made from an older sign-in's token, which a stolen token could make, lives only as long as the
 * token it was renewed with) — and every use checks
 * the account as an API call does (disabled, signed out everywhere since). With Firebase's
 * (IDENTITY_MODE=firebase) Google alone knows of revocations: a session lives no longer than the
 * token it was made from. Sign-out deletes it; so does deleting the account.
 */
export const PAGE_SESSION_DAYS = 14;

const hashOf = (id: string) => createHash('sha256').update(id).digest('base64url');

/** A cookie value that cannot be an id (a lapsed ID token from before sessions, garbage). */
const isSessionId = (value: string) => /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * The user of the page session `id`, checked as on every use; undefined when it is unknown,
 * has expired, or its account may no longer be used.
 */
export async function pageSessionUser(
  ctx: AppContext,
  id: string,
): Promise<(AuthUser & { expiresAt: Date; lasting: boolean }) | undefined> {
  if (!isSessionId(id)) return undefined;
  const [session] = await ctx.db
    .select()
    .from(pageSessions)
    .where(eq(pageSessions.idHash, hashOf(id)))
    .limit(1);
  if (!session || session.expiresAt <= ctx.clock.now()) return undefined;
  if (ctx.config.identity.mode === 'firebase') {
    return {
      uid: session.uid,
      email: session.email,
      emailVerified: session.emailVerified,
      isAnonymous: false,
      role: session.role,
      authTime: session.authTime,
      expiresAt: session.expiresAt,
      lasting: session.lasting,
    };
  }
  // Revoked as the token it came from would be (whole seconds: plugins/auth.ts resolveUser).
  const issued = Math.floor(session.issuedAt.getTime() / 1000);
  const user = await accountUser(
    ctx,
    session.uid,
    (validSince) => issued < Math.floor(validSince.getTime() / 1000),
    session.authTime,
  ).catch(() => undefined);
  return user && !user.isAnonymous
    ? { ...user, expiresAt: session.expiresAt, lasting: session.lasting }
    : undefined;
}

/** How recent a sign-in must be for the session made from it to last (as Firebase requires). */
const FRESH_SIGN_IN_MS = 5 * 60_000;

/**
 * Starts the browser's page session for `user` (verified from `token`, its issue and expiry
 * instants), or renews the one it holds (`current`) when that is still the user's: the id it
 * should keep and for how many seconds. A session made at a fresh sign-in lasts
 * PAGE_SESSION_DAYS from each renewal; one made from an older sign-in's token (which a stolen
 * token could make) lives as long as the token it was last renewed with. A session the browser
 * held for someone else is ended; the user's lapsed sessions are cleared away with it.
 */
export async function startPageSession(
  ctx: AppContext,
  user: AuthUser,
  token: { issuedAt: Date; expiresAt: Date },
  current: string | undefined,
): Promise<{ id: string; maxAge: number }> {
  const now = ctx.clock.now();
  const held = current ? await pageSessionUser(ctx, current) : undefined;
  const renewing = current !== undefined && held?.uid === user.uid;
  const freshSignIn =
    user.authTime !== null && now.getTime() - user.authTime.getTime() <= FRESH_SIGN_IN_MS;
  const lasting =
    ctx.config.identity.mode !== 'firebase' && (renewing ? held.lasting : freshSignIn);
  const expiresAt = lasting ? daysFrom(now, PAGE_SESSION_DAYS) : token.expiresAt;
  const maxAge = Math.floor((expiresAt.getTime() - now.getTime()) / 1000);
  const snapshot = {
    role: user.role,
    email: user.email,
    emailVerified: user.emailVerified,
    authTime: user.authTime,
    issuedAt: token.issuedAt,
    lasting,
    expiresAt,
  };
  if (renewing) {
    await ctx.db
      .update(pageSessions)
      .set(snapshot)
      .where(eq(pageSessions.idHash, hashOf(current)));
    return { id: current, maxAge };
  }
  const id = randomBytes(32).toString('base64url');
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(pageSessions)
      .where(
        or(
          current && isSessionId(current) ? eq(pageSessions.idHash, hashOf(current)) : undefined,
          and(eq(pageSessions.uid, user.uid), lt(pageSessions.expiresAt, now)),
        ),
      );
    await tx.insert(pageSessions).values({ idHash: hashOf(id), uid: user.uid, ...snapshot });
  });
  return { id, maxAge };
}

/** Sign-out: the page session `id` ends (whoever it was for: only its holder knows the id). */
export async function endPageSession(ctx: AppContext, id: string | undefined) {
  if (!id || !isSessionId(id)) return;
  await ctx.db.delete(pageSessions).where(eq(pageSessions.idHash, hashOf(id)));
}

/** An account's page sessions all end (its data erased: no page of it is drawn again). */
export async function endPageSessionsOf(db: Db, uid: string) {
  await db.delete(pageSessions).where(eq(pageSessions.uid, uid));
}

/** Expired page sessions are deleted within the hour (several processes may run it at once). */
export function pageSessionsRetentionJob(ctx: AppContext): Job {
  return {
    name: 'page-sessions-retention',
    everyMs: 60 * 60_000,
    run: () => ctx.db.delete(pageSessions).where(lt(pageSessions.expiresAt, ctx.clock.now())),
  };
}
