import { useSyncExternalStore } from 'react';
import { vi } from 'vitest';
import type { AuthState, AuthUser } from '@/lib/auth';

/**
 * A stand-in for `@/lib/auth` in component tests (no identity service in jsdom):
 *   vi.mock('@/lib/auth', async () => (await import('@/testing/fake-auth')).fakeAuthModule);
 * then `signInAs({...})` before rendering.
 */
let state: AuthState = { status: 'signed-out', user: null };
const listeners = new Set<() => void>();

export const testUser: AuthUser = {
  uid: 'user-1',
  email: 'anna.rossi@example.it',
  emailVerified: true,
  isAnonymous: false,
  displayName: 'Anna Rossi',
};

const publish = (next: AuthState) => {
  state = next;
  for (const listener of listeners) listener();
};

export function signInAs(user: Partial<AuthUser> = {}) {
  publish({ status: 'signed-in', user: { ...testUser, ...user } });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export const fakeAuthModule = {
  useAuth: () => useSyncExternalStore(subscribe, () => state),
  getAuthState: () => state,
  waitForAuth: vi.fn(async () => state.user),
  signOut: vi.fn(async () => publish({ status: 'signed-out', user: null })),
  sendVerificationEmail: vi.fn(async () => undefined),
  refreshUser: vi.fn(async () => state.user),
  authErrorMessage: () => 'Si è verificato un errore. Riprova più tardi.',
};
