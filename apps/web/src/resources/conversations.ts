import { threadSchema, unreadMessagesSchema } from '@equilibrio/contract/conversations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { conversationsQueryKey } from './conversation-keys';

/**
 * The family's conversations with the tutors (issue 22): read by the request page's
 * conversation, refreshed by the request page's 'Richiedi assistenza' (another feature), and the
 * unread replies Home shows on each request card.
 */
export const requestThreadQueryOptions = (requestId: number) =>
  queryOptions({
    queryKey: ['conversations', 'request', requestId],
    queryFn: ({ signal }) =>
      apiRequest(`/v2/requests/${requestId}/messages`, { schema: threadSchema, signal }),
  });

/** The family's messages tied to no request (the dashboard's 'Contatta assistenza'). */
export const generalThreadQueryOptions = () =>
  queryOptions({
    queryKey: ['conversations', 'general'],
    queryFn: ({ signal }) =>
      apiRequest('/api/v1/user-controller/assistance/messages', { schema: threadSchema, signal }),
  });

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['conversations', 'unread'],
    queryFn: ({ signal }) =>
      apiRequest('/v1/messages/unread', { schema: unreadMessagesSchema, signal }),
  });

// The key lives apart from the schemas, so the app shell's live updates import no zod.
export { conversationsQueryKey };

/** How many tutors' replies of this request the family has not read (0 while loading). */
export function useUnreadReplies(requestId: number) {
  const query = useQuery(unreadMessagesQueryOptions());
  return query.data?.requests.find((row) => row.requestId === requestId)?.unread ?? 0;
}
