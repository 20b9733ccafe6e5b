import { dependantInputSchema, dependantSchema } from '@equilibrio/contract/people';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ownedItemRoutes } from '../../plugins/owned-items';
import {
  createDependant,
  listDependants,
  removeDependant,
  updateDependant,
} from './dependants.service';

/** Dependants ('I tuoi assistiti', spec §7): every route acts on the caller's own only. */
export const dependantsRoutes: FastifyPluginAsyncZod = async (app) => {
  ownedItemRoutes(app, {
    path: '/v1/dependents',
    // The spec's path has a trailing slash; the bare one is accepted too.
    createPaths: ['/v1/dependents/', '/v1/dependents'],
    tag: 'dependants',
    item: dependantSchema,
    createBody: dependantInputSchema,
    updateBody: dependantInputSchema,
    summaries: {
      list: "The user's dependants",
      create: 'Add a dependant',
      update: 'Update a dependant',
      remove: 'Delete a dependant (refused while an open request names it)',
    },
    service: {
      list: listDependants,
      create: createDependant,
      update: updateDependant,
      remove: removeDependant,
    },
  });
};
