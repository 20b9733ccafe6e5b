import type { RoundInput } from '@equilibrio/contract/backoffice';
import { serviceRoundSchema } from '@equilibrio/contract/workflow';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** POST /v1/backoffice/requests/{id}/rounds: a service round (event register). */
export const addRound = ({ requestId, ...body }: RoundInput & { requestId: number }) =>
  apiRequest(`/v1/backoffice/requests/${requestId}/rounds`, {
    method: 'POST',
    body,
    schema: serviceRoundSchema,
  });

export const useAddRound = () => useRequestMutation(addRound);
