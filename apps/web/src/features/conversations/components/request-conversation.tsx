import { CONVERSATION_ANCHOR, type Thread } from '@equilibrio/contract/conversations';
import type { RequestStatus } from '@equilibrio/contract/enums';
import { isClosedStatus } from '@equilibrio/contract/status-display';
import { Text } from '@mantine/core';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { SectionCard } from '@/components/section-card';
import { toast } from '@/components/toast';
import { UrgentPhoneLine, urgentTexts } from '@/components/urgent-contact';
import { generalThreadQueryOptions, requestThreadQueryOptions } from '@/resources/conversations';
import { useMarkGeneralThreadRead, useSendGeneralMessage } from '../api/general-thread';
import { useMarkRequestThreadRead } from '../api/mark-request-thread-read';
import type { OutgoingMessage } from '../api/message-form';
import { useSendRequestMessage } from '../api/send-request-message';
import { conversationMessages as texts } from '../messages';
import { MessageComposer } from './message-composer';
import { ThreadMessages, UnreadBadge } from './message-list';

/**
 * The request page's conversation with the family tutors: the messages (the tutors' replies
 * named), how soon they usually answer, and a reply with an optional file. Opening it reads the
 * tutors' replies.
 */
export function RequestConversation({
  requestId,
  status,
}: {
  requestId: number;
  /** The request's status: the urgent box's example fits once a caregiver is expected. */
  status?: RequestStatus;
}) {
  const thread = useQuery(requestThreadQueryOptions(requestId));
  const send = useSendRequestMessage(requestId);
  const { mutate: read } = useMarkRequestThreadRead();
  return (
    <FamilyConversation
      thread={thread}
      onRead={() => read(requestId)}
      onSend={(message) => send.mutateAsync(message)}
      attachments
      urgentOption={!closed(status)}
      requestStatus={status}
    />
  );
}

/** A request closed: no service left to be urgent about (questions only: a refund, say). */
const closed = (status: RequestStatus | undefined) => isClosedStatus(status);

/**
 * Home's conversation about no request in particular (the replies to 'Contatta assistenza'),
 * shown once there is one.
 */
export function GeneralConversation() {
  const thread = useQuery(generalThreadQueryOptions());
  const send = useSendGeneralMessage();
  const { mutate: read } = useMarkGeneralThreadRead();
  if (!thread.data?.messages.length) return null;
  return (
    <FamilyConversation
      thread={thread}
      onRead={() => read()}
      onSend={(message) => send.mutateAsync(message)}
      attachments={false}
      urgentOption={false}
    />
  );
}

function FamilyConversation({
  thread,
  onRead,
  onSend,
  attachments,
  urgentOption,
  requestStatus,
}: {
  thread: UseQueryResult<Thread>;
  onRead: () => void;
  onSend: (message: OutgoingMessage) => Promise<unknown>;
  attachments: boolean;
  /** The message may be marked urgent (a request's conversation; the general one takes text only). */
  urgentOption: boolean;
  requestStatus?: RequestStatus;
}) {
  const unread = thread.data?.unread ?? 0;
  // Once per new unread count (onRead is a new function every render).
  const read = useRef(onRead);
  read.current = onRead;
  useEffect(() => {
    if (unread > 0) read.current();
  }, [unread]);

  return (
    <SectionCard
      title={texts.title}
      id={CONVERSATION_ANCHOR}
      actions={<UnreadBadge count={unread} />}
    >
      {thread.data ? (
        <Text size="sm" c="ink.6" data-testid="reply-time">
          {closed(requestStatus) ? `${texts.closedNote} ` : null}
          {thread.data.replyTime}.
        </Text>
      ) : null}
      {closed(requestStatus) ? null : <UrgentPhoneLine phone={thread.data?.urgentPhone} />}
      <ThreadMessages thread={thread} reader="customer" empty={texts.empty} />
      <MessageComposer
        placeholder={texts.placeholder}
        attachments={attachments}
        urgentOption={urgentOption}
        requestStatus={requestStatus}
        onSend={async (message) => {
          await onSend(message);
          toast.success(message.urgent ? urgentTexts.sent(thread.data?.urgentPhone) : texts.sent);
        }}
      />
    </SectionCard>
  );
}
