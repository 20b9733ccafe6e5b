import { CONVERSATION_ANCHOR } from '@equilibrio/contract/conversations';
import { Anchor, Group } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUnreadReplies } from '@/resources/conversations';

/**
 * 'Nuovi messaggi dal family tutor (n)': the tutor's replies to a request the family has not read,
 * leading to its conversation; nothing when there are none. Home's cards and the request list say it.
 */
export function UnreadRepliesLink({ requestId }: { requestId: number }) {
  const unread = useUnreadReplies(requestId);
  if (unread === 0) return null;
  return (
    <Anchor
      component={Link}
      to={`${paths.dashboard.requestDetail.href(requestId)}#${CONVERSATION_ANCHOR}`}
      size="sm"
      fw={700}
      c="danger.8"
      data-testid="unread-messages"
    >
      <Group gap={4} component="span" wrap="nowrap">
        <IconMessageCircle size={16} aria-hidden />
        Nuovi messaggi dal family tutor ({unread})
      </Group>
    </Anchor>
  );
}
