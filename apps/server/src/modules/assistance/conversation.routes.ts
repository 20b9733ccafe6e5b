import { threadSchema, unreadMessagesSchema } from '@equilibrio/contract/conversations';
import { idParam } from '@equilibrio/contract/validation';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { sendPrivateFile } from '../../lib/private-file';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { perAccountLimit } from '../../plugins/rate-limit';
import {
  countFamilyUnread,
  getFamilyThread,
  getGeneralThread,
  markFamilyThreadRead,
  markGeneralThreadRead,
  openAttachment,
  sendFamilyMessage,
} from './conversation.service';
import { readMessageForm } from './message-form';

const security = [{ bearerAuth: [] }];
const tags = ['conversations'];
const requestParams = z.object({ id: idParam });

/**
 * The family's side of the conversations with the tutors (issue 22), and the attachments (the
 * family of the thread and the tutors).
 */
export const conversationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // A message may come with one file (PDF, JPEG, PNG ≤ 5 MB): multipart, read by readMessageForm
  // (the text and whether it is urgent).
  await app.register(multipart, { limits: { files: 1, fields: 2, parts: 3 } });

  app.get(
    '/v2/requests/:id/messages',
    {
      schema: {
        tags,
        summary: 'The conversation of one of my requests with the family tutors, oldest first',
        security,
        params: requestParams,
        response: { 200: threadSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getFamilyThread(ctx, currentUser(request).uid, request.params.id),
  );

  app.post(
    '/v2/requests/:id/messages',
    {
      schema: {
        tags,
        summary:
          'Write to the family tutors about one of my requests: JSON { message, urgent? } or multipart (message, optional urgent, optional file)',
        security,
        consumes: ['application/json', 'multipart/form-data'],
        params: requestParams,
        response: { 201: threadSchema, ...errorResponses(400, 401, 404, 415) },
      },
      // Every message emails the tutors: the same allowance as the assistance calls.
      config: perAccountLimit(20, '1 hour', 'assistance'),
    },
    async (request, reply) => {
      const { message, urgent, file } = await readMessageForm(request);
      const thread = await sendFamilyMessage(
        ctx,
        currentUser(request).uid,
        request.params.id,
        { message, urgent },
        file,
      );
      return reply.code(201).send(thread);
    },
  );

  app.post(
    '/v2/requests/:id/messages/read',
    {
      schema: {
        tags,
        summary: 'I have read the tutors’ replies on one of my requests',
        security,
        params: requestParams,
        response: { 204: z.null(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      await markFamilyThreadRead(ctx, currentUser(request).uid, request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/v1/user-controller/assistance/messages',
    {
      schema: {
        tags,
        summary: 'My conversation with the family tutors about no request in particular',
        security,
        response: { 200: threadSchema, ...errorResponses(401) },
      },
    },
    async (request) => getGeneralThread(ctx, currentUser(request).uid),
  );

  app.post(
    '/api/v1/user-controller/assistance/messages/read',
    {
      schema: {
        tags,
        summary: 'I have read the tutors’ replies to my general messages',
        security,
        response: { 204: z.null(), ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await markGeneralThreadRead(ctx, currentUser(request).uid);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/v1/messages/unread',
    {
      schema: {
        tags,
        summary: 'How many tutors’ replies I have not read, per request',
        security,
        response: { 200: unreadMessagesSchema, ...errorResponses(401) },
      },
    },
    async (request) => countFamilyUnread(ctx, currentUser(request).uid),
  );

  app.get(
    '/v1/messages/:messageId/attachment',
    {
      schema: {
        tags,
        summary: 'The file of a message: the family of its conversation and the tutors only',
        security,
        params: z.object({ messageId: idParam }),
      },
    },
    async (request, reply) => {
      const file = await openAttachment(ctx, currentUser(request), request.params.messageId);
      return sendPrivateFile(reply, file, 'attachment');
    },
  );
};
