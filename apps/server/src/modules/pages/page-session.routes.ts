import { APP_SESSION_COOKIE, PAGE_SESSION_COOKIE } from '@equilibrio/contract/first-paint';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { verifyCsrf } from '../../plugins/csrf';
import { endPageSession, startPageSession } from './page-sessions';

/**
 * The page session's cookie (page-sessions.ts): the id of the session the server made from an
 * API call's fresh ID token — as Firebase's session cookies are made — so no script can read it
 * (HttpOnly); the browser sends it only with same-site navigations (SameSite=Strict), only over
 * HTTPS in production (Secure). The app asks again each time the SDK's token changes, which
 * renews the session; a page load whose session has expired, or whose account has since been
 * disabled or signed out everywhere, gets the plain page (and the cookie removed). The API never
 * reads it: API calls carry their token in the Authorization header.
 *
 * Beside it, APP_SESSION_COOKIE says only that the app here holds a session (signed in or
 * signing up); it is kept until sign-out, so a browser without it is known to hold none and its
 * dashboard pages are drawn at once as the sign-in.
 */
const cookieOptions = (config: Config) =>
  ({ path: '/', httpOnly: true, sameSite: 'strict', secure: config.isProduction }) as const;

/** The longest a browser keeps a cookie (Chrome's limit): the app session's mark lives that long. */
const APP_SESSION_SECONDS = 400 * 24 * 3600;

/** Removes the page session from the browser (sign-out, or a cookie that no longer verifies). */
export function clearPageSession(reply: FastifyReply, config: Config) {
  reply.clearCookie(PAGE_SESSION_COOKIE, cookieOptions(config));
}

/** PUT /api/v1/session/page (in the authenticated API scope): the caller's token becomes the cookie. */
export const pageSessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.put(
    '/api/v1/session/page',
    {
      schema: {
        tags: ['identity'],
        summary: 'Start or renew the page session with the current ID token',
        description:
          'Starts or renews the page session from the Authorization header’s ID token and sets its HttpOnly cookie (14 days from the last renewal; with Firebase’s identity, as long as the token); anonymous sessions get none (and lose any they had). Every session also gets the app-session mark, kept until sign-out.',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      // The token was verified by the scope's hook; with Firebase's, its expiry is the session's.
      const claims = token ? await ctx.tokens.verify(token).catch(() => undefined) : undefined;
      const current = request.cookies?.[PAGE_SESSION_COOKIE];
      reply.setCookie(APP_SESSION_COOKIE, '1', {
        ...cookieOptions(ctx.config),
        // Sent with a link followed from another site too (an email's): such a page load
        // carries no page session (Strict), and must not be taken for a stranger's.
        sameSite: 'lax',
        maxAge: APP_SESSION_SECONDS,
      });
      if (user.isAnonymous || !claims) {
        await endPageSession(ctx, current);
        clearPageSession(reply, ctx.config);
        return reply.code(204).send();
      }
      const session = await startPageSession(
        ctx,
        user,
        { issuedAt: new Date(claims.iat * 1000), expiresAt: new Date(claims.exp * 1000) },
        current,
      );
      reply.setCookie(PAGE_SESSION_COOKIE, session.id, {
        ...cookieOptions(ctx.config),
        maxAge: session.maxAge,
      });
      return reply.code(204).send();
    },
  );
};

/**
 * DELETE /api/v1/session/page: ends the page session (sign-out). Needs no token — it only
 * removes the caller's own cookie, and must work when the token has already expired — but is
 * checked against forgery like every change.
 */
export const pageSessionEndRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.delete(
    '/api/v1/session/page',
    {
      preHandler: verifyCsrf,
      schema: {
        tags: ['identity'],
        summary: 'End the page session',
        description:
          'Ends the page session and removes its cookie and the app-session mark (signing out).',
      },
    },
    async (request, reply) => {
      await endPageSession(ctx, request.cookies?.[PAGE_SESSION_COOKIE]);
      clearPageSession(reply, ctx.config);
      reply.clearCookie(APP_SESSION_COOKIE, { ...cookieOptions(ctx.config), sameSite: 'lax' });
      return reply.code(204).send();
    },
  );
};
