import { DRAWN_INERT_MARK, DRAWN_PAGE_SHIELD_ID } from '@equilibrio/contract/first-paint';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, StrictMode, useEffect } from 'react';
import { whenAllAdopted } from '@/components/adopted-apart';
import { noteDrawnWidth } from '@/lib/media-query';
import { inNextTask } from '@/lib/next-task';
import { noteDrawnAt } from '@/lib/server-clock';
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
 * Once the app has taken over a drawn page (hydrated it, with the parts it adopts apart:
 * components/adopted-apart.tsx), the page becomes live: the shield over it goes (with its word that
 * the page is loading: first-paint/drawn-page-shield.ts), its fields stop being inert
 * (first-paint/draw-page.tsx), and it is no longer hidden from assistive technology.
 * Until then nothing can be typed into it and lost. In a task of its own, after the adoption's
 * last one. (Only the fields are inert: making a whole inert page live restyled every element of
 * it in one task.)
 */
function PageIsLive() {
  useEffect(() => {
    const drawn = document.querySelector('[data-prerendered]');
    if (!drawn) return;
    return whenAllAdopted(drawn, () =>
      inNextTask(() => {
        document.getElementById(DRAWN_PAGE_SHIELD_ID)?.remove();
        for (const field of drawn.querySelectorAll(`[${DRAWN_INERT_MARK}]`)) {
          field.removeAttribute('inert');
          field.removeAttribute(DRAWN_INERT_MARK);
        }
        drawn.removeAttribute('aria-hidden');
        drawn.removeAttribute('data-prerendered');
        // From now on a page's "now" is the moment's, no longer the drawing's, and its layout
        // the window's (the same unless the window's width is not the one drawn for).
        noteDrawnAt(null);
        noteDrawnWidth(null);
      }),
    );
  }, []);
  return null;
}
