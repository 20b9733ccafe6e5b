import { PAGE_SESSION_COOKIE } from '@equilibrio/contract/first-paint';

/**
 * The cookie (the contract's PAGE_SESSION_COOKIE) that lets the server draw a signed-in
 * customer's home page on the first load, data included, before any JavaScript runs (the
 * server's modules/pages): the user's current ID token, kept as long as it is valid, sent by the
 * browser only with the dashboard's page loads (Path=/dashboard; the API never reads it: it
 * takes the token from the Authorization header). Written whenever the token changes, removed
 * on sign-out.
 */
export function writePageSession(token: string | null, expiresAt = 0) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const seconds = token ? Math.floor((expiresAt - Date.now()) / 1000) : 0;
  // biome-ignore lint/suspicious/noDocumentCookie: a cookie the server reads, set as the SDK's token changes
  document.cookie =
    seconds > 0
      ? `${PAGE_SESSION_COOKIE}=${token}; Path=/dashboard; Max-Age=${seconds}; SameSite=Strict${secure}`
      : `${PAGE_SESSION_COOKIE}=; Path=/dashboard; Max-Age=0; SameSite=Strict${secure}`;
}
