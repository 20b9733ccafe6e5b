import { docRefSchema } from '@equilibrio/contract/caregivers';
import {
  familyReviewSchema,
  newReviewSchema,
  requestReviewsSchema,
  reviewInputSchema,
} from '@equilibrio/contract/reviews';
import { idParam } from '@equilibrio/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { currentUser } from '../../plugins/auth';
import { errorResponses } from '../../plugins/errors';
import { perAccountLimit } from '../../plugins/rate-limit';
import { changeReview, createReview, getRequestReviews } from './reviews.service';

const security = [{ bearerAuth: [] }];
const tags = ['reviews'];
const requestParams = z.object({ id: idParam });

/** The family's reviews of the caregivers who served on its request (issue 23 item 6). */
export const reviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/v2/requests/:id/reviews',
    {
      schema: {
        tags,
        summary:
          'The caregivers who served on one of my requests, when I may review them, and my reviews',
        security,
        params: requestParams,
        response: { 200: requestReviewsSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => getRequestReviews(ctx, currentUser(request).uid, request.params.id),
  );

  app.post(
    '/v2/requests/:id/reviews',
    {
      schema: {
        tags,
        summary:
          'Review a caregiver of one of my requests (after 30 days of service or its end; once)',
        security,
        params: requestParams,
        body: newReviewSchema,
        response: { 201: familyReviewSchema, ...errorResponses(400, 401, 404, 409) },
      },
      config: perAccountLimit(20, '1 hour', 'reviews'),
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createReview(ctx, currentUser(request).uid, request.params.id, request.body)),
  );

  app.put(
    '/v2/requests/:id/reviews/:docRef',
    {
      schema: {
        tags,
        summary: 'Change my review of a caregiver (a tutor checks it again before it is published)',
        security,
        params: requestParams.extend({ docRef: docRefSchema }),
        body: reviewInputSchema,
        response: { 200: familyReviewSchema, ...errorResponses(400, 401, 404) },
      },
      config: perAccountLimit(20, '1 hour', 'reviews'),
    },
    async (request) =>
      changeReview(
        ctx,
        currentUser(request).uid,
        request.params.id,
        request.params.docRef,
        request.body,
      ),
  );
};
