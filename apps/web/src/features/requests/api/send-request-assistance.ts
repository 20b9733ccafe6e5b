import { type AssistanceInput, assistanceMessageSchema } from '@equilibrio/contract/workflow';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { conversationsQueryKey } from '@/resources/conversations';
import { requestMessages } from '../messages';

/**
 * POST /v2/requests/{id}/assistance `{ message, type }` (spec §7): GENERIC for help with the
 * request, SUBSTITUTION to replace the caregiver in service.
 */
export const sendRequestAssistance = ({
  requestId,
  ...body
}: AssistanceInput & { requestId: number }) =>
  apiRequest(`/v2/requests/${requestId}/assistance`, {
    method: 'POST',
    body,
    schema: assistanceMessageSchema,
  });

/** The message starts or continues the request's conversation, which is read again. */
export function useSendRequestAssistance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRequestAssistance,
    meta: { errorToast: requestMessages.assistanceError },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
