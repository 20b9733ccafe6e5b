import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAuth } from './auth';

/**
 * Each list's address as its reader last left it (its filters, search and page), for the way back
 * of the pages opened from it: '← Caregiver' led to the bare directory, and a tutor looking for a
 * substitute set her filters again after every profile. Kept in this tab's memory only, set once
 * a list is shown (never while a page is drawn on the server, which serves everyone), and only for
 * who left it: another person signing in on the same tab does not get a search that may name
 * someone. The inbox keeps more of its own (`rememberInboxSearch`: its rows, for 'Successiva').
 */
const lastSearch = new Map<string, { uid: string; search: string }>();

/** Remembers the shown list's address (every list paged by `usePages`). */
export function useRememberList() {
  const { pathname, search } = useLocation();
  const uid = useAuth().user?.uid;
  useEffect(() => {
    if (uid) lastSearch.set(pathname, { uid, search });
  }, [pathname, search, uid]);
}

/** The list at `href` as this reader last left it; its bare address when they did not. */
export function useListReturn(href: string) {
  const uid = useAuth().user?.uid;
  const last = lastSearch.get(href);
  return last && last.uid === uid ? `${href}${last.search}` : href;
}
