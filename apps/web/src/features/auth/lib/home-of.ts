import { paths } from '@/config/paths';

/**
 * Where a signed-in account starts: family tutors work in the back office, families on their
 * dashboard (or the page they were going to, `returnTo`). The one rule for every way in: the
 * login, the emailed sign-in link, a password reset.
 */
export const homeOf = (role: 'tutor' | 'customer' | null, returnTo?: string | null) =>
  role === 'tutor' ? paths.backoffice.root.href() : (returnTo ?? paths.dashboard.home.href());
