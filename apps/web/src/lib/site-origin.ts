/**
 * The address of this site as the visitor reached it ('https://www.equilibrio.it'): the
 * browser's, or — while the server draws a page (first-paint/draw-page.tsx) — the one the page
 * load came to, so the drawn page and the app write the same links.
 */
export function siteOrigin(): string {
  return serverOrigin ? serverOrigin() : window.location.origin;
}

let serverOrigin: (() => string) | undefined;

export function setServerOrigin(source: () => string) {
  serverOrigin = source;
}
