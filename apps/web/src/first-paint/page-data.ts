import { PAGE_DATA_ID } from '@equilibrio/contract/first-paint';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';

/**
 * The data a page drawn by the server was drawn with (render-page.tsx): the answers of the calls
 * its components made, as TanStack Query's dehydrated cache, sent along in the page as JSON. The
 * app starts from it, so its first screen is the one already on display. `false`: no such data
 * (a page not drawn for a user).
 */
export function startFromPageData(queryClient: QueryClient): boolean {
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return false;
  try {
    hydrate(queryClient, JSON.parse(script.textContent) as DehydratedState);
    return true;
  } catch {
    // Unreadable: the app asks for the data itself (and renders the page afresh).
    return false;
  }
}
