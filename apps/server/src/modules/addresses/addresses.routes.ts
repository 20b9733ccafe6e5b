import {
  addressCreateSchema,
  addressSchema,
  addressUpdateSchema,
} from '@equilibrio/contract/people';
import { idParam } from '@equilibrio/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, requireOwner } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import {
  createAddress,
  listAddresses,
  removeAddress,
  setDefaultAddress,
  updateAddress,
} from './addresses.service';

const errors = errorResponses(400, 401, 404, 409);
const idParams = z.object({ id: idParam });
const meta = { tags: ['addresses'], security: [{ bearerAuth: [] }] };

/** Saved addresses (spec §7 user-address): every route acts on the caller's own only. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/user-address',
    {
      schema: {
        ...meta,
        summary: "The user's saved addresses, by id",
        querystring: z.object({ uid: z.string().min(1).max(128) }),
        response: { 200: z.array(addressSchema), ...errors },
      },
    },
    async (request) => listAddresses(app.ctx, requireOwner(request, request.query.uid).uid),
  );

  app.post(
    '/v1/user-address',
    {
      schema: {
        ...meta,
        summary: 'Save an address (the first one becomes the default)',
        body: addressCreateSchema,
        response: { 201: addressSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireOwner(request, request.body.userUID);
      return reply.code(201).send(await createAddress(app.ctx, user, request.body));
    },
  );

  app.put(
    '/v1/user-address/:id',
    {
      schema: {
        ...meta,
        summary: 'Update an address',
        params: idParams,
        body: addressUpdateSchema,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) =>
      updateAddress(app.ctx, currentUser(request), request.params.id, request.body),
  );

  app.delete(
    '/v1/user-address/:id',
    {
      schema: {
        ...meta,
        summary: 'Delete an address (another one becomes the default if needed)',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeAddress(app.ctx, currentUser(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    '/v1/user-address/:id/default',
    {
      schema: {
        ...meta,
        summary: 'Make an address the default one',
        params: idParams,
        response: { 200: addressSchema, ...errors },
      },
    },
    async (request) => setDefaultAddress(app.ctx, currentUser(request), request.params.id),
  );
};
