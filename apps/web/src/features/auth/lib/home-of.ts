import { paths } from '@/config/paths';
import { safeReturnPath } from '@/lib/return-path';
import { siteOrigin } from '@/lib/site-origin';

/**
 * Where a signed-in account starts: family tutors work in the back office, families on their
 * dashboard (or the page they were going to, `returnTo`). The one rule for every way in: the
 * login, the emailed sign-in link, a password reset.
 */
export const homeOf = (role: 'tutor' | 'customer' | null, returnTo?: string | null) =>
  role === 'tutor' ? paths.backoffice.root.href() : (returnTo ?? paths.dashboard.home.href());

/**
 * The dashboard page an emailed link (sign-in, password reset) leads to once used — its
 * `continueUrl` — or null: only a dashboard page of this site (lib/return-path.ts), never
 * another site nor a page outside the dashboard.
 */
export function continuePathOf(continueUrl: string | null): string | null {
  if (!continueUrl) return null;
  try {
    const url = new URL(continueUrl);
    if (url.origin !== siteOrigin()) return null;
    return safeReturnPath(`${url.pathname}${url.search}${url.hash}`);
  } catch {
    return null; // Not an address.
  }
}

/** The login page, leading on to `returnTo` once signed in (none for the dashboard home). */
export const loginLeadingTo = (returnTo?: string | null) =>
  paths.login.href(returnTo && returnTo !== paths.dashboard.home.href() ? returnTo : undefined);
