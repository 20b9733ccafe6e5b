import {
  claimAccountBodySchema,
  claimAccountQuerySchema,
  claimAccountResponseSchema,
  emailRequestAcceptedSchema,
  sendResetPasswordEmailQuerySchema,
  sendVerificationEmailQuerySchema,
} from '@equilibrio/contract/identity';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { claimAccount, describeClaim } from './account-claim.service';
import { listPendingCodes } from './action-codes.service';
import { listPendingSignInLinks } from './email-link.service';
import { requestPasswordResetEmail, requestVerificationEmail } from './email-requests.service';
import { devOobCodesResponse } from './identity-toolkit.schemas';

const BASE = '/api/v1/user-controller';

/**
 * Public product routes of the identity module (no token: the visitor is signed out): the
 * 'Password dimenticata' and verification emails, and the account claim of /email-confirmed.
 */
export const identityPublicRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  /** An email asked for by address: 202 whatever happens, the same answer for unknown ones. */
  const emailRequest = <Q extends z.ZodType>(
    path: string,
    summary: string,
    querystring: Q,
    send: (request: FastifyRequest<{ Querystring: z.infer<Q> }>) => Promise<unknown>,
  ) =>
    app.get(
      `${BASE}/${path}`,
      {
        schema: {
          tags: ['identity'],
          summary,
          querystring,
          response: { 202: emailRequestAcceptedSchema },
        },
      },
      async (request, reply) => {
        await send(request as FastifyRequest<{ Querystring: z.infer<Q> }>);
        return reply.code(202).send({ accepted: true });
      },
    );

  emailRequest(
    'send-reset-password-email',
    'Send the password-reset email (same answer for unknown addresses)',
    sendResetPasswordEmailQuerySchema,
    (request) =>
      requestPasswordResetEmail(ctx, request.ip, request.query.email, request.query.next),
  );
  emailRequest(
    'send-verification-email',
    'Send the email-verification link again (same answer for unknown addresses)',
    sendVerificationEmailQuerySchema,
    (request) =>
      requestVerificationEmail(ctx, request.ip, request.query.email, request.headers.authorization),
  );

  app.get(
    `${BASE}/claim-account`,
    {
      schema: {
        tags: ['identity'],
        summary: 'The email of the account a claim link is for (404 when the link is not valid)',
        querystring: claimAccountQuerySchema,
        response: { 200: claimAccountResponseSchema },
      },
    },
    async (request) => describeClaim(ctx, request.query.oobCode),
  );

  app.post(
    `${BASE}/claim-account`,
    {
      schema: {
        tags: ['identity'],
        summary: 'Set the password of the account a claim link is for',
        body: claimAccountBodySchema,
        response: { 200: claimAccountResponseSchema },
      },
    },
    async (request) => claimAccount(ctx, request.ip, request.body),
  );
};

/** Like the Firebase emulator's listing, so end-to-end tests can follow email links. Never in production. */
export const identityDevRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/emulator/v1/projects/:projectId/oobCodes',
    {
      schema: {
        hide: true,
        params: z.object({ projectId: z.string().max(100) }),
        response: { 200: devOobCodesResponse },
      },
    },
    async () => ({
      oobCodes: [...(await listPendingCodes(ctx)), ...(await listPendingSignInLinks(ctx))],
    }),
  );
};
