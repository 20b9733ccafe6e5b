import { vi } from 'vitest';

/** One call the screen made, as the server would see it. */
export type ApiCall = {
  method: string;
  /** The path without the query. */
  path: string;
  /** The path with the query, as sent. */
  url: string;
  query: URLSearchParams;
  headers: Record<string, string>;
  /** The JSON body parsed; a body that is not JSON text (a FormData) as it was sent. */
  body: unknown;
  /** Present (true) when the call was made to outlive the page (fetch `keepalive`). */
  keepalive?: true;
};

/**
 * An answer: `body` is sent as JSON; `raw` as it is (a downloaded file), with `headers`
 * (e.g. Content-Disposition). Nothing, or `{}`, is a 200 with no body.
 */
export type Reply = {
  status?: number;
  body?: unknown;
  raw?: BodyInit;
  headers?: Record<string, string>;
};
type Handler = (call: ApiCall) => Reply | undefined | Promise<Reply | undefined>;

const notFound: Reply = {
  status: 404,
  body: { error: { code: 'NOT_FOUND', message: 'Risorsa non trovata.' } },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const parseBody = (body: RequestInit['body']) => {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
};

/**
 * Stubs `fetch` with a small router, the one fetch mock of the web tests. Keys are
 * "METHOD /path": the path without the query (`:param` segments match any one segment), or
 * with a query (`?…`) to match the full address exactly. A route is a reply or a handler that
 * sees the call. Unmatched calls answer 404 with the API's error envelope. Returns the calls
 * made, in order, to assert what the screen sent.
 */
export function mockApi(routes: Record<string, Reply | Handler>): ApiCall[] {
  const calls: ApiCall[] = [];
  const table = Object.entries(routes).map(([key, route]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const withQuery = pattern.includes('?');
    const regex = new RegExp(`^${escapeRegExp(pattern).replace(/:[a-zA-Z]+/g, '[^/]+')}$`);
    return { method: method.toUpperCase(), withQuery, regex, route };
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: ApiCall = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      url: `${url.pathname}${url.search}`,
      query: url.searchParams,
      headers: (init.headers ?? {}) as Record<string, string>,
      body: parseBody(init.body),
      ...(init.keepalive ? { keepalive: true as const } : {}),
    };
    calls.push(call);
    const found = table.find(
      (entry) =>
        entry.method === call.method && entry.regex.test(entry.withQuery ? call.url : call.path),
    );
    const reply =
      (found
        ? typeof found.route === 'function'
          ? await found.route(call)
          : found.route
        : notFound) ?? {};
    const status = reply.status ?? 200;
    const body =
      reply.raw ?? (reply.body === undefined || status === 204 ? null : JSON.stringify(reply.body));
    return new Response(body, {
      status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  return calls;
}
