import { type FirstRequest, firstRequestResultSchema } from '@equilibrio/contract/requests';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { requestsKey } from './get-requests';

/** POST /v2/requests/first-request (spec §7). */
export const createFirstRequest = (body: FirstRequest) =>
  apiRequest('/v2/requests/first-request', {
    method: 'POST',
    body,
    schema: firstRequestResultSchema,
  });

export const useCreateFirstRequest = (uid: string) =>
  useRefreshingMutation(createFirstRequest, requestsKey(uid));
