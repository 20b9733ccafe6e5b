import { useEffect, useRef } from 'react';

/** Where the tutor had scrolled the inbox, for which account and which filters. */
let kept: { uid: string; search: string; y: number } | null = null;

/**
 * The inbox as the tutor left it: scrolled where she was when she opened a request, once she is
 * back with the same filters ('← Richieste', the menu's «Richieste»), not at the top of the list
 * to find her row again. `ready`: the rows are drawn (scrolled before, the page was too short).
 * A page she already scrolled herself, or other filters, are left as they are.
 */
export function useInboxScrollKept(uid: string, search: string, ready: boolean) {
  const restored = useRef(false);
  useEffect(() => {
    if (!ready || restored.current) return;
    restored.current = true;
    if (kept?.uid === uid && kept.search === search && kept.y > 0 && window.scrollY === 0)
      window.scrollTo({ top: kept.y });
  }, [ready, uid, search]);
  useEffect(() => {
    const onScroll = () => {
      kept = { uid, search, y: window.scrollY };
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [uid, search]);
}
