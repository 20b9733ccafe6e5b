import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { inNextTask } from '@/lib/next-task';
import { LiveUpdates } from './live-updates';
import { AppProvider } from './provider';

/**
 * The whole app around its router: the same tree in the browser (main.tsx) and when the server
 * draws a page (first-paint/draw-page.tsx), so the browser can hydrate the drawn page — the same
 * components in the same places give the same markup and the same generated ids.
 */
export function AppTree({
  queryClient,
  children,
}: {
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <LiveUpdates />
        <PageIsLive />
        {children}
      </AppProvider>
    </StrictMode>
  );
}

/**
 * Once the app has taken over a drawn page (hydrated it), the page stops being inert and hidden
 * from assistive technology. Until then nothing can be typed into it and lost. In a task of its
 * own: the browser then restyles the whole page, and within the adoption's last task (where
 * React may run this effect, and a component then measure itself) that made it about 90 ms
 * longer on a phone.
 */
function PageIsLive() {
  useEffect(() => {
    const drawn = document.querySelector('[data-prerendered]');
    if (!drawn) return;
    inNextTask(() => {
      drawn.removeAttribute('inert');
      drawn.removeAttribute('aria-hidden');
      drawn.removeAttribute('data-prerendered');
    });
  }, []);
  return null;
}
