import { useQueryClient } from '@tanstack/react-query';
// Keys only (no schemas): this runs in the app's entry, which every page waits for.
import {
  assistanceQueriesRoot,
  requestQueriesRoot,
  requestQueryTouchedBy,
} from '@/features/backoffice-requests/api/keys';
import { requestsKey } from '@/features/requests/api/keys';
import { useAuth } from '@/lib/auth';
import { type LiveChange, useLiveEvents } from '@/lib/live-events';
import { conversationsQueryKey, tutorThreadsRoot } from '@/resources/conversation-keys';

/**
 * The app shell's one live channel (GET /v1/events): what the server says changed is refetched.
 * A family's events are its own requests' — its list, Home, each request's page, quote,
 * candidates, interview and rounds all live under its requests key; a tutor's are every
 * request's — the inbox and its counters always, a request's page and suggestions when that
 * request changed (requestQueryTouchedBy), the assistance inbox and the conversations on a
 * message. Keys a user never loaded are not in the cache, so one mapping serves both; only what
 * is on screen is fetched again.
 */
export function LiveUpdates() {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  useLiveEvents(user?.uid ?? null, (change: LiveChange) => {
    if (!user) return;
    const assistance = change.reset || change.events.some((event) => event.kind === 'assistance');
    void queryClient.invalidateQueries({ queryKey: requestsKey(user.uid) });
    void queryClient.invalidateQueries({
      queryKey: requestQueriesRoot,
      predicate: (query) => requestQueryTouchedBy(query.queryKey, change),
    });
    if (assistance) {
      // A message either way: the inbox, and the conversations of both sides (threads, unread).
      void queryClient.invalidateQueries({ queryKey: assistanceQueriesRoot });
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      void queryClient.invalidateQueries({ queryKey: tutorThreadsRoot });
    }
  });
  return null;
}
