import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';

/** The public keys that verify our ID tokens, for any backend that wants to check them. */
export const jwksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/.well-known/jwks.json',
    { schema: { tags: ['identity'], summary: 'Public keys of the ID tokens (JWKS)' } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      const { keys } = ctx.tokens.jwks();
      return {
        keys: keys.map(({ kid, kty, n, e, alg, use }: Record<string, unknown>) => ({
          kid,
          kty,
          n,
          e,
          alg,
          use,
        })),
      };
    },
  );
};
