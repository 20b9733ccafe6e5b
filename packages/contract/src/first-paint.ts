/**
 * The pages drawn before the JavaScript: their HTML arrives with the page already in it, so it
 * is on screen before the app's code has loaded. One list, read by the web build, which draws
 * them (`apps/web/src/first-paint/`), and by the server, which sends them
 * (`apps/server/src/modules/pages/`). ARCHITECTURE.md, "Pages drawn before the JavaScript".
 */

/** Drawn once, by the build: the same page for everyone, at exactly these addresses. */
export const prerenderedPages = ['/login', '/sign-up', '/come-funziona'] as const;
export type PrerenderedPage = (typeof prerenderedPages)[number];

/** Where the build writes a prerendered page in the web app's dist (with .br and .gz beside it). */
export function prerenderedFile(address: string) {
  return `pages/${address.slice(1).replaceAll('/', '-')}.html`;
}

/**
 * Drawn by the server, per request, for a signed-in user: every page under these addresses (the
 * customer's dashboard and the tutors' back office), with the user's own data, for a page load
 * that carries the page-session cookie. Every other visitor gets the plain page.
 */
export const drawnSections = ['/dashboard', '/backoffice'] as const;

/** Whether a page load of `pathname` is drawn by the server for a signed-in user. */
export const isDrawnPage = (pathname: string) =>
  drawnSections.some((section) => pathname === section || pathname.startsWith(`${section}/`));

/** The HttpOnly cookie the server sets (PUT /api/v1/session/page) to draw a user's pages. */
export const PAGE_SESSION_COOKIE = 'eq_page_session';

/**
 * The width of the visitor's window in CSS pixels, written by the app (lib/media-query.ts): the
 * server draws a page with the layout that width gets (phone or desktop), so nothing moves when
 * the app takes over.
 */
export const VIEWPORT_COOKIE = 'eq_viewport';

/** The id of the JSON script a page drawn by the server carries its data in. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The web build's server-side part (`apps/web/dist-server`, beside `dist`): the renderer of the
 * signed-in pages and the page templates they are drawn into (`<!--page-->`, `<!--page-data-->`),
 * one per address of the build's route-preloads.json (the page's own chunks and styles) in
 * `templates/`, named by `drawnTemplateFile`, and `templates/page.html` for any other address.
 */
export const serverBuild = {
  dir: 'dist-server',
  renderer: 'render-page.js',
  templatesDir: 'templates',
  fallbackTemplate: 'page.html',
} as const;

/** The template file of the pages at and under `address` (a route-preloads.json address). */
export const drawnTemplateFile = (address: string) =>
  `${address.slice(1).replaceAll('/', '-')}.html`;
