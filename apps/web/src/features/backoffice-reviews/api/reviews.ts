import {
  caregiverReviewsSchema,
  moderationReviewSchema,
  type ReviewListQuery,
  reviewPageSchema,
} from '@equilibrio/contract/reviews';
import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MENU_COUNTER_REFRESH_MS } from '@/lib/menu-counter';
import { useMutation } from '@/lib/single-flight-mutation';

/** Every back-office reviews query: the inbox pages and the caregivers' reviews. */
export const reviewQueriesRoot = ['backoffice', 'reviews'] as const;

/** GET /v1/backoffice/reviews: pending first (oldest wait first), then the newest. */
const reviewPageQueryOptions = (query: ReviewListQuery) =>
  queryOptions({
    queryKey: [...reviewQueriesRoot, 'page', query],
    queryFn: ({ signal }) =>
      apiRequest('/v1/backoffice/reviews', { query, schema: reviewPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useReviewPage = (query: ReviewListQuery) => useQuery(reviewPageQueryOptions(query));

/**
 * How many reviews wait to be published or not: the menu's counter, refreshed every minute and
 * with every moderation (one of the inbox's queries).
 */
export const usePendingReviewsCount = () =>
  useQuery({
    ...reviewPageQueryOptions({ page: 0, pageSize: 1 }),
    refetchInterval: MENU_COUNTER_REFRESH_MS,
    select: ({ counts }) => counts.PENDING,
  });

/** GET /v1/backoffice/caregivers/{docRef}/reviews: every review of the caregiver, its average. */
export const useCaregiverReviews = (docRef: string) =>
  useQuery(
    queryOptions({
      queryKey: [...reviewQueriesRoot, 'caregiver', docRef],
      queryFn: ({ signal }) =>
        apiRequest(`/v1/backoffice/caregivers/${encodeURIComponent(docRef)}/reviews`, {
          schema: caregiverReviewsSchema,
          signal,
        }),
    }),
  );

/** POST …/reviews/{id}/publish, or …/hide with the reason the family reads. */
export function useModerateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: number; reason?: string }) =>
      reason === undefined
        ? apiRequest(`/v1/backoffice/reviews/${id}/publish`, {
            method: 'POST',
            schema: moderationReviewSchema,
          })
        : apiRequest(`/v1/backoffice/reviews/${id}/hide`, {
            method: 'POST',
            body: { reason },
            schema: moderationReviewSchema,
          }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reviewQueriesRoot }),
    meta: { errorToast: 'Non siamo riusciti a salvare la scelta. Riprova.' },
  });
}
