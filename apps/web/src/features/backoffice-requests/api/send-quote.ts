import type { SendQuote } from '@equilibrio/contract/backoffice';
import { requestStatusResultSchema } from '@equilibrio/contract/workflow';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/** POST /v1/backoffice/requests/{id}/quote: → INVIATO PREVENTIVO, the customer is emailed. */
export const sendQuote = ({ requestId, ...body }: SendQuote & { requestId: number }) =>
  apiRequest(`/v1/backoffice/requests/${requestId}/quote`, {
    method: 'POST',
    body,
    schema: requestStatusResultSchema,
  });

export const useSendQuote = () => useRequestMutation(sendQuote);
