import { loginReturnParam, paths } from '@/config/paths';

/** Any base: only its origin matters, to tell a same-origin path from anything else. */
const BASE = 'https://equilibrio.invalid';
const DASHBOARD = paths.dashboard.root.path;

/**
 * The dashboard address a visitor may be sent back to after signing in, or null. Only a path of
 * this site under /dashboard is followed: never another site (`//evil`, `https://…`, `/\evil`),
 * never a page outside the dashboard, never anything with control characters. The answer is
 * the normalised path with its query and fragment.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return null;
  // Only a rooted path; '//' and '/\' are addresses of other sites for a browser.
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname !== DASHBOARD && !url.pathname.startsWith(`${DASHBOARD}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The return address to put on the login link for the page a signed-out visitor opened, or
 * undefined when signing in leads there anyway (the dashboard home).
 */
export function returnPathFor(location: { pathname: string; search: string; hash: string }) {
  const path = safeReturnPath(`${location.pathname}${location.search}${location.hash}`);
  if (!path) return undefined;
  const { pathname } = new URL(path, BASE);
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
