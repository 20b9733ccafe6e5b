/**
 * The dashboard address a visitor may be sent back to after signing in (the login page's `?next=`,
 * a reset email's link), one rule for the web app and the server.
 */

/** Any base: only its origin matters, to tell a same-origin path from anything else. */
const BASE = 'https://equilibrio.invalid';
/** The dashboard's root (the web app's paths.dashboard.root). */
const DASHBOARD = '/dashboard';

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
