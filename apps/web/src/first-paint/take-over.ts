import type { QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import type { createRouter } from '@/app/router';
import { startFromPageData } from './page-data';

/**
 * The app's start (main.tsx). A page the server sent already drawn (prerender.tsx,
 * render-page.tsx) stays on screen until the router has its first page ready, so the app
 * replaces it with the same page instead of a loader; any other page renders at once.
 */
export function renderOverDrawnPage(
  container: HTMLElement,
  router: ReturnType<typeof createRouter>,
  queryClient: QueryClient,
  render: () => void,
) {
  if (!container.querySelector('[data-prerendered]') || router.state.initialized) {
    render();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    startFromPageData(queryClient);
    // Rendered as a transition: React yields to the browser while it builds the page, so a
    // tap on the drawn page is never stuck behind one long task.
    startTransition(render);
  });
}
