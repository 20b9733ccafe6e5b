import { toast } from '@/components/toast';
import { leaveForNextPage, takeFromLastPage } from './next-page';
import { revealAfterReload } from './reveal';

const FLASH_KEY = 'equilibrio:flash-toast';

/**
 * Reloads the whole page (spec §7: "A successful accept of a caregiver reloads the page") and
 * shows `successMessage` as a toast once the page is back, so the reload does not swallow it;
 * with `reveal`, the page back brings that element into view and focuses it (what comes next).
 * A module of its own so component tests can replace it.
 */
export function reloadWithToast(successMessage: string, { reveal }: { reveal?: string } = {}) {
  // Storage unavailable (private mode quotas): the reload still happens, without the toast.
  flashToastOnNextPage(successMessage);
  if (reveal) revealAfterReload(reveal);
  window.location.reload();
}

/**
 * Leaves `message` for the next page of this tab (a sign-in navigates right after it answers):
 * the dashboard shows it as a toast when it mounts.
 */
export function flashToastOnNextPage(message: string) {
  leaveForNextPage(FLASH_KEY, message);
}

/** Shows the toast a `reloadWithToast` left behind, once. Call when a page mounts. */
export function showPendingFlashToast() {
  const message = takeFromLastPage(FLASH_KEY);
  if (message) toast.success(message);
}
