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
 * Drawn by the server, per request: the signed-in customer's home with their own data, for a
 * page load that carries the page-session cookie (every other visitor gets the plain page).
 */
export const signedInHome = '/dashboard/home';

/** The cookie carrying the user's ID token with the dashboard's page loads (Path=/dashboard). */
export const PAGE_SESSION_COOKIE = 'eq_page_session';

/** The id of the JSON script a page drawn by the server carries its data in. */
export const PAGE_DATA_ID = 'page-data';

/**
 * The web build's server-side part (`apps/web/dist-server`, beside `dist`): the renderer of the
 * signed-in home and the page template it is drawn into (`<!--page-->`, `<!--page-data-->`).
 */
export const serverBuild = {
  dir: 'dist-server',
  renderer: 'render-page.js',
  homeTemplate: 'dashboard-home.html',
} as const;
