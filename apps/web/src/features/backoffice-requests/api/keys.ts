import type { LiveChange } from '@/lib/live-events';

/** The root of every back-office request query: inbox, counters, request pages, suggestions. */
export const requestQueriesRoot = ['backoffice', 'requests'] as const;

/** A request's page (its detail) and its caregiver suggestions: the keys a live change reads. */
export const requestDetailKey = (requestId: number) =>
  [...requestQueriesRoot, 'detail', requestId] as const;
export const suggestionsKey = (requestId: number) =>
  [...requestQueriesRoot, 'suggestions', requestId] as const;

/** The root of the assistance queries (the inbox and its counter). */
export const assistanceQueriesRoot = ['backoffice', 'assistance'] as const;

/**
 * Whether a back-office request query (a key under `requestQueriesRoot`) may show something a live
 * change altered. The inbox may, whatever request changed, and its counters too but for a tutors'
 * note (a call shows in the inbox's rows). A request's page only when that request changed. Its
 * suggestions (open only while its selection is) on any change but a message or a note: a candidate added or a request closed elsewhere makes a caregiver busy or free
 * for this one ('Scelto su #…'). A reset may have altered anything. Every tutor hears every
 * request's events: refetching each open request page on all of them kept a busy day's screens
 * refetching.
 */
export function requestQueryTouchedBy(queryKey: readonly unknown[], change: LiveChange) {
  if (change.reset) return true;
  // [...requestQueriesRoot, part, requestId], as requestDetailKey and suggestionsKey build them.
  const [, , part, requestId] = queryKey;
  if (part === 'detail') return change.events.some((event) => event.requestId === requestId);
  // A tutors' note shows on its request's page and, a call, in the inbox's rows ('Ultima
  // chiamata'): not in the counters nor the suggestions.
  if (part === 'list') return true;
  const beyondNotes = change.events.filter((event) => event.kind !== 'note');
  if (part === 'suggestions') return beyondNotes.some((event) => event.kind !== 'assistance');
  return beyondNotes.length > 0;
}
