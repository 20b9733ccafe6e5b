import { backofficeCandidateSchema } from '@equilibrio/contract/backoffice';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** PATCH /v1/backoffice/requests/{id}/candidates/{docRef}: 'Perché te lo proponiamo'. */
export const setCandidateReason = (input: {
  requestId: number;
  docRef: string;
  reason: string | null;
}) =>
  apiRequest(`/v1/backoffice/requests/${input.requestId}/candidates/${input.docRef}`, {
    method: 'PATCH',
    body: { reason: input.reason },
    schema: backofficeCandidateSchema,
  });

export const useSetCandidateReason = () => useRequestMutation(setCandidateReason);
