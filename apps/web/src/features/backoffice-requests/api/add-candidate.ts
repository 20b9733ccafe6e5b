import { backofficeCandidateSchema } from '@equilibrio/contract/backoffice';
import type { AddCandidate } from '@equilibrio/contract/backoffice-moves';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/**
 * POST /v1/backoffice/requests/{id}/candidates: hidden from the customer until published. A
 * caregiver held on another open request is refused (409) unless `confirmBusy`.
 */
export const addCandidate = ({ requestId, ...body }: AddCandidate & { requestId: number }) =>
  apiRequest(`/v1/backoffice/requests/${requestId}/candidates`, {
    method: 'POST',
    body,
    schema: backofficeCandidateSchema,
  });

export const useAddCandidate = () => useRequestMutation(addCandidate);

/** The question to ask when the API refused a caregiver held elsewhere, else null. */
export const busyQuestion = (error: unknown) =>
  error instanceof ApiError && error.status === 409 ? (error.fields?.confirmBusy ?? null) : null;
