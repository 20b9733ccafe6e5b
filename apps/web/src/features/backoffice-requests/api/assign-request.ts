import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** PUT /v1/backoffice/requests/{id}/assignee: a tutor, or null for nobody. */
export const assignRequest = (input: { requestId: number; tutorUid: string | null }) =>
  apiRequest(`/v1/backoffice/requests/${input.requestId}/assignee`, {
    method: 'PUT',
    body: { tutorUid: input.tutorUid },
  });

export const useAssignRequest = () => useRequestMutation(assignRequest);
