import { handedOverNotice } from '@equilibrio/contract/privacy';
import { type FirebaseApp, initializeApp } from 'firebase/app';
import {
  type Auth,
  browserLocalPersistence,
  connectAuthEmulator,
  EmailAuthProvider,
  signOut as firebaseSignOut,
  indexedDBLocalPersistence,
  initializeAuth,
  isSignInWithEmailLink,
  linkWithCredential,
  onIdTokenChanged,
  reload,
  sendEmailVerification,
  sendSignInLinkToEmail,
  signInAnonymously,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  type User,
  updateProfile,
} from 'firebase/auth';
import { useSyncExternalStore } from 'react';
import { env } from '@/config/env';
import { forgetHeldToken, setSessionCheck, setTokenProvider } from './api-client';
import { forgetDrafts } from './drafts';
import { handOver } from './hand-over';
import { clearLoginNotice, peekLoginNotice, sessionNotices, setLoginNotice } from './login-notice';
import { endPageSession, writePageSession } from './page-session';
import { flashToastOnNextPage } from './reload-page';
import { returnPathFor } from './return-path';

/** The signed-in user as the app needs it (spec §3 "Authentication user", trimmed). */
export type AuthUser = {
  uid: string;
  email: string | null;
  emailVerified: boolean;
  isAnonymous: boolean;
  displayName: string | null;
};

/** Spec §4 "Authentication state": loading until the SDK has restored any persisted user. */
export type AuthState =
  | { status: 'loading'; user: null }
  | { status: 'signed-out'; user: null }
  | { status: 'anonymous' | 'signed-in'; user: AuthUser };

let app: FirebaseApp | undefined;
let auth: Auth | undefined;
let state: AuthState = { status: 'loading', user: null };
const listeners = new Set<() => void>();
let ready: Promise<void> | undefined;

const toAuthUser = (user: User): AuthUser => ({
  uid: user.uid,
  email: user.email,
  emailVerified: user.emailVerified,
  isAnonymous: user.isAnonymous,
  displayName: user.displayName,
});

/** The state of a user (or of nobody signed in). */
const stateOf = (user: AuthUser | null): AuthState =>
  user
    ? { status: user.isAnonymous ? 'anonymous' : 'signed-in', user }
    : { status: 'signed-out', user: null };

export function publish(user: User | null) {
  const next = stateOf(user ? toAuthUser(user) : null);
  // Signed out, or another account in: the token kept at hand was the previous account's.
  if (next.user?.uid !== state.user?.uid) forgetHeldToken();
  state = next;
  for (const listener of listeners) listener();
}

/**
 * Local mode: our server speaks the Identity Toolkit protocol at the root of its origin — the
 * API's origin when VITE_API_BASE_URL points elsewhere, else this page's origin.
 */
function identityServiceOrigin(): string {
  return env.VITE_API_BASE_URL
    ? new URL(env.VITE_API_BASE_URL, window.location.origin).origin
    : window.location.origin;
}

/**
 * The Auth instance (IDENTITY.md): local persistence first, no popup/redirect resolver and no
 * authDomain, so nothing loads from outside; pointed at our own server in local mode.
 */
export function getAuthInstance(): Auth {
  if (auth) return auth;
  // A page drawn by the server never touches the SDK (no session there, and an email's one-time
  // code must be used by the browser that opened it): what needs it is left to the browser.
  if (serverUser) throw new BrowserOnlyError();
  app = initializeApp({
    apiKey: env.VITE_FIREBASE_API_KEY,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    ...(env.VITE_IDENTITY_MODE === 'firebase' && env.VITE_FIREBASE_AUTH_DOMAIN
      ? { authDomain: env.VITE_FIREBASE_AUTH_DOMAIN }
      : {}),
    ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
  });
  auth = initializeAuth(app, { persistence: [browserLocalPersistence, indexedDBLocalPersistence] });
  auth.languageCode = 'it';
  if (env.VITE_IDENTITY_MODE === 'local') {
    connectAuthEmulator(auth, identityServiceOrigin(), { disableWarnings: true });
  }
  const instance = auth;
  ready = instance.authStateReady().then(() => publish(instance.currentUser));
  onIdTokenChanged(instance, (user) => {
    void rememberForPages(instance, user);
    if (state.status !== 'loading') publish(user);
  });
  setTokenProvider(async () => (instance.currentUser ? freshIdToken(instance.currentUser) : null));
  setSessionCheck(() => checkSession(instance));
  return instance;
}

/** The identity service's answers that a session is over for good (not a network's hiccup). */
const sessionOver = new Set([
  'auth/user-token-expired',
  'auth/invalid-user-token',
  'auth/user-disabled',
  'auth/user-not-found',
]);

