import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { DashboardLayout } from '@/app/layouts/dashboard-layout';
import { paths } from '@/config/paths';
import { theme } from '@/config/theme';
import { HomePage } from '@/features/requests/pages/home-page';
import { type AuthUser, renderSignedIn } from '@/lib/auth';
import { type PageData, seedPageData } from './page-data';

/**
 * Server-side rendering of the signed-in customer's home (the server's modules/pages calls it
 * on a page load that carries a valid page session): the dashboard with the customer's own
 * data, drawn as soon as the HTML arrives. As with the build's prerendered pages, the drawn page
 * is inert until the app renders the same page over it (take-over.ts), starting from the same
 * data (page-data.ts).
 */
const routes = [
  {
    element: <DashboardLayout />,
    children: [{ path: paths.dashboard.home.path, element: <HomePage /> }],
  },
];
const handler = createStaticHandler(routes);

export async function renderDashboardHome(user: AuthUser, data: PageData): Promise<string> {
  const context = await handler.query(new Request(`http://localhost${paths.dashboard.home.path}`));
  if (context instanceof Response) throw new Error('render-page: unexpected redirect');
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  seedPageData(queryClient, data);
  return renderSignedIn(user, () =>
    renderToString(
      <MantineProvider theme={theme} defaultColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </QueryClientProvider>
      </MantineProvider>,
    ),
  );
}
