import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { requestMessages } from '../messages';
import { getRequestQueryOptions } from './get-request';

/** The `requestId` of the route as a positive integer, or null when it is not one. */
export function useRouteRequestId() {
  const { requestId } = useParams();
  const id = Number(requestId);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * The request a request page shows (GET /v2/requests/{id}). `notFound` when the address holds no
 * valid id, or the API answers 404 (unknown, or another customer's: the API never says which).
 */
export function useRouteRequest() {
  const { uid } = useCurrentUser();
  const id = useRouteRequestId();
  const query = useQuery({
    ...getRequestQueryOptions(uid, id ?? 0),
    enabled: id !== null,
    // A 4xx will not change on a second try.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 1,
  });
  const notFound =
    id === null ||
    (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403));
  return {
    id,
    request: query.data,
    isPending: id !== null && query.isPending,
    notFound,
    loadError: query.isError && !notFound ? requestMessages.requestLoadError : null,
    error: query.error,
    retry: query.refetch,
  };
}
