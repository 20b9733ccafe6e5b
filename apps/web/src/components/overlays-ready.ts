import { useEffect } from 'react';

/**
 * The modals provider is loaded after the first page (app/overlays). A modal opened before it
 * has mounted would be lost — a click on "Accetta" on a slow phone, say — so `confirm` waits for
 * it here first.
 */
let mounted = false;
const waiting = new Set<() => void>();
/**
 * The overlays' current mount, a token new at each mount and unmount: a modal of an earlier mount
 * is gone with it (a token, not a count, so no later mount can ever be mistaken for it).
 */
let mount: object = {};
export const overlaysGeneration = () => mount;

export function overlaysMounted(): Promise<void> {
  if (mounted) return Promise.resolve();
  return new Promise((resolve) => waiting.add(resolve));
}

/** Called by the overlays component: its children (the modals provider) listen once it runs. */
export function useSignalOverlaysMounted() {
  useEffect(() => {
    mount = {};
    mounted = true;
    for (const resolve of waiting) resolve();
    waiting.clear();
    return () => {
      mount = {};
      mounted = false;
    };
  }, []);
}
