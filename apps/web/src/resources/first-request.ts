import { type FirstRequest, firstRequestResultSchema } from '@equilibrio/contract/requests';
import { apiRequest } from '@/lib/api-client';

/**
 * POST /v2/requests/first-request (spec §7): the first request, sent by the sign-up page (as the
 * visitor's anonymous session) and by a signed-in customer's 'Prima richiesta'.
 */
export const sendFirstRequest = (body: FirstRequest) =>
  apiRequest('/v2/requests/first-request', {
    method: 'POST',
    body,
    schema: firstRequestResultSchema,
  });
