import { Alert, Badge, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from '@/components/toast';
import { requestThreadQueryOptions } from '@/resources/conversations';
import { useMarkRequestThreadRead } from '../api/mark-request-thread-read';
import { useSendRequestMessage } from '../api/send-request-message';
import { conversationMessages as texts } from '../messages';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

/**
 * The request page's conversation with the family tutors: the messages (the tutors' replies
 * named), how soon they usually answer, and a reply with an optional file. Opening it reads the
 * tutors' replies.
 */
export function RequestConversation({ requestId }: { requestId: number }) {
  const thread = useQuery(requestThreadQueryOptions(requestId));
  const send = useSendRequestMessage(requestId);
  const markRead = useMarkRequestThreadRead();
  const unread = thread.data?.unread ?? 0;
  const { mutate: read } = markRead;

  useEffect(() => {
    if (unread > 0) read(requestId);
  }, [unread, requestId, read]);

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby="conversation-title"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id="conversation-title">
            {texts.title}
          </Title>
          {unread > 0 ? (
            <Badge color="danger" variant="filled" tt="none">
              {texts.unread(unread)}
            </Badge>
          ) : null}
        </Group>
        {thread.data ? (
          <Text size="sm" c="ink.6" data-testid="reply-time">
            {thread.data.replyTime}.
          </Text>
        ) : null}
        {thread.isPending ? (
          <Loader size="sm" aria-label="Caricamento dei messaggi" />
        ) : thread.isError ? (
          <Alert color="danger" variant="light" role="alert">
            {texts.loadError}
          </Alert>
        ) : thread.data.messages.length === 0 ? (
          <Text size="sm" c="ink.5">
            {texts.empty}
          </Text>
        ) : (
          <MessageList messages={thread.data.messages} reader="customer" />
        )}
        <MessageComposer
          placeholder={texts.placeholder}
          onSend={async (message) => {
            await send.mutateAsync(message);
            toast.success(texts.sent);
          }}
        />
      </Stack>
    </Paper>
  );
}
