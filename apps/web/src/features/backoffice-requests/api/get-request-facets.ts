import {
  type BackofficeRequestFacetsQuery,
  backofficeRequestFacetsSchema,
} from '@equilibrio/contract/backoffice';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { MENU_COUNTER_REFRESH_MS } from '@/lib/menu-counter';
import { requestQueriesRoot } from './keys';

/** GET /v1/backoffice/requests/facets: counts per status for the other filters. */
export const getRequestFacets = (filters: Partial<BackofficeRequestFacetsQuery>) =>
  apiRequest('/v1/backoffice/requests/facets', {
    query: filters,
    schema: backofficeRequestFacetsSchema,
  });

export const requestFacetsQueryOptions = (filters: Partial<BackofficeRequestFacetsQuery>) =>
  queryOptions({
    queryKey: [...requestQueriesRoot, 'facets', filters],
    queryFn: () => getRequestFacets(filters),
    placeholderData: keepPreviousData,
  });

export const useRequestFacets = (filters: Partial<BackofficeRequestFacetsQuery>) =>
  useQuery(requestFacetsQueryOptions(filters));

/**
 * The menu's counter of the inbox: the new requests (NUOVA), whose families wait for the first
 * call within a working day. The inbox's own counts (its facets with no filter), every minute.
 */
export const useNewRequestsCount = () =>
  useQuery({
    ...requestFacetsQueryOptions({}),
    refetchInterval: MENU_COUNTER_REFRESH_MS,
    select: ({ statuses }) => statuses.find(({ status }) => status === 'NUOVA')?.count ?? 0,
  });
