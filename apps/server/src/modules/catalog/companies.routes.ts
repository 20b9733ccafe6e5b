import {
  catalogServiceSchema,
  companyIdSchema,
  companySchema,
  startingPricesSchema,
} from '@equilibrio/contract/catalog';
import { errorEnvelopeSchema } from '@equilibrio/contract/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { listStartingPrices } from './catalog-services.service';
import { getCompany, listCompanyServices } from './companies.service';

const params = z.object({ companyId: companyIdSchema });

/**
 * The public catalogue: the starting prices of the 'Come funziona' page, and partner companies
 * (the company sign-up page (`/sign-up/{companyId}`) is used by visitors
 * who are not signed in yet). Only what the pages show is returned (name, logo, service names,
 * lowest prices).
 */
export const companyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/services/starting-prices',
    {
      schema: {
        tags: ['catalog'],
        summary: "Lowest service price per business line ('da …', cents), for private customers",
        response: { 200: startingPricesSchema },
      },
    },
    async (_request, reply) => {
      // The same for everyone, and catalogue changes are rare: shared caches may keep it a while.
      reply.header('cache-control', 'public, max-age=300');
      return listStartingPrices(ctx);
    },
  );

  app.get(
    '/v1/b2b-companies/:companyId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'A partner company (logo of its sign-up page)',
        params,
        response: { 200: companySchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => getCompany(ctx, request.params.companyId),
  );

  app.get(
    '/v1/services/b2b/:companyId',
    {
      schema: {
        tags: ['catalog'],
        summary: 'The services a partner company offers its employees',
        params,
        response: { 200: z.array(catalogServiceSchema), 404: errorEnvelopeSchema },
      },
    },
    async (request) => listCompanyServices(ctx, request.params.companyId),
  );
};
