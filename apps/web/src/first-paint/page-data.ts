import { PAGE_DATA_ID } from '@equilibrio/contract/first-paint';
import type { QueryClient } from '@tanstack/react-query';
import { getRequestsQueryOptions, homeRequestParams } from '@/features/requests/api/get-requests';
import { clientRequestPageSchema } from '@/features/requests/api/request-schemas';

/**
 * The data a page drawn by the server was drawn with (render-page.tsx), sent along in the page
 * as JSON: the app starts from it, so its first screen is the one already on display.
 */
export type PageData = { uid: string; activeRequests: unknown };

/** Puts the page's data in the cache under the keys the pages read (the user's own keys only). */
export function seedPageData(queryClient: QueryClient, data: PageData) {
  const activeRequests = clientRequestPageSchema.safeParse(data.activeRequests);
  if (activeRequests.success) {
    queryClient.setQueryData(
      getRequestsQueryOptions(data.uid, homeRequestParams).queryKey,
      activeRequests.data,
    );
  }
}

/** The page's data, if the server sent any. */
export function readPageData(): PageData | null {
  const script = document.getElementById(PAGE_DATA_ID);
  if (!script?.textContent) return null;
  try {
    return JSON.parse(script.textContent) as PageData;
  } catch {
    return null;
  }
}
