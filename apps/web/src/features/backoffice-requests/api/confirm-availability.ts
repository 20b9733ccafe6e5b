import { backofficeCandidateSchema } from '@equilibrio/contract/backoffice';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/**
 * POST /v1/backoffice/requests/{id}/candidates/{docRef}/availability: 'Conferma disponibilità' —
 * a candidate another family chose meanwhile can follow this family too; it may choose them again.
 */
export const confirmAvailability = (input: { requestId: number; docRef: string }) =>
  apiRequest(
    `/v1/backoffice/requests/${input.requestId}/candidates/${encodeURIComponent(input.docRef)}/availability`,
    { method: 'POST', schema: backofficeCandidateSchema },
  );

export const useConfirmAvailability = () => useRequestMutation(confirmAvailability);
