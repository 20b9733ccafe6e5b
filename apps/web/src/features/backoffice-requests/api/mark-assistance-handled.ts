import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { assistanceQueriesRoot } from './get-assistance';
import { requestQueriesRoot } from './keys';

/** POST /v1/backoffice/assistance/{id}/handled */
export const markAssistanceHandled = (messageId: number) =>
  apiRequest(`/v1/backoffice/assistance/${messageId}/handled`, { method: 'POST' });

export function useMarkAssistanceHandled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAssistanceHandled,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assistanceQueriesRoot }),
        queryClient.invalidateQueries({ queryKey: requestQueriesRoot }),
      ]),
  });
}
