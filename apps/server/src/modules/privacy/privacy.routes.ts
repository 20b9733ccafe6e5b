import {
  accountDeletedSchema,
  accountExportSchema,
  exportQuerySchema,
  handOverBodySchema,
  handOverResultSchema,
} from '@equilibrio/contract/privacy';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { exportFileName } from '../../lib/private-file';
import { requireOwner } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { perAccountLimit } from '../../plugins/rate-limit';
import { deleteOwnAccountWithData } from './erasure.service';
import { buildAccountExport } from './export.service';
import { renderExportHtml } from './export-html';
import { handOverAnonymousRequests } from './hand-over.service';

const uidParams = z.object({ uid: z.string().min(1).max(128) });
const errors = errorResponses(400, 401, 403, 404, 409, 429, 503);

/**
 * The customer's GDPR self-service (owner only; a foreign uid answers 404): a copy of their data,
 * the deletion of their account, and the hand-over of a request sent before signing in.
 */
export const privacyRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/v1/user-controller/:uid/export',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Everything we hold about the signed-in customer (JSON, or ?format=html)',
        security: [{ bearerAuth: [] }],
        params: uidParams,
        querystring: exportQuerySchema,
        response: { 200: accountExportSchema, ...errors },
      },
      config: perAccountLimit(20, '10 minutes'),
    },
    async (request, reply) => {
      const user = requireOwner(request, request.params.uid);
      const data = await buildAccountExport(ctx, user);
      const saved = (extension: 'json' | 'html') =>
        `attachment; filename="${exportFileName('equilibrio-dati', data.generatedAt, extension)}"`;
      reply.header('cache-control', 'no-store');
      if (request.query.format === 'html') {
        return (
          reply
            .type('text/html; charset=utf-8')
            .header('content-disposition', saved('html'))
            // The page as it is: this reply bypasses the JSON schema's serializer.
            .serializer((payload: unknown) => payload as string)
            .send(renderExportHtml(data) as never)
        );
      }
      reply.header('content-disposition', saved('json'));
      return data;
    },
  );

  app.delete(
    '/api/v1/user-controller/:uid',
    {
      schema: {
        tags: ['privacy'],
        summary:
          'Deletes the signed-in customer’s account and personal data (sign-in in the last 5 minutes)',
        security: [{ bearerAuth: [] }],
        params: uidParams,
        response: { 200: accountDeletedSchema, ...errors },
      },
      config: perAccountLimit(10, '10 minutes'),
    },
    async (request) => {
      const user = requireOwner(request, request.params.uid);
      const idToken = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1] ?? '';
      await deleteOwnAccountWithData(ctx, user, idToken);
      return { deleted: true as const };
    },
  );

  app.post(
    '/api/v1/user-controller/:uid/hand-over',
    {
      schema: {
        tags: ['privacy'],
        summary:
          'Moves the requests sent before signing in (proof: this browser’s anonymous session, or the emailed link’s code) to the signed-in account of the same email',
        security: [{ bearerAuth: [] }],
        params: uidParams,
        body: handOverBodySchema,
        response: { 200: handOverResultSchema, ...errors },
      },
      config: perAccountLimit(10, '10 minutes'),
    },
    async (request) => {
      const user = requireOwner(request, request.params.uid);
      return handOverAnonymousRequests(ctx, user, request.body);
    },
  );
};
