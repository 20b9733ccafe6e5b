import { VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';

/** How long a new page's title may still change (its data arriving) before it is read. */
const SETTLE_MS = 400;

/** The page's own name in its title ('Assistiti — Equilibrio' → 'Assistiti'). */
const pageName = (title: string) => title.replace(/\s+—\s+Equilibrio$/, '');

/**
 * Says the new page's name to a screen reader when the app moves to another page (a menu link, a
 * button that opens a page): the browser does not announce a page the app draws in place, and
 * the keyboard stays on the link followed — the person heard nothing happen. Read once the
 * title has settled, only when the address's path changed (a filter or a search in the address
 * is the same page), never for the page the app opened on.
 */
export function PageAnnouncer() {
  const [said, setSaid] = useState('');
  useEffect(() => {
    let path = window.location.pathname;
    let timer = 0;
    const onChange = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const now = window.location.pathname;
        if (now === path || !document.title) return;
        path = now;
        setSaid(pageName(document.title));
      }, SETTLE_MS);
    };
    const observer = new MutationObserver(onChange);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <VisuallyHidden aria-live="polite" aria-atomic="true" data-page-announcer>
      {said}
    </VisuallyHidden>
  );
}
