import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { setTokenProvider } from './api-client';

/** Fresh module state per test: the module remembers what it last told the server. */
const load = async () => {
  vi.resetModules();
  const api = await import('./api-client');
  const session = await import('./page-session');
  return { api, session };
};

describe('page session (the cookie the server draws signed-in pages with)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    setTokenProvider(async () => null);
  });

  it('asks the server to set it from each new token, once per token', async () => {
    const { api, session } = await load();
    api.setTokenProvider(async () => 'token-1');
    const calls = mockApi({ 'PUT /api/v1/session/page': { status: 204 } });
    await session.writePageSession('token-1');
    await session.writePageSession('token-1');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['PUT /api/v1/session/page']);
    expect(calls[0]!.headers.Authorization).toBe('Bearer token-1');
    api.setTokenProvider(async () => 'token-2');
    await session.writePageSession('token-2');
    expect(calls).toHaveLength(2);
  });

  it('costs a signed-out visitor no call, and ends a session on sign-out', async () => {
    const { session } = await load();
    const calls = mockApi({
      'PUT /api/v1/session/page': { status: 204 },
      'DELETE /api/v1/session/page': { status: 204 },
    });
    await session.writePageSession(null);
    expect(calls).toHaveLength(0);
    await session.endPageSession();
    expect(calls.map((c) => c.method)).toEqual(['DELETE']);
    expect(calls[0]!.headers.Authorization).toBeUndefined();
  });

  it('tries again on the next token change when the server could not be reached', async () => {
    const { api, session } = await load();
    api.setTokenProvider(async () => 'token-1');
    let fail = true;
    const calls = mockApi({
      'PUT /api/v1/session/page': () => (fail ? { status: 503 } : { status: 204 }),
    });
    await session.writePageSession('token-1');
    fail = false;
    await session.writePageSession('token-1');
    expect(calls).toHaveLength(2);
  });

  it('ends the session at the next start when the sign-out could not reach the server', async () => {
    localStorage.clear();
    let fail = true;
    const { session } = await load();
    const calls = mockApi({
      'DELETE /api/v1/session/page': () => (fail ? { status: 503 } : { status: 204 }),
    });
    await session.endPageSession();
    expect(calls).toHaveLength(1);
    // The next start, signed out: the end is tried again, once.
    fail = false;
    const again = await load();
    await again.session.writePageSession(null);
    await again.session.writePageSession(null);
    expect(calls.map((c) => c.method)).toEqual(['DELETE', 'DELETE']);
    // Done: later starts cost nothing.
    const later = await load();
    await later.session.writePageSession(null);
    expect(calls).toHaveLength(2);
  });
});
