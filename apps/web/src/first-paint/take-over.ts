import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { createRouter } from '@/app/router';
import { startFromPageData } from './page-data';

/**
 * The app's start (main.tsx). A page the server drew (draw-page.tsx, with the data it was drawn
 * with in the page) is hydrated where it stands, once the router has the page's code and the SDK
 * has restored the session (or found none): the same tree (app/app-tree.tsx), the same data and
 * the same user give the same markup, so React adopts the page instead of drawing it again.
 * (Should anything differ, React draws that part afresh.) Any other page — one the server sent
 * plain — renders at once.
 */
export function startApp(
  container: HTMLElement,
  router: ReturnType<typeof createRouter>,
  queryClient: QueryClient,
  app: ReactNode,
) {
  const drawn = container.querySelector<HTMLElement>('[data-prerendered]');
  if (!drawn || !startFromPageData(queryClient)) {
    createRoot(container).render(app);
    return;
  }
  const hydrate = () =>
    void import('@/lib/auth')
      .then(({ waitForAuth }) => waitForAuth())
      .catch(() => null)
      // As a transition: React hydrates in slices and yields to the browser between them, so
      // neither the first paint's neighbours nor a tap wait behind one long task.
      .then(() => startTransition(() => void hydrateRoot(drawn, app)));
  if (router.state.initialized) {
    hydrate();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    hydrate();
  });
}
