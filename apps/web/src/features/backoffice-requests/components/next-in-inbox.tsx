import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { requestQueryOptions } from '../api/get-request';
import { nextInboxPageHref, nextInInbox } from '../lib/inbox-filters';
import { roundGoesOn } from '../lib/inbox-focus';

/**
 * 'Successiva: #12 →' — the next request of the inbox, one click away (a tutor's round), read
 * ahead; on its page's last row, the inbox's next page.
 */
export function NextInInbox({ myUid, requestId }: { myUid: string; requestId: number }) {
  const next = nextInInbox(myUid, requestId);
  const nextPage = next === null ? nextInboxPageHref(myUid, requestId) : null;
  // Read while she works on this one: the next opens drawn, not on a loader (her round's pace).
  const queryClient = useQueryClient();
  useEffect(() => {
    if (next !== null) void queryClient.prefetchQuery(requestQueryOptions(next));
  }, [next, queryClient]);
  if (nextPage !== null) {
    return (
      <Anchor component={Link} to={nextPage} state={roundGoesOn} size="sm">
        <Group gap={4} component="span">
          Pagina successiva dell’elenco <IconArrowRight size={14} aria-hidden />
        </Group>
      </Anchor>
    );
  }
  if (next === null) return null;
  return (
    <Anchor component={Link} to={paths.backoffice.request.href(next)} size="sm">
      <Group gap={4} component="span">
        Successiva: #{next} <IconArrowRight size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
