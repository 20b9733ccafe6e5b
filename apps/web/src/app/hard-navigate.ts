/**
 * Leaves the single-page app for `path` with a full page load: everything in memory (query
 * cache, component state) starts afresh. A separate module so tests can replace it. On the
 * server (a page being drawn) there is no page to leave: the loader's redirect is the answer.
 */
export function hardNavigate(path: string) {
  if (typeof window === 'undefined') return;
  window.location.replace(path);
}
