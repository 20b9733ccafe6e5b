import { type Query, useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { leaveForNextPage, takeFromLastPage } from './next-page';

/** Smoothly, or at once when the device asks for reduced motion: how the app scrolls. */
export const scrollBehavior = (): ScrollBehavior =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true ? 'auto' : 'smooth';

/**
 * Brings `element` to the top of the view (below the sticky header: its scroll-margin) —
 * smoothly, or at once when the family's device asks for reduced motion — and with `focus` moves
 * the focus there too, without a second jump: after a decisive step, what comes next.
 */
export function bringIntoView(
  element: HTMLElement | null | undefined,
  { focus = false, block = 'start' }: { focus?: boolean; block?: ScrollLogicalPosition } = {},
) {
  if (!element) return;
  element.scrollIntoView?.({ block, behavior: scrollBehavior() });
  if (focus) element.focus({ preventScroll: true });
}

const REVEAL_KEY = 'equilibrio:reveal-after-reload';

/**
 * Asks the page about to be reloaded to bring the element `id` into view and focus it once it is
 * back (`useRevealAfterReload`): the reload would otherwise leave the family where they tapped.
 */
export function revealAfterReload(id: string) {
  leaveForNextPage(REVEAL_KEY, JSON.stringify({ path: window.location.pathname, id }));
}

function takeRevealAfterReload(): string | null {
  const left = takeFromLastPage(REVEAL_KEY);
  try {
    const asked = left ? (JSON.parse(left) as { path?: unknown; id?: unknown }) : null;
    // Only on the page that asked (a sign-in in between lands elsewhere).
    return asked?.path === window.location.pathname && typeof asked.id === 'string'
      ? asked.id
      : null;
  } catch {
    return null;
  }
}

/**
 * Runs `then` once the page `element` is on is live: a page the server drew keeps the focus out
 * of it until the app has adopted it (first-paint/load-after-paint.js, app/app-tree.tsx).
 */
function whenLive(element: HTMLElement, then: () => void) {
  const drawn = element.closest('[data-prerendered]');
  if (!drawn) {
    then();
    return;
  }
  const observer = new MutationObserver(() => {
    if (drawn.hasAttribute('data-prerendered')) return;
    observer.disconnect();
    then();
  });
  observer.observe(drawn, { attributes: true, attributeFilter: ['data-prerendered'] });
}

/**
 * On the page a `revealAfterReload` reloaded: brings its element into view and focuses it, once,
 * when the page mounts and is live (call it where that element is drawn in the same render).
 */
export function useRevealAfterReload() {
  useEffect(() => {
    const id = takeRevealAfterReload();
    const element = id ? document.getElementById(id) : null;
    if (!element) return;
    // Not on an element the page no longer shows by then.
    whenLive(element, () => {
      if (element.isConnected) bringIntoView(element, { focus: true });
    });
  }, []);
}

/** The id the address's `#fragment` names; null without one, or for a malformed one ('#%'). */
function fragmentId(hash: string): string | null {
  if (hash.length < 2) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * Brings the element the address's `#fragment` names into view (an email's '#messaggi', the
 * inbox's '#segnalazioni'), once per visit of the address: when the page has drawn it, is live,
 * and has its first data — what loads above it would push it down again. The browser's own jump
 * comes before the app has drawn the page, and none happens when the app opens a page itself.
 */
export function useRevealHash() {
  const { hash, key } = useLocation();
  const queryClient = useQueryClient();
  const loading = useIsFetching({ predicate: firstLoad }) > 0;
  const revealed = useRef<string | null>(null);
  useEffect(() => {
    const id = fragmentId(hash);
    if (!id || loading || revealed.current === key) return;
    let stopped = false;
    let frame = 0;
    const reveal = (element: HTMLElement) =>
      whenLive(element, () => {
        if (stopped) return;
        // A frame later: after the layout's own effects (a new page starts at the top), and after
        // the sections drawn with this data have asked for theirs — then this runs again.
        frame = requestAnimationFrame(() => {
          if (!element.isConnected || queryClient.isFetching({ predicate: firstLoad }) > 0) return;
          revealed.current = key;
          bringIntoView(element);
        });
      });
    const element = document.getElementById(id);
    // Not drawn yet (a section shown once its own data says so), or never on this visit.
    const observer = element
      ? null
      : new MutationObserver(() => {
          const drawn = document.getElementById(id);
          if (!drawn) return;
          observer?.disconnect();
          reveal(drawn);
        });
    if (element) reveal(element);
    else observer?.observe(document.body, { childList: true, subtree: true });
    return () => {
      stopped = true;
      observer?.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [hash, key, loading, queryClient]);
}

/** A query still loading its first data: what it draws may push the page down. */
const firstLoad = (query: Query) => query.state.data === undefined;
