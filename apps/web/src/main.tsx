import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import './styles.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { PAGE_DATA_ID } from './app/page-data-id';
import { AppProvider, createQueryClient } from './app/provider';
import { createRouter } from './app/router';

const router = createRouter();
const queryClient = createQueryClient();
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);
const render = () => createRoot(container).render(app);

// A page the server sent already drawn (prerender.tsx) stays on screen until the router has
// its first page ready, so the app replaces it with the same page instead of a loader.
if (container.querySelector('[data-prerendered]') && !router.state.initialized) {
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    void startFromPageData().then(() => {
      // Rendered as a transition: React yields to the browser while it builds the page, so a
      // tap on the drawn page is never stuck behind one long task.
      startTransition(render);
    });
  });
} else {
  render();
}

/** A page the server drew with the customer's data (render-page.tsx) starts from that data. */
async function startFromPageData() {
  if (!document.getElementById(PAGE_DATA_ID)) return;
  const { readPageData, seedPageData } = await import('./app/page-data');
  const data = readPageData();
  if (data) seedPageData(queryClient, data);
}
