import { errorEnvelopeSchema } from '@equilibrio/contract/errors';
import { legalDocumentParamsSchema, legalDocumentSchema } from '@equilibrio/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { getLegalDocument } from './legal-documents';

/** GET /v1/legal/{privacy|terms}: the texts of /privacy and /termini (public, parsed Markdown). */
export const legalRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/v1/legal/:document',
    {
      schema: {
        tags: ['legal'],
        summary: 'The privacy notice or the terms of service, with their version',
        params: legalDocumentParamsSchema,
        response: { 200: legalDocumentSchema, 400: errorEnvelopeSchema, 503: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return getLegalDocument(ctx, request.params.document);
    },
  );
};
