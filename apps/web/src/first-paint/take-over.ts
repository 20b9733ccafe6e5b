import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { createRouter } from '@/app/router';
import { startFromPageData } from './page-data';

/**
 * The app's start (main.tsx).
 * - A page the server drew for the signed-in user (draw-page.tsx, with its data in the page) is
 *   hydrated where it stands, from the data it was drawn with, once the router has the page's
 *   code: the same tree (app/app-tree.tsx) gives the same markup, so React adopts it instead of
 *   drawing it again. (Should anything differ, React draws that part afresh.)
 * - A page the build drew in advance (prerender.tsx, the same for everyone) stays on screen
 *   until the router has its first page ready, and the app renders over it in a transition.
 * - Any other page renders at once.
 */
export function startApp(
  container: HTMLElement,
  router: ReturnType<typeof createRouter>,
  queryClient: QueryClient,
  app: ReactNode,
) {
  const drawn = container.querySelector<HTMLElement>('[data-prerendered]');
  const render = () => createRoot(container).render(app);
  // The page was drawn for a signed-in user: the app adopts it once it knows that user too (the
  // SDK has restored the session), so its first render is the drawn one — a back-office page
  // has no route loader waiting for the session as the dashboard's guard does.
  const hydrate = (page: HTMLElement) =>
    void import('@/lib/auth')
      .then(({ waitForAuth }) => waitForAuth())
      .catch(() => null)
      // As a transition: React hydrates in slices and yields to the browser between them, so
      // neither the first paint's neighbours nor a tap wait behind one long task.
      .then(() => startTransition(() => void hydrateRoot(page, app)));
  if (!drawn || router.state.initialized) {
    if (drawn && startFromPageData(queryClient)) hydrate(drawn);
    else render();
    return;
  }
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    if (startFromPageData(queryClient)) {
      hydrate(drawn);
      return;
    }
    // Rendered as a transition: React yields to the browser while it builds the page, so a
    // tap on the drawn page is never stuck behind one long task.
    startTransition(render);
  });
}
