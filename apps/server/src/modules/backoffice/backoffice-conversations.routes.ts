import { threadSchema } from '@equilibrio/contract/conversations';
import { idParam } from '@equilibrio/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  getTutorThread,
  handleAwaitingMessages,
  markTutorThreadRead,
  replyAsTutor,
  type TutorThreadTarget,
} from '../assistance/conversation.service';
import { readTutorReplyForm } from '../assistance/message-form';
import {
  answerCreated,
  answerNoContent,
  describedAs,
  noContentResponse,
  tutorUid,
} from './backoffice-route-kit';

/**
 * The tutors' side of the conversations (issue 22): a request's, from the request workspace, and
 * any message's thread (general ones included), from the assistance inbox.
 */
export const backofficeConversationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const targets = [
    {
      base: '/v1/backoffice/requests/:requestId/messages',
      what: 'a request',
      params: z.object({ requestId: idParam }),
      target: (params: Record<string, number>): TutorThreadTarget => ({
        requestId: params.requestId!,
      }),
    },
    {
      base: '/v1/backoffice/assistance/:messageId/thread',
      what: 'an assistance message',
      params: z.object({ messageId: idParam }),
      target: (params: Record<string, number>): TutorThreadTarget => ({
        messageId: params.messageId!,
      }),
    },
  ];
  app.post(
    '/v1/backoffice/requests/:requestId/messages/handled',
    describedAs(
      "Mark handled, at once, the family's open messages in the request's conversation (those that need no answer); the asks stay open",
      {
        params: z.object({ requestId: idParam }),
        // The newest message on the tutor's page: one written after it stays open.
        body: z.object({ upToId: idParam }),
        response: noContentResponse,
      },
    ),
    async (request, reply) =>
      answerNoContent(
        reply,
        handleAwaitingMessages(
          ctx,
          tutorUid(request),
          request.params.requestId,
          request.body.upToId,
        ),
      ),
  );

  for (const { base, what, params, target } of targets) {
    app.get(
      base,
      describedAs(`The conversation of ${what}, oldest first`, {
        params,
        response: { 200: threadSchema },
      }),
      async (request) => getTutorThread(ctx, target(request.params as Record<string, number>)),
    );

    app.post(
      base,
      describedAs(
        `Reply in the conversation of ${what}: JSON { message, handled? } or multipart (message, optional handled and file); it handles the family's open messages unless handled is false`,
        {
          consumes: ['application/json', 'multipart/form-data'],
          params,
          response: { 201: threadSchema },
        },
      ),
      async (request, reply) => {
        const { message, handled, file } = await readTutorReplyForm(request);
        const thread = replyAsTutor(
          ctx,
          tutorUid(request),
          target(request.params as Record<string, number>),
          { message, handled },
          file,
        );
        return answerCreated(reply, thread);
      },
    );

    app.post(
      `${base}/read`,
      describedAs(`A tutor has read the family's messages in the conversation of ${what}`, {
        params,
        response: noContentResponse,
      }),
      async (request, reply) =>
        answerNoContent(
          reply,
          markTutorThreadRead(ctx, target(request.params as Record<string, number>)),
        ),
    );
  }
};
