import { vi } from 'vitest';

export type MockCall = { method: string; path: string; url: string; body: unknown };
type Reply = { status?: number; body?: unknown } | (() => { status?: number; body?: unknown });

/**
 * Stubs `fetch` with answers per "METHOD /path" (query string ignored for matching). Unmatched
 * calls answer 404 with the API's error envelope. Returns the calls made.
 */
export function mockApi(routes: Record<string, Reply>) {
  const calls: MockCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, url: `${url.pathname}${url.search}`, body });
    const route = routes[`${method} ${url.pathname}`];
    const reply = typeof route === 'function' ? route() : route;
    if (!reply) {
      return new Response(
        JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Risorsa non trovata.' } }),
        { status: 404 },
      );
    }
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
    });
  });
  return calls;
}

export type RecordedCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
};

type HandlerReply = { status?: number; body?: unknown } | undefined;
type Handler = (call: RecordedCall) => HandlerReply | Promise<HandlerReply>;

/**
 * Like `mockApi`, with handlers that see the call (query, body, headers) and path patterns:
 * stubs `fetch` with handlers keyed by "METHOD /path" (path without the query; `:param`
 * segments match anything). Unmatched calls answer 404 with the API's error envelope. Returns
 * the calls made, to assert what the screen sent.
 */
export function mockFetch(handlers: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const routes = Object.entries(handlers).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const regex = new RegExp(
      `^${pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[a-zA-Z]+/g, '[^/]+')}$`,
    );
    return { method, regex, handler };
  });
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const call: RecordedCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const route = routes.find((r) => r.method === method && r.regex.test(url.pathname));
    const reply = route
      ? await route.handler(call)
      : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Risorsa non trovata.' } } };
    const status = reply?.status ?? 200;
    return new Response(reply?.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
