import type { SendQuote } from '@equilibrio/contract/backoffice';
import { requestStatusResultSchema } from '@equilibrio/contract/workflow';
import { apiRequest } from '@/lib/api-client';
import { useRequestMutation } from './use-request-mutation';

/**
 * POST (send: → INVIATO PREVENTIVO) or PUT (correct the quote sent, until the family accepts it)
 * /v1/backoffice/requests/{id}/quote. The customer is emailed either way.
 */
export const sendQuote = ({
  requestId,
  correction,
  ...body
}: SendQuote & { requestId: number; correction: boolean }) =>
  apiRequest(`/v1/backoffice/requests/${requestId}/quote`, {
    method: correction ? 'PUT' : 'POST',
    body,
    schema: requestStatusResultSchema,
  });

export const useSendQuote = () => useRequestMutation(sendQuote);
