import {
  caregiverInputSchema,
  caregiverListQuerySchema,
  caregiverPageSchema,
  caregiverSchema,
  docRefSchema,
} from '@equilibrio/contract/caregivers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { readUploadedFile } from '../../plugins/uploads';
import { removeCaregiverFile, uploadCaregiverFile } from '../caregivers/caregiver-files.service';
import {
  createCaregiver,
  getCaregiver,
  listCaregivers,
  removeCaregiver,
  replaceCaregiver,
} from '../caregivers/caregivers.service';
import { uploadPolicies } from '../storage/file-kinds';

import { security, tags } from './backoffice-route-kit';

/** The caregiver directory: records, photos and CVs. */
export const backofficeCaregiverRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  // ── Caregivers ────────────────────────────────────────────────────────────────────────────
  app.get(
    '/v1/backoffice/caregivers',
    {
      schema: {
        tags,
        summary: 'The caregiver directory',
        security,
        querystring: caregiverListQuerySchema,
        response: { 200: caregiverPageSchema },
      },
    },
    async (request) => listCaregivers(ctx, request.query),
  );

  app.get(
    '/v1/backoffice/caregivers/:docRef',
    {
      schema: {
        tags,
        summary: 'A caregiver',
        security,
        params: z.object({ docRef: docRefSchema }),
        response: { 200: caregiverSchema },
      },
    },
    async (request) => getCaregiver(ctx, request.params.docRef),
  );

  app.post(
    '/v1/backoffice/caregivers',
    {
      schema: {
        tags,
        summary: 'Add a caregiver',
        security,
        body: caregiverInputSchema,
        response: { 201: caregiverSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createCaregiver(ctx, request.body)),
  );

  app.put(
    '/v1/backoffice/caregivers/:docRef',
    {
      schema: {
        tags,
        summary: 'Update a caregiver',
        security,
        params: z.object({ docRef: docRefSchema }),
        body: caregiverInputSchema,
        response: { 200: caregiverSchema },
      },
    },
    async (request) => replaceCaregiver(ctx, request.params.docRef, request.body),
  );

  app.delete(
    '/v1/backoffice/caregivers/:docRef',
    {
      schema: {
        tags,
        summary: 'Delete a caregiver never proposed (otherwise 409: deactivate instead)',
        security,
        params: z.object({ docRef: docRefSchema }),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeCaregiver(ctx, request.params.docRef);
      return reply.code(204).send(null);
    },
  );

  for (const slot of ['photo', 'cv'] as const) {
    const what = slot === 'photo' ? 'photo (JPEG, PNG or WebP, ≤ 2 MB)' : 'CV (PDF, ≤ 5 MB)';
    app.put(
      `/v1/backoffice/caregivers/:docRef/${slot}`,
      {
        schema: {
          tags,
          summary: `Upload the caregiver's ${what}: multipart/form-data, field "file"`,
          security,
          consumes: ['multipart/form-data'],
          params: z.object({ docRef: docRefSchema }),
          response: { 200: caregiverSchema },
        },
      },
      async (request) => {
        const file = await readUploadedFile(request, uploadPolicies[slot]);
        return uploadCaregiverFile(ctx, request.params.docRef, slot, file.data);
      },
    );

    app.delete(
      `/v1/backoffice/caregivers/:docRef/${slot}`,
      {
        schema: {
          tags,
          summary: `Remove the caregiver's ${slot === 'photo' ? 'photo' : 'CV'}`,
          security,
          params: z.object({ docRef: docRefSchema }),
          response: { 200: caregiverSchema },
        },
      },
      async (request) => removeCaregiverFile(ctx, request.params.docRef, slot),
    );
  }
};
