import { toast } from '@/components/toast';

const FLASH_KEY = 'equilibrio:flash-toast';

/**
 * Reloads the whole page (spec §7: "A successful accept of a caregiver reloads the page") and
 * shows `successMessage` as a toast once the page is back, so the reload does not swallow it.
 * A module of its own so component tests can replace it.
 */
export function reloadWithToast(successMessage: string) {
  try {
    sessionStorage.setItem(FLASH_KEY, successMessage);
  } catch {
    // Storage unavailable (private mode quotas): the reload still happens, without the toast.
  }
  window.location.reload();
}

/** Shows the toast a `reloadWithToast` left behind, once. Call when a page mounts. */
export function showPendingFlashToast() {
  let message: string | null = null;
  try {
    message = sessionStorage.getItem(FLASH_KEY);
    sessionStorage.removeItem(FLASH_KEY);
  } catch {
    return;
  }
  if (message) toast.success(message);
}
