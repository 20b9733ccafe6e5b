import { redirect } from 'react-router';
import { paths } from '@/config/paths';
import { waitForAuth } from '@/lib/auth';
import { returnPathOf } from '@/lib/return-path';

/**
 * Loader of the login and sign-up pages: a signed-in customer has nothing to do there and goes
 * to the dashboard (to the address a login link names, e.g. signed in meanwhile in another tab).
 * Anonymous sessions stay (they are in the middle of signing up).
 */
export async function publicOnlyLoader({ request }: { request: Request }) {
  const user = await waitForAuth().catch(() => null);
  if (user && !user.isAnonymous) {
    const next = returnPathOf(new URL(request.url).searchParams);
    throw redirect(next ?? paths.dashboard.home.href());
  }
  return null;
}
