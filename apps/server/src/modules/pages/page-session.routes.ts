import { PAGE_SESSION_COOKIE } from '@equilibrio/contract/first-paint';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { verifyCsrf } from '../../plugins/csrf';

/**
 * The page session: the cookie that lets the server draw a signed-in user's pages with their
 * data (signed-in-pages.ts). The server sets it itself, from the fresh ID token of an API call —
 * as Firebase's session cookies are made — so no script can read it (HttpOnly); the browser sends
 * it only with same-site navigations (SameSite=Strict), only over HTTPS in production (Secure).
 * It holds that ID token and lives as long as the token does: the app sends the token again each
 * time the SDK refreshes it, and a page load whose cookie has expired, or whose account has since
 * been disabled or signed out everywhere, gets the plain page (and the cookie removed). The API
 * never reads it: API calls carry their token in the Authorization header.
 */
const cookieOptions = (config: Config) =>
  ({ path: '/', httpOnly: true, sameSite: 'strict', secure: config.isProduction }) as const;

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
          'Sets the HttpOnly page-session cookie from the Authorization header’s ID token, for as long as the token is valid; anonymous sessions get none (and lose any they had).',
        security: [{ bearerAuth: [] }],
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      // The token was verified by the scope's hook; its expiry sets the cookie's.
      const claims = token ? await ctx.tokens.verify(token) : undefined;
      const seconds = claims ? claims.exp - Math.floor(ctx.clock.now().getTime() / 1000) : 0;
      if (user.isAnonymous || !token || seconds <= 0) clearPageSession(reply, ctx.config);
      else
        reply.setCookie(PAGE_SESSION_COOKIE, token, {
          ...cookieOptions(ctx.config),
          maxAge: seconds,
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
        description: 'Removes the page-session cookie (signing out).',
      },
    },
    async (_request, reply) => {
      clearPageSession(reply, ctx.config);
      return reply.code(204).send();
    },
  );
};
