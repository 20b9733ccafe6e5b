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
import {
  handleAssistance,
  listAssistanceInbox,
  reopenAssistance,
} from '../workflow/tutor-assistance.service';

import { answerNoContent, describedAs, noContentResponse, tutorUid } from './backoffice-route-kit';

/** The assistance inbox and the NPS report. */
export const backofficeAssistanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // ── Assistance inbox ──────────────────────────────────────────────────────────────────────
  app.get(
    '/v1/backoffice/assistance',
    describedAs(
      'Assistance messages (open ones by default): open ones urgent first then oldest first, handled ones newest first',
      {
        querystring: backofficeAssistanceListQuerySchema,
        response: { 200: backofficeAssistancePageSchema },
      },
    ),
    async (request) => listAssistanceInbox(ctx, request.query),
  );

  app.post(
    '/v1/backoffice/assistance/:messageId/handled',
    describedAs('Mark an assistance message handled', {
      params: z.object({ messageId: idParam }),
      response: noContentResponse,
    }),
    async (request, reply) =>
      answerNoContent(reply, handleAssistance(ctx, tutorUid(request), request.params.messageId)),
  );

  app.post(
    '/v1/backoffice/assistance/:messageId/reopen',
    describedAs('Open a handled assistance message again', {
      params: z.object({ messageId: idParam }),
      response: noContentResponse,
    }),
    async (request, reply) =>
      answerNoContent(reply, reopenAssistance(ctx, request.params.messageId)),
  );

  // ── Satisfaction (NPS) ────────────────────────────────────────────────────────────────────
  app.get(
    '/v1/backoffice/nps',
    describedAs('NPS of a period: score distribution, NPS and the suggestions', {
      querystring: npsReportQuerySchema,
      response: { 200: npsReportSchema },
    }),
    async (request) => getNpsReport(ctx, request.query),
  );
};
