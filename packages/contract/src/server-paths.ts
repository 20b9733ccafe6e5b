/**
 * The address prefixes that belong to the server (API, identity service, files, checkout…);
 * every other path is a page of the web app. One list: the server's page fallback
 * (`apps/server/src/plugins/spa.ts`) and the development proxy (`apps/web/vite.config.ts`)
 * both read it, so a path served by the server is reachable in `npm run dev` too.
 */
export const serverPathPrefixes = [
  '/api',
  '/v1',
  '/v2',
  '/identitytoolkit.googleapis.com',
  '/securetoken.googleapis.com',
  '/emulator',
  '/dev',
  '/docs',
  '/healthz',
  '/readyz',
  '/metrics',
  '/files',
  '/.well-known',
  '/checkout',
] as const;

/**
 * A caregiver's CV at an address of its own (under '/files'), for a new tab: read with the page
 * session's cookie (apps/server/src/modules/pages/cv-page.routes.ts), so no token is in the link.
 */
export const CV_PAGE_ROUTE = '/files/cv/:docRef';
export const cvPageOf = (docRef: string) => `/files/cv/${encodeURIComponent(docRef)}`;

/** Built assets: served by the server, by Vite itself in development. */
export const builtAssetsPrefix = '/assets';

/** True for a path the server answers (the prefix itself, or anything below it). */
export function isServerPath(url: string, prefixes: readonly string[] = serverPathPrefixes) {
  const path = url.split(/[?#]/, 1)[0]!;
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
