/**
 * The one stand-in for `@/lib/auth` and `@/lib/auth-account` in component tests (no identity
 * service in jsdom): their exports a screen uses, an in-memory user, and `vi.fn` actions. Use with
 * `vi.mock('@/lib/auth', () => import('@/testing/fake-auth'))` (the 'web-fake-auth' project's
 * setup replaces `@/lib/auth-account` with it in every file), then `resetMockAuth()` in
 * `beforeEach`, `signInAs(...)` or `setMockUser(...)`, and assertions on the actions (import
 * them from here or from the mocked module).
 */
import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { AuthState, AuthUser } from '@/lib/auth';

export type { AuthState, AuthUser };

let state: AuthState = { status: 'signed-out', user: null };
const listeners = new Set<() => void>();

export function setMockUser(user: Partial<AuthUser> | null) {
  state = user
    ? (() => {
        const full: AuthUser = {
          uid: 'uid-test',
          email: null,
          emailVerified: false,
          isAnonymous: false,
          displayName: null,
          ...user,
        };
        return { status: full.isAnonymous ? 'anonymous' : 'signed-in', user: full } as AuthState;
      })()
    : { status: 'signed-out', user: null };
  for (const listener of listeners) listener();
}

/** The customer most tests sign in as. */
export const testUser: AuthUser = {
  uid: 'user-1',
  email: 'anna.rossi@example.it',
  emailVerified: true,
  isAnonymous: false,
  displayName: 'Anna Rossi',
};

/** Signed in as `testUser`, with these fields changed. */
export const signInAs = (user: Partial<AuthUser> = {}) => setMockUser({ ...testUser, ...user });

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getAuthState = () => state;
export const useAuth = () => useSyncExternalStore(subscribe, getAuthState, getAuthState);
export const waitForAuth = vi.fn(async () => state.user);
export const getAuthInstance = vi.fn();

export const signIn = vi.fn(async (email: string, _password: string) => {
  setMockUser({ uid: state.user?.uid ?? 'uid-signed-in', email, isAnonymous: false });
  return state.user!;
});
export const signInAnonymous = vi.fn(async () => {
  if (state.status !== 'anonymous') setMockUser({ uid: 'uid-anonymous', isAnonymous: true });
  return state.user!;
});
export const linkEmailPassword = vi.fn(
  async (email: string, _password: string, displayName?: string) => {
    setMockUser({ uid: state.user?.uid, email, displayName: displayName ?? null });
    return state.user!;
  },
);
export const sendSignInLink = vi.fn(async (_email: string, _continuePath: string) => {});
/** As the SDK: a link with mode=signIn, a code and an API key. */
export const isEmailSignInLink = vi.fn((link: string) => {
  const params = new URL(link, 'http://localhost').searchParams;
  return params.get('mode') === 'signIn' && Boolean(params.get('oobCode') && params.get('apiKey'));
});
export const emailForSignIn = vi.fn((): string | null => null);
export const signInWithLink = vi.fn(async (email: string, _link: string) => {
  setMockUser({ uid: 'uid-link', email, emailVerified: true, isAnonymous: false });
  return state.user!;
});
export const signOut = vi.fn(async () => setMockUser(null));
export const currentRole = vi.fn(
  async (): Promise<'tutor' | 'customer' | null> => (state.user ? 'customer' : null),
);
export const sendVerificationEmail = vi.fn(async () => {});
export const refreshUser = vi.fn(async () => state.user!);
export const changePassword = vi.fn(async () => {});
export const changeEmail = vi.fn(async (_password: string, _newEmail: string) => {});
export const reauthenticate = vi.fn(async (_password: string) => state.user!);
/** Signed in long ago unless a test says otherwise (a password is then asked). */
export const signedInRecently = vi.fn(async () => false);
export const verifyResetCode = vi.fn(async (_code: string) => 'utente@example.it');
export const confirmReset = vi.fn(async (_code: string, _password: string) => {});
export const applyEmailCode = vi.fn(async (_code: string) => {});
export const inspectActionCode = vi.fn(async (_code: string) => ({
  operation: 'PASSWORD_RESET',
  data: { email: 'utente@example.it' },
}));

/** Back to signed out with fresh mocks (call in beforeEach). */
export function resetMockAuth() {
  vi.clearAllMocks();
  setMockUser(null);
}

/** An identity-provider error as the SDK throws it (`code` like 'auth/wrong-password'). */
export const authError = (code: string) => Object.assign(new Error(code), { code });
