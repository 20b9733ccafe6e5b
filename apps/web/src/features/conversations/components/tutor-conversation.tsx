import { Group, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { toast } from '@/components/toast';
import { type TutorThreadTarget, useTutorThread } from '../api/get-tutor-thread';
import { useMarkTutorThreadRead } from '../api/mark-tutor-thread-read';
import { useReplyAsTutor } from '../api/reply-as-tutor';
import { conversationMessages as texts } from '../messages';
import { MessageComposer } from './message-composer';
import { ThreadMessages, UnreadBadge } from './message-list';

/**
 * A conversation as a tutor works it (the request workspace, the assistance inbox): the
 * messages, the reply with an optional file (it handles the family's open messages). Opening it
 * reads the family's messages. `onReplied`: what the page refreshes after a reply (counters);
 * `onDirtyChange`: whether a reply is written and not sent (the page asks before hiding it).
 */
export function TutorConversation({
  target,
  onReplied,
  onDirtyChange,
}: {
  target: TutorThreadTarget;
  onReplied?: () => unknown;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  const thread = useTutorThread(target);
  const reply = useReplyAsTutor(target, onReplied);
  const { mutate: read } = useMarkTutorThreadRead();
  const unread = thread.data?.unread ?? 0;
  const key = JSON.stringify(target);

  useEffect(() => {
    if (unread > 0) read(JSON.parse(key) as TutorThreadTarget);
  }, [unread, key, read]);

  return (
    <Stack gap="sm">
      {unread > 0 ? (
        <Group>
          <UnreadBadge count={unread} />
        </Group>
      ) : null}
      <ThreadMessages thread={thread} reader="tutor" empty={texts.tutorEmpty} />
      <MessageComposer
        placeholder={texts.tutorPlaceholder}
        submitLabel={texts.reply}
        onDirtyChange={onDirtyChange}
        onSend={async (message) => {
          await reply.mutateAsync(message);
          toast.success(texts.replySent);
        }}
      />
    </Stack>
  );
}
