import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { signOut } from '@/lib/auth';

/**
 * Logout (spec §4 "Authentication state"): clears the user, resets the app state (the query
 * cache) and goes to the login page. For the dashboard shell's 'Log out' entry.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    queryClient.clear();
    navigate(paths.login.href(), { replace: true });
  }, [queryClient, navigate]);
}
