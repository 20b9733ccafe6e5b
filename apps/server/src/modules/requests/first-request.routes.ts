import { firstRequestResultSchema, firstRequestSchema } from '@equilibrio/contract/requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { perAccountLimit } from '../../plugins/rate-limit';
import { submitFirstRequest } from './first-request.service';

/**
 * POST /v2/requests/first-request (spec §4 "Sign-up flow"). Authenticated, anonymous accounts
 * included (the sign-up page signs the visitor in anonymously first). The body's `uid` must be
 * the caller's: another uid answers 404, like every foreign id. 201 with the request, also for an
 * identical retry (which answers the request the first call created).
 */
export const firstRequestRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/v2/requests/first-request',
    {
      schema: {
        tags: ['requests'],
        summary: 'First request from the sign-up page (creates the profile and a NUOVA request)',
        security: [{ bearerAuth: [] }],
        body: firstRequestSchema,
        response: {
          201: firstRequestResultSchema,
          ...errorResponses(400, 401, 404, 409, 429),
        },
      },
      config: {
        // Anonymous accounts are free to create: bound how many requests (and tutor emails) one
        // account can cause.
        ...perAccountLimit(10, '10 minutes'),
      },
    },
    async (request, reply) => {
      const outcome = await submitFirstRequest(ctx, currentUser(request), request.body);
      return reply.code(201).send(outcome.request);
    },
  );
};
