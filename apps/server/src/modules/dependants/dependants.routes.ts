import { dependantInputSchema, dependantSchema } from '@equilibrio/contract/people';
import { idParam } from '@equilibrio/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireOwner } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import {
  createDependant,
  listDependants,
  removeDependant,
  updateDependant,
} from './dependants.service';

const errors = errorResponses(400, 401, 404, 409);
const idParams = z.object({ id: idParam });
const meta = { tags: ['dependants'], security: [{ bearerAuth: [] }] };

/** Dependants ('I tuoi assistiti', spec §7): every route acts on the caller's own only. */
export const dependantsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/dependents',
    {
      schema: {
        ...meta,
        summary: "The user's dependants",
        querystring: z.object({ uid: z.string().min(1).max(128) }),
        response: { 200: z.array(dependantSchema), ...errors },
      },
    },
    async (request) => {
      const user = requireOwner(request, request.query.uid);
      return listDependants(app.ctx, user.uid);
    },
  );

  // The spec's path has a trailing slash; the bare one is accepted too.
  for (const url of ['/v1/dependents/', '/v1/dependents']) {
    app.post(
      url,
      {
        schema: {
          ...meta,
          summary: 'Add a dependant',
          hide: url === '/v1/dependents',
          body: dependantInputSchema,
          response: { 201: dependantSchema, ...errors },
        },
      },
      async (request, reply) => {
        const user = requireOwner(request, request.body.userUID);
        return reply.code(201).send(await createDependant(app.ctx, user, request.body));
      },
    );
  }

  app.put(
    '/v1/dependents/:id',
    {
      schema: {
        ...meta,
        summary: 'Update a dependant',
        params: idParams,
        body: dependantInputSchema,
        response: { 200: dependantSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireOwner(request, request.body.userUID);
      return updateDependant(app.ctx, user, request.params.id, request.body);
    },
  );

  app.delete(
    '/v1/dependents/:id',
    {
      schema: {
        ...meta,
        summary: 'Delete a dependant (refused while an open request names it)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeDependant(app.ctx, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
