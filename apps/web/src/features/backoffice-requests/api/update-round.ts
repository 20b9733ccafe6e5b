import type { RoundUpdate } from '@equilibrio/contract/backoffice';
import { serviceRoundSchema } from '@equilibrio/contract/workflow';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** PATCH /v1/backoffice/rounds/{id}: end date, hours, payment status. */
export const updateRound = ({ roundId, ...body }: RoundUpdate & { roundId: number }) =>
  apiRequest(`/v1/backoffice/rounds/${roundId}`, {
    method: 'PATCH',
    body,
    schema: serviceRoundSchema,
  });

export const useUpdateRound = () => useRequestMutation(updateRound);
