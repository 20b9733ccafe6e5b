import { vi } from 'vitest';

export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  body: unknown;
};
type Reply = { status?: number; body?: unknown };
type Handler = (call: ApiCall) => Reply | Promise<Reply>;

/**
 * Stubs `fetch` with a small router: `'GET /v1/dependents'` → handler (path without query).
 * Unmatched calls answer 404 with the API's error envelope. Returns the calls made, in order.
 */
export function mockApi(routes: Record<string, Handler | Reply>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const method = init.method ?? 'GET';
    const call: ApiCall = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const route = routes[`${method} ${url.pathname}`];
    const reply: Reply = !route
      ? { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Risorsa non trovata.' } } }
      : typeof route === 'function'
        ? await route(call)
        : route;
    const status = reply.status ?? 200;
    return new Response(
      reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body),
      { status, headers: { 'content-type': 'application/json' } },
    );
  });
  return calls;
}
