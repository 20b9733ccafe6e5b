import { requestStatusResultSchema } from '@equilibrio/contract/workflow';
import { apiRequest } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { requestMessages } from '../messages';
import { requestsKey } from './get-requests';

/** POST /v1/requests/confirm-quotation?requestID={id} with an empty body (spec §7). */
export const confirmQuotation = (requestId: number) =>
  apiRequest('/v1/requests/confirm-quotation', {
    method: 'POST',
    query: { requestID: requestId },
    schema: requestStatusResultSchema,
  });

// The request's status changed: lists, Home and this request read it again.
export const useConfirmQuotation = (uid: string) =>
  useRefreshingMutation(confirmQuotation, requestsKey(uid), {
    meta: { errorToast: requestMessages.quoteAcceptError },
  });
