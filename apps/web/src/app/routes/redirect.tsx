import { Navigate, useLocation } from 'react-router';

/**
 * An address that stands for another (`/` for Home, `/backoffice` for the inbox): it moves on
 * keeping the query and the fragment, so a shared link such as `/backoffice?sort=newest` opens
 * the inbox with its filters.
 */
export function Redirect({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
