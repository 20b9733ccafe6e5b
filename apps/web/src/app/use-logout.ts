import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/auth';
import { sessionNotices, setLoginNotice } from '@/lib/login-notice';

/**
 * Logout (spec §4 "Authentication state"): clears the user, resets the app state (the query
 * cache) and goes to the login page, which says the session was closed (a screen reader, a
 * shared computer: nothing else says the logout worked). For the dashboard shell's 'Log out'.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    // What the login page says: the session closed, or more (the account just deleted).
    async (notice: string = sessionNotices.signedOut) => {
      await signOut();
      queryClient.clear();
      setLoginNotice(notice);
      navigate(paths.login.href(), { replace: true });
    },
    [queryClient, navigate],
  );
}
