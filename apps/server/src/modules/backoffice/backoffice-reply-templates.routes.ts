import {
  replyTemplateInputSchema,
  replyTemplateListSchema,
  replyTemplateSchema,
} from '@equilibrio/contract/reply-templates';
import { idParam } from '@equilibrio/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  changeReplyTemplate,
  createReplyTemplate,
  getReplyTemplates,
  removeReplyTemplate,
} from '../assistance/reply-templates.service';
import {
  answerCreated,
  answerNoContent,
  describedAs,
  noContentResponse,
  tutorUid,
} from './backoffice-route-kit';

const params = z.object({ templateId: idParam });

/** The team's ready replies ('Risposte pronte'), put in a conversation's reply box. */
export const backofficeReplyTemplateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/v1/backoffice/reply-templates',
    describedAs('The team’s ready replies, by title', {
      response: { 200: replyTemplateListSchema },
    }),
    async () => getReplyTemplates(ctx),
  );

  app.post(
    '/v1/backoffice/reply-templates',
    describedAs('Add a ready reply (title, text; {nome}: the family’s first name)', {
      body: replyTemplateInputSchema,
      response: { 201: replyTemplateSchema },
    }),
    async (request, reply) =>
      answerCreated(reply, createReplyTemplate(ctx, tutorUid(request), request.body)),
  );

  app.put(
    '/v1/backoffice/reply-templates/:templateId',
    describedAs('Rewrite a ready reply', {
      params,
      body: replyTemplateInputSchema,
      response: { 200: replyTemplateSchema },
    }),
    async (request) =>
      changeReplyTemplate(ctx, tutorUid(request), request.params.templateId, request.body),
  );

  app.delete(
    '/v1/backoffice/reply-templates/:templateId',
    describedAs('Remove a ready reply', { params, response: noContentResponse }),
    async (request, reply) =>
      answerNoContent(reply, removeReplyTemplate(ctx, request.params.templateId)),
  );
};
