import { PAGE_DATA_ID } from '@equilibrio/contract/first-paint';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFromPageData } from '@/first-paint/page-data';
import { apiRequest } from '@/lib/api-client';
import { answeredAt, italianDay } from '@/lib/format-datetime';
import { noteDrawnAt, pageNow, resetServerClock, toServerTime } from '@/lib/server-clock';
import { mockApi } from '@/testing/mock-fetch';

const minute = 60_000;
const serverNow = Date.parse('2026-11-29T11:00:00Z');

/** A page drawn by the server at `serverNow`, opened in a browser whose clock is 10 min ahead. */
function drawnPage(drawnAt?: number) {
  const script = document.createElement('script');
  script.id = PAGE_DATA_ID;
  script.type = 'application/json';
  script.textContent = JSON.stringify({
    ...(drawnAt === undefined ? {} : { drawnAt }),
    mutations: [],
    queries: [
      {
        queryKey: ['requests'],
        queryHash: '["requests"]',
        state: { data: { content: [] }, dataUpdatedAt: drawnAt ?? serverNow, status: 'success' },
      },
    ],
  });
  document.body.append(script);
}

describe('the server clock', () => {
  beforeEach(() => {
    resetServerClock();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(serverNow + 10 * minute);
  });
  afterEach(() => {
    vi.useRealTimers();
    document.getElementById(PAGE_DATA_ID)?.remove();
    // The files after this one find the clock as the app starts it.
    resetServerClock();
  });

  it('a drawn page’s answers are fresh on a clock running ahead, and waits count from the server’s time', () => {
    drawnPage();
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    expect(startFromPageData(client)).toBe(true);
    const state = client.getQueryState(['requests'])!;
    // Not stale (it would be fetched again at once, and the page's texts would change).
    expect(Date.now() - state.dataUpdatedAt).toBeLessThan(30_000);
    // 'in attesa da …' counts from the instant the server answered, as the drawn page did.
    expect(answeredAt(state).getTime()).toBe(serverNow);
  });

  it('an API answer’s Date tells the skew when no page was drawn', async () => {
    mockApi({
      'GET /v1/ping': {
        body: {},
        headers: { date: new Date(serverNow).toUTCString() },
      },
    });
    await apiRequest('/v1/ping', { auth: false });
    // Answered "now" by this browser's clock: on the server's, ten minutes (±1 s) earlier.
    expect(
      Math.abs(answeredAt({ dataUpdatedAt: Date.now() }).getTime() - serverNow),
    ).toBeLessThanOrEqual(1000);
    expect(Math.abs(toServerTime(Date.now()) - serverNow)).toBeLessThanOrEqual(1000);
  });

  it('a page drawn just before midnight is adopted with its day, and the next render has the new one', () => {
    // Drawn at 23:59:59 in Italy; the browser (ten minutes ahead) adopts it after midnight.
    const drawnAt = Date.parse('2026-11-29T22:59:59Z');
    vi.setSystemTime(drawnAt + 10 * minute);
    drawnPage(drawnAt);
    expect(startFromPageData(new QueryClient())).toBe(true);
    expect(italianDay(pageNow())).toBe('2026-11-29');
    // Once the page is live (app-tree.tsx), "now" is the moment's, on the server's clock.
    noteDrawnAt(null);
    vi.setSystemTime(drawnAt + 12 * minute);
    expect(pageNow().getTime()).toBe(drawnAt + 2 * minute);
    expect(italianDay(pageNow())).toBe('2026-11-30');
  });
});
