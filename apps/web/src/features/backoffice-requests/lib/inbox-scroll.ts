import { useEffect, useRef } from 'react';
import { inboxScrollFor, rememberInboxScroll } from './inbox-filters';

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
    const y = inboxScrollFor(uid, search);
    if (y > 0 && window.scrollY === 0) window.scrollTo({ top: y });
  }, [ready, uid, search]);
  useEffect(() => {
    const onScroll = () => rememberInboxScroll(uid, search, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [uid, search]);
}
