import { useEffect } from 'react';

/** How long after the app puts the keyboard in a field the page may still be filling in above it. */
const SETTLE_MS = 2000;
/** A focus this soon after a key or a click is the person's own, not the app's. */
const OWN_FOCUS_MS = 100;

const isTypingField = (element: Element | null): element is HTMLElement =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(element.type));

/** Whether `element` lies wholly inside the window. */
const inView = (element: HTMLElement) => {
  const box = element.getBoundingClientRect();
  return box.top >= 0 && box.bottom <= window.innerHeight;
};

/** The field kept in view now, and how to stop (one at a time). */
let watched: HTMLElement | null = null;
let stopWatching = () => {};

/**
 * Keeps `field` (just focused by the app) in view for two seconds while what loads above it pushes
 * it down; stops when the keyboard leaves it, or at `stopKeepingInView` (the person scrolled,
 * clicked elsewhere). For a field focused in the same moment as a click ('Rispondi' opens the
 * reply box): the global watch (`useFocusedFieldInView`) takes that focus for the person's own.
 */
export function keepInViewWhileSettling(field: Element | null) {
  stopWatching();
  if (!isTypingField(field) || typeof ResizeObserver === 'undefined') return;
  watched = field;
  const keep = () => {
    if (document.activeElement !== field) return stopWatching();
    if (!inView(field)) field.scrollIntoView({ block: 'nearest' });
  };
  const observer = new ResizeObserver(keep);
  observer.observe(document.body);
  const around = field.closest<HTMLElement>('.mantine-Modal-body');
  if (around) observer.observe(around);
  const timer = window.setTimeout(() => stopWatching(), SETTLE_MS);
  stopWatching = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    watched = null;
    stopWatching = () => {};
  };
}

/**
 * A field the app puts the keyboard in (a dialog's first field, the reply box a «Rispondi»
 * opens) stays in view while what loads above it pushes it down: the quote's price table and a
 * conversation's messages arrived after the focus and left the field below the screen's edge on
 * a short screen (a desktop zoomed to 200 %), where the tutor typed without seeing it. Watched
 * for two seconds, until the person scrolls, clicks or leaves the field; a field the person
 * focused themselves (a click, Tab) is theirs to place. Installed once, for the whole app.
 */
export function useFocusedFieldInView() {
  useEffect(() => {
    if (typeof ResizeObserver === 'undefined') return;
    let lastOwnMove = Number.NEGATIVE_INFINITY;
    const onOwnMove = (event: Event) => {
      lastOwnMove = performance.now();
      // Typing in the field watched is no move elsewhere: it is kept in view on.
      if (event.target !== watched || event.type !== 'keydown') stopWatching();
    };
    const onFocusIn = (event: FocusEvent) => {
      const field = event.target instanceof Element ? event.target : null;
      if (field === watched) return;
      if (performance.now() - lastOwnMove < OWN_FOCUS_MS) return stopWatching();
      keepInViewWhileSettling(field);
    };
    document.addEventListener('focusin', onFocusIn, true);
    document.addEventListener('pointerdown', onOwnMove, true);
    document.addEventListener('keydown', onOwnMove, true);
    document.addEventListener('wheel', onOwnMove, { capture: true, passive: true });
    document.addEventListener('touchmove', onOwnMove, { capture: true, passive: true });
    return () => {
      document.removeEventListener('focusin', onFocusIn, true);
      document.removeEventListener('pointerdown', onOwnMove, true);
      document.removeEventListener('keydown', onOwnMove, true);
      document.removeEventListener('wheel', onOwnMove, { capture: true });
      document.removeEventListener('touchmove', onOwnMove, { capture: true });
      stopWatching();
    };
  }, []);
}
