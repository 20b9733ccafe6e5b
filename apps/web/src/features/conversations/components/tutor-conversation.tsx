import { Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { toast } from '@/components/toast';
import { type TutorThreadTarget, useTutorThread } from '../api/get-tutor-thread';
import { useMarkTutorThreadRead } from '../api/mark-tutor-thread-read';
import { useReplyAsTutor } from '../api/reply-as-tutor';
import { conversationMessages as texts } from '../messages';
import { MessageComposer } from './message-composer';
import { ThreadMessages, UnreadBadge } from './message-list';
import { ReplyTemplatesDialog, ReplyTemplatesMenu } from './reply-templates';

/**
 * A conversation as a tutor works it (the request workspace, the assistance inbox): the
 * messages, the reply with an optional file. Opening it reads the family's messages. While the
 * family has messages to handle (`openMessages`, of which `openAsks` segnalazioni), the tutor
 * chooses: 'Rispondi e segna come gestito' (the reply handles them all, segnalazioni too: worded
 * so), or 'Rispondi' alone (a holding reply: they stay to handle); with none, 'Rispondi' ('Invia'
 * while the conversation is empty: the tutor writes first).
 * Ctrl+Enter (⌘+Enter) always sends with the first choice, as the hint under the box says.
 * `onReplied`: what the page refreshes after a reply (counters); `onDirtyChange`: whether a reply
 * is written and not sent (the page asks before hiding it).
 */
export function TutorConversation({
  target,
  openMessages = 0,
  openAsks = 0,
  onReplied,
  onDirtyChange,
  familyFirstName = null,
  focusOnOpen = false,
}: {
  target: TutorThreadTarget;
  /** How many of the family's messages in this conversation are still to handle. */
  openMessages?: number;
  /** How many of those are segnalazioni (asks), not messages: the labels say what closes. */
  openAsks?: number;
  onReplied?: () => unknown;
  onDirtyChange?: (dirty: boolean) => void;
  /** The family's first name, in place of {nome} in a ready reply (null: not known). */
  familyFirstName?: string | null;
  /** Opened by the tutor's 'Rispondi': the box takes the focus (the reply is what comes next). */
  focusOnOpen?: boolean;
}) {
  const thread = useTutorThread(target);
  const reply = useReplyAsTutor(target, onReplied);
  const { mutate: read } = useMarkTutorThreadRead();
  const unread = thread.data?.unread ?? 0;
  const key = JSON.stringify(target);
  const [managing, setManaging] = useState(false);
  // Nothing from the family yet: the tutor writes, and 'Rispondi' would answer nobody.
  const writesFirst =
    thread.data !== undefined &&
    !thread.data.messages.some((message) => message.author.role === 'customer');

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
      {/* One composer whatever the count: a family message arriving keeps what is typed. */}
      <MessageComposer
        placeholder={writesFirst ? texts.tutorFirstPlaceholder : texts.tutorPlaceholder}
        submitLabel={
          openMessages > 0
            ? texts.replyAndHandle(openMessages, openAsks)
            : writesFirst
              ? texts.send
              : texts.reply
        }
        onDirtyChange={onDirtyChange}
        focusOnOpen={focusOnOpen}
        keyHint
        textTool={(insert, disabled) => (
          <ReplyTemplatesMenu
            familyFirstName={familyFirstName}
            onChoose={insert}
            onManage={() => setManaging(true)}
            disabled={disabled}
          />
        )}
        onSend={async (message) => {
          // With nothing seen to handle, a message the family sends meanwhile stays to handle.
          await reply.mutateAsync({ ...message, handled: openMessages > 0 });
          toast.success(
            openMessages > 0
              ? texts.replyHandled(openMessages, openAsks)
              : writesFirst
                ? texts.sent
                : texts.replySent,
          );
        }}
        otherSend={
          openMessages > 0
            ? {
                label: texts.reply,
                onSend: async (message) => {
                  await reply.mutateAsync({ ...message, handled: false });
                  toast.success(texts.replyKeptOpen(openMessages, openAsks));
                },
              }
            : undefined
        }
      />
      <ReplyTemplatesDialog opened={managing} onClose={() => setManaging(false)} />
    </Stack>
  );
}
