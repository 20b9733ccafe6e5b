import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, redirect } from 'react-router';
import { paths } from '@/config/paths';
import { readSignUpDraft } from '@/features/auth/lib/sign-up-storage';
import { useAuth, waitForAuth } from '@/lib/auth';
import { peekLoginNotice } from '@/lib/login-notice';
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

  // The session ended under the user (the API refused it: lib/auth's notice says where they
  // were): back there after signing in again. Signed out on purpose: the login page as it is.
  if (signedOut) return <Navigate to={paths.login.href(peekLoginNotice()?.next)} replace />;
  if (auth.status === 'anonymous') return <Navigate to={signUpHref()} replace />;
  return <Outlet />;
}
