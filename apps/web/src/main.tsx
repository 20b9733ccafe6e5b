import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { LiveUpdates } from './app/live-updates';
import { AppProvider, createQueryClient } from './app/provider';
import { createRouter } from './app/router';
import { renderOverDrawnPage } from './first-paint/take-over';
import { rememberViewport } from './lib/media-query';

rememberViewport();
const router = createRouter();
const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <LiveUpdates />
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);
const render = () => createRoot(container).render(app);

renderOverDrawnPage(container, router, queryClient, render);
