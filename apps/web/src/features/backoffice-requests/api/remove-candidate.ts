import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** DELETE /v1/backoffice/requests/{id}/candidates/{docRef} */
export const removeCandidate = (input: { requestId: number; docRef: string }) =>
  apiRequest(
    `/v1/backoffice/requests/${input.requestId}/candidates/${encodeURIComponent(input.docRef)}`,
    { method: 'DELETE' },
  );

export const useRemoveCandidate = () => useRequestMutation(removeCandidate);
