import { Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { GeneralConversation } from '@/features/conversations/components/request-conversation';
import { HomePage } from '@/features/requests/pages/home-page';
import { useRevealHash } from '@/lib/reveal';
import { generalThreadQueryOptions } from '@/resources/conversations';

/**
 * Home, and the family's conversation about no request, once the tutors have one: below the
 * requests, or above them when it holds a reply the family has not read yet. Its place is kept
 * for the visit (opening it reads the reply). An email's '#messaggi' brings it into view.
 */
export function Component() {
  useRevealHash();
  const thread = useQuery(generalThreadQueryOptions());
  const [replyFirst, setReplyFirst] = useState<boolean>();
  if (replyFirst === undefined && thread.data) setReplyFirst(thread.data.unread > 0);
  return (
    <Stack gap="xl">
      {replyFirst ? <GeneralConversation /> : null}
      <HomePage />
      {replyFirst ? null : <GeneralConversation />}
    </Stack>
  );
}
