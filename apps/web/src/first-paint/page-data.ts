import { PAGE_DATA_ID } from '@equilibrio/contract/first-paint';
import {
  type DehydratedState,
  defaultShouldDehydrateQuery,
  dehydrate,
  hydrate,
  type QueryClient,
} from '@tanstack/react-query';
import { noteDrawnWidth } from '@/lib/media-query';
import { clockSkew, noteDrawnAt, noteServerTime } from '@/lib/server-clock';

/**
 * What of the server's cache travels with the page it drew (as JSON): the answers read, except a
 * file (a Blob, e.g. an applicant's private photo). JSON turned it into `{}`, on which the browser
 * failed ('Qualcosa non ha funzionato' on a candidate's page opened from its address); the
 * browser reads it again itself, as it would any answer the page did not bring.
 */
export function pageDataOf(queryClient: QueryClient): DehydratedState {
  return dehydrate(queryClient, {
    shouldDehydrateQuery: (query) =>
      defaultShouldDehydrateQuery(query) && !(query.state.data instanceof Blob),
  });
}

/**
 * The data a page drawn by the server was drawn with (render-page.tsx): the answers of the calls
 * its components made, as TanStack Query's dehydrated cache, sent along in the page as JSON. The
 * app starts from it, so its first screen is the one already on display. `false`: no such data
 * (a page not drawn for a user).
 *
 * The answers' times are the server's: the latest is taken as the server's "now" (the page left
 * it a moment ago; lib/server-clock.ts), and all are moved onto this browser's clock, so that a
 * clock running ahead does not make them look stale and fetched again at once. The drawing's
 * instant is the page's "now" while the app adopts it (pageNow), so a page drawn before midnight
 * and adopted after it shows the same day; the width it was drawn for is the app's until then
 * (lib/media-query.ts noteDrawnWidth), so the first render lays it out as drawn.
 */
export function startFromPageData(queryClient: QueryClient): boolean {
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return false;
  try {
    const state = JSON.parse(script.textContent) as DehydratedState & {
      drawnAt?: number;
      viewportWidth?: number;
    };
    const times = state.queries.map((query) => query.state.dataUpdatedAt).filter((at) => at > 0);
    if (times.length) noteServerTime(Math.max(...times));
    const skew = clockSkew();
    for (const query of state.queries) {
      if (query.state.dataUpdatedAt > 0) query.state.dataUpdatedAt += skew;
    }
    hydrate(queryClient, state);
    // Only for a page the app adopts (else nothing would make it live and end it).
    if (typeof state.drawnAt === 'number') noteDrawnAt(state.drawnAt);
    // Its layout too: the width it was drawn for, whatever the window's now (lib/media-query.ts).
    if (typeof state.viewportWidth === 'number') noteDrawnWidth(state.viewportWidth);
    return true;
  } catch {
    // Unreadable: the app asks for the data itself (and renders the page afresh).
    return false;
  }
}
