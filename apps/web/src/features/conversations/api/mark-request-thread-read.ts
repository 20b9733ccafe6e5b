import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { conversationsQueryKey } from '@/resources/conversations';

/**
 * POST /v2/requests/{id}/messages/read: the family has seen the tutors' replies. `keepalive`: a
 * family who reads the reply and leaves at once (Home, a reload, the tab closed) has read it all
 * the same — Home no longer says there is something new.
 */
export const markRequestThreadRead = (requestId: number) =>
  apiRequest(`/v2/requests/${requestId}/messages/read`, { method: 'POST', keepalive: true });

export function useMarkRequestThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRequestThreadRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: conversationsQueryKey }),
  });
}
