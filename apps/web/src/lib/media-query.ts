import { VIEWPORT_COOKIE } from '@equilibrio/contract/first-paint';
import { useMediaQuery } from '@mantine/hooks';
import { useSyncExternalStore } from 'react';

/**
 * The app's one way to ask the window's size (`(min-width: 48em)`, `(max-width: 36em)`): the
 * browser's answer from the first render, so a page drawn by the server for this window is the
 * page the app renders over it. When the server draws a page (first-paint/draw-page.tsx) the
 * answer comes from the width of the visitor's window as the app last recorded it
 * (`rememberViewport`, the contract's VIEWPORT_COOKIE); the app adopting that page answers with
 * the same width until the page is live (`noteDrawnWidth`), then with the browser's.
 */
let serverWidth: (() => number) | undefined;

export function setServerViewportWidth(source: () => number) {
  serverWidth = source;
}

const PX_PER_EM = 16;

/** Whether `query` (min-width / max-width in em or px, joined by `and`) holds at `width` px. */
export function queryMatchesWidth(query: string, width: number) {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(em|px)\)/g)];
  return conditions.every(([, kind, value, unit]) => {
    const px = Number(value) * (unit === 'em' ? PX_PER_EM : 1);
    return kind === 'min' ? width >= px : width <= px;
  });
}

/**
 * The width a page the app adopts was drawn with (first-paint/page-data.ts), until the page is
 * live (app-tree.tsx; null after). The recorded width can be another than the window's — the
 * window resized since, a first visit without the cookie (a desktop's 1280 is assumed) — and a
 * first render at the window's own width would then not be the page drawn: React cannot adopt
 * it (error #418) and draws it afresh. Rendered at the drawn width, the page is adopted; once it
 * is live, the layout follows the window.
 */
let drawnWidth: number | null = null;
const drawnWidthListeners = new Set<() => void>();

export function noteDrawnWidth(width: number | null) {
  const next = width !== null && Number.isFinite(width) ? width : null;
  if (next === drawnWidth) return;
  drawnWidth = next;
  for (const listener of drawnWidthListeners) listener();
}

const drawnWidthNow = () => drawnWidth;
const subscribeDrawnWidth = (listener: () => void) => {
  drawnWidthListeners.add(listener);
  return () => drawnWidthListeners.delete(listener);
};

export function useMedia(query: string): boolean {
  const matches = useMediaQuery(query, undefined, { getInitialValueInEffect: false });
  // The same snapshot while hydrating (React reads the "server" one then).
  const drawn = useSyncExternalStore(subscribeDrawnWidth, drawnWidthNow, drawnWidthNow);
  if (serverWidth) return queryMatchesWidth(query, serverWidth());
  return drawn !== null ? queryMatchesWidth(query, drawn) : matches;
}

/**
 * Records the window's width for the pages the server draws (a plain cookie: the width is no
 * secret, and the server only uses it to choose the phone or the desktop layout).
 */
export function rememberViewport() {
  const write = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a layout hint the server reads
    document.cookie = `${VIEWPORT_COOKIE}=${Math.round(window.innerWidth)}; Path=/; Max-Age=31536000; SameSite=Strict`;
  };
  write();
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(write, 300);
  });
}
