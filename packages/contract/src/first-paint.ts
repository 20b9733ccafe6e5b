/**
 * The pages drawn before the JavaScript: their HTML arrives with the page already in it, so it
 * is on screen before the app's code has loaded. Read by the web build, which makes the renderer
 * and the templates (`apps/web/src/first-paint/`), and by the server, which draws and sends the
 * pages (`apps/server/src/modules/pages/`). ARCHITECTURE.md, "Pages drawn before the JavaScript".
 */

/**
 * Every page is drawn by the server, per request, for its visitor (ARCHITECTURE.md, "Pages drawn
 * before the JavaScript"). The pages under these addresses — the customer's dashboard and the
 * tutors' back office — are drawn with the signed-in visitor's own data (a page load carrying a
 * page-session cookie that verifies); for a browser that holds no session at all (no
 * APP_SESSION_COOKIE), as for a visitor not signed in (the sign-in); otherwise they get the plain
 * page and the app decides. Every other page is drawn for whoever asks, signed in or not.
 */
export const signedInSections = ['/dashboard', '/backoffice'] as const;

/** Whether a page load of `pathname` is drawn only for a signed-in visitor. */
export const isSignedInPage = (pathname: string) =>
  signedInSections.some((section) => pathname === section || pathname.startsWith(`${section}/`));

/**
 * Public pages whose content follows the app's own session: a sign-up under way shows its second
 * step (the password), which only the browser knows of. Drawn for a browser that holds no
 * session; with one, the app draws them (a drawn first step would not be the page it renders).
 */
export const sessionShapedPages = ['/sign-up'] as const;

/** Whether the app, not the server, draws `pathname` for a browser holding a session. */
export const isDrawnByAppWithSession = (pathname: string) =>
  isSignedInPage(pathname) ||
  sessionShapedPages.some((page) => pathname === page || pathname.startsWith(`${page}/`));

/** The HttpOnly cookie the server sets (PUT /api/v1/session/page) to draw a user's pages. */
export const PAGE_SESSION_COOKIE = 'eq_page_session';

/**
 * Set beside the page session and kept after it expires, until sign-out: this browser's app
 * holds a session (signed in, or a sign-up under way), which the server cannot check without
 * the page session (SameSite=Lax, so a link followed from an email carries it, unlike the page
 * session). Only a hint for drawing: without it a dashboard or back-office page is
 * drawn as for a visitor not signed in (the sign-in), with it the app decides.
 */
export const APP_SESSION_COOKIE = 'eq_app_session';

/**
 * The width of the visitor's window in CSS pixels, written by the app (lib/media-query.ts): the
 * server draws a page with the layout that width gets (phone or desktop), so nothing moves when
 * the app takes over.
 */
export const VIEWPORT_COOKIE = 'eq_viewport';

/**
 * The width of the window as the browser itself tells it on each page load, once a page asked
 * for it (`Accept-CH`; Chromium's browsers): the window's width now, even when it was resized
 * since the app last recorded VIEWPORT_COOKIE. Preferred to the cookie where it comes.
 */
export const VIEWPORT_HINT = 'sec-ch-viewport-width';

/** The id of the JSON script a page drawn by the server carries its data in. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The id of the element after a drawn page's markup: the first paint waits for it (`rel=expect`),
 * and until the app adopts the page it lies over the page, taking the taps and clicks meant for
 * it (the web app's first-paint/build.ts and app-tree.tsx).
 */
export const DRAWN_PAGE_SHIELD_ID = 'prerendered-end';

/** The attribute marking the fields a drawn page's markup made inert (web: draw-page.tsx). */
export const DRAWN_INERT_MARK = 'data-drawn-inert';

/**
 * The web build's server-side part (`apps/web/dist-server`, beside `dist`): the renderer of the
 * pages and the page templates they are drawn into (`<!--page-->`, `<!--page-data-->`),
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
