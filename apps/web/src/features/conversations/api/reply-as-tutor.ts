import { threadSchema } from '@equilibrio/contract/conversations';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useMutation } from '@/lib/single-flight-mutation';
import { tutorThreadsRoot } from '@/resources/conversation-keys';
import { type TutorThreadTarget, tutorThreadPath } from './get-tutor-thread';
import { messageForm, type OutgoingMessage } from './message-form';

/**
 * A tutor's reply: the message, and whether it handles the family's open messages of the
 * conversation (`handled`; a holding reply leaves them to handle).
 */
export type TutorReply = OutgoingMessage & { handled: boolean };

/** POST /v1/backoffice/…/messages (or …/thread): a tutor's reply, named after the tutor. */
export const replyAsTutor = (target: TutorThreadTarget, { handled, ...message }: TutorReply) => {
  const body = messageForm(message);
  body.append('handled', String(handled));
  return apiRequest(tutorThreadPath(target), { method: 'POST', body, schema: threadSchema });
};

export function useReplyAsTutor(target: TutorThreadTarget, onReplied?: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reply: TutorReply) => replyAsTutor(target, reply),
    onSuccess: async () => {
      // Another view (the workspace, the inbox) may show the same thread.
      await queryClient.invalidateQueries({ queryKey: tutorThreadsRoot });
      await onReplied?.();
    },
  });
}
