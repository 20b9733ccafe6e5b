import { safeReturnPath } from '@equilibrio/contract/return-path';
import { loginReturnParam, paths } from '@/config/paths';

export { safeReturnPath };

const DASHBOARD = paths.dashboard.root.path;

/**
 * The return address to put on the login link for the page a signed-out visitor opened, or
 * undefined when signing in leads there anyway (the dashboard home).
 */
export function returnPathFor(location: { pathname: string; search: string; hash: string }) {
  const path = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  if (!path) return undefined;
  // Normalised already: the path is what comes before its query or fragment.
  const pathname = path.split(/[?#]/)[0];
  const home = paths.dashboard.home.path;
  if (pathname === DASHBOARD || pathname === `${DASHBOARD}/` || path === home) return undefined;
  return path;
}

/**
 * The safe return address a login page's query names (`?next=`), or null. The login page's own
 * fragment (`hash`) goes with it when `next` has none: the server sends a signed-out link from an
 * email (`…/request-detail/11#messaggi`) to the login page, and the browser keeps the fragment on
 * that page's address, not in `next` — the family signed in to the top of the page, not the
 * conversation the email was about.
 */
export function returnPathOf(search: URLSearchParams, hash = '') {
  const next = search.get(loginReturnParam);
  return safeReturnPath(next && hash.startsWith('#') && !next.includes('#') ? next + hash : next);
}
