import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/**
 * A page opened from a link starts at its top, not where the page before was scrolled. Not the
 * page load itself (or a back/forward into the app): the page is where the visitor has it,
 * perhaps scrolled while the server-drawn page was on screen. `keepOnBackForward`: the browser's
 * back and forward keep their own place too. Before the pages' own effects (a layout effect), so
 * a page may then put itself back where it was left (the tutors' inbox).
 */
export function useNewPageAtTop({ keepOnBackForward = false } = {}) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownPath = useRef(navigationType === 'POP' ? location.pathname : null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new page
  useLayoutEffect(() => {
    if (shownPath.current === location.pathname) return;
    shownPath.current = location.pathname;
    if (!(keepOnBackForward && navigationType === 'POP')) window.scrollTo({ top: 0 });
  }, [location.pathname]);
}
