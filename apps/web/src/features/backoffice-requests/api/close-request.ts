import type { CloseRequest } from '@equilibrio/contract/backoffice';
import { requestStatusResultSchema } from '@equilibrio/contract/workflow';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** POST /v1/backoffice/requests/{id}/close: NON PIU' INTERESSATO or NON RISPONDE, with a note. */
export const closeRequest = ({ requestId, ...body }: CloseRequest & { requestId: number }) =>
  apiRequest(`/v1/backoffice/requests/${requestId}/close`, {
    method: 'POST',
    body,
    schema: requestStatusResultSchema,
  });

export const useCloseRequest = () => useRequestMutation(closeRequest);
