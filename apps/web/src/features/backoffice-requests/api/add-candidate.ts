import { backofficeCandidateSchema } from '@equilibrio/contract/backoffice';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** POST /v1/backoffice/requests/{id}/candidates: hidden from the customer until published. */
export const addCandidate = (input: { requestId: number; docRef: string }) =>
  apiRequest(`/v1/backoffice/requests/${input.requestId}/candidates`, {
    method: 'POST',
    body: { docRef: input.docRef },
    schema: backofficeCandidateSchema,
  });

export const useAddCandidate = () => useRequestMutation(addCandidate);
