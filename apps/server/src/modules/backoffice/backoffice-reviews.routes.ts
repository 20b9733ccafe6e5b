import { docRefSchema } from '@equilibrio/contract/caregivers';
import {
  caregiverReviewsSchema,
  hideReviewSchema,
  moderationReviewSchema,
  reviewListQuerySchema,
  reviewPageSchema,
} from '@equilibrio/contract/reviews';
import { idParam } from '@equilibrio/contract/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import {
  getCaregiverReviews,
  hideReview,
  listReviewsToModerate,
  publishReview,
} from '../reviews/reviews.service';
import { describedAs, tutorUid } from './backoffice-route-kit';

const params = z.object({ reviewId: idParam });

/** The families' reviews of caregivers: the moderation inbox and a caregiver's reviews. */
export const backofficeReviewRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.get(
    '/v1/backoffice/reviews',
    describedAs('Reviews to moderate: pending first (oldest wait first), then the newest', {
      querystring: reviewListQuerySchema,
      response: { 200: reviewPageSchema },
    }),
    async (request) => listReviewsToModerate(ctx, request.query),
  );

  app.post(
    '/v1/backoffice/reviews/:reviewId/publish',
    describedAs('Publish a review on the caregiver’s profile', {
      params,
      response: { 200: moderationReviewSchema },
    }),
    async (request) => publishReview(ctx, tutorUid(request), request.params.reviewId),
  );

  app.post(
    '/v1/backoffice/reviews/:reviewId/hide',
    describedAs('Keep a review from the profile, with a reason the family reads', {
      params,
      body: hideReviewSchema,
      response: { 200: moderationReviewSchema },
    }),
    async (request) => hideReview(ctx, tutorUid(request), request.params.reviewId, request.body),
  );

  app.get(
    '/v1/backoffice/caregivers/:docRef/reviews',
    describedAs(
      'Every review of a caregiver, newest first, and the average of the published ones',
      {
        params: z.object({ docRef: docRefSchema }),
        response: { 200: caregiverReviewsSchema },
      },
    ),
    async (request) => getCaregiverReviews(ctx, request.params.docRef),
  );
};
