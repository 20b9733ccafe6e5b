import {
  caregiverDetailSchema,
  caregiverInputSchema,
  caregiverListQuerySchema,
  caregiverPageSchema,
  caregiverSaveQuerySchema,
  caregiverSchema,
  docRefSchema,
} from '@equilibrio/contract/caregivers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { removeCaregiverFile, uploadCaregiverFile } from '../caregivers/caregiver-files.service';
import {
  createCaregiver,
  getCaregiver,
  listCaregivers,
  removeCaregiver,
  replaceCaregiver,
} from '../caregivers/caregivers.service';
import { uploadPolicies } from '../storage/file-kinds';

import {
  answerCreated,
  answerNoContent,
  describedAs,
  fileRoutes,
  noContentResponse,
} from './backoffice-route-kit';

const params = z.object({ docRef: docRefSchema });

/** The caregiver directory: records, photos and CVs. */
export const backofficeCaregiverRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // ── Caregivers ────────────────────────────────────────────────────────────────────────────
  app.get(
    '/v1/backoffice/caregivers',
    describedAs('The caregiver directory', {
      querystring: caregiverListQuerySchema,
      response: { 200: caregiverPageSchema },
    }),
    async (request) => listCaregivers(ctx, request.query),
  );

  app.get(
    '/v1/backoffice/caregivers/:docRef',
    describedAs('A caregiver, and the open requests they are held on', {
      params,
      response: { 200: caregiverDetailSchema },
    }),
    async (request) => getCaregiver(ctx, request.params.docRef),
  );

  app.post(
    '/v1/backoffice/caregivers',
    describedAs('Add a caregiver', {
      body: caregiverInputSchema,
      response: { 201: caregiverSchema },
    }),
    async (request, reply) => answerCreated(reply, createCaregiver(ctx, request.body)),
  );

  app.put(
    '/v1/backoffice/caregivers/:docRef',
    describedAs(
      'Update a caregiver (`updatedAt`: the version the form read; a save since is refused, 409)',
      {
        params: params,
        querystring: caregiverSaveQuerySchema,
        body: caregiverInputSchema,
        response: { 200: caregiverSchema },
      },
    ),
    async (request) =>
      replaceCaregiver(ctx, request.params.docRef, request.body, request.query.updatedAt),
  );

  app.delete(
    '/v1/backoffice/caregivers/:docRef',
    describedAs('Delete a caregiver never proposed (otherwise 409: deactivate instead)', {
      params,
      response: noContentResponse,
    }),
    async (request, reply) => answerNoContent(reply, removeCaregiver(ctx, request.params.docRef)),
  );

  for (const slot of ['photo', 'cv'] as const) {
    fileRoutes(app, {
      url: `/v1/backoffice/caregivers/:docRef/${slot}`,
      params,
      response: caregiverSchema,
      what: `the caregiver's ${slot === 'photo' ? 'photo' : 'CV'}`,
      policy: uploadPolicies[slot],
      upload: ({ docRef }, data) => uploadCaregiverFile(ctx, docRef, slot, data),
      remove: ({ docRef }) => removeCaregiverFile(ctx, docRef, slot),
    });
  }
};
