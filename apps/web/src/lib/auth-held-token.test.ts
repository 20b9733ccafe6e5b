import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { mockApi } from '@/testing/mock-fetch';

/** When the test's tokens expire: an hour from the start, the same for every token of a user. */
const expiry = Math.floor(Date.now() / 1000) + 3600;
/** An ID token-like string for `uid` (one per user: a check never races a second's tick). */
const tokenFor = (uid: string) => `h.${btoa(JSON.stringify({ sub: uid, exp: expiry }))}.s`;
const userFor = (uid: string) => ({
  uid,
  email: `${uid}@example.it`,
  emailVerified: true,
  isAnonymous: false,
  displayName: null,
  getIdToken: async () => tokenFor(uid),
  getIdTokenResult: async () => ({
    token: tokenFor(uid),
    expirationTime: new Date(expiry * 1000).toUTCString(),
  }),
});

/** The SDK, faked: one account signed in; `tokenChanged` is what the SDK tells on a change. */
const sdk = vi.hoisted(() => ({
  auth: {
    currentUser: null as unknown,
    languageCode: '',
    authStateReady: async () => {},
  },
  tokenChanged: (_user: unknown) => {},
}));

vi.mock('firebase/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('firebase/auth')>()),
  initializeAuth: () => sdk.auth,
  connectAuthEmulator: () => {},
  onIdTokenChanged: (_auth: unknown, listener: (user: unknown) => void) => {
    sdk.tokenChanged = listener;
    return () => {};
  },
  signOut: async () => {
    sdk.auth.currentUser = null;
    sdk.tokenChanged(null);
  },
}));
vi.mock('./page-session', () => ({
  writePageSession: async () => {},
  endPageSession: async () => {},
}));

// The test setup loads the app's modules (lib/auth among them) before these fakes: loaded again.
vi.resetModules();
const { signOut, waitForAuth } = await import('./auth');
const { apiRequest, holdFreshToken } = await import('./api-client');
const { readDraft, saveDraft } = await import('./drafts');

/** A keepalive call's bearer token (none: undefined). */
async function keepaliveToken() {
  const calls = mockApi({ 'POST /v1/x': { body: {} } });
  await apiRequest('/v1/x', { method: 'POST', keepalive: true });
  return calls[0]!.headers.Authorization;
}

describe('the token held for keepalive calls (an undo window open)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is forgotten on sign-out and when another account signs in', async () => {
    sdk.auth.currentUser = userFor('a');
    expect((await waitForAuth())?.uid).toBe('a');
    await holdFreshToken();
    expect(await keepaliveToken()).toBe(`Bearer ${tokenFor('a')}`);

    // Another account signs in (another tab): A's token is not sent for it.
    sdk.auth.currentUser = userFor('b');
    sdk.tokenChanged(sdk.auth.currentUser);
    expect(await keepaliveToken()).toBe(`Bearer ${tokenFor('b')}`);

    // B's token refreshed: still B, the held token is kept (sent even as the SDK cannot answer).
    await holdFreshToken();
    sdk.tokenChanged(sdk.auth.currentUser);
    const b = sdk.auth.currentUser;
    sdk.auth.currentUser = null;
    expect(await keepaliveToken()).toBe(`Bearer ${tokenFor('b')}`);

    // Signed out: nothing is sent.
    sdk.auth.currentUser = b;
    await signOut();
    expect(await keepaliveToken()).toBeUndefined();
  });
});

describe('the forms’ drafts this tab keeps', () => {
  afterEach(() => vi.unstubAllGlobals());
  const draft = z.object({ notes: z.string() });

  it('stay when the session ended on another device, and go at a sign-out the user asks for', async () => {
    // The password changed elsewhere: the SDK's forced refresh finds the session over.
    const ended = {
      ...userFor('c'),
      getIdToken: async (force?: boolean) => {
        if (force) throw Object.assign(new Error('expired'), { code: 'auth/user-token-expired' });
        return tokenFor('c');
      },
    };
    sdk.auth.currentUser = ended;
    sdk.tokenChanged(ended);
    expect((await waitForAuth())?.uid).toBe('c');
    saveDraft('c', 'new-request', { notes: 'Mia madre prende il Coumadin la sera' });
    mockApi({
      'GET /v1/requests': {
        status: 401,
        body: { error: { code: 'UNAUTHENTICATED', message: 'Sessione non valida' } },
      },
    });
    await apiRequest('/v1/requests').catch(() => undefined);
    await vi.waitFor(() => expect(sdk.auth.currentUser).toBeNull());
    // Signing in again, the same account finds its half-written request.
    expect(readDraft('c', 'new-request', draft)).toEqual({
      notes: 'Mia madre prende il Coumadin la sera',
    });

    sdk.auth.currentUser = userFor('c');
    sdk.tokenChanged(sdk.auth.currentUser);
    await signOut();
    // A shared computer: what the family typed does not stay for the next person at the tab.
    expect(readDraft('c', 'new-request', draft)).toBeNull();
  });
});
