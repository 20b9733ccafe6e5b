import { type AssistanceBody, assistanceMessageSchema } from '@equilibrio/contract/workflow';
import { useQueryClient } from '@tanstack/react-query';
import { refusalOr } from '@/components/form/use-form-failure';
import { ApiError, apiRequest } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/current-user';
import { useMutation } from '@/lib/single-flight-mutation';
import { conversationsQueryKey } from '@/resources/conversations';
import { requestMessages } from '../messages';
import { getRequestQueryOptions } from './get-request';
import { requestsKey } from './keys';

/**
 * POST /v2/requests/{id}/assistance `{ message, type, urgent }` (spec §7): GENERIC for help with
 * the request, SUBSTITUTION to replace the caregiver in service, OTHER_PROFILES (ours) for other
 * profiles than those proposed; `urgent` (ours): the tutors are alerted at once.
 */
export const sendRequestAssistance = ({
  requestId,
  ...body
}: AssistanceBody & { requestId: number }) =>
  apiRequest(`/v2/requests/${requestId}/assistance`, {
    method: 'POST',
    body,
    schema: assistanceMessageSchema,
  });

/**
 * The message starts or continues the request's conversation, which is read again. Refused as
 * already asked or out of its time (409), the toast says the server's why, and the request is
 * read again: the page shows where it stands.
 */
export function useSendRequestAssistance() {
  const queryClient = useQueryClient();
  const { uid } = useCurrentUser();
  return useMutation({
    mutationFn: sendRequestAssistance,
    meta: {
      errorToast: (error: unknown) => refusalOr(error, requestMessages.assistanceError),
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
        // The request, its caregivers and its row on the list and Home: a substitution asked
        // shows on all of them ('Sostituzione richiesta il …').
        queryClient.invalidateQueries({ queryKey: requestsKey(uid) }),
      ]),
    onError: (error, { requestId }) => {
      if (error instanceof ApiError && error.status === 409)
        void queryClient.invalidateQueries({
          queryKey: getRequestQueryOptions(uid, requestId).queryKey,
        });
    },
  });
}
