import { generalAssistanceInputSchema } from '@equilibrio/contract/assistance';
import { assistanceMessageSchema } from '@equilibrio/contract/workflow';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/rate-limit';
import { createAssistanceMessage } from './assistance.service';

/** POST /api/v1/user-controller/assistance: the dashboard's 'Contatta assistenza' modal. */
export const assistanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/v1/user-controller/assistance',
    {
      schema: {
        tags: ['assistance'],
        summary: 'Asks the family tutors for help',
        security: [{ bearerAuth: [] }],
        body: generalAssistanceInputSchema,
        response: { 201: assistanceMessageSchema },
      },
      // Every message emails the tutors: a person needs a handful an hour, never hundreds.
      config: perAccountLimit(20, '1 hour', 'assistance'),
    },
    async (request, reply) => {
      const saved = await createAssistanceMessage(ctx, {
        userUid: currentUser(request).uid,
        type: request.body.type,
        message: request.body.message,
      });
      return reply.code(201).send(saved);
    },
  );
};
