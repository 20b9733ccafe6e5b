import { serviceSummarySchema } from '@equilibrio/contract/catalog';
import { idParam, provinceCodeSchema } from '@equilibrio/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { getServiceSummary } from './catalog-services.service';

/** GET /v1/services/{serviceId}/summary?province= (spec §7): the prices the quote page shows. */
export const serviceSummaryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/v1/services/:serviceId/summary',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Prices of a catalogue service in a province (cents)',
        security: [{ bearerAuth: [] }],
        params: z.object({ serviceId: idParam }),
        querystring: z.object({ province: provinceCodeSchema.optional() }),
        response: { 200: serviceSummarySchema },
      },
    },
    async (request) => {
      currentUser(request);
      return getServiceSummary(ctx, request.params.serviceId, request.query.province ?? null);
    },
  );
};
