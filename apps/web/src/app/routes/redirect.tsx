import { Navigate, useLocation } from 'react-router';

/**
 * An address that stands for another (`/` for Home, `/backoffice` for the inbox): it moves on
 * keeping the query and the fragment, so a shared link such as `/backoffice?sort=newest` opens
 * the inbox with its filters.
 */
export function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  // Drawn by the server: the page is another address's, which the server answers with a
  // redirect (the fragment stays in the browser, which keeps it across the redirect).
  if (typeof window === 'undefined') {
    serverRedirect?.(`${to}${search}`);
    return null;
  }
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}

let serverRedirect: ((to: string) => void) | undefined;

/** On the server (first-paint/draw-page.tsx): where a page being drawn sends its visitor. */
export function setServerRedirect(record: (to: string) => void) {
  serverRedirect = record;
}
