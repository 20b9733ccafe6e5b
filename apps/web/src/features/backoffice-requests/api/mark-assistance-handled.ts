import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { assistanceQueriesRoot } from './get-assistance';
import { requestQueriesRoot } from './keys';

/** POST /v1/backoffice/assistance/{id}/handled */
export const markAssistanceHandled = (messageId: number) =>
  apiRequest(`/v1/backoffice/assistance/${messageId}/handled`, { method: 'POST' });

/** POST /v1/backoffice/assistance/{id}/reopen: 'Riapri', back among the messages to handle. */
export const reopenAssistance = (messageId: number) =>
  apiRequest(`/v1/backoffice/assistance/${messageId}/reopen`, { method: 'POST' });

/**
 * POST /v1/backoffice/requests/{id}/messages/handled: the family's messages awaiting an answer in
 * the request's conversation, handled at once (one transaction) up to the newest the tutor's page
 * shows; the segnalazioni stay open.
 */
export const markConversationHandled = ({
  requestId,
  upToId,
}: {
  requestId: number;
  upToId: number;
}) =>
  apiRequest(`/v1/backoffice/requests/${requestId}/messages/handled`, {
    method: 'POST',
    body: { upToId },
  });

/** The inbox and the requests' counts of open messages follow any of these changes. */
function useAssistanceChange<Input>(mutationFn: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assistanceQueriesRoot }),
        queryClient.invalidateQueries({ queryKey: requestQueriesRoot }),
      ]),
  });
}

export const useMarkAssistanceHandled = () => useAssistanceChange(markAssistanceHandled);
export const useReopenAssistance = () => useAssistanceChange(reopenAssistance);
export const useMarkConversationHandled = () => useAssistanceChange(markConversationHandled);
