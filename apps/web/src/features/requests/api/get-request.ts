import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { requestsKey } from './get-requests';
import { clientRequestSchema } from './request-schemas';

/** GET /v2/requests/{id} */
export const getRequest = (id: number, signal?: AbortSignal) =>
  apiRequest(`/v2/requests/${id}`, { schema: clientRequestSchema, signal });

export const getRequestQueryOptions = (uid: string, id: number) =>
  queryOptions({
    queryKey: [...requestsKey(uid), 'detail', id],
    queryFn: ({ signal }) => getRequest(id, signal),
  });
