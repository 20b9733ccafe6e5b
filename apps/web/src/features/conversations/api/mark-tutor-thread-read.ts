import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { tutorThreadsRoot } from '@/resources/conversation-keys';
import { type TutorThreadTarget, tutorThreadPath } from './get-tutor-thread';

/**
 * POST …/read: a tutor has opened the conversation, the family's messages are read (`keepalive`:
 * even when they move on at once, as `markRequestThreadRead`).
 */
export const markTutorThreadRead = (target: TutorThreadTarget) =>
  apiRequest(`${tutorThreadPath(target)}/read`, { method: 'POST', keepalive: true });

export function useMarkTutorThreadRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markTutorThreadRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tutorThreadsRoot }),
  });
}
