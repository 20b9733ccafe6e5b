import type { Thread, ThreadAuthorRole, ThreadMessage } from '@equilibrio/contract/conversations';
import { formatItalianNumber } from '@equilibrio/contract/italian-format';
import { assistanceTypeLabels } from '@equilibrio/contract/workflow';
import {
  Alert,
  Badge,
  Box,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { PlainList } from '@/components/plain-list';
import { toast } from '@/components/toast';
import { UrgentBadge } from '@/components/urgent-badge';
import { apiDownload } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format-datetime';
import { saveFile } from '@/lib/save-file';
import { conversationMessages as texts } from '../messages';

const sizeLabel = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${formatItalianNumber(bytes / (1024 * 1024), { max: 1 })} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} kB`;

async function download(attachment: NonNullable<ThreadMessage['attachment']>) {
  try {
    const file = await apiDownload(attachment.url, { fallbackName: attachment.name });
    saveFile(file.blob, attachment.name);
  } catch {
    toast.error(texts.downloadError);
  }
}

/** Who wrote it, as the reader sees it: 'Tu', the family's name, or 'Giulia · Family tutor'. */
function authorLabel(message: ThreadMessage, reader: ThreadAuthorRole) {
  if (message.author.role === 'tutor') return `${message.author.name} · ${texts.tutorTitle}`;
  return reader === 'customer' ? texts.you : message.author.name;
}

/**
 * A conversation, oldest first: the reader's messages on the right, the other side's on the left.
 * A log (a polite live region of additions): a message arriving while the page is open — a
 * reply by live update — is read out by a screen reader, the ones already there are not.
 */
export function MessageList({
  messages,
  reader,
}: {
  messages: ThreadMessage[];
  reader: ThreadAuthorRole;
}) {
  return (
    <div role="log" aria-relevant="additions">
      <PlainList gap="sm" ordered aria-label="Messaggi">
        {messages.map((message) => {
          const own = message.author.role === reader;
          return (
            <Box
              component="li"
              key={message.id}
              style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
            >
              <Paper
                radius="md"
                p="sm"
                withBorder={!own}
                bg={own ? 'primary.0' : 'white'}
                maw="85%"
                aria-label={`${authorLabel(message, reader)}, ${formatDateTime(message.createdAt)}`}
              >
                <Stack gap={4}>
                  <Group gap="xs" justify="space-between" wrap="wrap">
                    <Group gap={6} wrap="wrap">
                      <Text size="xs" fw={700}>
                        {authorLabel(message, reader)}
                      </Text>
                      {message.urgent ? <UrgentBadge open={false} size="xs" /> : null}
                      {/* What a segnalazione asked ('Spostamento colloquio'), on both sides. */}
                      {message.type === 'GENERIC' ? null : (
                        <Badge size="xs" variant="light" color="gray" tt="none">
                          {assistanceTypeLabels[message.type]}
                        </Badge>
                      )}
                    </Group>
                    <Text size="xs" c="ink.5" component="time" dateTime={message.createdAt}>
                      {formatDateTime(message.createdAt)}
                    </Text>
                  </Group>
                  <Text size="sm" className="written">
                    {message.message}
                  </Text>
                  {message.attachment ? (
                    <UnstyledButton
                      onClick={() => download(message.attachment!)}
                      aria-label={`Scarica l’allegato ${message.attachment.name}`}
                    >
                      <Group gap={4} wrap="nowrap">
                        <IconPaperclip size={14} aria-hidden />
                        <Text size="xs" td="underline" c="primary.8" truncate>
                          {message.attachment.name}
                        </Text>
                        <Text size="xs" c="ink.5">
                          ({sizeLabel(message.attachment.bytes)})
                        </Text>
                      </Group>
                    </UnstyledButton>
                  ) : null}
                  {own && message.readAt ? (
                    <Text size="xs" c="ink.5" ta="right">
                      {texts.read}
                    </Text>
                  ) : null}
                </Stack>
              </Paper>
            </Box>
          );
        })}
      </PlainList>
    </div>
  );
}

/** A conversation as it loads: a spinner, the error, `empty` while it has no message, the messages. */
export function ThreadMessages({
  thread,
  reader,
  empty,
}: {
  thread: UseQueryResult<Thread>;
  reader: ThreadAuthorRole;
  empty: string;
}) {
  if (thread.isPending) return <Loader size="sm" aria-label="Caricamento dei messaggi" />;
  if (thread.isError) {
    return (
      <Alert color="danger" variant="light" role="alert">
        {texts.loadError}
      </Alert>
    );
  }
  if (thread.data.messages.length === 0) {
    return (
      <Text size="sm" c="ink.5">
        {empty}
      </Text>
    );
  }
  return <MessageList messages={thread.data.messages} reader={reader} />;
}

/** How many of the other side's messages the reader has not read; nothing when none. */
export function UnreadBadge({ count }: { count: number }) {
  return count > 0 ? (
    <Badge color="danger" variant="filled" tt="none">
      {texts.unread(count)}
    </Badge>
  ) : null;
}
