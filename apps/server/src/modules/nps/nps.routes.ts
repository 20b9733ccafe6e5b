import { npsScoreInputSchema, npsScoreSchema } from '@equilibrio/contract/nps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/rate-limit';
import { submitNpsScore } from './nps.service';

/** POST /v1/nps-scores: the satisfaction widget shown on every dashboard page. */
export const npsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/v1/nps-scores',
    {
      schema: {
        tags: ['nps'],
        summary: 'Records a satisfaction score (0–10) with optional suggestions',
        security: [{ bearerAuth: [] }],
        body: npsScoreInputSchema,
        response: { 201: npsScoreSchema },
      },
      config: perAccountLimit(30, '1 hour', 'nps'),
    },
    async (request, reply) => {
      const saved = await submitNpsScore(ctx, currentUser(request), request.body);
      return reply.code(201).send(saved);
    },
  );
};
