import { npsScoreInputSchema, npsScoreSchema, npsStatusSchema } from '@equilibrio/contract/nps';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { perAccountLimit } from '../../plugins/rate-limit';
import { getNpsStatus, submitNpsScore } from './nps.service';

/** POST /v1/nps-scores: the satisfaction widget shown on every dashboard page. */
export const npsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/nps-scores/me',
    {
      schema: {
        tags: ['nps'],
        summary: 'When the caller last answered, and whether to ask again (90 days later)',
        security: [{ bearerAuth: [] }],
        response: { 200: npsStatusSchema },
      },
    },
    async (request) => getNpsStatus(ctx, currentUser(request).uid),
  );

  app.post(
    '/v1/nps-scores',
    {
      schema: {
        tags: ['nps'],
        summary:
          'Records a satisfaction score (0–10) with optional suggestions: 201, or 200 when it replaces the answer given within the last 90 days',
        security: [{ bearerAuth: [] }],
        body: npsScoreInputSchema,
        response: { 200: npsScoreSchema, 201: npsScoreSchema },
      },
      config: perAccountLimit(30, '1 hour', 'nps'),
    },
    async (request, reply) => {
      const { score, replaced } = await submitNpsScore(ctx, currentUser(request), request.body);
      return reply.code(replaced ? 200 : 201).send(score);
    },
  );
};
