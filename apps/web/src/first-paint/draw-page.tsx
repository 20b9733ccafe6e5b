import { AsyncLocalStorage } from 'node:async_hooks';
import { DRAWN_INERT_MARK } from '@equilibrio/contract/first-paint';
import type { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppTree } from '@/app/app-tree';
import { AppProvider, createQueryClient } from '@/app/provider';
import { routes } from '@/app/router';
import { isNotFound } from '@/app/routes/not-found';
import { setServerRedirect } from '@/app/routes/redirect';
import { setTokenProvider, setTransport } from '@/lib/api-client';
import { type AuthUser, setServerUser } from '@/lib/auth';
import { setServerViewportWidth } from '@/lib/media-query';
import { setDrawingNow } from '@/lib/server-clock';
import { setServerOrigin } from '@/lib/site-origin';
import { pageDataOf } from './page-data';

/**
 * Server-side drawing of a page for its visitor, whatever the page (the server's modules/pages
 * calls it on every page load: with the signed-in user whose page-session cookie verifies, or
 * for a visitor not signed in). It renders the app's own route table (router.tsx) with the app's
 * own providers, so no page needs anything of its own to be drawn: the components ask for their
 * data exactly as in the browser, and the calls reach the server's API routes in-process, with
 * the user's token if any (`api`, given by the server) — the same access rules as any call.
 * Rendering repeats until no component asks for data it lacks (a page whose queries depend on
 * earlier answers takes a few rounds); the answers go with the page (`state`, TanStack Query's
 * dehydrated cache, and the instant the drawing began, the page's "now": lib/server-clock.ts), so
 * the app starts from them (take-over.ts).
 */

/** A call to the server's API, answered in-process (the server's light-my-request inject). */
export type ApiCall = (url: string, init: RequestInit) => Promise<Response>;

/**
 * The fields and submit buttons of a drawn page, inert (and marked so) until the app adopts it
 * (app-tree.tsx): nothing can be typed into them before, to be lost, nor a form sent by the
 * browser on its own, even without JavaScript (first-paint/build.ts). React escapes every '<' and
 * '>' of text and attributes, so each match is a tag and `[^>]*` stays within it; Mantine's
 * buttons are `type="button"` unless they submit.
 */
const DRAWN_INERT = /<(?:input|textarea|select)(?=[\s>/])|<button(?=[^>]*\stype="submit")/g;

/**
 * `errors`: what a route's loader or code threw (the page shows the app's error screen);
 * `redirect`: the address stands for another (`/` for the home), where the visitor is sent.
 */
export type DrawnPage = {
  markup: string;
  state: unknown;
  status: number;
  errors?: string[];
  redirect?: string;
};

/**
 * The page's visitor: who (null: not signed in), with which token, the width of their window in
 * CSS pixels, and the site's address as they reached it ('https://www.equilibrio.it').
 */
export type Visitor = {
  user: AuthUser | null;
  token: string | null;
  viewportWidth: number;
  origin: string;
};

/** `drawnAt`: the instant the drawing began, the page's "now" (lib/server-clock.ts pageNow). */
type Drawing = Visitor & { api: ApiCall; drawnAt: number; redirect?: string };
const drawing = new AsyncLocalStorage<Drawing>();

setServerUser(() => drawing.getStore()?.user ?? null);
setTokenProvider(async () => drawing.getStore()?.token ?? null);
setServerViewportWidth(() => drawing.getStore()?.viewportWidth ?? 1280);
setServerOrigin(() => drawing.getStore()?.origin ?? '');
setDrawingNow(() => drawing.getStore()?.drawnAt ?? Date.now());
setServerRedirect((to) => {
  const current = drawing.getStore();
  if (current) current.redirect ??= to;
});
setTransport((url, init) => {
  const current = drawing.getStore();
  if (!current) return Promise.reject(new Error('render-page: a call outside a drawing'));
  return current.api(url, init);
});

