/**
 * What one page of this tab leaves for the next (a reload, a sign-in that navigates): a toast to
 * show, an element to bring into view. Kept in sessionStorage under `key`; with storage
 * unavailable (private mode quotas) nothing is left and nothing is lost.
 */
export function leaveForNextPage(key: string, value: string) {
  try {
    sessionStorage.setItem(key, value);
  } catch {
    // Storage unavailable: the next page does without it.
  }
}

/** What the last page left under `key`, taken once (null: nothing, or storage unavailable). */
export function takeFromLastPage(key: string): string | null {
  try {
    const left = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return left;
  } catch {
    return null;
  }
}
