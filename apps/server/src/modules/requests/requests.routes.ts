import {
  requestEditQuerySchema,
  requestFormSchema,
  requestListQuerySchema,
  requestPageSchema,
  requestWithDependantsSchema,
} from '@equilibrio/contract/requests';
import { idParam } from '@equilibrio/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser, requireOwner } from '../../plugins/auth';
import { hourlyLimit } from '../../plugins/rate-limit';
import { createRequest, isCreationRetry, updateRequest } from './request-form.service';
import { getRequest, listRequests } from './requests.service';

const uidParams = z.object({ uid: z.string().min(1).max(128) });
const idParams = z.object({ id: idParam });
const security = [{ bearerAuth: [] }];

/** The Idempotency-Key a creation carries (the web app sends one every time), if any. */
const idempotencyKeyOf = (headers: Record<string, string | string[] | undefined>) => {
  const key = headers['idempotency-key'];
  return typeof key === 'string' ? key : null;
};

/** The customer's requests (spec §7): list, read, create, "Aggiungi Info". */
export const requestsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Each creation and each edit emails the tutors; a family needs a few an hour, never hundreds.
  // Per account and per client address, like the first request (REQUEST_*_PER_HOUR).
  const createLimit = hourlyLimit(
    app,
    'request-create',
    ctx.config.limits.requestCreates,
    (wait) => `Hai inviato molte richieste in poco tempo: potrai inviarne altre tra ${wait}.`,
    // A retry of a creation already made (its Idempotency-Key) only reads it back.
    {
      isRetry: (request) =>
        isCreationRetry(ctx, currentUser(request).uid, idempotencyKeyOf(request.headers)),
    },
  );
  const editLimit = hourlyLimit(
    app,
    'request-edit',
    ctx.config.limits.requestEdits,
    (wait) => `Hai salvato molte modifiche in poco tempo: potrai salvarne altre tra ${wait}.`,
  );

  app.get(
    '/v2/requests/:uid/requests',
    {
      schema: {
        tags: ['requests'],
        summary:
          "A page of the customer's requests: those waiting for the family first (a quote, profiles, a payment), then the other open ones, then the closed; each newest first",
        security,
        params: uidParams,
        querystring: requestListQuerySchema,
        response: { 200: requestPageSchema },
      },
    },
    async (request) => {
      const user = requireOwner(request, request.params.uid);
      return listRequests(ctx, user.uid, request.query);
    },
  );

  app.get(
    '/v2/requests/:id',
    {
      schema: {
        tags: ['requests'],
        summary: 'One of the customer’s requests',
        security,
        params: idParams,
        response: { 200: requestWithDependantsSchema },
      },
    },
    async (request) => getRequest(ctx, currentUser(request).uid, request.params.id),
  );

  app.post(
    '/v2/requests',
    {
      schema: {
        tags: ['requests'],
        summary: 'Creates a request (also used to duplicate one)',
        security,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: requestFormSchema,
        response: { 201: requestWithDependantsSchema },
      },
      preHandler: createLimit,
    },
    async (request, reply) => {
      const created = await createRequest(
        ctx,
        currentUser(request).uid,
        request.body,
        idempotencyKeyOf(request.headers),
      );
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/v2/requests/:id',
    {
      schema: {
        tags: ['requests'],
        summary: 'Updates a request while it is NUOVA or DA RICHIAMARE',
        security,
        params: idParams,
        querystring: requestEditQuerySchema,
        body: requestFormSchema,
        response: { 200: requestWithDependantsSchema },
      },
      preHandler: editLimit,
    },
    async (request) =>
      updateRequest(
        ctx,
        currentUser(request).uid,
        request.params.id,
        request.body,
        request.query.termsUpdatedAt,
      ),
  );
};