/** How React's renderToString marks a Suspense boundary left for the browser to render. */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

const handler = createStaticHandler(routes);

/**
 * The parts the app loads lazily around every page (React.lazy: its overlays), loaded once before
 * the first drawing: until then React leaves them to the browser, which would draw that part
 * afresh instead of adopting it.
 */
const lazyPartsLoaded = (async () => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const markup = renderToString(
      <AppProvider queryClient={createQueryClient()}>{null}</AppProvider>,
    );
    if (!markup.includes(CLIENT_RENDERED_BOUNDARY)) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
})();

/** Renders that may each reveal new queries (a query enabled by another's answer). */
const MAX_ROUNDS = 4;

function pendingQueries(queryClient: QueryClient) {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((q: typeof query) => boolean) };
      const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return query.state.status === 'pending' && query.options.queryFn !== undefined && on;
    });
}

/**
 * The page at `url` drawn for the visitor (a signed-in user's verified token in `token`), or
 * where it sends them (`redirect`); `undefined` when it cannot be drawn.
 */
export function renderPage(
  url: string,
  visitor: Visitor,
  api: ApiCall,
): Promise<DrawnPage | undefined> {
  const drawnAt = Date.now();
  return drawing.run({ ...visitor, api, drawnAt }, async () => {
    await lazyPartsLoaded;
    const context = await handler.query(new Request(url));
    if (context instanceof Response) {
      // A loader's redirect (the dashboard's guard to the sign-in, the sign-in to the home of a
      // signed-in user) is the page's answer too; the server follows it only within the site.
      const location = context.headers.get('Location');
      return location && context.status >= 300 && context.status < 400
        ? { markup: '', state: null, status: 302, redirect: location }
        : undefined;
    }
    const queryClient = createQueryClient();
    queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
    const router = createStaticRouter(handler.dataRoutes, context);
    const render = () =>
      renderToString(
        <AppTree queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppTree>,
      );
    let markup = render();
    // A `Redirect` rendered in any round (perhaps once the layout had its data).
    const redirected = () => drawing.getStore()?.redirect;
    // What the server could not get (a call that failed, what only the browser can do: the
    // SDK) is drawn as still loading and left to the browser, which asks for it again: the
    // page it hydrates then matches the drawn one (errors do not travel with the page).
    const leftToBrowser = new Set<string>();
    for (let round = 1; round < MAX_ROUNDS; round += 1) {
      const pending = pendingQueries(queryClient).filter((q) => !leftToBrowser.has(q.queryHash));
      // A part still loading its code (React.lazy) leaves its boundary to the browser (the
      // `<!--$!-->` mark), which would draw it afresh: a new render once the code has arrived.
      const suspended = markup.includes(CLIENT_RENDERED_BOUNDARY);
      if ((pending.length === 0 && !suspended) || redirected()) break;
      await Promise.all(pending.map((query) => query.fetch().catch(() => undefined)));
      for (const query of pending) {
        if (query.state.status !== 'error') continue;
        leftToBrowser.add(query.queryHash);
        queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
      }
      if (suspended) await new Promise((resolve) => setTimeout(resolve, 10));
      markup = render();
    }
    const redirect = redirected();
    if (redirect) return { markup: '', state: null, status: 302, redirect };
    const errors = Object.values(context.errors ?? {}).map((error) =>
      error instanceof Error ? (error.stack ?? error.message) : String(error),
    );
    return {
      markup: markup.replace(DRAWN_INERT, (tag) => `${tag} inert ${DRAWN_INERT_MARK}`),
      state: { ...pageDataOf(queryClient), drawnAt, viewportWidth: visitor.viewportWidth },
      // An address that is no page is drawn as 'Pagina non trovata' with its status.
      status: isNotFound(context.matches) ? 404 : context.statusCode,
      ...(errors.length ? { errors } : {}),
    };
  });
}
