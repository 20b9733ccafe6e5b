import {
  backofficeAssistanceListQuerySchema,
  backofficeAssistancePageSchema,
} from '@equilibrio/contract/backoffice';
import { npsReportQuerySchema, npsReportSchema } from '@equilibrio/contract/backoffice-nps';
import { idParam } from '@equilibrio/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { getNpsReport } from '../nps/nps-report.service';
import { handleAssistance, listAssistanceInbox } from '../workflow/tutor-flow.service';

import { security, tags, tutorUid } from './backoffice-route-kit';

/** The assistance inbox and the NPS report. */
export const backofficeAssistanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // ── Assistance inbox ──────────────────────────────────────────────────────────────────────
  app.get(
    '/v1/backoffice/assistance',
    {
      schema: {
        tags,
        summary: 'Assistance messages (open ones by default), newest first',
        security,
        querystring: backofficeAssistanceListQuerySchema,
        response: { 200: backofficeAssistancePageSchema },
      },
    },
    async (request) => listAssistanceInbox(ctx, request.query),
  );

  app.post(
    '/v1/backoffice/assistance/:messageId/handled',
    {
      schema: {
        tags,
        summary: 'Mark an assistance message handled',
        security,
        params: z.object({ messageId: idParam }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await handleAssistance(ctx, tutorUid(request), request.params.messageId);
      return reply.code(204).send(null);
    },
  );

  // ── Satisfaction (NPS) ────────────────────────────────────────────────────────────────────
  app.get(
    '/v1/backoffice/nps',
    {
      schema: {
        tags,
        summary: 'NPS of a period: score distribution, NPS and the suggestions',
        security,
        querystring: npsReportQuerySchema,
        response: { 200: npsReportSchema },
      },
    },
    async (request) => getNpsReport(ctx, request.query),
  );
};
