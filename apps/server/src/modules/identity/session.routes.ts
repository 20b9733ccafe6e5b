import { sessionSchema } from '@equilibrio/contract/session';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';

/** GET /api/v1/session: the signed-in user as the API sees it (role included). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/session',
    {
      schema: {
        tags: ['identity'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: sessionSchema },
      },
    },
    async (request) => currentUser(request),
  );
};
