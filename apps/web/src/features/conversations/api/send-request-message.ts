import { threadSchema } from '@equilibrio/contract/conversations';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { requestThreadQueryOptions } from '@/resources/conversations';
import { messageForm, type OutgoingMessage } from './message-form';

/** POST /v2/requests/{id}/messages: the family writes in the request's conversation. */
export const sendRequestMessage = ({
  requestId,
  ...message
}: OutgoingMessage & { requestId: number }) =>
  apiRequest(`/v2/requests/${requestId}/messages`, {
    method: 'POST',
    body: messageForm(message),
    schema: threadSchema,
  });

export function useSendRequestMessage(requestId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: OutgoingMessage) => sendRequestMessage({ requestId, ...message }),
    onSuccess: (thread) =>
      queryClient.setQueryData(requestThreadQueryOptions(requestId).queryKey, thread),
  });
}
