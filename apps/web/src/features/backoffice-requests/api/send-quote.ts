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
}: SendQuote & {
  requestId: number;
  /** A correction names the version it started from (another tutor's meanwhile is refused). */
  correction: { quoteSentAt: string | null } | null;
}) =>
  apiRequest(`/v1/backoffice/requests/${requestId}/quote`, {
    method: correction ? 'PUT' : 'POST',
    ...(correction?.quoteSentAt ? { query: { quoteSentAt: correction.quoteSentAt } } : {}),
    body,
    schema: requestStatusResultSchema,
  });

export const useSendQuote = () => useRequestMutation(sendQuote);
