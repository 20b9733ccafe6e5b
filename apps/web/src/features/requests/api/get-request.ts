import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { requestsKey } from './get-requests';
import { clientRequestWithDependantsSchema } from './request-schemas';

/** GET /v2/requests/{id}: the request and its assistiti. */
export const getRequest = (id: number, signal?: AbortSignal) =>
  apiRequest(`/v2/requests/${id}`, { schema: clientRequestWithDependantsSchema, signal });

export const getRequestQueryOptions = (uid: string, id: number) =>
  queryOptions({
    queryKey: [...requestsKey(uid), 'detail', id],
    queryFn: ({ signal }) => getRequest(id, signal),
  });
