import { Anchor, Group } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { requestsQueryOptions } from '../api/get-requests';
import { filtersFromSearch, inboxSearchToReturnTo, listQueryOf } from '../lib/inbox-filters';

/**
 * The request after `requestId` in the inbox as this tutor left it: the page of the list she saw
 * (this tab's cache, kept even once stale, so handling a request does not reorder her round), or
 * null when she did not come from it or this is its last row.
 */
export function useNextInInbox(myUid: string, requestId: number) {
  const queryClient = useQueryClient();
  const filters = filtersFromSearch(new URLSearchParams(inboxSearchToReturnTo(myUid)), myUid);
  const page = queryClient.getQueryData(requestsQueryOptions(listQueryOf(filters)).queryKey);
  const ids = page?.content.map((row) => row.id) ?? [];
  const at = ids.indexOf(requestId);
  return at >= 0 ? (ids[at + 1] ?? null) : null;
}

/** 'Successiva: #12 →' — the next request of the inbox, one click away (a tutor's round). */
export function NextInInbox({ myUid, requestId }: { myUid: string; requestId: number }) {
  const next = useNextInInbox(myUid, requestId);
  if (next === null) return null;
  return (
    <Anchor component={Link} to={paths.backoffice.request.href(next)} size="sm">
      <Group gap={4} component="span">
        Successiva: #{next} <IconArrowRight size={14} aria-hidden />
      </Group>
    </Anchor>
  );
}
