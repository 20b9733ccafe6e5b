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

/** Built assets: served by the server, by Vite itself in development. */
export const builtAssetsPrefix = '/assets';

/** True for a path the server answers (the prefix itself, or anything below it). */
export function isServerPath(url: string, prefixes: readonly string[] = serverPathPrefixes) {
  const path = url.split(/[?#]/, 1)[0]!;
  return prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
