import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import {
  createBrowserRouter,
  createMemoryRouter,
  type RouteObject,
  RouterProvider,
} from 'react-router';
import { AppProvider, createQueryClient } from '@/app/provider';

/**
 * Renders routes with every provider of the real app (theme, query cache, modals, toasts)
 * at `path`. Pass the same route objects the app uses, or a single element.
 */
export function renderRoute(
  ui: ReactElement | RouteObject[],
  {
    path = '/',
    staleTime = 0,
    transitions = false,
    browserHistory = false,
  }: {
    path?: string;
    /** How long fetched data counts as fresh (0 here; the app keeps it 30 s). */
    staleTime?: number;
    /** Dialogs fade in and out as in the app (Mantine's test mode shows and hides them at once). */
    transitions?: boolean;
    /** On the window's own history, as in the app (back and forward are the browser's). */
    browserHistory?: boolean;
  } = {},
) {
  const routes = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  if (browserHistory) window.history.replaceState(null, '', path);
  const router = browserHistory
    ? createBrowserRouter(routes)
    : createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  // The app's own defaults (createQueryClient), but no second try and data stale at once.
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({
    queries: { ...defaults.queries, retry: false, staleTime },
    mutations: { ...defaults.mutations, retry: false },
  });
  const result = render(
    <AppProvider queryClient={queryClient} env={transitions ? 'default' : 'test'}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...result, router, queryClient };
}
