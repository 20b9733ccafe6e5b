import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { waitForAuth } from '@/lib/auth';

/**
 * Loader of the login and sign-up pages: a signed-in customer has nothing to do there and goes
 * to the dashboard. Anonymous sessions stay (they are in the middle of signing up).
 */
export async function publicOnlyLoader() {
  const user = await waitForAuth().catch(() => null);
  if (user && !user.isAnonymous) throw redirect(paths.dashboard.home.href());
  return null;
}
