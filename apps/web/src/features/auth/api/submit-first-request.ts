import { type FirstRequest, firstRequestResultSchema } from '@equilibrio/contract/requests';
import { apiRequest } from '@/lib/api-client';

/** POST /v2/requests/first-request (spec §7): the sign-up page's request, as the signed-in visitor. */
export const submitFirstRequest = (body: FirstRequest) =>
  apiRequest('/v2/requests/first-request', {
    method: 'POST',
    body,
    schema: firstRequestResultSchema,
  });
