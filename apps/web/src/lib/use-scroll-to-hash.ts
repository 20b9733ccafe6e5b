import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Brings the element the address's `#fragment` names into view once the page has drawn it
 * (`ready`): the browser does it on a full load, not when the app opens the page itself.
 */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    let id: string;
    try {
      id = decodeURIComponent(hash.slice(1));
    } catch {
      return; // A malformed address ('#%'): nothing to bring into view.
    }
    document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
  }, [ready, hash]);
}
