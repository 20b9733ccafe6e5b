import type { CancelInterview } from '@equilibrio/contract/backoffice';
import { requestStatusResultSchema } from '@equilibrio/contract/workflow';
import { requestAction } from './use-request-mutation';

/**
 * POST /v1/backoffice/requests/{id}/interview/cancel: the booked interview called off before it
 * starts, with the reason (the caregiver released, or kept when the family asked).
 */
export const { useSend: useCancelInterview } = requestAction<
  CancelInterview,
  typeof requestStatusResultSchema
>('interview/cancel', requestStatusResultSchema);
