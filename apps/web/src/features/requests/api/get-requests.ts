import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { clientRequestPageSchema } from './request-schemas';

export type RequestListParams = {
  page?: number;
  pageSize?: number;
  /** Home asks for active requests only; sent only when set (spec §7). */
  active?: boolean;
  /** Server statuses to keep (the list's filter). */
  statuses?: readonly string[];
};

/**
 * The home's list: the customer's active requests (also drawn by the server), as many as the API
 * answers in one page: 'Da fare' must not miss one waiting for the family, as it did with the
 * list's 10 (a family with 13 active requests never saw the quote waiting on the 11th).
 */
export const homeRequestParams: RequestListParams = { active: true, page: 0, pageSize: 50 };

import { requestsKey } from './keys';

// The key lives apart from the schemas, so the app shell's live updates import no zod.
export { requestsKey };

/** GET /v2/requests/{uid}/requests?page=&pageSize=&active=&status= */
export async function getRequests(uid: string, params: RequestListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(params.page ?? 0),
    pageSize: String(params.pageSize ?? 10),
  });
  if (params.active !== undefined) query.set('active', String(params.active));
  for (const status of params.statuses ?? []) query.append('status', status);
  return apiRequest(`/v2/requests/${encodeURIComponent(uid)}/requests?${query}`, {
    schema: clientRequestPageSchema,
    signal,
  });
}

export const getRequestsQueryOptions = (uid: string, params: RequestListParams = {}) =>
  queryOptions({
    queryKey: [...requestsKey(uid), 'list', params],
    queryFn: ({ signal }) => getRequests(uid, params, signal),
  });
