import type { InterviewInput } from '@equilibrio/contract/backoffice';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/**
 * POST (book: PAGATO → COLLOQUIO PRENOTATO) or PUT (move a booked one)
 * /v1/backoffice/requests/{id}/interview. The customer is emailed either way.
 */
export const bookInterview = ({
  requestId,
  reschedule,
  ...body
}: InterviewInput & { requestId: number; reschedule: boolean }) =>
  apiRequest(`/v1/backoffice/requests/${requestId}/interview`, {
    method: reschedule ? 'PUT' : 'POST',
    body,
  });

export const useBookInterview = () => useRequestMutation(bookInterview);
