import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, redirect, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { readSignUpDraft } from '@/features/auth/lib/sign-up-storage';
import { useAuth, waitForAuth } from '@/lib/auth';
import { peekLoginNotice, sessionNotices, setLoginNotice } from '@/lib/login-notice';
import { returnPathFor } from '@/lib/return-path';
import { hardNavigate } from '../hard-navigate';

/** Where an anonymous session belongs: its sign-up (step 2 if the request was sent). */
const signUpHref = () => paths.signUp.href(readSignUpDraft()?.companyId ?? undefined);

/**
 * The dashboard guard (spec §2). No signed-in user, or the check fails: to /login with a full
 * page load (the spec's redirect + reload). An anonymous session — a visitor who sent the first
 * request but has not set a password — continues its sign-up instead. The login page is told
 * the address that was asked for (e.g. an email's 'Visualizza preventivo' link) and returns there.
 */
export async function loader({ request }: { request: Request }) {
  const user = await waitForAuth().catch(() => null);
  if (!user) {
    const login = paths.login.href(returnPathFor(new URL(request.url)));
    hardNavigate(login);
    throw redirect(login);
  }
  if (user.isAnonymous) throw redirect(signUpHref());
  return null;
}

/**
 * Keeps guarding after the first check: signing out (the logout button, another tab, a disabled
 * account or revoked session) leaves the dashboard at once and drops the cached data.
 */
export function Component() {
  const auth = useAuth();
  const queryClient = useQueryClient();
  const signedOut = auth.status === 'signed-out';
  useEffect(() => {
    if (signedOut) queryClient.clear();
  }, [signedOut, queryClient]);

  const location = useLocation();
  if (signedOut) return <Navigate to={loginAfterSignOut(location)} replace />;
  if (auth.status === 'anonymous') return <Navigate to={signUpHref()} replace />;
  return <Outlet />;
}

/**
 * Where a session that ended goes. Its notice waiting — 'Esci' here (the login page as it is), the
 * API refusing the session (lib/auth: where they were) — says it. None: it ended with nobody here
 * asking (another tab's 'Esci', the browser's data cleared), so the login page says so and leads
 * back to this page.
 */
function loginAfterSignOut(location: { pathname: string; search: string; hash: string }) {
  const notice = peekLoginNotice();
  if (notice) return paths.login.href(notice.next);
  const next = returnPathFor(location);
  setLoginNotice(sessionNotices.closedElsewhere, next);
  return paths.login.href(next);
}
