import {
  familyReviewSchema,
  type NewReview,
  type RequestReviews,
  type ReviewInput,
  requestReviewsSchema,
} from '@equilibrio/contract/reviews';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';

/** GET /v2/requests/{id}/reviews: who served on the request, when they may be reviewed, my reviews. */
export const requestReviewsQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: ['reviews', 'request', requestId],
    queryFn: ({ signal }) =>
      apiRequest(`/v2/requests/${requestId}/reviews`, { schema: requestReviewsSchema, signal }),
  });

/**
 * POST /v2/requests/{id}/reviews (a first review) or PUT …/reviews/{docRef} (a change): the
 * answer replaces the caregiver's review in the request's list.
 */
export function useSaveReview(requestId: number) {
  const queryClient = useQueryClient();
  const key = requestReviewsQueryOptions(requestId).queryKey;
  return useMutation({
    mutationFn: ({ docRef, change, ...input }: NewReview & { change: boolean }) =>
      change
        ? apiRequest(`/v2/requests/${requestId}/reviews/${docRef}`, {
            method: 'PUT',
            body: input satisfies ReviewInput,
            schema: familyReviewSchema,
          })
        : apiRequest(`/v2/requests/${requestId}/reviews`, {
            method: 'POST',
            body: { docRef, ...input },
            schema: familyReviewSchema,
          }),
    onSuccess: (review) =>
      queryClient.setQueryData(key, (current: RequestReviews | undefined) =>
        current
          ? {
              caregivers: current.caregivers.map((caregiver) =>
                caregiver.docRef === review.docRef ? { ...caregiver, review } : caregiver,
              ),
            }
          : current,
      ),
  });
}