/**
 * The API refused the token (401): a forced refresh says whether the session still holds (a new
 * token) or is over (revoked by a password changed on another device, a disabled or deleted
 * account). Over, the user is signed out here, the dashboard leaves for the login page and it
 * says why, and where they were is where they come back to (`require-auth`).
 */
async function checkSession(instance: Auth): Promise<string | null> {
  const user = instance.currentUser;
  if (!user) return null;
  // Said before asking: a session that is over is signed out by the SDK within the refresh, and
  // the dashboard leaves at once — for a login page that says why, and a way back here. Taken
  // back if the session holds. A notice already waiting (the account just deleted) stays.
  const waiting = peekLoginNotice() !== null;
  const back = returnPathFor(window.location);
  if (!waiting) setLoginNotice(sessionNotices.ended, back);
  try {
    const token = await user.getIdToken(true);
    if (!waiting) clearLoginNotice();
    return token;
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (typeof code !== 'string' || !sessionOver.has(code)) {
      if (!waiting) clearLoginNotice();
      return null;
    }
    const accountGone = code === 'auth/user-disabled' || code === 'auth/user-not-found';
    if (!waiting && accountGone) setLoginNotice(sessionNotices.accountUnavailable);
    // Nobody will sign in to take a draft up again: what it holds (health notes) goes.
    if (accountGone) forgetDrafts();
    await endSignIn().catch(() => undefined);
    return null;
  }
}

/**
 * Keeps the page session on the signed-in user's current token (page-session.ts); a sign-up under
 * way (anonymous) sends its token too, for the server's mark that the app holds a session.
 */
async function rememberForPages(instance: Auth, user: User | null) {
  if (!user) return writePageSession(null);
  const token = await user.getIdToken().catch(() => null);
  // Signed out (or someone else signed in) meanwhile: that change wrote the cookie already.
  if (!token || instance.currentUser !== user) return;
  await writePageSession(token);
}

/** What only the browser can do (the SDK), asked for while the server draws a page. */
export class BrowserOnlyError extends Error {
  constructor() {
    super('Firebase Auth is used only in the browser');
    this.name = 'BrowserOnlyError';
  }
}

/**
 * When the server draws a page (first-paint/render-page.tsx): the user the server verified for
 * the page being drawn. Several pages may be drawn at once, so it is asked for each time.
 */
let serverUser: (() => AuthUser | null) | undefined;

export function setServerUser(source: () => AuthUser | null) {
  serverUser = source;
}

/** Spec §4: the ID token is refreshed about 5 minutes before it expires. */
const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
let lastForcedRefresh = 0;

/**
 * The token for an API call. This SDK version refreshes only 30 s before expiry, so a token with
 * less than 5 minutes left is refreshed here (at most once a minute, in case the device clock is
 * far off the server's).
 */
async function freshIdToken(user: User): Promise<string> {
  const { token, expirationTime } = await user.getIdTokenResult();
  const now = Date.now();
  const expiring = Date.parse(expirationTime) - now < REFRESH_BEFORE_EXPIRY_MS;
  if (!expiring || now - lastForcedRefresh < 60_000) return token;
  lastForcedRefresh = now;
  return user.getIdToken(true);
}

/** Resolves once the persisted session (if any) has been restored. */
export async function waitForAuth(): Promise<AuthUser | null> {
  if (serverUser) return serverUser();
  getAuthInstance();
  await ready;
  return state.user;
}

export function getAuthState(): AuthState {
  return serverUser ? stateOf(serverUser()) : state;
}

