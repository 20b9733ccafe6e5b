import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './styles.css';
import { RouterProvider } from 'react-router';
import { AppTree } from './app/app-tree';
import { createQueryClient } from './app/provider';
import { createRouter } from './app/router';
import { startApp } from './first-paint/take-over';
import { rememberViewport } from './lib/media-query';

rememberViewport();
const router = createRouter();
const queryClient = createQueryClient();
startApp(
  document.getElementById('root')!,
  router,
  queryClient,
  <AppTree queryClient={queryClient}>
    <RouterProvider router={router} />
  </AppTree>,
);
