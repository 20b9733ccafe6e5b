import { type AuthUser, useAuth } from './auth';

/**
 * The signed-in user on guarded (dashboard) screens. The guard lets no one through without a
 * user, so a missing one is a programming error, reported by the route's error screen.
 */
export function useCurrentUser(): AuthUser {
  const { user } = useAuth();
  if (!user) throw new Error('Nessun utente collegato');
  return user;
}
