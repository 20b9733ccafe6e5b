import { threadSchema } from '@equilibrio/contract/conversations';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { type TutorThreadTarget, tutorThreadPath, tutorThreadsRoot } from './get-tutor-thread';
import { messageForm, type OutgoingMessage } from './message-form';

/** POST /v1/backoffice/…/messages (or …/thread): a tutor's reply, named after the tutor. */
export const replyAsTutor = (target: TutorThreadTarget, message: OutgoingMessage) =>
  apiRequest(tutorThreadPath(target), {
    method: 'POST',
    body: messageForm(message),
    schema: threadSchema,
  });

export function useReplyAsTutor(target: TutorThreadTarget, onReplied?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: OutgoingMessage) => replyAsTutor(target, message),
    onSuccess: async () => {
      // Another view (the workspace, the inbox) may show the same thread.
      await queryClient.invalidateQueries({ queryKey: tutorThreadsRoot });
      await onReplied?.();
    },
  });
}
