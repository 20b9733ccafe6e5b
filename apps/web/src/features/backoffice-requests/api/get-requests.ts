import {
  type BackofficeRequestListQuery,
  backofficeRequestPageSchema,
} from '@equilibrio/contract/backoffice';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { requestQueriesRoot } from './keys';

export type RequestListFilters = Partial<BackofficeRequestListQuery>;

/** GET /v1/backoffice/requests: one page, newest first. */
export const getRequests = (filters: RequestListFilters, signal?: AbortSignal) =>
  apiRequest('/v1/backoffice/requests', {
    query: filters,
    schema: backofficeRequestPageSchema,
    signal,
  });

export const requestsQueryOptions = (filters: RequestListFilters) =>
  queryOptions({
    queryKey: [...requestQueriesRoot, 'list', filters],
    queryFn: ({ signal }) => getRequests(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useRequests = (filters: RequestListFilters) => useQuery(requestsQueryOptions(filters));
