import { applicationReceiptSchema } from '@equilibrio/contract/caregiver-applications';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../plugins/errors';
import { readMultipartParts } from '../../plugins/uploads';
import { uploadPolicies } from '../storage/file-kinds';
import { submitApplication, takeAddressPlace } from './apply.service';

/**
 * POST /v1/caregiver-applications: 'Lavora con noi' (public, no token). multipart/form-data: the
 * JSON field `application` and the files `photo` (JPEG/PNG ≤ 2 MB) and `cv` (PDF ≤ 5 MB). An
 * applicant reaches nothing else: what happens next is the tutors' (back office).
 */
export const applicationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  await app.register(multipart, { limits: { files: 2, fields: 1, parts: 3 } });
  app.post(
    '/v1/caregiver-applications',
    {
      schema: {
        tags: ['applications'],
        summary:
          'A caregiver applies (\'Lavora con noi\'): multipart/form-data, JSON field "application", files "photo" and "cv"',
        consumes: ['multipart/form-data'],
        response: {
          201: applicationReceiptSchema,
          ...errorResponses(400, 409, 413, 415, 429, 503),
        },
      },
    },
    async (request, reply) => {
      await takeAddressPlace(ctx, request.ip);
      const form = await readMultipartParts(
        request,
        { photo: uploadPolicies.applicantPhoto, cv: uploadPolicies.cv },
        ['application'],
      );
      const receipt = await submitApplication(ctx, form);
      return reply.code(201).send(receipt);
    },
  );
};
