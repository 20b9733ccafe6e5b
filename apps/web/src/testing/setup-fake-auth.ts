import { afterAll } from 'vitest';
import { resetMockAuth } from './fake-auth';

// The files of the 'web-fake-auth' project share one auth fake (vitest.config.ts): each leaves it
// signed out, as the next file expects to find it.
afterAll(() => resetMockAuth());
