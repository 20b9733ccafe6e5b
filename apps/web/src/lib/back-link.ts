import { paths } from '@/config/paths';

/** The query parameter naming the page another was opened from. */
const FROM_PARAM = 'da';

/**
 * A back-office page's address opened from a request's page (a candidate's profile from its
 * 'Caregiver' card, `section`): that page's back link then leads to the request, at that card,
 * instead of the page's own list. A `#fragment` of `href` (the caregiver's 'Verifiche') stays at
 * the end.
 */
export function openedFromRequest(href: string, requestId: number, section?: string) {
  const [page, fragment] = href.split('#');
  const from = `${paths.backoffice.request.href(requestId)}${section ? `#${section}` : ''}`;
  return `${page}?${FROM_PARAM}=${encodeURIComponent(from)}${fragment ? `#${fragment}` : ''}`;
}

/**
 * Where a page opened from a request leads back to ('Richiesta #12'), or null: only a request's
 * own page (and one of its cards) is followed, never another address put in the link.
 */
export function backToRequest(search: URLSearchParams): { href: string; label: string } | null {
  const from = search.get(FROM_PARAM);
  const match = from?.match(/^\/backoffice\/requests\/(\d{1,9})(#[a-z-]{1,40})?$/);
  if (!from || !match) return null;
  const [, id, section = ''] = match as unknown as [string, string, string | undefined];
  if (from !== `${paths.backoffice.request.href(id)}${section}`) return null;
  return { href: from, label: `Richiesta #${id}` };
}
