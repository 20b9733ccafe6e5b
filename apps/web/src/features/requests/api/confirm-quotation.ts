import { requestStatusResultSchema } from '@equilibrio/contract/workflow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { requestMessages } from '../messages';
import { requestsKey } from './get-requests';

/** POST /v1/requests/confirm-quotation?requestID={id} with an empty body (spec §7). */
export const confirmQuotation = (requestId: number) =>
  apiRequest('/v1/requests/confirm-quotation', {
    method: 'POST',
    query: { requestID: requestId },
    schema: requestStatusResultSchema,
  });

export const useConfirmQuotation = (uid: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmQuotation,
    meta: { errorToast: requestMessages.quoteAcceptError },
    // The request's status changed: lists, Home and this request read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: requestsKey(uid) }),
  });
};
