import { useEffect } from 'react';

/** How long a page gone back to may take to draw the link it was left by (its list loading). */
const RETURN_WAIT_MS = 3000;

/** Where the app, not the person, puts the keyboard: a landing or the page's main content. */
const PLACED = '[data-focus-landing], #contenuto';

/**
 * The history entry the browser is on: React Router's index and key for it (the page the app was
 * opened on has an index, and no key).
 */
const entryKey = (): string | null => {
  const state = window.history.state as { idx?: unknown; key?: unknown } | null;
  return state && typeof state.idx === 'number' ? `${state.idx}:${String(state.key ?? '')}` : null;
};

/**
 * The link a page was left by, drawn again: the one on screen (a table row) when there are two.
 * (A hidden one takes no focus: the wait goes on for the one drawn later.)
 */
export const linkTo = (href: string): HTMLAnchorElement | null => {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (link) => link.getAttribute('href') === href,
  );
  return links.find((link) => link.getClientRects().length > 0) ?? links[0] ?? null;
};

/** Whether the keyboard is nowhere of its own choosing: on the body, or where the app put it. */
const placeLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || active.matches(PLACED);
};

/**
 * Focuses `link` without scrolling, then brings it into view once the page has settled (a layout
 * may put a new page at its top first, a list its kept scroll); false when it took no focus.
 */
export function focusAndReveal(link: HTMLElement) {
  link.focus({ preventScroll: true });
  if (document.activeElement !== link) return false;
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      if (document.activeElement === link) link.scrollIntoView?.({ block: 'nearest' });
    }),
  );
  return true;
}

/**
 * Back (or forward) to a page, the keyboard is where it left it: on the link it followed (the
 * request or the caregiver opened from a list), not at the top of the page, to Tab again through
 * the menu, the filters and every row before. Each entry of the history keeps the address of the
 * link focused last on it (a click elsewhere forgets it); back there, once the page has drawn that
 * link again (its list may still be loading), the link takes the focus and is brought into view.
 * Nothing moves if the keyboard has gone somewhere on its own meanwhile. Installed once.
 */
export function useFocusReturn() {
  useEffect(() => {
    const leftBy = new Map<string, string>();
    let stopWaiting = () => {};

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || target.matches(PLACED)) return;
      stopWaiting();
      const key = entryKey();
      if (!key) return;
      const href = target.closest('a[href]')?.getAttribute('href');
      if (href && !href.startsWith('#')) leftBy.set(key, href);
      else leftBy.delete(key);
    };
    // A click: the link clicked is the way this page is left (Safari does not focus a clicked
    // link), and a click elsewhere (a row's cells) forgets the link focused before. Waiting to
    // give the focus back, a click, a key or the wheel says the person has moved on.
    const onPointerDown = (event: PointerEvent) => {
      stopWaiting();
      const key = entryKey();
      if (!key) return;
      const href =
        event.target instanceof Element
          ? event.target.closest('a[href]')?.getAttribute('href')
          : null;
      if (href && !href.startsWith('#')) leftBy.set(key, href);
      else leftBy.delete(key);
    };
    const onMovedOn = () => stopWaiting();

    const onPopState = () => {
      stopWaiting();
      const key = entryKey();
      const href = key ? leftBy.get(key) : undefined;
      if (!href) return;
      const land = () => {
        const link = placeLost() ? linkTo(href) : null;
        if (!link) return false;
        if (!focusAndReveal(link)) return false;
        stopWaiting();
        return true;
      };
      // The router may have drawn the page already, in its own handler of this same event.
      if (land()) return;
      const observer = new MutationObserver(() => void land());
      observer.observe(document.body, { childList: true, subtree: true });
      const timer = window.setTimeout(() => stopWaiting(), RETURN_WAIT_MS);
      stopWaiting = () => {
        observer.disconnect();
        window.clearTimeout(timer);
        stopWaiting = () => {};
      };
    };

    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onMovedOn, true);
    document.addEventListener('wheel', onMovedOn, { capture: true, passive: true });
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onMovedOn, true);
      document.removeEventListener('wheel', onMovedOn, { capture: true });
      window.removeEventListener('popstate', onPopState);
      stopWaiting();
    };
  }, []);
}
