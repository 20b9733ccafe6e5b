import { PAGE_SESSION_COOKIE } from '@equilibrio/contract/first-paint';
import { apiRequest } from './api-client';

/**
 * The page session (the server's modules/pages/page-session.routes.ts): the HttpOnly cookie that
 * lets the server draw a signed-in user's pages with their data before any JavaScript runs. The
 * server sets it from the ID token of the call (no script can read or write it); the app asks
 * for it again whenever the SDK's token changes and ends it on sign-out. Best effort: without it
 * the pages still work, they are just drawn by the app instead of arriving drawn.
 */
/** The token the cookie was last set from (`null`: ended; `undefined`: unknown). */
let current: string | null | undefined;

/**
 * A sign-out whose request to end the session failed (offline, a server error): the session
 * would go on drawing the last user's pages for days, so the next start tries again.
 */
const END_PENDING = 'equilibrio.page-session-end-pending';
const endPending = () => {
  try {
    return localStorage.getItem(END_PENDING) !== null;
  } catch {
    return false;
  }
};
const setEndPending = (pending: boolean) => {
  try {
    if (pending) localStorage.setItem(END_PENDING, '1');
    else localStorage.removeItem(END_PENDING);
  } catch {}
};

/**
 * Starts or renews the page session with the user's current token — a sign-up under way's too,
 * which gets no session but the server's mark that the app holds one — (`null`: ends it).
 */
export async function writePageSession(token: string | null) {
  if (token === current) return;
  // A visitor signed out from the start: nothing to end (the sign-out that ended the last session
  // removed its cookie, and the server removes one that no longer verifies) — unless that
  // sign-out could not reach the server.
  if (token === null && current === undefined && !endPending()) {
    current = null;
    return;
  }
  await send(token);
}

/** Sign-out: ends the page session, whatever this tab believes about it. */
export function endPageSession() {
  return send(null);
}

async function send(token: string | null) {
  current = token;
  forgetClientCookie();
  await apiRequest('/api/v1/session/page', {
    method: token ? 'PUT' : 'DELETE',
    auth: !!token,
    checkSession: false,
  })
    .then(() => {
      // Ended, or replaced by a new user's (the server ends the one it replaces).
      setEndPending(false);
    })
    .catch(() => {
      // Offline or refused: the next token change — or, for an end, the next start — tries again.
      if (token === null) setEndPending(true);
      if (current === token) current = undefined;
    });
}

/**
 * Until 2026-11 the app wrote the cookie itself (readable, Path=/dashboard); one left in a
 * browser would be sent before the server's and is removed.
 */
function forgetClientCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: removing the cookie an earlier version wrote
  document.cookie = `${PAGE_SESSION_COOKIE}=; Path=/dashboard; Max-Age=0; SameSite=Strict`;
}
