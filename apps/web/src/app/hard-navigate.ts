/**
 * Leaves the single-page app for `path` with a full page load: everything in memory (query
 * cache, component state) starts afresh. A separate module so tests can replace it.
 */
export function hardNavigate(path: string) {
  window.location.replace(path);
}