function subscribe(listener: () => void) {
  if (serverUser) return () => undefined;
  getAuthInstance();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current authentication state; re-renders on sign-in, sign-out and token refresh. */
export function useAuth(): AuthState {
  return useSyncExternalStore(subscribe, getAuthState, getAuthState);
}

export function currentUserOrThrow(): User {
  const user = getAuthInstance().currentUser;
  if (!user)
    throw Object.assign(new Error('Nessun utente collegato'), { code: 'auth/no-current-user' });
  return user;
}

export async function signIn(email: string, password: string) {
  const visitor = await visitorSession();
  const credential = await signInWithEmailAndPassword(getAuthInstance(), email.trim(), password);
  publish(credential.user);
  await handOverVisitor(visitor, credential.user);
  return toAuthUser(credential.user);
}

/**
 * This browser's anonymous session, when a visitor who sent a first request signs in now: its ID
 * token proves the request is theirs. Null for anyone else.
 */
async function visitorSession(): Promise<string | null> {
  // A link's page signs in as soon as it opens: the saved session may not be read yet.
  await getAuthInstance().authStateReady();
  const user = getAuthInstance().currentUser;
  if (!user?.isAnonymous) return null;
  return user.getIdToken().catch(() => null);
}

/**
 * After a sign-in from a visitor's session: the request sent with this account's address joins
 * the account (server: privacy/hand-over.service.ts), and the next page says so. A refusal (sent
 * with another address, a session too old) leaves it where it is: the tutors have it anyway.
 */
async function handOverVisitor(visitor: string | null, user: User) {
  if (!visitor || user.isAnonymous) return;
  try {
    const { requestIds } = await handOver(
      user.uid,
      { anonymousIdToken: visitor },
      // The sign-in has happened: a slow answer must not keep its button spinning.
      AbortSignal.timeout(10_000),
    );
    if (requestIds.length > 0) flashToastOnNextPage(handedOverNotice(requestIds));
  } catch {
    // Nothing to undo: the sign-in itself succeeded.
  }
}

export async function signInAnonymous() {
  const credential = await signInAnonymously(getAuthInstance());
  publish(credential.user);
  return toAuthUser(credential.user);
}

// Sign-in by email link (the SDK's sendSignInLinkToEmail / signInWithEmailLink, unchanged).

/** Where the address a sign-in link went to waits for the link, as the SDK's guide suggests. */
const EMAIL_FOR_SIGN_IN = 'emailForSignIn';

/**
 * Emails a sign-in link to `email` and keeps the address on this device, so the link opened here
 * signs in at once. The link opens /email-handler?mode=signIn, which then goes to `continuePath`.
 */
export async function sendSignInLink(email: string, continuePath: string) {
  const address = email.trim();
  await sendSignInLinkToEmail(getAuthInstance(), address, {
    url: new URL(continuePath, window.location.origin).toString(),
    handleCodeInApp: true,
  });
  try {
    window.localStorage.setItem(EMAIL_FOR_SIGN_IN, address);
  } catch {
    // Storage refused (private mode): the page will ask for the address.
  }
}

export const isEmailSignInLink = (link: string) => isSignInWithEmailLink(getAuthInstance(), link);

/** The address this device asked a sign-in link for, or null (another device: ask for it). */
export function emailForSignIn(): string | null {
  try {
    return window.localStorage.getItem(EMAIL_FOR_SIGN_IN);
  } catch {
    return null;
  }
}

/** Completes the sign-in with the emailed link (`auth/invalid-email`: not the link's address). */
export async function signInWithLink(email: string, link: string) {
  const visitor = await visitorSession();
  const credential = await signInWithEmailLink(getAuthInstance(), email.trim(), link);
  try {
    window.localStorage.removeItem(EMAIL_FOR_SIGN_IN);
  } catch {
    // Nothing kept.
  }
  publish(credential.user);
  await handOverVisitor(visitor, credential.user);
  return toAuthUser(credential.user);
}

/** Upgrades the current anonymous account to email + password, keeping its uid (spec §4 sign-up). */
export async function linkEmailPassword(email: string, password: string, displayName?: string) {
  const user = currentUserOrThrow();
  const credential = await linkWithCredential(
    user,
    EmailAuthProvider.credential(email.trim(), password),
  );
  if (displayName) await updateProfile(credential.user, { displayName });
  publish(credential.user);
  return toAuthUser(credential.user);
}

/** The signed-in user's role, from the ID token's claims (staff carry `role: 'tutor'`). */
export async function currentRole(): Promise<'tutor' | 'customer' | null> {
  const user = getAuthInstance().currentUser;
  if (!user) return null;
  const { claims } = await user.getIdTokenResult();
  return claims.role === 'tutor' ? 'tutor' : 'customer';
}

/** Signs out (the user asked): the forms' drafts this tab kept go too (a shared computer). */
export async function signOut() {
  forgetDrafts();
  await endSignIn();
}

/**
 * Ends the sign-in in this browser. A session ended elsewhere (`checkSession`) keeps the tab's
 * drafts: the same account signing in again finds its half-written request as it left it.
 */
async function endSignIn() {
  // The page session first: no page drawn with this account's data after this returns.
  await endPageSession();
  await firebaseSignOut(getAuthInstance());
  publish(null);
}

/** Sends the email-verification link to the signed-in user (our /email-handler page). */
export async function sendVerificationEmail() {
  await sendEmailVerification(currentUserOrThrow());
}

/** Re-reads the account (e.g. after the email was verified in another tab). */
export async function refreshUser() {
  const user = currentUserOrThrow();
  await reload(user);
  await user.getIdToken(true);
  publish(user);
  return toAuthUser(user);
}
