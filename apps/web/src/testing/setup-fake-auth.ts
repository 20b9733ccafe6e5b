import { afterAll, vi } from 'vitest';
import { resetMockAuth } from './fake-auth';

// The files of the 'web-fake-auth' project share one auth fake (vitest.config.ts): each leaves it
// signed out, as the next file expects to find it. The account actions (`@/lib/auth-account`)
// are the same fake's, in every file of the project: a screen never reaches the real SDK.
vi.mock('@/lib/auth-account', () => import('./fake-auth'));
afterAll(() => resetMockAuth());
