import { paths } from '@/config/paths';

/** The query parameter naming the page another was opened from. */
const FROM_PARAM = 'da';

/**
 * A back-office page's address opened from a request's page (a candidate's profile from its
 * request): that page's back link then leads to the request instead of the page's own list.
 */
export const openedFromRequest = (href: string, requestId: number) =>
  `${href}?${FROM_PARAM}=${encodeURIComponent(paths.backoffice.request.href(requestId))}`;

/**
 * Where a page opened from a request leads back to ('Richiesta #12'), or null: only a request's
 * own page is followed, never another address put in the link.
 */
export function backToRequest(search: URLSearchParams): { href: string; label: string } | null {
  const from = search.get(FROM_PARAM);
  const id = from?.match(/^\/backoffice\/requests\/(\d{1,9})$/)?.[1];
  if (!id || from !== paths.backoffice.request.href(id)) return null;
  return { href: from, label: `Richiesta #${id}` };
}
