import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-fetch';
import { useLiveEvents } from './live-events';

describe('live updates', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // A deploy: three refused reconnections sent every open page to polling for 5 minutes, each
  // change then seen up to 30 s late.
  it('a server restarting is waited for and the stream taken up again, not given up for polling', async () => {
    // Loaded beforehand: the hook loads the events' schemas with its first stream.
    await import('@equilibrio/contract/live-events');
    vi.useFakeTimers();
    let attempts = 0;
    const calls = mockApi({
      'GET /v1/events': ({ headers }) => {
        if (headers.Accept !== 'text/event-stream') return { body: { lastEventId: 0, events: [] } };
        attempts += 1;
        if (attempts <= 4) {
          return { status: 503, body: { error: { code: 'UNAVAILABLE', message: 'Riavvio' } } };
        }
        return {
          raw: 'event: ready\ndata: {}\n\n',
          headers: { 'content-type': 'text/event-stream' },
        };
      },
    });
    const { unmount } = renderHook(() => useLiveEvents('u1', () => {}));
    await vi.advanceTimersByTimeAsync(40_000);
    unmount();
    const streams = calls.filter((c) => c.headers.Accept === 'text/event-stream');
    expect(streams.length).toBeGreaterThanOrEqual(5);
    // Never fell back to asking every 30 s.
    expect(calls.filter((c) => c.headers.Accept !== 'text/event-stream')).toHaveLength(0);
  });
});
