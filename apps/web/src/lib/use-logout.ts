import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/auth';
import { clearLoginNotice, sessionNotices, setLoginNotice } from '@/lib/login-notice';

/**
 * Logout (spec §4 "Authentication state"): clears the user, resets the app state (the query
 * cache) and goes to the login page, which says the session was closed (a screen reader, a
 * shared computer: nothing else says the logout worked). For the dashboard shell's 'Log out', and
 * for a page that offers to sign in with another account and come back (`next`: the login leads
 * there once signed in, lib/return-path).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    // What the login page says: the session closed, or more (the account just deleted).
    async (notice: string = sessionNotices.signedOut, next?: string) => {
      // Said before signing out: the guard leaves the dashboard the moment the session ends, and
      // a session ending with no notice waiting reads as closed elsewhere (require-auth).
      setLoginNotice(notice, next);
      try {
        await signOut();
      } catch (error) {
        clearLoginNotice();
        throw error;
      }
      queryClient.clear();
      navigate(paths.login.href(next), { replace: true });
    },
    [queryClient, navigate],
  );
}
