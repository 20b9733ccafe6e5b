import {
  addressCreateSchema,
  addressSchema,
  addressUpdateSchema,
} from '@equilibrio/contract/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../../plugins/auth';
import { ownedItemRoutes } from '../../plugins/owned-items';
import {
  createAddress,
  listAddresses,
  removeAddress,
  setDefaultAddress,
  updateAddress,
} from './addresses.service';

/** Saved addresses (spec §7 user-address): every route acts on the caller's own only. */
export const addressesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { meta, errors, idParams } = ownedItemRoutes(app, {
    path: '/v1/user-address',
    tag: 'addresses',
    item: addressSchema,
    createBody: addressCreateSchema,
    updateBody: addressUpdateSchema,
    summaries: {
      list: "The user's saved addresses, by id",
      create: 'Save an address (the first one becomes the default)',
      update: 'Update an address',
      remove: 'Delete an address (another one becomes the default if needed)',
    },
    service: {
      list: listAddresses,
      create: createAddress,
      update: updateAddress,
      remove: removeAddress,
    },
  });

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
